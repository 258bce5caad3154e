import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { REPO_ROOT } from '../e2e-env';
import { type TestPlayer, createPlayer, signIn } from './money-helpers';

/**
 * The player site as an installable app on a phone (390×844): the manifest the page links, the
 * service worker taking control, nothing that changes with the player (RPC answers, the balance)
 * ever kept in its cache, a page asked without a connection answered by the Turkish offline page,
 * and a deploy offered to the player and taken on "Yenile". Runs with the whole-site specs (alone,
 * at the end): the deploy test changes the served sw.js for a moment, which every open page would see.
 */
test.describe.configure({ mode: 'serial' });

let player: TestPlayer;

test.beforeAll(async ({ request }) => {
  player = await createPlayer(request);
});

/** Waits until the page's service worker has activated and controls the page (the worker claims it). */
async function controlledByWorker(page: Page): Promise<string> {
  const state = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const workers = registration
        ? `active=${registration.active?.state} waiting=${registration.waiting?.state} installing=${registration.installing?.state}`
        : 'no registration';
      return { controlled: Boolean(navigator.serviceWorker.controller), workers, scope: registration?.scope };
    });
  await expect.poll(async () => (await state()).workers, { timeout: 30_000 }).toMatch(/^active=activated/);
  // A page whose navigation began before the worker activated, and was created after its claim, is
  // left to the network until the next navigation (as for a player): that one is controlled.
  if (!(await state()).controlled) await page.reload();
  await expect.poll(async () => (await state()).controlled, { timeout: 30_000 }).toBe(true);
  const { workers, scope } = await state();
  return `${workers.split(' ')[0]} ${scope}`;
}

/** Every entry of every cache of the site: its URL, its method and its body as text. */
function cachedEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: Array<{ cache: string; url: string; method: string; body: string }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, method: request.method, body: (await response?.text()) ?? '' });
      }
    }
    return entries;
  });
}

/** A PNG's width and height, from its IHDR header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the page links a valid manifest: Turkish, standalone, from /, our icons at 192 and 512 px, maskable too', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'BNW Casino',
    lang: 'tr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons: Array<{ src: string; sizes: string; type: string; purpose: string }> = manifest.icons;
  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = icons.find((candidate) => candidate.purpose === purpose && candidate.sizes === `${size}x${size}`);
      expect(icon, `${purpose} ${size}`).toBeDefined();
      expect(icon!.type).toBe('image/png');
      const image = await page.request.get(icon!.src);
      expect(image.status(), icon!.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toEqual({ width: size, height: size });
    }
  }
  // Both themes colour the phone's bar: the light and the dark theme-color.
  await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media*="light"]')).toHaveCount(1);
});

test("Chromium's own installability check finds the manifest valid and the site installable", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A profile of its own: Chromium refuses to install from a private window, which every test context is.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'tr-TR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    const browser = await context.newCDPSession(page);
    // The browser's parse of the manifest: no error, and the fields it installs with.
    const manifest = await browser.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? 'null')).toMatchObject({ name: 'BNW Casino', display: 'standalone' });
    // What Chrome checks before it offers "Install": manifest, icons, worker, secure origin. The worker
    // registers after load, so the list is asked until it empties.
    await expect
      .poll(async () => (await browser.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 30_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test("the worker installs with no script file of its own: the update offer's script waits for a deploy", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await controlledByWorker(page);
  await page.reload();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // The app's own chunks only: the registration is inline in the page, the offer not needed.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.startsWith('/assets/'))).toEqual([]);
  await expect(page.locator('#bnw-update')).toHaveCount(0);
});

test('the service worker activates, and no RPC answer or balance is ever kept in its cache', async ({ page }) => {
  await signIn(page, player);
  const rpcAnswers: Array<{ url: string; fromServiceWorker: boolean }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/endpoint')) {
      rpcAnswers.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
    }
  });
  await page.goto('/');
  expect(await controlledByWorker(page)).toMatch(/^active=activated http:\/\/localhost:\d+\/$/);
  // Controlled now: the player's pages ask the server for the balance and more, through the worker.
  await page.reload();
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  await page.goto('/slot');
  await page.goto('/account-favorites');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
  await expect.poll(() => rpcAnswers.length).toBeGreaterThan(0);
  expect(rpcAnswers.filter((answer) => answer.fromServiceWorker)).toEqual([]);

  const entries = await cachedEntries(page);
  // The worker installed its list: the home page's scripts and stylesheet and the offline page.
  expect(entries.some((entry) => entry.url.endsWith('/offline.html'))).toBe(true);
  expect(entries.some((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.url))).toBe(true);
  for (const entry of entries) {
    const { pathname } = new URL(entry.url);
    expect(entry.method, entry.url).toBe('GET');
    expect(pathname === '/offline.html' || pathname.startsWith('/assets/'), entry.url).toBe(true);
    expect(entry.body, entry.url).not.toContain(player.sid);
    expect(entry.body, entry.url).not.toContain(player.uid);
  }
});

test('a page asked without a connection shows the offline page in Turkish, and "Tekrar dene" brings the site back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  await context.setOffline(true);
  try {
    await page.goto('/slot');
    await expect(page.getByRole('heading', { name: 'İnternet bağlantısı yok' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByText('Bağlantınız kesildi.')).toBeVisible();
    await expect(page.getByText('You are offline')).toBeVisible();
    await expect(page).toHaveURL(/\/slot$/);
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('link', { name: 'Tekrar dene' }).click();
  await expect(page).toHaveURL(/\/slot$/);
  await expect(page.getByRole('heading', { name: 'İnternet bağlantısı yok' })).toHaveCount(0);
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

/** The build's sw.js and its compressed copies (the server sends those first), as they are now. */
const WORKER_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(REPO_ROOT, 'apps', 'web', 'dist', name));

/** A deploy as the browser sees it: a sw.js of another version (the server reads the file per request). */
function deployNewWorker(version: string): () => void {
  const saved = WORKER_FILES.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : null));
  const source = saved[0]!.toString('utf8');
  const changed = source.replace(/const VERSION = '[^']+';/, `const VERSION = '${version}';`);
  expect(changed).not.toBe(source);
  for (const file of WORKER_FILES.slice(1)) fs.rmSync(file, { force: true });
  fs.writeFileSync(WORKER_FILES[0]!, changed);
  return () => WORKER_FILES.forEach((file, index) => saved[index] && fs.writeFileSync(file, saved[index]!));
}

test('after a deploy the player is offered the new version, and "Yenile" reloads the page onto it', async ({
  page,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  const oldCaches = await page.evaluate(() => caches.keys());
  const version = `e2e${Date.now().toString(36)}`;
  const restore = deployNewWorker(version);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const offer = page.getByRole('status').filter({ hasText: 'Yeni sürüm hazır' });
    await expect(offer).toBeVisible();
    // Over the top of the screen, inside it, clear of the bottom bar and the operator's pop-up above it.
    const box = (await offer.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThan(844 / 2);
    expect((await offer.getByRole('button', { name: 'Yenile' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The new version is installed beside the old one, which keeps the page until the player agrees:
    // nothing reloads under their finger and the old scripts stay at hand.
    expect(await page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining([...oldCaches, `bnw-${version}`]));
    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: 'Yenile' }).click();
    await reloaded;
    await expect(offer).toHaveCount(0);
    // The new worker took over and dropped the old version's cache.
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([`bnw-${version}`]);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  } finally {
    restore();
  }
});
