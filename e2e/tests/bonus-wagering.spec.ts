import { type Page, expect, test } from '@playwright/test';
import { type TestPlayer, createPlayer, rpc, signIn } from './money-helpers';

/**
 * A bonus from claim to wagering, on a phone: a new player opens the demo's
 * fixed "Deneme Bonusu" from /promotions, claims it, sees it in the header and on /bonus-usage with
 * nothing wagered, spins one of our slots at the ₺1 stake (within its ₺50 highest stake; slots
 * count in full), and comes back to see the wagering move by exactly the stakes.
 */
test.describe.configure({ mode: 'serial' });

const PROMOTION = '₺50 Deneme Bonusu';
const GAME = 'Meyve Pazarı';
/** The demo's terms: ₺50, wagered 5 times. */
const REQUIRED = '₺250,00';
const SPINS = 3;
let player: TestPlayer;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

const wagering = (page: Page) => page.getByRole('progressbar', { name: 'Çevrim' });

async function spinOurSlot(page: Page, spins: number): Promise<void> {
  await page.goto('/slot');
  await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('MEYVE PAZARI');
  await page.getByRole('link', { name: new RegExp(`^${GAME},`) }).click();
  await expect(page).toHaveURL(/\/play\/casino\/\d+$/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-balance')).toHaveText(/^₺[\d.]+,\d{2}$/, { timeout: 15_000 });
  const spin = game.getByTestId('spin-button');
  for (let round = 0; round < spins; round += 1) {
    await spin.click();
    await expect(spin).toBeDisabled();
    await expect(spin).toBeEnabled({ timeout: 15_000 });
  }
  // One "Bakiye" on the screen: the top bar shows the game's figure (cash and bonus), the bonus in it said.
  const framed = (await game.getByTestId('game-balance').textContent()) ?? '';
  await expect(page.getByTestId('play-balance')).toHaveText(framed);
  await expect(page.getByTestId('play-bonus')).toHaveText(/^₺[\d.]+,\d{2} bonus dahil$/);
}

test('claim the fixed bonus from its promotion: it shows in the header and on /bonus-usage, nothing wagered yet', async ({
  page,
}) => {
  await signIn(page, player);
  await page.goto('/promotions');
  await page.getByRole('link', { name: `${PROMOTION}: detaylar ve koşullar` }).click();
  const sheet = page.getByRole('dialog', { name: PROMOTION });
  await expect(sheet.getByText('₺50 bonus · yatırım gerekmez')).toBeVisible();
  await expect(sheet.getByText('5 kat çevrim')).toBeVisible();
  await expect(sheet.getByText('tek turda en fazla ₺50')).toBeVisible();
  await sheet.getByRole('button', { name: 'Bonusu Al' }).click();

  await expect(page).toHaveURL(/\/bonus-usage$/);
  await expect(page.getByText('₺50 bonus hesabınıza tanımlandı.', { exact: false })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-bonus')).toHaveText('Bonus ₺50,00');
  const card = page.getByTestId('active-bonus');
  await expect(card.getByRole('heading', { name: PROMOTION })).toBeVisible();
  await expect(card.getByTestId('bonus-balance')).toHaveText('₺50,00');
  await expect(wagering(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByText(`₺0,00 / ${REQUIRED}`)).toBeVisible();
  await expect(card.getByTestId('wagering-remaining')).toHaveText(`Kalan çevrim ${REQUIRED}`);
});

test('a second claim of the same bonus is refused with the server’s Turkish message', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/promotions');
  await page.getByRole('link', { name: `${PROMOTION}: detaylar ve koşullar` }).click();
  const sheet = page.getByRole('dialog', { name: PROMOTION });
  await sheet.getByRole('button', { name: 'Bonusu Al' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Bu bonusu daha önce aldınız; her bonus bir kez alınabilir.');
  await expect(page).toHaveURL(/\/promotions\?id=\d+$/);
});

test('spins of our slot move the wagering by their stakes', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, player);
  await spinOurSlot(page, SPINS);

  await page.goto('/bonus-usage');
  const card = page.getByTestId('active-bonus');
  // Rounds count through an event after they settle; the page asks again every 10 s.
  await expect(card.getByText(`₺${SPINS},00 / ${REQUIRED}`)).toBeVisible({ timeout: 15_000 });
  await expect(card.getByTestId('wagering-remaining')).toHaveText(`Kalan çevrim ₺${250 - SPINS},00`);
  // 3 of 250 is 1,2 %: the bar shows the whole percent.
  await expect(wagering(page)).toHaveAttribute('aria-valuenow', '1');
});

test('the account history lists the spins under Oyun, a stake as money out, and the bonus under Bonus', async ({
  page,
}) => {
  await signIn(page, player);
  await page.goto('/account-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Hesap Geçmişi' })).toBeVisible();
  const rows = page.getByTestId('transaction-row');
  // The cash pays a stake before the bonus does: one ₺1 stake line a spin.
  await expect(rows.filter({ hasText: 'Oyun bahsi' })).toHaveCount(SPINS);
  for (const stake of await rows.filter({ hasText: 'Oyun bahsi' }).all()) await expect(stake).toContainText('−₺1,00');
  await expect(rows.filter({ hasText: 'Bonus tanımlandı' })).toContainText('+₺50,00');

  await page.getByLabel('Kategori').selectOption({ label: 'Bonus' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Bonus tanımlandı');
  await expect(rows).toContainText('Tamamlandı');
  await page.getByLabel('Kategori').selectOption({ label: 'Oyun' });
  await expect(rows.filter({ hasText: 'Oyun bahsi' })).toHaveCount(SPINS);
  await expect(rows.filter({ hasNotText: /Oyun bahsi|Oyun kazancı/ })).toHaveCount(0);
});

test('a live table’s top bar shows the same balance as a slot’s: cash and bonus together, the bonus part said', async ({
  page,
}) => {
  await signIn(page, player);
  const user = { uid: player.uid, sid: player.sid, uip: '{ip}', gmt: '+03:00', lang: 'tr' };
  const money = await rpc<Array<{ balance: number; bonus: number }>>(page.request, 'finance.check_balance', {}, user);
  const [figures] = money.data;
  if (!figures || figures.bonus <= 0) throw new Error('the bonus should still be open');
  const lira = (kurus: number) =>
    new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);

  await page.goto('/live');
  await page.getByTestId('live-table-tile').filter({ hasText: 'Boğaz Ruleti' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/play\/live\/\d+$/);
  await expect(page.getByTestId('play-balance')).toHaveText(lira(figures.balance + figures.bonus));
  await expect(page.getByTestId('play-bonus')).toHaveText(`${lira(figures.bonus)} bonus dahil`);
});
