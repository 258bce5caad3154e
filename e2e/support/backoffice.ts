import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { StaffRole } from '@bnw/contract/backoffice';
import { type Page, expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { REPO_ROOT, SQLITE_PATH } from '../e2e-env';
import { pictureForReview } from './pictures';

const execFileAsync = promisify(execFile);

/** The back office is a desktop tool: its specs use a desktop screen (and check a tablet's). */
export const DESKTOP = { width: 1366, height: 900 };
export const TABLET = { width: 1024, height: 768 };

export interface NewStaffMember {
  username: string;
  /** The set-up link's path and query (`/backoffice/setup?token=…`). */
  setupPath: string;
}

let counter = 0;

/** A new username and the `npm run ops` arguments that add it with the role. */
function staffAddCommand(role: StaffRole) {
  counter += 1;
  const username = `bo${Date.now().toString(36)}${counter}`.slice(0, 32);
  return {
    username,
    args: ['run', '--silent', 'ops', '--', 'staff', 'add', username, `${username}@example.com`, role],
  };
}

const OPS_OPTIONS = {
  cwd: REPO_ROOT,
  env: { ...process.env, SQLITE_PATH, DATABASE_URL: '' },
  encoding: 'utf8',
} as const;

/** The set-up link `staff add` printed, as a path the browser opens. */
function newStaffMember(username: string, output: string): NewStaffMember {
  const link = output.match(/https?:\/\/\S+\/backoffice\/setup\?token=[0-9a-f]{64}/)?.[0];
  if (!link) throw new Error(`staff add printed no set-up link:\n${output}`);
  const url = new URL(link);
  return { username, setupPath: `${url.pathname}${url.search}` };
}

/** `npm run ops -- staff add <username> <email> <role>` on the e2e server's database; answers its link. */
export function addStaffMember(role: StaffRole = 'administrator'): NewStaffMember {
  const { username, args } = staffAddCommand(role);
  const output = execFileSync('npm', args, { ...OPS_OPTIONS, stdio: ['ignore', 'pipe', 'pipe'] });
  return newStaffMember(username, output);
}

/**
 * The same without blocking the test's process: several staff members are added side by side
 * while the browser goes on (the command takes a couple of seconds each).
 */
export async function addStaffMemberAsync(role: StaffRole = 'administrator'): Promise<NewStaffMember> {
  const { username, args } = staffAddCommand(role);
  const { stdout } = await execFileAsync('npm', args, OPS_OPTIONS);
  return newStaffMember(username, stdout);
}

/**
 * The authenticator's code for now, or for a later 30-second step: a code works once, and the
 * server accepts the step after the current one, so set-up and login in the same half minute
 * use two different steps.
 */
export function authenticatorCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/**
 * A new staff member's first visit: the set-up link (authenticator key, the password twice, the
 * first code), then the login with password and the next step's code, up to the dashboard.
 * Answers the authenticator's secret.
 */
export async function setUpAndLogIn(page: Page, staff: NewStaffMember, password: string): Promise<string> {
  await page.goto(staff.setupPath);
  const secret = (await page.getByTestId('setup-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Yeni parola (en az 12 karakter)').fill(password);
  await page.getByLabel('Yeni parola (tekrar)').fill(password);
  await page.getByLabel('Doğrulama kodu (6 hane)').fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Kurulumu bitir' }).click();
  await expect(page.getByRole('heading', { name: 'Personel girişi' })).toBeVisible();
  await page.getByLabel('Kullanıcı adı').fill(staff.username);
  await page.getByLabel('Parola').fill(password);
  await page.getByLabel('Doğrulama kodu (6 hane)').fill(await authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByTestId('dashboard-username')).toHaveText(staff.username);
  return secret;
}

/**
 * Screenshots of the page at the desktop and the tablet size, in the light and the dark theme
 * (react-admin's toggle in the app bar or on the sign-in card), under the run's output folder
 * (test-results/ unless `--output` says otherwise), in backoffice/.
 * Leaves the page as it found it: desktop size, light theme.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Açık/koyu tema' }).first();
  for (const [sizeName, size] of [
    ['1366x900', DESKTOP],
    ['1024x768', TABLET],
  ] as const) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark']) {
      await pictureForReview(page, {
        path: path.join(test.info().project.outputDir, 'backoffice', `${name}-${sizeName}-${theme}.png`),
        fullPage: true,
      });
      await toggle.click();
      // Away from the button, so its tooltip is not in the next picture.
      await page.mouse.move(0, size.height - 1);
      // Two frames: React has rendered the other theme and the browser has painted it.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * A confirmation dialog at the desktop and the tablet size, light and dark: the dialog hides the
 * theme toggle, so each theme opens it (`open`), is pictured, closes it and switches the theme.
 */
export async function dialogScreenshots(page: Page, name: string, open: () => Promise<void>): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Açık/koyu tema' }).first();
  for (const theme of ['light', 'dark']) {
    await open();
    for (const [sizeName, size] of [
      ['1366x900', DESKTOP],
      ['1024x768', TABLET],
    ] as const) {
      await page.setViewportSize(size);
      await pictureForReview(page, {
        path: path.join(test.info().project.outputDir, 'backoffice', `${name}-${sizeName}-${theme}.png`),
      });
    }
    await page.setViewportSize(DESKTOP);
    await page.getByRole('dialog').getByRole('button', { name: 'Vazgeç' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await toggle.click();
  }
}
