import { type Page, expect, test } from '@playwright/test';
import { type TestPlayer, createPlayer, signIn } from './money-helpers';

/**
 * The casino's first whole journey on a phone: find a game by its Turkish name typed in
 * capitals, make it a favourite, find it among the favourites, open it, play one round of the
 * reference provider's dice in the play page's frame, watch the balance move, and find the round
 * in the game history. The reference provider runs beside the server (REFERENCE_PROVIDER_PORT).
 */
test.describe.configure({ mode: 'serial' });

const GAME = 'İstanbul Zarları';
let player: TestPlayer;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

const tile = (page: Page) => page.getByRole('link', { name: new RegExp(`^${GAME},`) });

/** ₺9.959,60 -> 995960 (kuruş). */
function kurus(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '');
  return Number(digits);
}

test('search by a capitalised Turkish name, favourite it, find it among the favourites', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/slot');
  await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('İSTANBUL');
  await expect(tile(page)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ege Zarı,/ })).toHaveCount(0);

  const heart = page.getByRole('button', { name: `Favorilere ekle: ${GAME}` });
  await heart.click();
  await expect(page.getByRole('button', { name: `Favorilerden çıkar: ${GAME}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favorite-slot-games');
  await expect(tile(page)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ege Zarı,/ })).toHaveCount(0);
});

test('open it and play a round of dice: the balance follows the round', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/favorite-slot-games');
  await tile(page).click();
  await expect(page).toHaveURL(/\/play\/casino\/\d+$/);
  await expect(page.getByTestId('game-name')).toHaveText(GAME);

  const balance = page.getByTestId('play-balance');
  await expect(balance).toHaveText('₺10.000,00');
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('#balance')).toHaveText(/10\.000,00/);
  await game.locator('#play').click();
  // A round lasts at least 2.5 seconds; the result then names the roll.
  await expect(game.locator('#result')).not.toHaveText(/Bahsinizi/, { timeout: 10_000 });
  await expect(game.locator('#play')).toBeEnabled({ timeout: 10_000 });

  const framed = kurus((await game.locator('#balance').textContent()) ?? '');
  expect(framed).not.toBe(1_000_000);
  await expect.poll(async () => kurus((await balance.textContent()) ?? '')).toBe(framed);
  await expect(page.getByTestId('session-net')).toBeVisible();
});

test('the round is in the game history with its stake', async ({ page }) => {
  await signIn(page, player);
  await page.goto('/game-history');
  const round = page.getByTestId('round-card').first();
  await expect(round).toContainText(GAME);
  await expect(round).toContainText('Sonuçlandı');
  await round.getByRole('button', { name: new RegExp(GAME) }).click();
  await expect(page.getByTestId('round-call').first()).toBeVisible();
});
