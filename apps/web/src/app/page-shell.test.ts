import { describe, expect, it } from 'vitest';
import { tr } from '@/i18n/locales/tr';
import { STORAGE_KEYS } from '@/lib/storage';
import indexHtml from '../../index.html?raw';
import updateOffer from '../../public/sw-update.js?raw';
import { ROUTE_TABLE } from './route-table';

/*
 * index.html's page shell repeats, by hand, what the first React render shows: texts, the
 * standalone pages, the storage keys it reads. These tests keep the two from drifting apart.
 */

/** The page with every run of whitespace as one space (the formatter wraps long texts). */
const page = indexHtml.replace(/\s+/g, ' ');
const shellScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

describe("index.html's page shell", () => {
  it('shows the Turkish texts of the header, the demo banner, the home hero and the bottom navigation', () => {
    const texts = [
      tr.common.siteName,
      tr.common.demoBanner,
      tr.common.demoBadge,
      tr.header.login,
      tr.header.register,
      tr.home.heroTitle,
      tr.home.heroText,
      tr.home.heroCta,
      tr.home.heroCtaLoggedIn,
      tr.nav.home,
      tr.nav.slot,
      tr.nav.live,
      tr.nav.promotions,
      tr.nav.menu,
    ];
    for (const text of texts) expect(page, text).toContain(text);
  });

  it('knows the standalone pages of the route table (they get the centred logo, not the header bar)', () => {
    const listed = /var standalone = \[([^\]]*)\]/.exec(shellScript)?.[1] ?? '';
    const shellPaths = [...listed.matchAll(/'([^']+)'/g)].map((match) => match[1]).sort();
    const standalonePaths = ROUTE_TABLE.filter((route) => route.layout === 'standalone')
      .map((route) => route.path)
      .sort();
    expect(shellPaths).toEqual(standalonePaths);
  });

  it('reads the same storage keys as the app', () => {
    for (const key of [STORAGE_KEYS.userMode, STORAGE_KEYS.userSession, STORAGE_KEYS.userLang]) {
      expect(shellScript).toContain(`localStorage.getItem('${key}')`);
    }
  });

  it("has two inline scripts, the shell's and the app install's, so the server allows exactly two hashes", () => {
    expect(indexHtml.match(/<script>/g)).toHaveLength(2);
    expect(indexHtml).toContain("navigator.serviceWorker.register('/sw.js'");
  });

  it("gives the update offer (public/sw-update.js) in the app's language, read from the same key", () => {
    expect(updateOffer).toContain(`localStorage.getItem('${STORAGE_KEYS.userLang}') === 'en'`);
  });
});
