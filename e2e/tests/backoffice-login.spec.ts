import { expect, test } from '@playwright/test';
import { DESKTOP, addStaffMember, authenticatorCode, screenshots } from '../support/backoffice';
import { type TestPlayer, createPlayer, rpc } from './money-helpers';

/**
 * The back office on a desktop: an administrator added by `npm run ops --
 * staff add` opens the set-up link, adds the authenticator key and chooses a password, logs in
 * with password and code, sees the dashboard, answers the ticket a player opened (the player
 * then reads the answer), and logs out; a session the server has ended sends the app back to the
 * login page with the reason; the English switch.
 */
test.use({ viewport: DESKTOP });
test.describe.configure({ mode: 'serial' });
// Sixteen screenshots (four pages, two sizes, two themes) on top of the journey.
test.setTimeout(120_000);

const PASSWORD = 'Yönetim-parolası-2026';
const SUBJECT = 'Çekim talebim görünmüyor';
let player: TestPlayer;
let ticketID: number;

function playerUser(who: TestPlayer) {
  return { uid: who.uid, sid: who.sid, uip: '{ip}', gmt: '+03:00', lang: 'tr' };
}

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
  const opened = await rpc<{ ID: number }>(
    request,
    'tickets.open',
    { category: 'technical', subject: SUBJECT, message: 'Merhaba, dünkü çekim talebim listede yok.' },
    playerUser(player),
  );
  if (!opened.result) throw new Error(`tickets.open: ${opened.message}`);
  ticketID = opened.data.ID;
});

test('set-up link, login with the authenticator, dashboard, answering a ticket, logout', async ({ page, request }) => {
  const staff = addStaffMember('administrator');

  // The set-up page: the key to add (QR and secret), then the password twice and the first code.
  await page.goto(staff.setupPath);
  await expect(page.getByRole('heading', { name: 'Hesabınızı kurun' })).toBeVisible();
  await expect(page.getByTestId('setup-username')).toHaveText(staff.username);
  await expect(page.getByRole('img', { name: 'Doğrulayıcı için QR kodu' })).toBeVisible();
  const secret = (await page.getByTestId('setup-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await screenshots(page, 'setup');

  await page.getByLabel('Yeni parola (en az 12 karakter)').fill(PASSWORD);
  await page.getByLabel('Yeni parola (tekrar)').fill(`${PASSWORD}x`);
  await page.getByLabel('Doğrulama kodu (6 hane)').fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Kurulumu bitir' }).click();
  await expect(page.getByRole('alert')).toHaveText('İki parola aynı değil.');
  await page.getByLabel('Yeni parola (tekrar)').fill(PASSWORD);
  await page.getByRole('button', { name: 'Kurulumu bitir' }).click();

  // The login page: username, password and a code of the next step (the set-up's code is used up).
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await expect(page.getByRole('heading', { name: 'Personel girişi' })).toBeVisible();
  await screenshots(page, 'login');
  await page.getByLabel('Kullanıcı adı').fill(staff.username);
  await page.getByLabel('Parola').fill(PASSWORD);
  await page.getByLabel('Doğrulama kodu (6 hane)').fill('000000');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Doğrulama kodu (6 hane)').fill(await authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Giriş yap' }).click();

  // The dashboard: who am I, the session's end, links to what the role may open.
  await expect(page.getByTestId('dashboard-username')).toHaveText(staff.username);
  await expect(page.getByText('Yönetici')).toBeVisible();
  await expect(page.getByText('Oturumun bitişi (en geç)')).toBeVisible();
  await screenshots(page, 'dashboard');

  // The ticket queue, then the player's ticket: its thread, the answer.
  await page.getByRole('menuitem', { name: 'Destek talepleri' }).click();
  await expect(page).toHaveURL(/\/backoffice\/tickets/);
  const row = page.getByRole('row').filter({ hasText: SUBJECT });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(player.username);
  await screenshots(page, 'tickets');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/tickets/${ticketID}/show$`));
  await expect(page.getByTestId('ticket-subject')).toContainText(SUBJECT);
  await expect(page.getByTestId('ticket-thread')).toContainText('dünkü çekim talebim listede yok');
  await screenshots(page, 'ticket');

  const answer = 'Merhaba, talebiniz finans ekibimizce inceleniyor; bugün içinde sonuçlanacak.';
  await page.getByLabel('Yanıt yaz').fill(answer);
  await page.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(page.getByText('Yanıt gönderildi.')).toBeVisible();
  await expect(page.getByTestId('ticket-thread')).toContainText(answer);
  await expect(page.getByText('Yanıtlandı').first()).toBeVisible();

  // Assigned to the staff member (the select lists active staff, `bo_staff.list`).
  await page.getByRole('combobox', { name: 'Atanan' }).click();
  await page.getByRole('option', { name: staff.username }).click();
  await page.getByRole('button', { name: 'Ata', exact: true }).click();
  await expect(page.getByText('Talep atandı.')).toBeVisible();

  // The player reads the answer on their side.
  const read = await rpc<{ messages: { Author: string; Text: string }[] }>(
    request,
    'tickets.get',
    { ticketID },
    playerUser(player),
  );
  expect(read.result).toBe(true);
  expect(read.data.messages.map((message) => [message.Author, message.Text])).toContainEqual(['staff', answer]);

  // The audit log, newest first: the answer and the assignment, naming the ticket.
  await page.getByRole('menuitem', { name: 'Denetim kaydı' }).click();
  const auditRows = page.getByRole('row').filter({ hasText: `ticket:${ticketID}` });
  await expect(auditRows.first()).toContainText('bo_tickets.assign');
  await expect(auditRows.nth(1)).toContainText('bo_tickets.answer');
  await expect(auditRows.first()).toContainText('Başarılı');
  await screenshots(page, 'audit');

  // Maintenance: the switch and its message, the site open.
  await page.getByRole('menuitem', { name: 'Bakım modu' }).click();
  await expect(page.getByTestId('maintenance-state')).toHaveText('Site açık');
  await expect(page.getByLabel('Bakım modu açık')).not.toBeChecked();

  // Logout from the user menu: back on the login page, the session gone.
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await expect(page.getByRole('heading', { name: 'Personel girişi' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('bnw.backoffice.sid'))).toBeNull();
  await page.goto('/backoffice/tickets');
  // A fresh load of the whole app (a megabyte of script) on a busy machine: more than the usual 7 s.
  await expect(page.getByRole('heading', { name: 'Personel girişi' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/backoffice\/login$/);

  // A session the server no longer knows: the first call answers 6005, the app returns to the
  // login page and says why.
  await page.evaluate(() => sessionStorage.setItem('bnw.backoffice.sid', 'f'.repeat(64)));
  await page.goto('/backoffice/audit');
  await expect(page.getByRole('heading', { name: 'Personel girişi' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Bu işlem için personel girişi gerekiyor.')).toBeVisible();

  // English on the switch, remembered; Turkish again.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Türkçeye geç' }).click();
  await expect(page.getByRole('heading', { name: 'Personel girişi' })).toBeVisible();
});
