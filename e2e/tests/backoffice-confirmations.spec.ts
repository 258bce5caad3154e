import { type Page, expect, test } from '@playwright/test';
import { DESKTOP, addStaffMemberAsync, dialogScreenshots, screenshots, setUpAndLogIn } from '../support/backoffice';
import { createPlayer } from './money-helpers';

/**
 * What takes effect at once in the back office asks first, naming the person (a staff member's
 * lock, a player's lock), and its toast says what happened to whom; a refused add-staff form keeps
 * what was typed; a role typing another role's address is told it has no permission, not that the
 * page does not exist. (The payment approval's dialog and toast are in the journey spec.)
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP, locale: 'tr-TR' });

const PASSWORD = 'Onay-sorusu-parolası-2026';

/** The Staff page from the menu, with its accounts table loaded. */
async function openStaffPage(page: Page): Promise<void> {
  await page.getByRole('menuitem', { name: 'Personel' }).click();
  await expect(page).toHaveURL(/\/backoffice\/staff$/);
  await expect(page.getByRole('table')).toBeVisible();
}

test('an administrator confirms a staff lock naming the member; a refused add keeps the form', async ({ page }) => {
  test.setTimeout(90_000);
  const [admin, target] = await Promise.all([addStaffMemberAsync('administrator'), addStaffMemberAsync('support')]);
  await setUpAndLogIn(page, admin, PASSWORD);
  await openStaffPage(page);

  // Adding a username that is taken: the server's refusal, and the fields still hold what was typed.
  const addCard = page.locator('form').filter({ hasText: 'Personel ekle' });
  const email = `baska-${Date.now().toString(36)}@example.com`;
  await addCard.getByLabel('Kullanıcı adı').fill(target.username);
  await addCard.getByLabel('E-posta').fill(email);
  await addCard.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /kullan/i })).toBeVisible();
  await expect(addCard.getByLabel('Kullanıcı adı')).toHaveValue(target.username);
  await expect(addCard.getByLabel('E-posta')).toHaveValue(email);

  // Lock: the dialog names the member; "Vazgeç" changes nothing.
  const row = page.getByRole('row').filter({ hasText: target.username });
  await expect(row).toContainText('Etkin');
  await row.getByRole('button', { name: 'Kilitle' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${target.username} kilitlensin mi?`);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText('Etkin');
  await dialogScreenshots(page, 'staff-lock-confirm', () => row.getByRole('button', { name: 'Kilitle' }).click());

  // Confirmed: locked, and the toast says who.
  await row.getByRole('button', { name: 'Kilitle' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kilitle' }).click();
  await expect(page.getByText(`${target.username} kilitlendi`)).toBeVisible();
  await expect(row).toContainText('Kilitli');
});

test("an administrator confirms a player's lock naming the player; cancel leaves the player active", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [admin, player] = await Promise.all([addStaffMemberAsync('administrator'), createPlayer(request)]);
  await setUpAndLogIn(page, admin, PASSWORD);
  await page.getByRole('menuitem', { name: 'Oyuncular' }).click();
  await page.getByPlaceholder('Ara: ad, e-posta, telefon, kullanıcı adı veya no').fill(player.username);
  // The list shows everyone until the search is applied (half a second after typing); a row clicked
  // before that opens the player, and then the search's own address takes the page back to the list.
  await expect(page).toHaveURL(new RegExp(`filter=.*${player.username}`));
  await page.getByRole('row').filter({ hasText: player.username }).click();
  await page.getByRole('tab', { name: 'İşlemler' }).click();
  // The lock's card: the first outlined card (the adjustment's card below has a reason field too).
  const card = page.locator('.MuiPaper-outlined').filter({ has: page.getByRole('heading', { name: 'Hesap kilidi' }) });

  await card.getByLabel('Gerekçe (zorunlu)').fill('Şüpheli giriş denemeleri');
  await card.getByRole('button', { name: 'Kilitle' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${player.username} kilitlensin mi?`);
  await expect(dialog).toContainText('Şüpheli giriş denemeleri');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toHaveCount(0);
  // Still active: the card offers the lock, not the unlock.
  await page.reload();
  await expect(card.getByRole('button', { name: 'Kilitle' })).toBeVisible();

  await card.getByLabel('Gerekçe (zorunlu)').fill('Şüpheli giriş denemeleri');
  await card.getByRole('button', { name: 'Kilitle' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kilitle' }).click();
  await expect(page.getByText(`${player.username} kilitlendi`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Kilidi aç' })).toBeVisible();
});

test("a support member typing the payments' or the staff page's address is told they have no permission", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const support = await addStaffMemberAsync('support');
  await setUpAndLogIn(page, support, PASSWORD);

  for (const address of ['/backoffice/payments', '/backoffice/staff', '/backoffice/payments/41/show']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Bu sayfayı görme yetkiniz yok.' })).toBeVisible();
  }
  await screenshots(page, 'forbidden');

  // An address no area answers is still "not found"; the way back leads to the dashboard.
  await page.goto('/backoffice/boyle-bir-yer-yok');
  await expect(page.getByText('Bu sayfayı görme yetkiniz yok.')).toHaveCount(0);
  await page.goto('/backoffice/staff');
  await page.getByRole('link', { name: 'Özete dön' }).click();
  await expect(page.getByTestId('dashboard-username')).toHaveText(support.username);
});
