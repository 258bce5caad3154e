import { type FrameLocator, type Page, expect } from '@playwright/test';

/** Our studio's classic slot, the one the journeys play. */
export const OUR_SLOT = 'Meyve Pazarı';

/**
 * Opens one of our slots (the journeys' own unless named) from the /slot lobby's search, as a
 * player would, and waits for the game in the play page's frame to show the ledger's balance
 * (₺1.234,56) where `balance` finds it (our studio's place unless given: the reference provider's
 * dice show it in `#balance`). Answers the frame.
 */
export async function openOurSlot(
  page: Page,
  name: string = OUR_SLOT,
  balance = '[data-testid="game-balance"]',
): Promise<FrameLocator> {
  await page.goto('/slot');
  await page.getByRole('searchbox', { name: 'Oyun ara' }).fill(name.toLocaleUpperCase('tr-TR'));
  // The search lands after its debounce and re-renders the list; a tap on the tile the old list drew
  // can be lost in that, so the tap is made again until the play page opens (a player would tap again).
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(async () => {
    await page.getByRole('link', { name: new RegExp(`^${name},`) }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/play\/casino\/\d+$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator(balance)).toHaveText(/^₺[\d.]+,\d{2}$/, { timeout: 15_000 });
  return game;
}

/**
 * Opens Çınar Salonu from /tombala and waits for a sale with at least `secondsLeft` to go (else the
 * next round's), so a purchase lands before the draw starts.
 */
export async function openTombalaRoomOnSale(page: Page, secondsLeft: number): Promise<void> {
  await page.goto('/tombala');
  const room = page.getByTestId('tombala-room').filter({ hasText: 'Çınar Salonu' });
  await expect(room).toBeVisible();
  await room.getByRole('link').click();
  await expect(page).toHaveURL(/\/tombala\/\d+$/);
  const countdown = page.getByTestId('sale-countdown');
  await expect
    .poll(
      async () => {
        if (!(await countdown.isVisible())) return 0;
        const [minutes, seconds] = ((await countdown.textContent()) ?? '0:00').split(':').map(Number);
        return (minutes ?? 0) * 60 + (seconds ?? 0);
      },
      { timeout: 120_000 },
    )
    .toBeGreaterThanOrEqual(secondsLeft);
}
