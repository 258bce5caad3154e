import { type Page, expect, test } from '@playwright/test';

/*
 * The lobbies paint their first screen from the HTML (apps/server/src/http/lobby-pages.ts): the top
 * banner, and on /promotions and /tournaments the first card's picture, are the page's largest
 * paint before any of the app's scripts is asked for, and the app takes the answers the page came
 * with instead of asking for them again. A 390×844 phone, the server's demo content.
 */

/** The content calls the page makes, by method (`cmscontroller.getIcSlider`, …). */
function contentCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/endpoint/v1')) return;
    const body = request.postDataJSON() as { api?: { class?: string; method?: string } } | null;
    if (body?.api?.class === 'cmscontroller') calls.push(`cmscontroller.${body.api.method}`);
  });
  return calls;
}

/** The last largest paint's picture and time, and when the first of the app's scripts was asked for. */
function firstPaint(page: Page) {
  return page.evaluate(async () => {
    const largest = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const last = largest.at(-1) as (PerformanceEntry & { url: string }) | undefined;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'));
    return {
      url: last ? new URL(last.url).pathname : null,
      paint: last?.startTime ?? Number.NaN,
      firstScriptRequest: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
}

const LOBBIES = [
  {
    path: '/slot',
    heading: 'Slot Oyunları',
    picture: /^\/content\/images\/slider\/\d+\.svg$/,
    answered: ['getIcSlider'],
  },
  {
    path: '/promotions',
    heading: 'Promosyonlar',
    picture: /^\/content\/images\/promotion\/\d+\.svg$/,
    answered: ['getIcSlider', 'getPromotions'],
  },
  {
    path: '/tournaments',
    heading: 'Turnuvalar',
    picture: /^\/content\/images\/tournament\/\d+\.svg$/,
    answered: ['getIcSlider'],
  },
];

for (const lobby of LOBBIES) {
  test(`${lobby.path}: its largest picture paints from the HTML, before the app's scripts are asked for`, async ({
    page,
  }) => {
    const calls = contentCalls(page);
    await page.goto(lobby.path);
    await expect(page.getByRole('heading', { level: 1, name: lobby.heading })).toBeVisible();
    const paint = await firstPaint(page);
    expect(paint.url).toMatch(lobby.picture);
    expect(paint.firstScriptRequest).toBeGreaterThanOrEqual(paint.paint);
    // The app shows the same picture, from the answer the page came with.
    await expect(page.locator(`main img[src^="${paint.url}"]`).first()).toBeVisible();
    for (const method of lobby.answered) expect(calls).not.toContain(`cmscontroller.${method}`);
  });
}
