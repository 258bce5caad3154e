import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { SQLITE_PATH } from '../e2e-env';
import { createPlayer, signIn } from './money-helpers';

/*
 * The home page's content on a 390×844 phone: the home slider and the quick-access row, the
 * pop-up shown once, a promotion's detail with its terms, the tournaments by state, and the
 * operator's messages read and unread. The server's demo content is the data.
 */

test('the home page shows its slider, which moves by its dots, and the quick-access row', async ({ page }) => {
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Öne çıkan kampanyalar' });
  await expect(slider).toBeVisible();
  const first = slider.getByRole('group', { name: /^1 \/ \d$/ }).getByRole('img');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  // The box keeps the picture's 2:1 shape (358 × 179 on this phone).
  const box = await slider.getByRole('group').first().boundingBox();
  expect(Math.round((box?.width ?? 0) / (box?.height ?? 1))).toBe(2);

  await slider.getByRole('button', { name: '2. slayta git' }).click();
  await expect(slider.getByRole('button', { name: '2. slayta git' })).toHaveAttribute('aria-current', 'true');
  await expect(slider.getByRole('button', { name: '1. slayta git' })).not.toHaveAttribute('aria-current', 'true');

  const quickAccess = page.getByRole('region', { name: 'Hızlı Erişim' });
  const games = quickAccess.locator('a[href^="/play/casino/"]');
  await expect(games.first()).toBeVisible();
  expect(await games.count()).toBeGreaterThan(3);
  await expect(quickAccess.getByRole('link', { name: 'Hızlı Erişim: tümünü gör' })).toHaveAttribute(
    'href',
    '/slot/category/72',
  );
});

test("the home page's banner paints before the app's scripts are asked for", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Öne çıkan kampanyalar' })).toBeVisible();
  const timings = await page.evaluate(async () => {
    const largest = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'));
    const banner = largest.find((entry) => (entry as PerformanceEntry & { url: string }).url.includes('/slider/'));
    return {
      bannerPaint: banner?.startTime ?? null,
      firstScriptRequest: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  // The shell's banner is the page's largest paint, and the app (fetched only after it) did not hold it up.
  expect(timings.bannerPaint).not.toBeNull();
  expect(timings.firstScriptRequest).toBeGreaterThanOrEqual(timings.bannerPaint!);
});

test('the pop-up shows once and not again after it is closed and the page reloaded', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Kış Slot Turnuvası başladı!' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('₺250.000 ödül havuzu');
  // It does not stand in the way: the menu still opens over it.
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menü' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Kapat' }).click();
  await expect(popup).toHaveCount(0);

  const asked = page.waitForResponse(
    (response) => response.request().postData()?.includes('popupInformation') ?? false,
  );
  await page.reload();
  await asked;
  await expect(page.getByRole('region', { name: 'Öne çıkan kampanyalar' })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('modalStatus'))).toBe('1');
});

test('/promotions opens a promotion’s detail with its terms', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Öne çıkan kampanyalar' })).toBeVisible();
  await expect(page.getByTestId('promotion-card')).toHaveCount(7);
  await page.getByRole('link', { name: 'Hoş Geldin Bonusu: detaylar ve koşullar' }).click();
  const sheet = page.getByRole('dialog', { name: 'Hoş Geldin Bonusu' });
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(/\/promotions\?id=1$/);
  await expect(sheet.getByRole('heading', { name: 'Kampanya koşulları' })).toBeVisible();
  await expect(sheet).toContainText('hesabını açtıktan sonraki 7 gün içinde');
  await expect(sheet.getByRole('button', { name: /Katıl/ })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Kapat' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/promotions$/);
});

test('/tournaments shows the active, upcoming and concluded tournaments', async ({ page }) => {
  await page.goto('/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Turnuvalar' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Turnuva durumu' });
  const cases = [
    ['Aktif', 'Kış Slot Turnuvası', /^Bitmesine\d+ gün \d{2}:\d{2}:\d{2}$/],
    ['Yaklaşan', 'Yılbaşı Çarpan Avı', /^Başlamasına\d+ gün \d{2}:\d{2}:\d{2}$/],
    ['Sona erdi', 'Sonbahar Kazanç Yarışı', null],
  ] as const;
  for (const [tab, title, countdown] of cases) {
    await tabs.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/\d{1,2} (Kasım|Aralık) 2026 \d{2}:\d{2} – /);
    if (countdown) await expect(card.getByRole('timer')).toHaveText(countdown);
    else await expect(card.getByRole('timer')).toHaveCount(0);
  }
});

/** The server's clock is real: the account's opening is moved back in the e2e database. */
function joinedDaysAgo(username: string, days: number): void {
  const db = new Database(SQLITE_PATH);
  try {
    const createdAt = new Date(Date.now() - days * 86_400_000).toISOString();
    const moved = db.prepare('UPDATE users SET created_at = ? WHERE username = ?').run(createdAt, username);
    if (moved.changes !== 1) throw new Error(`no player ${username}`);
  } finally {
    db.close();
  }
}

test('a player reads the operator’s messages on /notifications, the unread count goes down', async ({
  page,
  request,
}) => {
  // Two players made and signed in, one moved back three weeks in the database.
  test.setTimeout(90_000);
  const newcomer = await createPlayer(request);
  await signIn(page, newcomer);
  await page.goto('/notifications');
  const messages = page.getByRole('region', { name: /^Mesajlar/ });
  // The demo's messages were sent before this account existed: listed, none of them unread.
  await expect(messages.getByTestId('mass-message')).toHaveCount(10);
  await expect(messages.locator('[data-read="false"]')).toHaveCount(0);
  const badge = page.getByTestId('unread-badge');
  await expect(badge).toHaveCount(0);

  // A player of three weeks' standing received all ten.
  const player = await createPlayer(request);
  joinedDaysAgo(player.username, 21);
  await signIn(page, player);
  await page.goto('/notifications');
  await expect(messages.getByTestId('mass-message')).toHaveCount(10);
  await expect(badge).toHaveText('9+');
  const first = messages.getByTestId('mass-message').first();
  await expect(first).toHaveAttribute('data-read', 'false');
  await first.getByRole('button').click();
  await expect(first).toHaveAttribute('data-read', 'true');
  await messages.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
  await expect(messages.locator('[data-read="false"]')).toHaveCount(0);
  await expect(badge).toHaveCount(0);
  await page.reload();
  await expect(messages.getByTestId('mass-message').first()).toHaveAttribute('data-read', 'true');
  await expect(page.getByRole('heading', { name: 'Ödeme bildirimleri' })).toBeVisible();
});
