/* global self, caches, location, __BNW_SW_PRECACHE__ */
/*
 * The player site's service worker (the build writes it to dist/sw.js: vite-service-worker.ts fills
 * in the version and the precache list). Its one job is to make the installed app start from the
 * phone's storage and to say so plainly when the connection is gone; it never keeps an answer that
 * changes with the player: RPC calls (/endpoint), balances and every non-GET go to the network
 * untouched, and pages are never cached (a page from the cache could name scripts a deploy removed).
 * See apps/web/README.md, "Installable app".
 */
const VERSION = '__BNW_SW_VERSION__';
/** The home page's scripts and stylesheet (hashed, so never stale) and the offline page. */
const PRECACHE = __BNW_SW_PRECACHE__;
const CACHE = `bnw-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  // Unhashed files (the offline page) are asked past the browser's HTTP cache, so this version's copy is kept.
  const requests = PRECACHE.map(
    (url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' }),
  );
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('bnw-') && name !== CACHE).map((name) => caches.delete(name)),
      );
      // The page's request starts while the worker boots, so a controlled visit waits for no worker.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

// A new version waits until a page (public/sw-update.js) says the player agreed to reload, or that it was
// hidden and no page of the site is in view (then the reload of every page goes unseen), or no page is open.
self.addEventListener('message', (event) => {
  if (event.data === 'bnw-sw-activate') self.skipWaiting();
  if (event.data === 'bnw-sw-activate-if-unseen') event.waitUntil(activateIfUnseen());
});

async function activateIfUnseen() {
  const pages = await self.clients.matchAll({ type: 'window' });
  if (pages.every((page) => page.visibilityState === 'hidden')) await self.skipWaiting();
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // Every write, every RPC call (POST), every other origin: the network alone, never a cache.
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== location.origin || url.pathname.startsWith('/endpoint') || url.pathname.startsWith('/backoffice'))
    return;
  if (request.mode === 'navigate') event.respondWith(pageOrOffline(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cachedAsset(request));
});

/** Pages come from the network, always; without one, the offline page (it says so and offers a retry). */
async function pageOrOffline(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded || (await fetch(event.request));
  } catch {
    const offline = await caches.match(OFFLINE_PAGE);
    return offline || Response.error();
  }
}

/** A hashed asset never changes: the stored copy, else the network's, stored for next time when it is one. */
async function cachedAsset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(CACHE).then(
      (cache) => cache.put(request, copy),
      () => {},
    );
  }
  return response;
}
