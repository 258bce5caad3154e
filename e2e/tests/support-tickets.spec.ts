import { expect, test } from '@playwright/test';
import { type TestPlayer, createPlayer, signIn } from './money-helpers';

/**
 * Support tickets on a phone: a visitor on /tickets reads how to reach
 * support and gets the login; a player opens a ticket from the form, lands on its conversation
 * with their message on the right, finds it in the list as "Açık" and reads it again from there.
 */
test.describe.configure({ mode: 'serial' });

let player: TestPlayer;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

test('a visitor sees how to reach support and the login button', async ({ page }) => {
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Destek Talepleri' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Size nasıl yardımcı olabiliriz?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sıkça Sorulan Sorular' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a player opens a ticket, sees it listed and reads its conversation', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/tickets');
  await expect(page.getByText(/Henüz bir destek talebiniz yok/)).toBeVisible();
  await page.getByRole('link', { name: 'Yeni Talep' }).click();
  await expect(page).toHaveURL(/\/tickets\?new=1$/);

  await page.getByLabel('Kategori').selectOption({ label: 'Teknik' });
  await page.getByLabel('Konu').fill('Oyun yüklenmiyor');
  await page.getByLabel('Mesajınız').fill('Merhaba,\nMeyve Pazarı açılırken takılıyor.');
  await expect(page.getByText('42 / 2000')).toBeVisible();
  await page.getByRole('button', { name: 'Talebi Gönder' }).click();

  await expect(page).toHaveURL(/\/tickets\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Oyun yüklenmiyor' })).toBeVisible();
  const mine = page.getByTestId('ticket-message');
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-author', 'player');
  await expect(mine).toContainText('Meyve Pazarı açılırken takılıyor.');

  await page.getByRole('link', { name: 'Taleplerim' }).click();
  const row = page.getByTestId('ticket-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Açık');
  await expect(row).toContainText('Teknik');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Oyun yüklenmiyor' })).toBeVisible();
  await expect(page.getByLabel('Yanıtınız')).toBeVisible();
});
