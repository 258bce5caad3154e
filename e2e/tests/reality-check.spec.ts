import { expect, test } from '@playwright/test';
import { openOurSlot } from './game-helpers';
import { type TestPlayer, createPlayer, rpc, signIn } from './money-helpers';

/**
 * The reality check on a phone (issue #12): a player who chose a 15-minute interval opens one of
 * our slots; 15 minutes later (the page's clock, fast-forwarded) a modal over the whole page says
 * how long they have played and their net position; the game behind it cannot be touched; "Devam
 * et" answers it and play goes on.
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
