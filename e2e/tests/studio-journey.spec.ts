import { formatTry } from '@bnw/contract/constants';
import { expect, test } from '@playwright/test';
import { OUR_SLOT as GAME, openOurSlot } from './game-helpers';
import { type TestPlayer, createPlayer, signIn } from './money-helpers';

/**
 * Our own studio on a phone: open one of our slots from the lobby, spin in the play
 * page's frame until a round wins (each cycle lasts at least 2,5 s), watch the top bar's balance
 * follow the ledger's, rotate the seed pair, find the round in the game history and verify it on
 * /provably-fair, and see the win in /high-earnings. Every win here is a real round's.
 */
test.describe.configure({ mode: 'serial' });

/** Spins tried for a win; the classic games hit about every third round, so 12 misses are ~1 in 10^2. */
const MAX_SPINS = 12;
let player: TestPlayer;
/** The journey's winning round, in kuruş at the ₺1 stake; the e2e server lists every win in the feed. */
let winKurus = 0;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

/** ₺9.959,60 -> 995960 (kuruş). */
function kurus(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', ''));
}

test('spin one of our slots until it wins: the win shows and the balance follows the ledger', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, player);
  const game = await openOurSlot(page);
  const spin = game.getByTestId('spin-button');
  let won = false;
  for (let attempt = 0; attempt < MAX_SPINS && !won; attempt += 1) {
    const before = kurus((await game.getByTestId('game-balance').textContent()) ?? '');
    const tappedAt = Date.now();
    await spin.click();
    await expect(spin).toBeDisabled();
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    expect(Date.now() - tappedAt).toBeGreaterThanOrEqual(2_400);
    const after = kurus((await game.getByTestId('game-balance').textContent()) ?? '');
    const winText = await game.getByTestId('win-line').textContent();
    won = (winText ?? '').includes('Kazanç') || (winText ?? '').includes('Büyük kazanç');
    const win = won ? kurus((await game.getByTestId('win-amount').textContent()) ?? '') : 0;
    winKurus = win;
    expect(after).toBe(before - 100 + win);
    await expect.poll(async () => kurus((await page.getByTestId('play-balance').textContent()) ?? '')).toBe(after);
  }
  expect(won).toBe(true);
  await expect(game.locator('[data-winning]').first()).toBeVisible();
});

test('rotate the seed pair in the game: the old server seed is revealed and its hash is the one shown', async ({
  page,
}) => {
  await signIn(page, player);
  const game = await openOurSlot(page);
  await game.getByRole('button', { name: 'Kanıtlanabilir adillik' }).click();
  await expect(game.getByTestId('server-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await game.getByTestId('rotate-seed').click();
  await expect(game.getByTestId('revealed-server-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(game.getByTestId('revealed-seed')).toContainText('oyundan önce gösterilen özetle aynı');
});

test('the round is in the game history and verifies on /provably-fair', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/game-history');
  const round = page.getByTestId('round-card').first();
  await expect(round).toContainText(GAME);
  await round.getByRole('button', { name: new RegExp(GAME) }).click();
  await page.getByTestId('verify-round').click();
  await expect(page).toHaveURL(/\/provably-fair\?round=\d+$/);
  await expect(page.getByTestId('verdict')).toContainText('Eşleşiyor', { timeout: 15_000 });
  await expect(page.getByTestId('verdict')).toContainText('oyundan önce gösterilen özetle aynı');
});

test("/high-earnings shows the journey's win: the player's masked name, the game and the amount", async ({ page }) => {
  // playwright.config.ts sets HIGH_EARNINGS_MIN_WIN_KURUS=1, so any win is a listed one.
  expect(winKurus).toBeGreaterThan(0);
  await page.goto('/high-earnings');
  const masked = `${player.username.slice(0, 2)}***${player.username.slice(-1)}`;
  const ours = (tab: string) =>
    // Masked names repeat across the suite's players, and the live games' wins land here too.
    page
      .getByRole('tabpanel', { name: tab })
      .getByTestId('high-earning')
      .filter({ hasText: masked })
      .filter({ hasText: GAME })
      .filter({ hasText: formatTry(winKurus) });
  // At least one such row (another of the suite's players may have won the same on the same game).
  await expect(ours('Tutara göre').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Kata göre' }).click();
  await expect(ours('Kata göre').first()).toBeVisible();
});
