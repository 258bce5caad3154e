import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { initialAppState, useAppStore } from '@/stores/app-store';
import { watchSessionExpiry } from './expiry';

function storeLogin(expiresAt: number) {
  localStorage.setItem(STORAGE_KEYS.userSession, JSON.stringify({ uid: 'u1', sid: 's1', expiresAt }));
  localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ uid: 'u1' }));
  localStorage.setItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: 's1', expiresAt }));
}

describe('the stored login ends by itself after its hour (section 4)', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    useAppStore.setState(initialAppState());
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('logs out an idle page at the expiry and keeps the page to come back to', () => {
    window.history.replaceState(null, '', '/payment-actions?sekme=cek');
    storeLogin(Date.now() + 5_000);
    useAppStore.getState().initAuth();
    stop = watchSessionExpiry();
    vi.advanceTimersByTime(4_999);
    expect(useAppStore.getState().isLoggedIn).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userAuth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/payment-actions?sekme=cek');
  });

  it('schedules a login made later, and a logout cancels it', () => {
    stop = watchSessionExpiry();
    storeLogin(Date.now() + 5_000);
    useAppStore.getState().setLoggedIn({ user: { uid: 'u1', sid: 's1' }, userProfile: { uid: 'u1' } });
    useAppStore.getState().clearSession({ removeAuth: false });
    storeLogin(Date.now() + 5_000);
    vi.advanceTimersByTime(5_000);
    expect(localStorage.getItem(STORAGE_KEYS.userSession)).not.toBeNull();
    useAppStore.getState().setLoggedIn({ user: { uid: 'u1', sid: 's1' }, userProfile: { uid: 'u1' } });
    vi.advanceTimersByTime(0);
    expect(useAppStore.getState().isLoggedIn).toBe(false);
  });
});
