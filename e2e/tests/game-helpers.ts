import { type FrameLocator, type Page, expect } from '@playwright/test';

/** Our studio's classic slot, the one the journeys play. */
export const OUR_SLOT = 'Meyve Pazarı';

/**
 * Opens our slot from the /slot lobby's search, as a player would, and waits for the game in the
 * play page's frame to show the ledger's balance (₺1.234,56). Answers the frame.
 */
export async function openOurSlot(page: Page): Promise<FrameLocator> {
  await page.goto('/slot');
  await page.getByRole('searchbox', { name: 'Oyun ara' }).fill(OUR_SLOT.toLocaleUpperCase('tr-TR'));
  await page.getByRole('link', { name: new RegExp(`^${OUR_SLOT},`) }).click();
  await expect(page).toHaveURL(/\/play\/casino\/\d+$/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-balance')).toHaveText(/^₺[\d.]+,\d{2}$/, { timeout: 15_000 });
  return game;
}
