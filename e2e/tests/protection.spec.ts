import { type Page, expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { SQLITE_PATH } from '../e2e-env';
import { openOurSlot } from './game-helpers';
import { type TestPlayer, createPlayer, rpc, signIn } from './money-helpers';

/**
 * Player protection on a phone: a daily deposit limit set on /responsible-gaming
 * refuses a deposit above it with the limit and its reset in Turkish; a time-out taken there
 * refuses the deposit and a spin of our slot with a clear message (one player, in order). Then the
 * offer of a deposit limit to a new player, skipped after registration and at the first deposit,
 * and the review of limits six months on.
 */
test.describe.configure({ mode: 'serial' });

let player: TestPlayer;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

async function tryDeposit(page: Page, lira: string) {
  await page.goto('/payment-actions');
  const card = page.getByRole('article', { name: 'Demo Anında Ödeme' });
  await card.getByRole('button', { name: 'Seç' }).click();
  await card.getByLabel('Tutar', { exact: true }).fill(lira);
  await card.getByRole('button', { name: 'Yatır' }).click();
  return card;
}

test('a daily deposit limit set on /responsible-gaming refuses a deposit above it, in Turkish', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/responsible-gaming');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorumlu Oyun' })).toBeVisible();
  const day = page.getByTestId('limit-deposit-day');
  await day.getByRole('button', { name: 'Limit koy' }).click();
  await day.getByRole('textbox').fill('100');
  await day.getByRole('button', { name: 'Kaydet' }).click();
  await expect(day.getByTestId('limit-amount')).toHaveText('₺100,00');

  const card = await tryDeposit(page, '150');
  await expect(card.getByText(/^Günlük yatırım limitiniz ₺100,00; bu yatırım limiti aşıyor\./).first()).toBeVisible();
  await expect(headerBalance(page)).toHaveText('₺10.000,00');
});

test('a time-out refuses a deposit and a spin of our slot with a clear message', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, player);
  await page.goto('/responsible-gaming');
  // The radio itself is visually hidden behind its label: checked as a player's tap on the label would.
  await page.getByRole('radio', { name: '24 saat' }).check({ force: true });
  await page.getByRole('button', { name: 'Oyun arası ver' }).click();
  await page.getByRole('button', { name: 'Evet, oyun arası ver' }).click();
  await expect(page.getByText('Oyun aranız sürüyor')).toBeVisible();

  const card = await tryDeposit(page, '50');
  await expect(card.getByText(/^Oyun arası veriyorsunuz: .+ tarihine kadar yatırım yapamaz/).first()).toBeVisible();

  const game = await openOurSlot(page);
  await expect(game.getByTestId('game-balance')).toHaveText('₺10.000,00');
  await game.getByTestId('spin-button').click();
  await expect(game.getByText(/Oyun arası veriyorsunuz: .+ tarihine kadar/)).toBeVisible();
  await expect(game.getByTestId('game-balance')).toHaveText('₺10.000,00');
});

test('a new player is offered a deposit limit after registration and at the first deposit, and may skip both', async ({
  page,
  request,
}) => {
  const newcomer = await createPlayer(request, { limitOffer: 'open' });
  await signIn(page, newcomer);
  await page.goto('/');
  const offer = page.getByRole('dialog', { name: 'Yatırım limiti belirleyin' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('radio', { name: 'Günlük' })).toBeChecked();
  await offer.getByRole('button', { name: 'Şimdi değil' }).click();
  await expect(offer).toHaveCount(0);
  // The skip is the server's: a new start of the site does not ask again.
  await page.reload();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  await expect(offer).toHaveCount(0);

  // Before the first deposit the deposit tab offers it once more; skipped, it is not asked again.
  await page.goto('/payment-actions');
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Şimdi değil' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Demo Anında Ödeme' })).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test('limits six months old are offered for review once, and "Limitlerim uygun" records it', async ({
  page,
  request,
}) => {
  const reviewer = await createPlayer(request);
  const user = { uid: reviewer.uid, sid: reviewer.sid, uip: '{ip}', gmt: '+03:00', lang: 'tr' };
  const set = await rpc(request, 'protection.set_limit', { kind: 'deposit', period: 'week', amount: 50_000 }, user);
  expect(set.result).toBe(true);
  // The server's clock is real: the last review is moved seven months back in the e2e database.
  const db = new Database(SQLITE_PATH);
  try {
    const reviewedAt = new Date(Date.now() - 213 * 86_400_000).toISOString();
    const moved = db
      .prepare(
        'UPDATE protection_settings SET reviewed_at = ? WHERE user_id = (SELECT id FROM users WHERE username = ?)',
      )
      .run(reviewedAt, reviewer.username);
    expect(moved.changes).toBe(1);
  } finally {
    db.close();
  }
  await signIn(page, reviewer);
  await page.goto('/');
  const review = page.getByRole('dialog', { name: 'Limitleriniz uygun mu?' });
  await expect(review).toBeVisible();
  await expect(review).toContainText('Haftalık yatırım limiti: ₺500,00');
  await expect(review.getByRole('link', { name: 'Limitlerimi değiştir' })).toHaveAttribute(
    'href',
    '/responsible-gaming',
  );
  await review.getByRole('button', { name: 'Limitlerim uygun' }).click();
  await expect(review).toHaveCount(0);
  await expect(page.getByText('Teşekkürler. Limitlerinizi 6 ay sonra yeniden soracağız.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  await expect(review).toHaveCount(0);
});
