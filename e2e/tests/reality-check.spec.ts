import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { openOurSlot } from './game-helpers';
import { type TestPlayer, createPlayer, rpc, signIn } from './money-helpers';
import { pictureForReview } from '../support/pictures';

/**
 * The reality check on a phone: a player who chose a 15-minute interval opens one of
 * our slots; 15 minutes later (the page's clock, fast-forwarded) a modal over the whole page says
 * how long they have played and their net position; the game behind it cannot be touched; "Devam
 * et" answers it and play goes on. The same check over a tombala room and /bet-on-games (issue
 * #13), on their own count and when the server refuses a card or a coupon because it is due.
 */
let player: TestPlayer;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
  const user = { uid: player.uid, sid: player.sid, uip: '{ip}', gmt: '+03:00', lang: 'tr' };
  const set = await rpc<{ RealityCheck: { Minutes: number } }>(
    request,
    'protection.set_reality_check',
    { minutes: 15 },
    user,
  );
  if (!set.result) throw new Error(`protection.set_reality_check: ${set.message}`);
  expect(set.data.RealityCheck.Minutes).toBe(15);
});

test('after 15 minutes of play the reality check pauses the game until "Devam et"', async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await signIn(page, player);
  const game = await openOurSlot(page);
  const spin = game.getByTestId('spin-button');
  await expect(spin).toBeEnabled();
  const check = page.getByRole('alertdialog', { name: 'Oyun süresi hatırlatması' });
  await expect(page.getByTestId('session-net')).toHaveAttribute('data-tone', 'even');
  await expect(check).toHaveCount(0);

  await page.clock.fastForward('15:00');
  await expect(check).toBeVisible();
  await expect(check.getByTestId('reality-check-time')).toHaveText('15 dakikadır oynuyorsunuz');
  await expect(check.getByTestId('reality-check-net')).toHaveText('Bu oturumda net: ₺0,00');
  await expect(check.getByRole('link', { name: 'Oyun geçmişi' })).toHaveAttribute('href', '/game-history');
  await expect(check.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();

  // The overlay takes the tap meant for the spin button: no round starts, the check stays.
  await expect(spin.click({ timeout: 1_500 })).rejects.toThrow(/intercepts pointer events/);
  const box = await spin.boundingBox();
  if (!box) throw new Error('the spin button has no box');
  const balance = await game.getByTestId('game-balance').textContent();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Escape');
  await expect(check).toBeVisible();
  await expect(spin).toBeEnabled();
  await expect(game.getByTestId('game-balance')).toHaveText(balance ?? '');

  await check.getByRole('button', { name: 'Devam et' }).click();
  await expect(check).toHaveCount(0);
  // Play goes on: a spin starts and ends.
  await spin.click();
  await expect(spin).toBeDisabled();
  await expect(spin).toBeEnabled({ timeout: 15_000 });
});

const THEMES = ['light', 'dark'] as const;

/**
 * Screenshots to look at, only when asked for: E2E_SCREENSHOTS=<folder>, at 390 and 360 px in both
 * themes. The page's clock must be installed: `ready` brings the check up by moving it on.
 */
async function screenshots(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('bnwUserMode', value), theme);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      // Back to the real time (the session's expiry is real time), so each page counts 15 minutes afresh.
      await page.clock.setSystemTime(Date.now());
      await page.reload();
      await ready();
      await pictureForReview(page, {
        path: path.join(folder, `${name}-${width}-${theme}.png`),
        animations: 'disabled',
      });
    }
  }
  await page.evaluate(() => localStorage.setItem('bnwUserMode', 'light'));
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * The server's refusal while the check is due, for one call: the real server refuses only once its
 * own count (of the player's rounds, on its clock) has run 15 minutes, which a spec cannot wait for,
 * so this one answer is the server's envelope for `realityCheckDue` (code 4824) as it sends it.
 */
async function refuseOnce(page: Page, method: string): Promise<void> {
  let refused = false;
  await page.route('**/endpoint/v1', async (route) => {
    const body = route.request().postDataJSON() as { api?: { class?: string; method?: string } } | null;
    if (refused || `${body?.api?.class}.${body?.api?.method}` !== method) return route.fallback();
    refused = true;
    const message = 'Oyun süresi hatırlatması: 15 dakikadır oynuyorsunuz. Devam etmek için hatırlatmayı yanıtlayın.';
    return route.fulfill({ json: { result: false, message, code: 4824, debug: null, data: null } });
  });
}

test('over a tombala room: on its own count, and at once when the server refuses cards because it is due', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, player);
  await page.goto('/tombala');
  await page.getByTestId('tombala-room').filter({ hasText: 'Çınar Salonu' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/tombala\/\d+$/);
  const check = page.getByRole('alertdialog', { name: 'Oyun süresi hatırlatması' });

  // A sale (15 s in every 20 or so on the e2e server): the buy is refused, the check comes up.
  await expect(page.getByTestId('buy-cards')).toBeVisible({ timeout: 90_000 });
  await refuseOnce(page, 'tombala.buy_cards');
  await page.getByTestId('buy-cards').click();
  await expect(check).toBeVisible();
  // Both figures are the session's in every game: this player's spins of the test before count.
  await expect(check.getByTestId('reality-check-time')).toHaveText(/^\d+ dakikadır oynuyorsunuz$/);
  await expect(check.getByTestId('reality-check-net')).toHaveText(/^Bu oturumda net: [−+]?₺\d+,\d\d$/);
  await expect(check.getByTestId('reality-check-session')).toHaveText(
    /^Oturum başlangıcı: \d\d:\d\d · süre ve net tüm oyunlarınızı kapsar$/,
  );
  await check.getByRole('button', { name: 'Devam et' }).click();
  await expect(check).toHaveCount(0);

  // The page's own count: 15 minutes after the room opened. The time shown is the session's, which
  // began with the spins of the test before when they are less than ten minutes old.
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Çınar Salonu' })).toBeVisible();
  await page.clock.fastForward('15:00');
  await expect(check).toBeVisible();
  await expect(check.getByTestId('reality-check-time')).toHaveText(/^1[5-9] dakikadır oynuyorsunuz$/);
  await screenshots(page, 'reality-check-tombala', async () => {
    await expect(page.getByRole('heading', { name: 'Çınar Salonu' })).toBeVisible();
    await page.clock.fastForward('15:00');
    await expect(check).toBeVisible();
  });
  // No "Devam et" here: the page's clock is 15 minutes ahead of the server's, whose next due time
  // (a whole interval after the answer, on its clock) the page would take as already come.
});

test('over /bet-on-games: a coupon refused because the check is due brings it up over the closed sheet', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, player);
  await page.goto('/bet-on-games');
  await expect(page.getByTestId('game-panel')).toHaveAttribute('data-game', 'dice-duel');
  // A draw with time enough to tap and confirm (a duel every 12 s on the e2e server, closing 3 s ahead).
  await expect
    .poll(
      async () => {
        const text = (await page.locator('[data-testid="draw-chip"][aria-selected="true"]').textContent()) ?? '';
        const match = /(\d\d):(\d\d)/.exec(text);
        return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(6);
  await page.locator('[data-market="match-result"] [data-selection="home"]').click();
  await page.getByTestId('slip-badge').click();
  await page.getByTestId('slip-stake').fill('10');
  await refuseOnce(page, 'betframe.placeCoupon');
  await page.getByTestId('slip-confirm').click();
  const check = page.getByRole('alertdialog', { name: 'Oyun süresi hatırlatması' });
  await expect(check).toBeVisible();
  // The session's net in every game: the spins of the tests before count (a loss of some kuruş).
  await expect(check.getByTestId('reality-check-net')).toHaveText(/^Bu oturumda net: [−+]?₺\d+,\d\d$/);
  await expect(page.getByTestId('slip')).toHaveCount(0);
  await check.getByRole('button', { name: 'Devam et' }).click();
  await expect(check).toHaveCount(0);
  // The slip was kept for after the answer.
  await expect(page.getByTestId('slip-count')).toHaveText('1');

  // The page's own count: 15 minutes after it opened.
  await page.clock.install();
  await page.reload();
  await expect(page.getByTestId('game-panel')).toBeVisible();
  await page.clock.fastForward('15:00');
  await expect(check).toBeVisible();
  await expect(check.getByTestId('reality-check-time')).toHaveText(/^1[5-9] dakikadır oynuyorsunuz$/);
  await screenshots(page, 'reality-check-bet-on-games', async () => {
    await expect(page.getByTestId('game-panel')).toBeVisible();
    await page.clock.fastForward('15:00');
    await expect(check).toBeVisible();
  });
});
