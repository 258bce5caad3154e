import { formatTry } from '@bnw/contract/constants';
import { expect, test } from '@playwright/test';
import { createPlayer, rpc } from './money-helpers';

/**
 * The home page's few biggest wins: a real win of our studio shows there
 * with the player's masked name and its amount, and "Tümünü gör" opens /high-earnings.
 * playwright.config.ts sets HIGH_EARNINGS_MIN_WIN_KURUS=1, so any win is a listed one.
 */
const GAME = 'Meyve Pazarı';
/**
 * ₺200, the highest ladder stake under the ₺250 per-round maximum: its win outranks the
 * other specs' ₺1 rounds in the top five.
 */
const STAKE_KURUS = 20_000;
/** The classic games hit about every third round; a cycle lasts at least 2,5 s. */
const MAX_SPINS = 12;
const CYCLE_MS = 2_600;

test('a real win is among the home page big wins, and the list leads to /high-earnings', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await createPlayer(request);
  const user = { uid: player.uid, sid: player.sid, uip: '{ip}', gmt: '+03:00', lang: 'tr' };
  const list = await rpc<{ games: Array<{ gameID: number; name: string }> }>(request, 'casino.games_list', {
    page: 1,
    limit: 9,
    searchGameName: GAME,
  });
  const gameID = list.data.games.find((game) => game.name === GAME)?.gameID;
  expect(gameID).toBeDefined();

  let winKurus = 0;
  for (let spin = 0; spin < MAX_SPINS && winKurus === 0; spin += 1) {
    if (spin > 0) await page.waitForTimeout(CYCLE_MS);
    const answer = await rpc<{ winKurus: number }>(request, 'studio.spin', { gameID, stakeKurus: STAKE_KURUS }, user);
    expect(answer.result, answer.message).toBe(true);
    winKurus = answer.data.winKurus;
  }
  expect(winKurus).toBeGreaterThan(0);

  await page.goto('/');
  // Below the fold: loaded when scrolled near.
  await page.getByRole('heading', { name: 'Bilgi ve kurallar' }).scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Büyük kazançlar' });
  const masked = `${player.username.slice(0, 2)}***${player.username.slice(-1)}`;
  // Masked names repeat across players (every e2e player is para…): the row is ours by name, game and amount.
  const ours = section
    .getByTestId('high-earning')
    .filter({ hasText: masked })
    .filter({ hasText: GAME })
    .filter({ hasText: formatTry(winKurus) });
  await expect(ours.first()).toBeVisible();
  expect(await section.getByTestId('high-earning').count()).toBeLessThanOrEqual(5);

  await section.getByRole('link', { name: 'Yüksek kazançların tümünü gör' }).click();
  await expect(page).toHaveURL(/\/high-earnings$/);
  await expect(page.getByRole('tab', { name: 'Tutara göre' })).toBeVisible();
});
