import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/lib/storage';
import { type GuardSnapshot, type RouteFlags, decideNavigation, readGuardSnapshot } from './navigation-guard';

const PUBLIC: RouteFlags = { checkMaintenance: true, requiresAuth: false };
const PRIVATE: RouteFlags = { checkMaintenance: true, requiresAuth: true };
const EXEMPT: RouteFlags = { checkMaintenance: false, requiresAuth: false };
const GUEST: RouteFlags = { checkMaintenance: true, requiresAuth: false, guestOnly: true };
const NOTHING: GuardSnapshot = { underMaintenance: false, hasStoredLogin: false, isLoggedIn: false, returnUrl: null };
const PLAYER: GuardSnapshot = { ...NOTHING, hasStoredLogin: true, isLoggedIn: true };
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('decideNavigation (section 4)', () => {
  it('lets public pages through', () => {
    expect(decideNavigation(at('/slot'), PUBLIC, NOTHING)).toEqual({ kind: 'continue' });
  });

  it('sends flagged routes to /maintenance while the flag is set', () => {
    const snapshot = { ...NOTHING, underMaintenance: true };
    expect(decideNavigation(at('/slot'), PUBLIC, snapshot)).toEqual({ kind: 'redirect', to: '/maintenance' });
    expect(decideNavigation(at('/profile'), PRIVATE, snapshot)).toEqual({ kind: 'redirect', to: '/maintenance' });
  });

  it('exempts /maintenance and /maintenance-control', () => {
    const snapshot = { ...NOTHING, underMaintenance: true };
    expect(decideNavigation(at('/maintenance'), EXEMPT, snapshot)).toEqual({ kind: 'continue' });
    expect(decideNavigation(at('/maintenance-control'), EXEMPT, snapshot)).toEqual({ kind: 'continue' });
  });

  it('checks maintenance before anything else', () => {
    const snapshot = { ...NOTHING, underMaintenance: true };
    expect(decideNavigation(at('/home'), PUBLIC, snapshot)).toEqual({ kind: 'redirect', to: '/maintenance' });
  });

  it('sends /home to / keeping search and hash', () => {
    expect(decideNavigation(at('/home'), PUBLIC, NOTHING)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation(at('/home', '?a=1', '#x'), PUBLIC, NOTHING)).toEqual({ kind: 'redirect', to: '/?a=1#x' });
  });

  it('sends login-required routes to /login with the full return path when nothing is stored', () => {
    expect(decideNavigation(at('/profile', '?x=1', '#top'), PRIVATE, NOTHING)).toEqual({
      kind: 'redirect',
      to: '/login',
      returnUrl: '/profile?x=1#top',
    });
  });

  it('lets login-required routes through with a stored session or auth record', () => {
    const snapshot = { ...NOTHING, hasStoredLogin: true };
    expect(decideNavigation(at('/profile'), PRIVATE, snapshot)).toEqual({ kind: 'continue' });
  });
});

describe('/login and /register for a logged-in player (hardening 24)', () => {
  it('sends the player where a login goes: the stored return address, followed once', () => {
    expect(decideNavigation(at('/login'), GUEST, { ...PLAYER, returnUrl: '/finance-history?gun=7' })).toEqual({
      kind: 'redirect',
      to: '/finance-history?gun=7',
      forgetReturnUrl: true,
    });
  });

  it('sends the player home without one, or when it names a profile page', () => {
    expect(decideNavigation(at('/register'), GUEST, PLAYER)).toMatchObject({ kind: 'redirect', to: '/' });
    expect(decideNavigation(at('/login'), GUEST, { ...PLAYER, returnUrl: '/profile' })).toMatchObject({ to: '/' });
  });

  it('lets visitors in, also with an auth record still waiting for its code', () => {
    expect(decideNavigation(at('/login'), GUEST, NOTHING)).toEqual({ kind: 'continue' });
    expect(decideNavigation(at('/login'), GUEST, { ...NOTHING, hasStoredLogin: true })).toEqual({ kind: 'continue' });
  });
});

describe('readGuardSnapshot', () => {
  it("reads the flag as the text 'true' only", () => {
    expect(readGuardSnapshot(createMemoryStorage({ siteUnderMaintenance: 'false' })).underMaintenance).toBe(false);
    expect(readGuardSnapshot(createMemoryStorage({ siteUnderMaintenance: 'true' })).underMaintenance).toBe(true);
  });

  it('counts a stored session or auth record, an empty value as absent', () => {
    expect(readGuardSnapshot(createMemoryStorage({ bnwUserSession: '' })).hasStoredLogin).toBe(false);
    expect(readGuardSnapshot(createMemoryStorage({ bnwUserSession: '{"sid":"s"}' })).hasStoredLogin).toBe(true);
    expect(readGuardSnapshot(createMemoryStorage({ bnwUserAuth: '{"sid":"s"}' })).hasStoredLogin).toBe(true);
  });
});
