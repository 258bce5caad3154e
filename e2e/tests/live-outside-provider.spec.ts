import { expect, test } from '@playwright/test';
import { type TestPlayer, createPlayer, ops, signIn } from './money-helpers';

/*
 * An outside live-casino provider plugged in as an outside slot provider is: the operator adds it
 * (`ops providers add`) and lists its game (`ops games add … --live`); a player finds the table in
 * the live lobby and opens it in the play page's frame at the provider's launch address, carrying
 * a wallet session's token. The provider's address is not reachable from here: what is checked is
 * the address the frame opens, which is the provider's to serve.
 */

test.use({ viewport: { width: 390, height: 844 } });

const PROVIDER = 'e2e-canli';
const LAUNCH_URL = 'https://live.example.invalid/launch';

let player: TestPlayer;
test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
  ops('providers', 'add', PROVIDER, 'E2E Canlı Stüdyo', '--launch-url', LAUNCH_URL);
  const listed = ops(
    'games',
    'add',
    PROVIDER,
    'e2e-speed-roulette',
    'E2E Hızlı Rulet',
    '1',
    '--rtp',
    '97.3',
    '--max-win',
    '500',
    '--live',
  );
  expect(listed).toMatch(/gameID \d+/);
});

test("an outside provider's live table is in the live lobby and opens in the play page's frame", async ({ page }) => {
  await signIn(page, player);
  await page.goto('/live');
  const tile = page.getByTestId('live-table-tile').filter({ hasText: 'E2E Hızlı Rulet' });
  await expect(tile).toContainText('E2E Canlı Stüdyo');
  await expect(tile).toContainText('Canlı yayın');
  await expect(tile).toContainText('Sağlayıcının kendi masası');
  await tile.getByRole('link').click();
  await expect(page).toHaveURL(/\/play\/live\/\d+$/);

  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/live\.example\.invalid\/launch\?token=[0-9a-f]{64}&game_id=e2e-speed-roulette&lang=tr&currency=TRY$/,
  );
  // The play page's top bar over the provider's table, as over a slot.
  await expect(page.getByTestId('play-balance')).toHaveText(/₺/);
});
