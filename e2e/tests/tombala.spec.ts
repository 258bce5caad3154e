import { type Page, expect, test } from '@playwright/test';
import { openTombalaRoomOnSale } from './game-helpers';
import { type TestPlayer, createPlayer, signIn } from './money-helpers';

/*
 * Tombala at 390x844: a player opens /tombala, enters Çınar Salonu,
 * buys four cards while the round sells (its minimum, so the round starts), sees them drawn and
 * sees the balls arrive and mark them; a second browser context watching the same room sees the
 * same balls at the same moment (one ball may be in flight between the two). The e2e server runs
 * tombala with 15 s of sale and a ball a second (playwright.config.ts).
 */

test.use({ viewport: { width: 390, height: 844 } });
// Up to a whole round to wait for a sale, then the sale and some balls.
test.setTimeout(150_000);

let player: TestPlayer;
test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

/** ₺9.959,60 -> 995960 (kuruş). */
function kurus(text: string): number {
  return Number(text.replace(/[^0-9]/g, ''));
}

async function drawnBalls(page: Page): Promise<number[]> {
  const value = (await page.getByTestId('ball-board').getAttribute('data-balls')) ?? '';
  return value ? value.split(',').map(Number) : [];
}

test('a player buys tombala cards, sees the balls mark them, and a second browser sees the same balls', async ({
  page,
  browser,
}) => {
  await signIn(page, player);
  // A sale with time enough to tap: else the next round's.
  await openTombalaRoomOnSale(page, 5);

  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText(/₺/);
  const before = kurus((await balance.textContent()) ?? '');
  await page.getByRole('button', { name: 'Bir kart ekle' }).click();
  await page.getByRole('button', { name: 'Bir kart ekle' }).click();
  await page.getByRole('button', { name: 'Bir kart ekle' }).click();
  await expect(page.getByTestId('buy-cards')).toHaveText('4 kart al · ₺4,00');
  await page.getByTestId('buy-cards').click();
  await expect(page.getByTestId('buy-message')).toHaveText('4 kart aldınız. Bu turdaki kartlarınız: 4');
  await expect.poll(async () => kurus((await balance.textContent()) ?? '')).toBe(before - 400);
  const cards = page.getByTestId('tombala-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByTestId('card-number')).toHaveCount(15);

  // A second browser watches the same room without logging in.
  const watcherContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
  const watcher = await watcherContext.newPage();
  await watcher.goto(page.url());

  // The round starts and balls arrive; the player's cards get marked.
  await expect(page.getByTestId('tombala-phase')).toHaveAttribute('data-phase', 'running', { timeout: 30_000 });
  await expect(page.getByTestId('last-ball')).toBeVisible();
  await expect.poll(async () => (await drawnBalls(page)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(12);
  const drawn = new Set(await drawnBalls(page));
  const numbers = await page.getByTestId('card-number').evaluateAll((cells) =>
    cells.map((cell) => ({
      number: Number.parseInt(cell.textContent ?? '', 10),
      marked: cell.getAttribute('data-marked'),
    })),
  );
  expect(numbers.some((cell) => cell.marked === 'true')).toBe(true);
  for (const cell of numbers) {
    // A ball arriving between the two reads may mark one more number than the set read before.
    if (cell.marked === 'false') expect(drawn.has(cell.number) && cell.number !== [...drawn].at(-1)).toBe(false);
  }

  // Both show the same balls at one moment, give or take the one in flight.
  await expect(watcher.getByTestId('tombala-phase')).toHaveAttribute('data-phase', /running|finished/);
  const [mine, theirs] = await Promise.all([drawnBalls(page), drawnBalls(watcher)]);
  expect(Math.abs(mine.length - theirs.length)).toBeLessThanOrEqual(1);
  const common = Math.min(mine.length, theirs.length);
  expect(common).toBeGreaterThanOrEqual(12);
  expect(theirs.slice(0, common)).toEqual(mine.slice(0, common));
  await watcherContext.close();
});
