import { expect, test } from '@playwright/test';
import { type TestPlayer, createPlayer, signIn } from './money-helpers';

/*
 * Bet on games at 390x844: a player opens /bet-on-games, adds a Zar
 * Düellosu selection to the coupon, places it, sees the balance drop at once, waits for the draw,
 * and finds the coupon settled (won or lost, by the dice) in /bet-history. The e2e server runs the
 * dice duel every 12 s, closing 3 s before the draw (playwright.config.ts).
 */

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(90_000);

let player: TestPlayer;
test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

/** ₺9.959,60 -> 995960 (kuruş). */
function kurus(text: string): number {
  return Number(text.replace(/[^0-9]/g, ''));
}

test('a player places a dice-duel coupon, sees the balance drop, and finds it settled in the bet history', async ({
  page,
}) => {
  await signIn(page, player);
  await page.goto('/bet-on-games');
  const panel = page.getByTestId('game-panel');
  await expect(panel).toHaveAttribute('data-game', 'dice-duel');

  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText(/₺/);
  const before = kurus((await balance.textContent()) ?? '');

  // A draw with time enough to tap (the markets follow the chosen, first open draw).
  await expect(page.getByTestId('draw-chip').first()).toBeVisible();
  await expect
    .poll(
      async () => {
        const chip = page.locator('[data-testid="draw-chip"][aria-selected="true"]');
        const text = (await chip.textContent()) ?? '';
        const match = /(\d\d):(\d\d)/.exec(text);
        return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(4);
  await page.locator('[data-market="match-result"] [data-selection="home"]').click();
  await expect(page.getByTestId('slip-count')).toHaveText('1');
  await page.getByTestId('slip-badge').click();
  await page.getByTestId('slip-stake').fill('10');
  await expect(page.getByTestId('slip-return')).toHaveText('₺21,40');
  await page.getByTestId('slip-confirm').click();

  // The balance moves at once with the placement's answer: ₺10 less.
  await expect.poll(async () => kurus((await balance.textContent()) ?? '')).toBe(before - 1_000);
  await expect(page.getByTestId('slip-badge')).toHaveCount(0);

  // The coupon on the page, open, then settled when its draw is made (within one interval and a bit).
  const latest = page.getByTestId('latest-coupons').getByTestId('coupon').first();
  await expect(latest.getByTestId('coupon-status')).toHaveText('açık');
  await expect(latest.getByTestId('coupon-status')).toHaveAttribute('data-status', /^(won|lost)$/, {
    timeout: 30_000,
  });
  const status = await latest.getByTestId('coupon-status').getAttribute('data-status');
  const couponID = await latest.getAttribute('data-coupon');

  await page.goto('/bet-history');
  const row = page.locator(`[data-testid="coupon"][data-coupon="${couponID}"]`);
  await expect(row.getByTestId('coupon-status')).toHaveAttribute('data-status', status!);
  await expect(row.getByTestId('coupon-return')).toHaveText(status === 'won' ? '₺21,40' : '₺0,00');
  // A win pays the return into the balance; a loss leaves it where the stake took it.
  await expect
    .poll(async () => kurus((await page.getByRole('banner').getByTestId('header-balance').textContent()) ?? ''))
    .toBe(before - 1_000 + (status === 'won' ? 2_140 : 0));
});
