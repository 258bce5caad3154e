import path from 'node:path';
import { type FrameLocator, type Locator, type Page, expect, test } from '@playwright/test';
import { bringOnScreen, expectAllOnScreen, expectOnScreen } from './screen-helpers';
import { openOurSlot, openTombalaRoomOnSale } from './game-helpers';
import { type TestPlayer, createPlayer, rpc, signIn } from './money-helpers';
import { pictureForReview } from '../support/pictures';

/*
 * The games on a phone on its side (844x390): everything a player taps to bet or spin lies inside
 * the screen without a scroll, and a bet or a spin goes through. Each control's box is measured
 * against the viewport (the play page's frame reports its boxes in the page's coordinates).
 */
const WIDTH = 844;
const HEIGHT = 390;
test.use({ viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true });

let player: TestPlayer;
test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

async function centre(control: Locator): Promise<{ x: number; y: number }> {
  const box = await control.boundingBox();
  if (!box) throw new Error('no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Screenshots to look at, only when asked for: E2E_SCREENSHOTS=<folder>, on its side in both themes,
 * then upright (390x844) to see the upright layout unchanged.
 */
async function screenshots(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await themedScreenshots(page, `landscape-${name}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await pictureForReview(page, { path: path.join(folder, `portrait-${name}.png`) });
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
}

/** The screen as it is, in light and dark, when asked for (E2E_SCREENSHOTS=<folder>). */
async function themedScreenshots(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      localStorage.setItem('bnwUserMode', value);
      document.documentElement.classList.toggle('dark', value === 'dark');
    }, theme);
    await pictureForReview(page, { path: path.join(folder, `${name}-${theme}.png`) });
  }
}

/** Opens a live table from /live and waits for a betting window with time enough to tap. */
async function openLiveTable(page: Page, name: string): Promise<void> {
  await page.goto('/live');
  const tile = page.getByTestId('live-table-tile').filter({ hasText: name });
  await expect(tile.getByTestId('phase-badge')).toBeVisible();
  await tile.getByRole('link').click();
  await expect(page).toHaveURL(/\/play\/live\/\d+$/);
  await waitForBetting(page, 8);
}

/** Waits for a betting window with at least `seconds` left on its countdown. */
async function waitForBetting(page: Page, seconds: number): Promise<void> {
  const countdown = page.getByTestId('countdown');
  await expect
    .poll(async () => ((await countdown.isVisible()) ? Number(await countdown.textContent()) : 0), { timeout: 45_000 })
    .toBeGreaterThanOrEqual(seconds);
}

test('live roulette on its side: every number, outside bet and chip is on screen, and a bet goes through', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, player);
  await openLiveTable(page, 'Boğaz Ruleti');
  const board = page.getByTestId('roulette-board');
  await expect(board).toHaveAttribute('data-layout', 'across');

  await expectAllOnScreen(board.locator('[data-number]'), 37, 'number');
  await expectAllOnScreen(board.getByRole('button', { name: /^\d\. düzine$/ }), 3, 'dozen');
  await expectAllOnScreen(board.getByRole('button', { name: /^\d\. kolon$/ }), 3, 'column');
  for (const name of ['1-18', 'Çift', 'Kırmızı', 'Siyah', 'Tek', '19-36']) {
    await expectOnScreen(board.getByRole('button', { name, exact: true }), name);
  }
  await expectAllOnScreen(page.getByRole('radiogroup', { name: 'Fiş değeri' }).getByRole('radio'), 5, 'chip');
  await expectOnScreen(page.getByTestId('place-bets'), 'Bahis yap');
  await expectOnScreen(page.getByTestId('countdown'), 'countdown');

  // The strips turned with the board still lie between the numbers they name: 17-20 between 17
  // and 20 (side by side across), 17-18 between 17 and 18 (18 above 17), the corner where all four meet.
  const cell = (value: number) => centre(board.locator(`[data-number="${value}"]`));
  const [c17, c18, c20] = await Promise.all([cell(17), cell(18), cell(20)]);
  expect(c18.y).toBeLessThan(c17.y);
  expect(c20.x).toBeGreaterThan(c17.x);
  const across = await centre(board.locator('[data-spot="split:17-20"]'));
  expect(Math.abs(across.x - (c17.x + c20.x) / 2)).toBeLessThan(3);
  expect(Math.abs(across.y - c17.y)).toBeLessThan(3);
  const up = await centre(board.locator('[data-spot="split:17-18"]'));
  expect(Math.abs(up.x - c17.x)).toBeLessThan(3);
  expect(Math.abs(up.y - (c17.y + c18.y) / 2)).toBeLessThan(3);
  const corner = await centre(board.locator('[data-spot="corner:17-18-20-21"]'));
  expect(Math.abs(corner.x - (c17.x + c20.x) / 2)).toBeLessThan(3);
  expect(Math.abs(corner.y - (c17.y + c18.y) / 2)).toBeLessThan(3);

  await page.getByRole('button', { name: 'Sayı 17', exact: true }).tap();
  await page.getByRole('button', { name: 'Kırmızı', exact: true }).tap();
  await board.locator('[data-spot="split:17-20"]').tap();
  await expect(page.getByTestId('place-bets')).toHaveText('Bahis yap · ₺3,00');
  await page.getByTestId('place-bets').tap();
  await expect(page.getByTestId('slip-message')).toHaveText('Bahisleriniz alındı. Bu turdaki toplam bahsiniz: ₺3,00');
  await expect(page.getByTestId('round-bets')).toContainText('Sayı 17');
  await expect(page.getByTestId('round-bets')).toContainText('İkili 17-20');
  await expectOnScreen(page.getByTestId('place-bets'), 'Bahis yap after the message');
  await screenshots(page, 'roulette');
});

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
]) {
  test(`live roulette upright at ${size.width}x${size.height}: every number and outside bet can be brought on screen uncovered by the chips' bar, after a bet's message too`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signIn(page, player);
    await openLiveTable(page, 'Boğaz Ruleti');
    const board = page.getByTestId('roulette-board');
    await expect(board).not.toHaveAttribute('data-layout', 'across');
    // The message above the chips makes their bar taller: the board must still be reachable under it.
    await page.getByRole('button', { name: 'Sayı 36', exact: true }).tap();
    await page.getByTestId('place-bets').tap();
    await expect(page.getByTestId('slip-message')).toContainText('Bahisleriniz alındı');

    // Located afresh for each check: a new round draws the board anew.
    const numbers = board.locator('[data-number]');
    const outside = board.getByRole('button', { name: /^\d\. (düzine|kolon)$/ });
    await expect(numbers).toHaveCount(37);
    await expect(outside).toHaveCount(6);
    for (let index = 0; index < 37; index += 1) await bringOnScreen(numbers.nth(index), `number #${index}`);
    for (let index = 0; index < 6; index += 1) await bringOnScreen(outside.nth(index), `dozen or column #${index}`);
    await expectAllOnScreen(page.getByRole('radiogroup', { name: 'Fiş değeri' }).getByRole('radio'), 5, 'chip');
    await expectOnScreen(page.getByTestId('place-bets'), 'Bahis yap');
    // The bar whole, to its limits line, above the screen's foot.
    await expectOnScreen(page.getByTestId('slip-controls'), "the chips' bar");
    // A last-row number still takes a chip by a tap where the player sees it, in a betting window.
    await waitForBetting(page, 5);
    const last = page.getByRole('button', { name: 'Sayı 34', exact: true });
    await last.scrollIntoViewIfNeeded();
    await last.tap();
    await expect(page.getByTestId('place-bets')).toHaveText('Bahis yap · ₺1,00');
    await themedScreenshots(page, `upright-roulette-${size.width}`);
  });
}

test('live baccarat on its side: the three boxes, the chips and "Bahis yap" are on screen, and a bet goes through', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, player);
  await openLiveTable(page, 'Pera Bakara');
  const board = page.getByTestId('baccarat-board');
  const boxes = board.getByRole('button');
  await expectAllOnScreen(boxes, 3, 'baccarat box');
  await expectAllOnScreen(page.getByRole('radiogroup', { name: 'Fiş değeri' }).getByRole('radio'), 5, 'chip');
  await boxes.first().tap();
  await expectOnScreen(page.getByTestId('place-bets'), 'Bahis yap');
  await page.getByTestId('place-bets').tap();
  await expect(page.getByTestId('slip-message')).toContainText('Bahisleriniz alındı');
  await screenshots(page, 'baccarat');
});

/** Our studio's three engines: the classic 3x3, the 5x3 lines and the cascade grid. */
const STUDIO_GAMES = [
  { name: 'Meyve Pazarı', board: 'classic-board' },
  { name: 'Kapadokya Gökyüzü', board: 'lines-board' },
  { name: 'Lokum Kümesi', board: 'cascade-board' },
] as const;

async function expectStudioControlsOnScreen(game: FrameLocator, board: string): Promise<void> {
  await expectOnScreen(game.getByTestId(board), 'the reel window');
  await expectOnScreen(game.getByTestId('win-line'), 'the result line');
  await expectOnScreen(game.getByTestId('spin-button'), 'spin');
  await expectOnScreen(game.getByTestId('game-balance'), 'the balance');
  await expectAllOnScreen(game.getByRole('group', { name: 'Bahis', exact: true }).getByRole('button'), 2, 'stake step');
}

for (const { name, board } of STUDIO_GAMES) {
  test(`${name} on its side: the whole reel window, the result line and the controls are on screen, and a spin goes through`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, player);
    const game = await openOurSlot(page, name);
    // The site's banner and bar above the game take little of the height: the game's frame has most.
    const frame = await page.getByTestId('game-frame').boundingBox();
    expect(frame?.y ?? HEIGHT).toBeLessThanOrEqual(80);
    await expectStudioControlsOnScreen(game, board);
    // Whole and still large: nearly half the screen's height (the rest: the site's bar, the win line).
    const reelWindow = await game.getByTestId(board).boundingBox();
    expect(reelWindow?.height ?? 0).toBeGreaterThanOrEqual(HEIGHT * 0.45);

    const spin = game.getByTestId('spin-button');
    await spin.tap();
    await expect(spin).toBeDisabled();
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    await expect(game.getByTestId('win-line')).toHaveText(/kazanç/i);
    await expectStudioControlsOnScreen(game, board);
    await screenshots(page, `studio-${board}`);
  });
}

/** The reference provider's controls and result, inside the screen and uncovered (in the play page's frame). */
async function expectProviderGameOnScreen(game: FrameLocator, kind: 'dice' | 'race'): Promise<void> {
  await expectOnScreen(game.locator('#balance'), 'the balance');
  await expectOnScreen(game.locator('#result'), 'the result');
  await expectOnScreen(game.locator('#play'), 'the play button');
  await expectAllOnScreen(game.locator('.stake-chip'), 6, 'stake');
  await expectOnScreen(game.locator('#possible'), 'the possible win');
  if (kind === 'dice') {
    await expectOnScreen(game.locator('#die'), 'the die');
    await expectAllOnScreen(game.locator('.segment'), 2, 'under or over');
    await expectAllOnScreen(game.locator('.chance-chip'), 8, 'chance');
  } else {
    await expectOnScreen(game.locator('#track'), 'the track');
    await expectAllOnScreen(game.locator('.runner'), 6, 'runner');
  }
}

/** The race is in the home page's row of virtual games, which loads as the player scrolls to it. */
async function openTheRace(page: Page): Promise<FrameLocator> {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Sanal At Yarışı: oyna' });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await link.click();
  await expect(page).toHaveURL(/\/play\/virtual\//);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('#balance')).toHaveText(/^₺[\d.]+,\d{2}$/, { timeout: 15_000 });
  return game;
}

test("the reference provider's dice on its side: the die, the result and every control are on screen, and a roll goes through", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, player);
  const game = await openOurSlot(page, 'İstanbul Zarları', '#balance');
  await expectProviderGameOnScreen(game, 'dice');
  await game.locator('.segment[data-direction="over"]').tap();
  await game.locator('.chance-chip[data-chance="25"]').tap();
  await game.locator('.stake-chip[data-stake="100"]').tap();
  await expect(game.locator('#possible')).toHaveText('₺3,92');
  await game.locator('#play').tap();
  await expect(game.locator('#result')).toHaveText(/\d/, { timeout: 10_000 });
  await expect(game.locator('#play')).toBeEnabled({ timeout: 10_000 });
  await expectProviderGameOnScreen(game, 'dice');
  await screenshots(page, 'provider-dice');
});

test("the reference provider's race on its side: the track, the result and every runner are on screen, and a race is run", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, player);
  const game = await openTheRace(page);
  await expectProviderGameOnScreen(game, 'race');
  await game.locator('.runner[data-runner="2"]').tap();
  await game.locator('.stake-chip[data-stake="100"]').tap();
  await expect(game.locator('#play')).toBeEnabled();
  await game.locator('#play').tap();
  await expect(game.locator('#play')).toBeDisabled();
  await expect(game.locator('#play')).toBeEnabled({ timeout: 15_000 });
  await expect(game.locator('#result')).toHaveText(/\d/);
  await expectProviderGameOnScreen(game, 'race');
  await screenshots(page, 'provider-race');
});

test('the reality check on its side: all three answers are on screen and "Devam et" resumes play', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const checked = await createPlayer(request);
  const user = { uid: checked.uid, sid: checked.sid, uip: '{ip}', gmt: '+03:00', lang: 'tr' };
  const set = await rpc(request, 'protection.set_reality_check', { minutes: 15 }, user);
  expect(set.result).toBe(true);
  await page.clock.install();
  await signIn(page, checked);
  const game = await openOurSlot(page);
  await expect(game.getByTestId('spin-button')).toBeEnabled();
  await page.clock.fastForward('15:00');
  const check = page.getByRole('alertdialog', { name: 'Oyun süresi hatırlatması' });
  await expect(check).toBeVisible();
  await expectOnScreen(check, 'the dialog');
  await expectOnScreen(check.getByRole('button', { name: 'Devam et' }), 'Devam et');
  await expectOnScreen(check.getByRole('link', { name: 'Oyun geçmişi' }), 'Oyun geçmişi');
  await expectOnScreen(check.getByRole('button', { name: 'Çıkış yap' }), 'Çıkış yap');
  await screenshots(page, 'reality-check');
  await check.getByRole('button', { name: 'Devam et' }).tap();
  await expect(check).toHaveCount(0);
});

test("a tombala room on its side: the sale's controls come on screen and a card is bought", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, player);
  await openTombalaRoomOnSale(page, 6);
  const add = page.getByRole('button', { name: 'Bir kart ekle' });
  const buy = page.getByTestId('buy-cards');
  await add.scrollIntoViewIfNeeded();
  await expectOnScreen(add, 'Bir kart ekle');
  await expectOnScreen(buy, 'kart al');
  // One card is on the slip to begin with; a tap adds a second.
  await add.tap();
  await expect(buy).toHaveText('2 kart al · ₺2,00');
  await buy.tap();
  await expect(page.getByTestId('buy-message')).toHaveText('2 kart aldınız. Bu turdaki kartlarınız: 2');
  await screenshots(page, 'tombala');
});

test('bet on games on its side: a selection, the coupon\'s stake and "confirm" are on screen and the coupon is placed', async ({
  page,
}) => {
  await signIn(page, player);
  await page.goto('/bet-on-games');
  await expect(page.getByTestId('game-panel')).toHaveAttribute('data-game', 'dice-duel');
  await expect
    .poll(
      async () => {
        const chip = page.locator('[data-testid="draw-chip"][aria-selected="true"]');
        const match = /(\d\d):(\d\d)/.exec((await chip.textContent()) ?? '');
        return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(5);
  const home = page.locator('[data-market="match-result"] [data-selection="home"]');
  await home.scrollIntoViewIfNeeded();
  await expectOnScreen(home, 'a selection');
  await home.tap();
  await expectOnScreen(page.getByTestId('slip-badge'), 'the coupon badge');
  await page.getByTestId('slip-badge').tap();
  const stake = page.getByTestId('slip-stake');
  await stake.fill('10');
  await expectOnScreen(stake, 'the stake');
  await page.getByTestId('slip-confirm').scrollIntoViewIfNeeded();
  await expectOnScreen(page.getByTestId('slip-confirm'), 'confirm');
  await screenshots(page, 'bet-on-games-slip');
  await page.getByTestId('slip-confirm').tap();
  await expect(page.getByTestId('slip-badge')).toHaveCount(0);
  await expect(
    page.getByTestId('latest-coupons').getByTestId('coupon').first().getByTestId('coupon-status'),
  ).toHaveText('açık');
});

test('the slot and live lobbies open at their top on its side, the active category centred in its row', async ({
  page,
}) => {
  await page.goto('/slot');
  const row = page.getByRole('navigation', { name: 'Kategoriler' });
  // The last category: centring it needs the row scrolled furthest.
  const last = await row.getByRole('link').last().getAttribute('href');
  for (const url of [last ?? '/slot', '/live']) {
    await page.goto(url);
    const active = row.locator('[aria-current="page"]');
    await expect(active).toBeVisible();
    await page.waitForTimeout(300);
    // Centring the chip moves the row sideways only; the page itself stays at its top.
    expect(await page.evaluate(() => window.scrollY), `${url} opened scrolled down`).toBe(0);
    // The row may lie below the fold on its side; sideways, the active chip is inside it.
    const [chip, strip] = await Promise.all([active.boundingBox(), row.locator('ul').boundingBox()]);
    expect(chip && strip && chip.x >= strip.x && chip.x + chip.width <= strip.x + strip.width, url).toBe(true);
  }
});
