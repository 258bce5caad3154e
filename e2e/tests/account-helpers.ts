import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { type Page, expect } from '@playwright/test';
import { generate } from 'otplib';
import { REPO_ROOT, SQLITE_PATH } from '../e2e-env';

/** A new player's details, unique per run (usernames: 3-20 of letters, digits, dot, underscore). */
export function newPlayer() {
  const suffix = `${Date.now().toString(36)}${randomInt(1296).toString(36)}`.slice(-9);
  return {
    username: `oyuncu_${suffix}`,
    email: `oyuncu.${suffix}@example.com`,
    password: 'Guvenli2024x',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    phoneTyped: '05321234567',
  };
}
export type TestPlayer = ReturnType<typeof newPlayer>;

/** The operator command `npm run ops -- outbox --to <email>` on the e2e server's database. */
export function readOutbox(email: string): string {
  return execFileSync('npm', ['run', '--silent', 'ops', '--', 'outbox', '--to', email], {
    cwd: REPO_ROOT,
    env: { ...process.env, SQLITE_PATH, DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The path and token of the newest mailed link to `path` (outbox lists the newest first). */
export function mailedLink(email: string, path: '/register-account-confirm' | '/account_reset'): string {
  const output = readOutbox(email);
  const match = new RegExp(`${path.replace('/', '\\/')}\\?token=[0-9a-f]{64}`).exec(output);
  if (!match) throw new Error(`no ${path} link in the outbox of ${email}:\n${output}`);
  return match[0];
}

const STEP_SECONDS = 30;

/**
 * Authenticator codes for a secret. The server accepts one step of drift and each step once
 * (a later step than the last one used), so the helper hands out the current step's code or
 * the next one, and waits for the clock when both are used.
 */
export function createAuthenticator(secret: string) {
  let lastStep = -1;
  return {
    async nextCode(): Promise<string> {
      for (;;) {
        const nowStep = Math.floor(Date.now() / 1000 / STEP_SECONDS);
        const step = Math.max(nowStep, lastStep + 1);
        if (step <= nowStep + 1) {
          lastStep = step;
          return generate({ secret, epoch: step * STEP_SECONDS + 1 });
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    },
    /** A code that is surely wrong (a different six digits than any of the nearby steps). */
    async wrongCode(): Promise<string> {
      const nowStep = Math.floor(Date.now() / 1000 / STEP_SECONDS);
      const near = new Set<string>();
      for (let delta = -2; delta <= 2; delta += 1)
        near.add(await generate({ secret, epoch: (nowStep + delta) * STEP_SECONDS + 1 }));
      for (let candidate = 0; ; candidate += 1) {
        const code = String(123456 + candidate).padStart(6, '0');
        if (!near.has(code)) return code;
      }
    },
  };
}
export type TestAuthenticator = ReturnType<typeof createAuthenticator>;

/** Fills and sends the registration form. */
export async function fillRegistration(
  page: Page,
  player: TestPlayer,
  overrides: { passwordConfirm?: string } = {},
): Promise<void> {
  await page.getByLabel('Kullanıcı adı', { exact: true }).fill(player.username);
  await page.getByLabel('E-posta', { exact: true }).fill(player.email);
  await page.getByLabel('Şifre', { exact: true }).fill(player.password);
  await page.getByLabel('Şifre (tekrar)', { exact: true }).fill(overrides.passwordConfirm ?? player.password);
  await page.getByLabel('Ad', { exact: true }).fill(player.firstName);
  await page.getByLabel('Soyad', { exact: true }).fill(player.lastName);
  await page.getByLabel('Doğum günü').selectOption('5');
  await page.getByLabel('Doğum ayı').selectOption({ label: 'Mart' });
  await page.getByLabel('Doğum yılı').selectOption('1990');
  await page.getByLabel('Cep telefonu').pressSequentially(player.phoneTyped);
  await expect(page.getByLabel('Cep telefonu')).toHaveValue('(532) 123 - 4567');
  await expect(page.getByLabel('Ülke')).toHaveValue('TR');
  const terms = page.getByRole('checkbox');
  if (!(await terms.isChecked())) await terms.check();
  await page.getByRole('button', { name: 'Üye Ol' }).click();
}

/** Logs in from /login with username and password (the second step, if any, is the caller's). */
export async function submitLogin(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(login);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** Opens the header's player menu and logs out. */
export async function logoutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Oyuncu menüsü' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Çıkış' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The header's own link: the page left behind may show its login prompt for a moment too.
  await expect(page.getByTestId('header-bar').getByRole('link', { name: 'Giriş Yap', exact: true })).toBeVisible();
}

/** What the browser keeps of the login. */
export function storedLogin(page: Page) {
  return page.evaluate(() => ({
    session: localStorage.getItem('bnwUserSession'),
    auth: localStorage.getItem('bnwUserAuth'),
    profile: localStorage.getItem('bnwUserProfile'),
    returnUrl: localStorage.getItem('returnUrl'),
  }));
}
