import { type Page, expect, test } from '@playwright/test';
import { openOurSlot } from './game-helpers';
import { type TestPlayer, createPlayer, signIn } from './money-helpers';

/**
 * A tournament's leaderboard after real rounds: a new player spins one of
 * our studio's slots at ₺1 a few times, then opens the demo's running tournament, "Kış Slot
 * Turnuvası" (every slot stake of at least ₺1 counts, points are the ₺ staked), and finds their
 * own rank and points pinned under the board. The scoring subscriber counts a round when it
 * settles, so the page is polled, as the player would wait for the 15 s refresh.
 */
const TOURNAMENT = 'Kış Slot Turnuvası';
const SPINS = 3;
let player: TestPlayer;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

async function spinOurSlot(page: Page, spins: number): Promise<void> {
  const game = await openOurSlot(page);
  const spin = game.getByTestId('spin-button');
  for (let done = 0; done < spins; done += 1) {
    await spin.click();
    await expect(spin).toBeDisabled();
    await expect(spin).toBeEnabled({ timeout: 15_000 });
  }
}

test('after three ₺1 spins the player sees their own rank and ₺3,00 staked on the running tournament', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, player);
  await spinOurSlot(page, SPINS);

  await page.goto('/tournaments');
  await page.getByRole('link', { name: `${TOURNAMENT}: sıralama ve detaylar` }).click();
  await expect(page).toHaveURL(/\/tournaments\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: TOURNAMENT })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('Bitmesine');
  await expect(page.getByTestId('leaderboard')).toBeVisible();
  await expect(page.getByTestId('leaderboard-entries')).toHaveText(/^\d+ katılımcı$/);

  const standing = page.getByTestId('my-standing');
  await expect(async () => {
    await page.reload();
    await expect(standing).toContainText(/Sıralamanız: \d+\. · ₺3,00 bahis/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const rank = Number((await standing.textContent())?.match(/Sıralamanız: (\d+)\./)?.[1]);
  expect(rank).toBeGreaterThan(0);
});

test('a visitor sees the board with a login line instead of a standing', async ({ page }) => {
  await page.goto('/tournaments');
  await page.getByRole('link', { name: `${TOURNAMENT}: sıralama ve detaylar` }).click();
  await expect(page.getByTestId('leaderboard-entries')).toBeVisible();
  await expect(page.getByTestId('my-standing')).toContainText('Sıralamanızı görmek için giriş yapın.');
  await expect(page.getByTestId('my-standing').getByRole('link', { name: 'Giriş yap' })).toBeVisible();
});
