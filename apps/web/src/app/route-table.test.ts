import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table';

const byPath = new Map(ROUTE_TABLE.map((route) => [route.path, route]));

describe('route table (section 2)', () => {
  it.each([
    '/',
    '/home',
    '/notifications',
    '/promotions',
    '/slot',
    '/slot/category/:categoryID',
    '/slot/provider/:providerID',
    '/live',
    '/live/category/:categoryID',
    '/live/provider/:providerID',
    '/tombala',
    '/tombala/:roomID',
    '/bet-on-games',
    '/high-earnings',
    '/tournaments',
    '/social-media',
    '/about-us',
    '/faq',
    '/general-rules',
    '/privacy-policy',
    '/financials-information',
    '/bet-rules',
    '/casino-rules',
    '/tickets',
    '/responsible-gaming',
  ])('%s is public, in the main layout, with the maintenance check', (path) => {
    expect(byPath.get(path)).toMatchObject({ layout: 'main', flags: { checkMaintenance: true, requiresAuth: false } });
  });

  it.each([
    '/profile',
    '/account-settings',
    '/bonus-usage',
    '/account-security',
    '/google-auth',
    '/account-favorites',
    '/favorite-slot-games',
    '/favorite-live-casino',
    '/account-history',
    '/game-history',
    '/bet-history',
    '/finance-history',
    '/bonus-history',
    '/payment-actions',
    '/banking/new/:type',
    '/play/:type/:id',
    '/play/:type/:id/:extra',
    '/play/:type/:id/:gamingType/:providerName',
    '/play/live/:tableID',
  ])('%s needs a login', (path) => {
    expect(byPath.get(path)?.flags).toEqual({ checkMaintenance: true, requiresAuth: true });
  });

  it.each(['/login', '/forgot-password', '/account_reset', '/register', '/register-account-confirm'])(
    '%s is standalone without login',
    (path) => {
      expect(byPath.get(path)).toMatchObject({ layout: 'standalone', flags: { requiresAuth: false } });
    },
  );

  it('keeps /login and /register for visitors only (hardening 24)', () => {
    const guestOnly = ROUTE_TABLE.filter((route) => route.flags.guestOnly).map((route) => route.path);
    expect(guestOnly).toEqual(['/login', '/register']);
  });

  it('exempts the two maintenance pages from the maintenance redirect', () => {
    expect(byPath.get('/maintenance')).toMatchObject({
      id: 'siteUnderMaintenance',
      layout: 'standalone',
      flags: { checkMaintenance: false },
    });
    expect(byPath.get('/maintenance-control')?.flags.checkMaintenance).toBe(false);
  });

  it('ends with the not-found page, flagged for maintenance', () => {
    expect(ROUTE_TABLE.at(-1)).toMatchObject({ path: '*', layout: 'main', flags: { checkMaintenance: true } });
  });

  it('has unique ids and paths', () => {
    expect(new Set(ROUTE_TABLE.map((route) => route.id)).size).toBe(ROUTE_TABLE.length);
    expect(byPath.size).toBe(ROUTE_TABLE.length);
  });

  it('loads a component for every route', async () => {
    for (const route of ROUTE_TABLE) expect(typeof (await route.load())).toBe('function');
  });
});
