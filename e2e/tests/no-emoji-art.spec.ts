import { type Locator, expect, test } from '@playwright/test';
import { openOurSlot } from './game-helpers';
import { type TestPlayer, createPlayer, signIn } from './money-helpers';

/**
 * What players see as art, on a machine with no emoji font (Debian's Chromium here has none): the
 * lobby and one game of each engine show no emoji anywhere, every symbol is a picture of SVG shapes,
 * and a symbol's pixels do not depend on any font (an emoji drawn as text would be an empty box
 * here and another drawing on every phone maker's).
 */
test.describe.configure({ mode: 'serial' });

/**
 * Emoji and pictographs: what a machine without an emoji font draws as an empty box. ©, ® and ™
 * are pictographs to Unicode too, but every text font draws them (the footer's © is one).
 */
const PICTOGRAPH = /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}/u;

/** One game of each of our engines, and the reference provider's dice. */
const STUDIO_GAMES = [
  { engine: 'classic-3x3', name: 'Meyve Pazarı' },
  { engine: 'lines-5x3', name: 'Kapadokya Gökyüzü' },
  { engine: 'cluster-cascade', name: 'Lokum Kümesi' },
];
const DICE_GAME = 'İstanbul Zarları';

let player: TestPlayer;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

async function expectNoPictographText(root: Locator): Promise<void> {
  const text = await root.evaluate((element) => element.textContent ?? '');
  expect(text.match(PICTOGRAPH)?.[0] ?? null).toBeNull();
}

/** Every element's text and the images' addresses and labels, checked for emoji. */
async function expectNoPictographs(root: Locator): Promise<void> {
  await expectNoPictographText(root);
  const labels = await root.evaluate((element) =>
    [...element.querySelectorAll('[aria-label], [alt], [title]')].map((one) =>
      ['aria-label', 'alt', 'title'].map((name) => one.getAttribute(name) ?? '').join(' '),
    ),
  );
  for (const label of labels) expect(label).not.toMatch(PICTOGRAPH);
}

/** A symbol's picture with the page's fonts as they are, then with every font swapped: the same pixels. */
async function expectFontIndependent(symbol: Locator): Promise<void> {
  const before = await symbol.screenshot({ animations: 'disabled' });
  const style = await symbol.evaluate((element) => {
    const swap = element.ownerDocument.createElement('style');
    swap.textContent = '* { font-family: "DejaVu Serif", serif !important; }';
    element.ownerDocument.head.append(swap);
    return true;
  });
  expect(style).toBe(true);
  const after = await symbol.screenshot({ animations: 'disabled' });
  expect(after.equals(before)).toBe(true);
}

test('the lobby shows no emoji and its tiles, our games and the dice, are drawn pictures', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, player);
  await page.goto('/slot');
  const tiles = page.locator('img[src*="/casino/images/"]');
  await expect(tiles.first()).toBeVisible();
  await expectNoPictographs(page.locator('body'));
  await page.screenshot({ path: testInfo.outputPath('lobby.png'), fullPage: false });

  const addresses = await tiles.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(addresses.length).toBeGreaterThan(3);
  for (const address of addresses.slice(0, 12)) {
    const svg = await (await request.get(address)).text();
    expect(svg, address).not.toMatch(PICTOGRAPH);
  }
  // The reference provider's dice get a themed tile, not its initials on a gradient.
  await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('ZAR');
  const dice = page.getByRole('link', { name: new RegExp(`^${DICE_GAME},`) }).locator('img');
  await expect(dice).toBeVisible();
  const diceSvg = await (await request.get((await dice.getAttribute('src')) ?? '')).text();
  expect(diceSvg).not.toContain('>İZ</text>');
  expect(diceSvg.match(/<text/g)).toHaveLength(1);
  await page.screenshot({ path: testInfo.outputPath('lobby-dice.png') });
});

for (const { engine, name } of STUDIO_GAMES) {
  test(`${engine}: ${name} draws every symbol as SVG shapes, the same with any font`, async ({ page }, testInfo) => {
    await signIn(page, player);
    const game = await openOurSlot(page, name);
    const symbols = game.locator('[data-symbol]');
    await expect(symbols.first()).toBeVisible();
    expect(await symbols.count()).toBeGreaterThanOrEqual(9);
    for (const text of await symbols.allTextContents()) expect(text).toBe('');
    await expect(game.locator('[data-symbol] svg')).toHaveCount(await symbols.count());
    await expect(game.locator('[data-symbol] text')).toHaveCount(0);
    await expectNoPictographs(game.locator('body'));
    await expectNoPictographs(page.locator('body'));
    await page.screenshot({ path: testInfo.outputPath(`${engine}.png`) });
    await expectFontIndependent(symbols.first());
  });
}

/**
 * The WCAG contrast between an element's brightest pixel (a white icon's middle) and its most
 * common one (the disc behind), measured on the rendered pixels so the theme's background counts.
 */
async function iconContrast(button: Locator): Promise<number> {
  const png = (await button.screenshot({ animations: 'disabled' })).toString('base64');
  return button.evaluate(async (element, data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = element.ownerDocument.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const counts = new Map<number, number>();
    let brightest = 0;
    // The disc's middle only: the corners outside the round button are the page behind it.
    const [x0, x1, y0, y1] = [image.width * 0.2, image.width * 0.8, image.height * 0.2, image.height * 0.8];
    for (let y = Math.ceil(y0); y < y1; y += 1)
      for (let x = Math.ceil(x0); x < x1; x += 1) {
        const at = (y * image.width + x) * 4;
        const luminance =
          0.2126 * channel(pixels[at]!) + 0.7152 * channel(pixels[at + 1]!) + 0.0722 * channel(pixels[at + 2]!);
        const key = Math.round(luminance * 1000);
        counts.set(key, (counts.get(key) ?? 0) + 1);
        brightest = Math.max(brightest, luminance);
      }
    const disc = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0] / 1000;
    return (brightest + 0.05) / (disc + 0.05);
  }, png);
}

test("the pale cascade theme's header icons stand out from their background (3:1 at least)", async ({ page }) => {
  await signIn(page, player);
  const game = await openOurSlot(page, 'Lokum Kümesi');
  for (const name of ['Ödeme tablosu ve kurallar', 'Kanıtlanabilir adillik']) {
    const button = game.getByRole('button', { name });
    await expect(button).toBeVisible();
    expect(await iconContrast(button), name).toBeGreaterThanOrEqual(3);
  }
});

test("the reference provider's dice page shows no emoji", async ({ page }, testInfo) => {
  await signIn(page, player);
  await page.goto('/slot');
  await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('İSTANBUL');
  await expect(async () => {
    await page.getByRole('link', { name: new RegExp(`^${DICE_GAME},`) }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/play\/casino\/\d+$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('#play')).toBeVisible();
  await expectNoPictographs(game.locator('body'));
  await page.screenshot({ path: testInfo.outputPath('dice.png') });
});
