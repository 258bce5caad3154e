/* global document, location */
/*
 * Links the web app manifest, registers the service worker (sw.js) and carries its updates. The
 * page shell's script loads this file once the page has loaded and the browser is idle, so neither
 * the manifest, the worker nor this file is on the first visit's path (index.html; docs/decisions.md 28). Kept outside the app's chunks: the home
 * page's script budget has no room for it.
 *
 * Updates: after a deploy the browser finds a new sw.js (on a navigation, and here whenever the page
 * comes back into view, at most every UPDATE_CHECK_MS). The new worker waits; this script offers
 * "Yeni sürüm hazır — yenile". Reloading (the button, or on its own when the page is hidden, so the
 * player returns to the new version) lets it take over, and every open page of the site reloads
 * with it, so no page keeps running scripts of the old build.
 */
(function () {
  // The manifest is linked here rather than in the HTML: the browser fetches it and its icon as soon as
  // it sees the link, and in the page's head they were two more requests before the first paint.
  [
    ['manifest', '/manifest.webmanifest'],
    ['apple-touch-icon', '/icons/icon-192.png'],
  ].forEach(function (pair) {
    var link = document.createElement('link');
    link.rel = pair[0];
    link.href = pair[1];
    document.head.appendChild(link);
  });
  if (!('serviceWorker' in navigator)) return;
  var UPDATE_CHECK_MS = 5 * 60 * 1000;
  var ACTIVATE = 'bnw-sw-activate';
  var ACTIVATE_IF_UNSEEN = 'bnw-sw-activate-if-unseen';
  var controlled = Boolean(navigator.serviceWorker.controller);
  var reloading = false;

  navigator.serviceWorker.addEventListener('controllerchange', function () {
    // The first visit's worker claiming the page changes nothing the page runs; a later one is a new version.
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    location.reload();
  });

  function english() {
    try {
      return localStorage.getItem('bnwUserLang') === 'en';
    } catch {
      return false;
    }
  }

  function activate(worker, message) {
    worker.postMessage(message || ACTIVATE);
  }

  function offerUpdate(worker) {
    if (document.getElementById('bnw-update')) return;
    var bar = document.createElement('div');
    bar.id = 'bnw-update';
    bar.setAttribute('role', 'status');
    bar.style.cssText =
      'position:fixed;left:12px;right:12px;bottom:calc(76px + env(safe-area-inset-bottom));z-index:100;' +
      'display:flex;align-items:center;gap:12px;max-width:36rem;margin:0 auto;padding:8px 8px 8px 16px;' +
      'border-radius:16px;background:#17122b;color:#f3f0ff;font:600 14px/1.4 system-ui,sans-serif;' +
      'box-shadow:0 10px 15px -3px rgb(0 0 0/.25)';
    var text = document.createElement('span');
    text.style.flex = '1';
    text.textContent = english() ? 'A new version is ready' : 'Yeni sürüm hazır';
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = english() ? 'Reload' : 'Yenile';
    button.style.cssText =
      'min-height:44px;padding:0 16px;border:0;border-radius:12px;background:#fbbf24;color:#17122b;font:inherit;cursor:pointer';
    button.addEventListener('click', function () {
      activate(worker);
    });
    bar.appendChild(text);
    bar.appendChild(button);
    document.body.appendChild(bar);
  }

  function whenWaiting(registration) {
    // No page controlled yet: this is the first worker, it takes over by itself.
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  }

  navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).then(function (registration) {
    whenWaiting(registration);
    registration.addEventListener('updatefound', function () {
      var worker = registration.installing;
      if (!worker) return;
      worker.addEventListener('statechange', function () {
        if (worker.state === 'installed') whenWaiting(registration);
      });
    });
    var lastCheck = Date.now();
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') {
        // Maybe nobody is looking: the worker takes over if no page of the site is in view anywhere.
        if (registration.waiting && navigator.serviceWorker.controller)
          activate(registration.waiting, ACTIVATE_IF_UNSEEN);
        return;
      }
      if (Date.now() - lastCheck < UPDATE_CHECK_MS) return;
      lastCheck = Date.now();
      registration.update().catch(function () {});
    });
  });
  // A page in view for hours (a long session) still hears of a deploy.
  setTimeout(function check() {
    navigator.serviceWorker.getRegistration().then(function (registration) {
      if (registration && document.visibilityState === 'visible') registration.update().catch(function () {});
    });
    setTimeout(check, UPDATE_CHECK_MS);
  }, UPDATE_CHECK_MS);
})();
