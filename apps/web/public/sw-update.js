/* global document, location */
/*
 * The offer of a new version. index.html's worker script adds this file only when a new service
 * worker is installed and waiting while an older one controls the page, which is to say after a
 * deploy; a visit without one never downloads it (the home page's script budget has no room for it).
 *
 * The page shows "Yeni sürüm hazır · Yenile". "Yenile" lets the waiting worker take over; so does
 * the page being hidden while no page of the site is in view anywhere (the worker checks), so the
 * player comes back to the new version without a reload under their finger. Once it controls,
 * every open page of the site reloads onto the new build, so no page keeps running old scripts.
 */
(function () {
  var ACTIVATE = 'bnw-sw-activate';
  var ACTIVATE_IF_UNSEEN = 'bnw-sw-activate-if-unseen';
  var workers = navigator.serviceWorker;
  var reloading = false;

  // The page was controlled before this file was added (that is when it is added), so a new
  // controller is always a new version, never the first visit's worker claiming the page.
  workers.addEventListener('controllerchange', function () {
    if (reloading) return;
    reloading = true;
    location.reload();
  });

  /** Tells the waiting worker; when none waits any more, another page already let it take over. */
  function tellWaiting(message, otherwise) {
    workers.getRegistration().then(function (registration) {
      if (registration && registration.waiting) registration.waiting.postMessage(message);
      else if (otherwise) otherwise();
    });
  }

  function english() {
    try {
      return localStorage.getItem('bnwUserLang') === 'en';
    } catch {
      return false;
    }
  }

  /**
   * Over the top of the screen (the header), in the dark header's colours in both themes: the bottom
   * is taken by the navigation, the operator's pop-up and the notices, which would hide or be hidden.
   */
  function showOffer() {
    var bar = document.createElement('div');
    bar.id = 'bnw-update';
    bar.setAttribute('role', 'status');
    bar.style.cssText =
      'position:fixed;left:12px;right:12px;top:calc(8px + env(safe-area-inset-top));z-index:100;' +
      'display:flex;align-items:center;gap:12px;max-width:36rem;margin:0 auto;padding:8px 8px 8px 16px;' +
      'border-radius:16px;background:#17122b;color:#f3f0ff;font:600 14px/1.4 system-ui,sans-serif;' +
      'box-shadow:0 0 0 1px rgb(255 255 255/.12),0 10px 15px -3px rgb(0 0 0/.25)';
    document.body.appendChild(bar);
    // Filled once the live region is in the page, so a screen reader announces the words.
    setTimeout(function () {
      var text = document.createElement('span');
      text.style.flex = '1';
      text.textContent = english() ? 'A new version is ready' : 'Yeni sürüm hazır';
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = english() ? 'Reload' : 'Yenile';
      button.style.cssText =
        'min-height:44px;padding:0 16px;border:0;border-radius:12px;background:#fbbf24;color:#17122b;' +
        'font:inherit;cursor:pointer';
      button.addEventListener('click', function () {
        tellWaiting(ACTIVATE, function () {
          location.reload();
        });
      });
      bar.appendChild(text);
      bar.appendChild(button);
    }, 50);
  }

  function whenHidden() {
    if (document.visibilityState === 'hidden') tellWaiting(ACTIVATE_IF_UNSEEN);
  }

  showOffer();
  document.addEventListener('visibilitychange', whenHidden);
  // Found while the page was already in the background: nobody may be looking now.
  whenHidden();
})();
