import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { DESKTOP, addStaffMember, authenticatorCode, setUpAndLogIn } from '../support/backoffice';
import { ops, rpc } from './money-helpers';
import { pictureForReview } from '../support/pictures';

/**
 * Two things staff live with in the back office: a session that ends while a form is being filled
 * in (the login is asked for over the form, and the save goes through afterwards with everything
 * typed), and the players list, filtered by a name with Turkish letters. Pictures of the renewal
 * dialog and of the filtered list at a phone's and a desktop's size, light and dark.
 */
test.use({ viewport: DESKTOP });
// A second login waits for the authenticator's next 30-second step (a code works once).
test.setTimeout(150_000);

const PASSWORD = 'Oturum-parolası-2026';
const SID_KEY = 'bnw.backoffice.sid';

/**
 * Pictures at a phone's size and a desktop's, light and dark (react-admin follows the browser's
 * colour scheme until someone picks one; a dialog's backdrop covers the theme button), beside the
 * run's other output.
 */
async function pictures(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [sizeName, size] of [
      ['390x844', { width: 390, height: 844 }],
      ['1280x800', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await pictureForReview(page, {
        path: path.join(test.info().project.outputDir, 'backoffice', `${name}-${sizeName}-${colorScheme}.png`),
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
}

/** The half-minute step after the current one has begun: the next code is one not used yet. */
async function nextAuthenticatorStep(): Promise<void> {
  const untilNext = 30_000 - (Date.now() % 30_000);
  await new Promise((done) => setTimeout(done, untilNext + 500));
}

test('a session that ends mid-edit keeps the form, asks for the login over it, then saves', async ({ page }) => {
  const staff = addStaffMember('content');
  const secret = await setUpAndLogIn(page, staff, PASSWORD);
  const title = `Oturum Şenliği ${Date.now().toString(36)}`;
  const text = 'Çarşamba günleri ığdır üzümü ikramı.';

  await page.getByRole('menuitem', { name: 'Slaytlar' }).click();
  await page.getByRole('link', { name: 'Oluştur' }).click();
  await expect(page).toHaveURL(/\/backoffice\/content-sliders\/create$/);
  await page.getByLabel('Başlık').fill(title);
  await page.getByLabel(/^Metin/).fill(text);
  await page.getByLabel('Bağlantı (site içi yol, ör. /promotions)').fill('/promotions');
  await page.getByLabel('Bağlantı metni').fill('Detaylar');

  // The session ends on the server, as a logout in another tab ends it.
  const sid = await page.evaluate((key) => window.sessionStorage.getItem(key), SID_KEY);
  expect(sid).toBeTruthy();
  const logout = await page.request.post('/endpoint/v1', {
    headers: { 'content-type': 'application/json', panel: 'backoffice' },
    data: { api: { class: 'bo_auth', method: 'logout' }, data: { Lang: 'tr' }, user: { sid } },
  });
  expect((await logout.json()).result).toBe(true);

  // Save: the login is asked for over the form, which keeps what was typed; no English anywhere.
  await page.getByRole('button', { name: 'Kaydet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Oturumunuz sona erdi' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.')).toBeVisible();
  await expect(dialog.getByLabel('Kullanıcı adı')).toHaveValue(staff.username);
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByLabel('Başlık')).toHaveValue(title);
  await expect(page.getByLabel(/^Metin/)).toHaveValue(text);
  await expect(page.getByText(/invalid|dataProvider|missing id/i)).toHaveCount(0);
  await pictures(page, 'session-renewal-dialog');

  // A wrong code is refused in the dialog, the form still behind it.
  await dialog.getByLabel('Parola').fill(PASSWORD);
  await dialog.getByLabel('Doğrulama kodu (6 hane)').fill('000000');
  await dialog.getByRole('button', { name: 'Giriş yap ve devam et' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Kullanıcı adı, şifre veya doğrulama kodu hatalı.');

  // Signed in again: the save that was waiting goes through with everything typed.
  await nextAuthenticatorStep();
  await dialog.getByLabel('Parola').fill(PASSWORD);
  await dialog.getByLabel('Doğrulama kodu (6 hane)').fill(await authenticatorCode(secret, 1));
  await dialog.getByRole('button', { name: 'Giriş yap ve devam et' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/backoffice\/content-sliders\/\d+$/);
  await expect(page.getByLabel('Başlık')).toHaveValue(title);
  await page.getByRole('menuitem', { name: 'Slaytlar' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
});

test('the players list finds a player by a name with Turkish letters typed in capitals', async ({ page, request }) => {
  const suffix = Date.now().toString(36).slice(-6);
  const username = `liste${suffix}`;
  const password = 'Gizli2024şifre';
  const registered = await rpc(request, 'user.register', {
    username,
    email: `${username}@example.com`,
    password,
    password_confirm: password,
    first_name: 'Şükrü',
    last_name: 'Işıkçıoğlu',
    birth_date: '1990-04-23',
    phone: '(532) 123 - 4567',
    country: 'TR',
    accept_terms: true,
  });
  expect(registered.result, registered.message).toBe(true);
  expect(ops('outbox', '--to', `${username}@example.com`)).toContain('token=');

  await setUpAndLogIn(page, addStaffMember('support'), PASSWORD);
  await page.getByRole('menuitem', { name: 'Oyuncular' }).click();
  await expect(page).toHaveURL(/\/backoffice\/players/);
  // Everyone is listed before any search.
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByPlaceholder('Ara: ad, e-posta, telefon, kullanıcı adı veya no').fill('ŞÜKRÜ IŞIKÇIOĞLU');
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Şükrü Işıkçıoğlu');
  // Narrowed by status too: a new player is active, never locked.
  await page.getByLabel('Durum').click();
  await page.getByRole('option', { name: 'Kilitli' }).click();
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
  await page.getByLabel('Durum').click();
  await page.getByRole('option', { name: 'Etkin' }).click();
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(1);
  await pictures(page, 'players-list-filtered');

  await row.click();
  await expect(page).toHaveURL(/\/backoffice\/players\/\d+\/show/);
});
