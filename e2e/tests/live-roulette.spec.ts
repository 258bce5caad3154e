import { expect, test } from '@playwright/test';
import { type TestPlayer, createPlayer, signIn } from './money-helpers';

/*
 * A live roulette round at 390x844: a player opens /live, opens a roulette
 * table, places chips during the betting window, sees the balance drop at once, waits for the ball
 * (a round lasts about 30 s on the e2e server) and sees the round settled with the bets' returns.
 */

test.use({ viewport: { width: 390, height: 844 } });
// Up to a round to wait for betting to open, then a whole round to its settlement.
test.setTimeout(120_000);

let player: TestPlayer;
test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

/** ₺9.959,60 -> 995960 (kuruş). */
function kurus(text: string): number {
  return Number(text.replace(/[^0-9]/g, ''));
}

test('a player bets on a live roulette round and sees it settled', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/live');
  const tile = page.getByTestId('live-table-tile').filter({ hasText: 'Boğaz Ruleti' });
  await expect(tile.getByTestId('phase-badge')).toBeVisible();
  await tile.getByRole('link').click();
  await expect(page).toHaveURL(/\/play\/live\/\d+$/);
  await expect(page.getByTestId('roulette-board')).toBeVisible();

  // Betting open with time enough to tap: else the next round's window.
  const countdown = page.getByTestId('countdown');
  await expect
    .poll(async () => ((await countdown.isVisible()) ? Number(await countdown.textContent()) : 0), { timeout: 45_000 })
    .toBeGreaterThanOrEqual(6);

  const balance = page.getByTestId('play-balance');
  await expect(balance).toHaveText(/₺/);
  const before = kurus((await balance.textContent()) ?? '');
  await page.getByRole('button', { name: 'Sayı 17', exact: true }).click();
  await page.getByRole('button', { name: 'Kırmızı', exact: true }).click();
  await page.getByRole('button', { name: 'Siyah', exact: true }).click();
  await expect(page.getByTestId('place-bets')).toHaveText('Bahis yap · ₺3,00');
  await page.getByTestId('place-bets').click();
  await expect(page.getByTestId('slip-message')).toHaveText('Bahisleriniz alındı. Bu turdaki toplam bahsiniz: ₺3,00');
  await expect.poll(async () => kurus((await balance.textContent()) ?? '')).toBe(before - 300);
  await expect(page.getByTestId('round-bets')).toContainText('Sayı 17');

  await expect(page.getByTestId('phase-text')).toHaveText('Bahisler kapandı', { timeout: 30_000 });
  await expect(page.getByTestId('winning-pocket')).toBeVisible({ timeout: 20_000 });
  const pocket = Number(await page.getByTestId('winning-pocket').textContent());
  // Red and black together: every pocket but 0 returns one of them (₺2), 17 returns ₺36 more.
  const expectedReturn = (pocket === 0 ? 0 : 200) + (pocket === 17 ? 3600 : 0);
  await expect(page.getByTestId('round-outcome')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('round-bets')).not.toContainText('bekliyor');
  await expect
    .poll(async () => kurus((await balance.textContent()) ?? ''), { timeout: 15_000 })
    .toBe(before - 300 + expectedReturn);
  await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
});
