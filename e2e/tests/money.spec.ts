import AxeBuilder from '@axe-core/playwright';
import { turkishIban } from '@bnw/contract/constants';
import { type Page, expect, test } from '@playwright/test';
import { type TestPlayer, createPlayer, ops, pendingPaymentId, signIn } from './money-helpers';

/**
 * The money issue end to end on a phone: demo deposit, a bank account, a withdrawal that the
 * operator approves, and the history and notifications that show it. One player walks through
 * it in order (serial), on the real server with DEMO_PROVIDER_DELAY_MS=500.
 */
test.describe.configure({ mode: 'serial' });

let player: TestPlayer;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

function methodCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test('the header shows the demo play money after login', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/');
  await expect(headerBalance(page)).toHaveText('₺10.000,00');
});

test('an amount below the minimum is refused in Turkish and the balance does not change', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/payment-actions');
  const card = methodCard(page, 'Demo Anında Ödeme');
  await card.getByRole('button', { name: 'Seç' }).click();
  await card.getByLabel('Tutar', { exact: true }).fill('5');
  await card.getByRole('button', { name: 'Yatır' }).click();
  await expect(card.getByText('Tutar en az ₺10,00 olmalı.')).toBeVisible();
  await page.waitForTimeout(300);
  await expect(headerBalance(page)).toHaveText('₺10.000,00');
  expect(ops('payments', 'list', '--all')).not.toContain('₺5,00');
});

test('a demo deposit confirms by itself and the header balance rises', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/payment-actions');
  await expect(page.getByRole('tab', { name: 'Para Yatır' })).toHaveAttribute('aria-selected', 'true');
  const card = methodCard(page, 'Demo Anında Ödeme');
  await card.getByRole('button', { name: 'Seç' }).click();
  await card.getByRole('button', { name: '₺500,00' }).click();
  await expect(card.getByLabel('Tutar', { exact: true })).toHaveValue('500');
  await card.getByRole('button', { name: 'Yatır' }).click();
  await expect(page.getByText('Ödemeniz başlatıldı. Onaylandığında bakiyenize eklenecek.')).toBeVisible();
  await expect(
    card.getByText('₺500,00 ödemeniz onay bekliyor…').or(card.getByText('₺500,00 bakiyenize eklendi.')),
  ).toBeVisible();
  await expect(card.getByText('₺500,00 bakiyenize eklendi.')).toBeVisible({ timeout: 10_000 });
  await expect(headerBalance(page)).toHaveText('₺10.500,00');
});

test('the player adds a bank account from the withdrawal tab and comes back to it', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/payment-actions');
  await page.getByRole('tab', { name: 'Para Çek' }).click();
  const card = methodCard(page, 'Banka Hesabına Çekim');
  await card.getByRole('button', { name: 'Seç' }).click();
  await card.getByRole('link', { name: 'Banka hesabı ekle' }).click();
  await expect(page).toHaveURL(/\/banking\/new\/withdraw$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Banka Hesabı Ekle' })).toBeVisible();

  const iban = page.getByLabel('IBAN');
  await iban.pressSequentially('TR00 1234');
  await expect(
    page.getByText('IBAN geçersiz. TR ile başlayan 26 karakterlik IBAN numaranızı kontrol edin.'),
  ).toHaveCount(0);
  const valid = turkishIban(`000100${String(Date.now()).slice(-16).padStart(16, '0')}`);
  // One digit off: the mod-97 check catches it as soon as the 26th character is typed.
  await iban.fill(valid.slice(0, -1) + (valid.endsWith('0') ? '1' : '0'));
  await expect(
    page.getByText('IBAN geçersiz. TR ile başlayan 26 karakterlik IBAN numaranızı kontrol edin.'),
  ).toBeVisible();
  await iban.fill(valid.toLowerCase());
  await expect(iban).toHaveValue(valid.replace(/(.{4})/g, '$1 ').trim());
  await expect(page.getByText('IBAN geçerli.')).toBeVisible();
  // The bank is picked from the IBAN's bank code (00010).
  await expect(page.getByLabel('Banka', { exact: true }).locator('option:checked')).toHaveText('T.C. Ziraat Bankası');
  await expect(page.getByLabel('Hesap sahibi (ad soyad)')).toHaveValue(`${player.firstName} ${player.lastName}`);
  await page.getByRole('button', { name: 'Hesabı kaydet' }).click();
  await expect(page.getByText('Banka hesabı eklendi.')).toBeVisible();
  await expect(page).toHaveURL(/\/payment-actions\?tab=withdraw$/);
  await expect(page.getByRole('tab', { name: 'Para Çek' })).toHaveAttribute('aria-selected', 'true');
});

test('a withdrawal is held at once, the operator approves it, and the player sees it in the history and the notifications', async ({
  page,
}) => {
  await signIn(page, player);
  await page.goto('/payment-actions?tab=withdraw');
  const card = methodCard(page, 'Banka Hesabına Çekim');
  await card.getByRole('button', { name: 'Seç' }).click();
  await expect(card.getByText('Çekilebilir bakiye: ₺10.500,00')).toBeVisible();
  await expect(card.getByText('T.C. Ziraat Bankası')).toBeVisible();
  await card.getByLabel('Tutar', { exact: true }).fill('1.000');
  await card.getByRole('button', { name: 'Çekim talep et' }).click();
  await expect(page.getByText('Çekim talebiniz alındı. Tutar onaylanana kadar bakiyenizden ayrıldı.')).toBeVisible();
  await expect(headerBalance(page)).toHaveText('₺9.500,00');

  const id = pendingPaymentId(
    (line) => line.includes(player.username) && line.includes('Para Çekme') && line.includes('₺1.000,00'),
  );
  expect(ops('payments', 'approve', id)).toContain('onaylandı');

  await page.goto('/finance-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Finans Geçmişi' })).toBeVisible();
  const withdrawal = page.getByTestId('transaction-row').filter({ hasText: `İşlem no: ${id}` });
  await expect(withdrawal).toContainText('−₺1.000,00');
  await expect(withdrawal).toContainText('Para Çekme');
  await expect(withdrawal).toContainText('Tamamlandı');
  await expect(page.getByTestId('transaction-row').filter({ hasText: '+₺500,00' })).toContainText('Tamamlandı');
  // The demo play money is an adjustment (category 4), not a payment.
  await expect(page.getByTestId('transaction-row').filter({ hasText: '₺10.000,00' })).toHaveCount(0);

  await page.goto('/notifications');
  await expect(page.getByText('₺1.000,00 çekiminiz gönderildi')).toBeVisible();
  await expect(page.getByText('₺500,00 yatırımınız onaylandı')).toBeVisible();
  const messages = await page.getByTestId('notification').allTextContents();
  expect(messages[0]).toContain('₺1.000,00 çekiminiz gönderildi');
});

test('the account history lists every category, and a search by an unknown id finds nothing', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/account-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Hesap Geçmişi' })).toBeVisible();
  await expect(page.getByTestId('transaction-row').filter({ hasText: '+₺10.000,00' })).toContainText(
    'Hoş geldin oyun parası (demo)',
  );
  await expect(page.getByTestId('transaction-row')).toHaveCount(3);
  await page.getByLabel('İşlem no ile ara').fill('YOKBOYLEBIRISLEM');
  await page.getByLabel('İşlem no ile ara').press('Enter');
  await expect(page.getByText('Kriterlere uygun sonuç bulunamadı.')).toBeVisible();
});

test('logged out, /notifications asks for a login', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
  await expect(page.getByText('Para yatırma ve çekme bildirimlerinizi görmek için giriş yapın.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
});

test('the money pages have no serious or critical axe violations', async ({ page }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  await signIn(page, player);
  const pages = [
    ['/payment-actions', 'Para Yatır / Çek'],
    ['/banking/new/1', 'Banka Hesabı Ekle'],
    ['/finance-history', 'Finans Geçmişi'],
    ['/account-history', 'Hesap Geçmişi'],
    ['/notifications', 'Bildirimler'],
  ] as const;
  for (const mode of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('bnwUserMode', value), mode);
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(await serious(), `${path} (${mode})`).toEqual([]);
    }
  }
  // An open method form, with its amount field, quick amounts and operator accounts.
  await page.goto('/payment-actions');
  await methodCard(page, 'Banka Havalesi / EFT').getByRole('button', { name: 'Seç' }).click();
  await expect(methodCard(page, 'Banka Havalesi / EFT').getByLabel('Tutar', { exact: true })).toBeVisible();
  expect(await serious(), 'open bank transfer form').toEqual([]);
});
