import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { STORAGE_KEYS } from '@/lib/storage';
import { initialAppState, useAppStore } from './app-store';

const reset = () => useAppStore.setState(initialAppState());

describe('app store', () => {
  beforeEach(reset);

  it('starts logged out with the balance shown', () => {
    const state = useAppStore.getState();
    expect(state.isLoggedIn).toBe(false);
    expect(state.showBalance).toBe(true);
    expect(state.language).toBe('tr');
    expect(state.themeMode).toBe('light');
  });

  it('initAuth logs in from a stored profile with a uid and a stored session', () => {
    localStorage.setItem(STORAGE_KEYS.userSession, JSON.stringify({ uid: 'u1', sid: 's1' }));
    localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ uid: 'u1', username: 'ayşe' }));
    useAppStore.getState().initAuth();
    const state = useAppStore.getState();
    expect(state.isLoggedIn).toBe(true);
    expect(state.user).toEqual({ uid: 'u1', sid: 's1' });
    expect(state.userProfile).toMatchObject({ uid: 'u1', username: 'ayşe' });
  });

  it('initAuth clears a profile without uid, keeping the auth record', () => {
    localStorage.setItem(STORAGE_KEYS.userSession, JSON.stringify({ uid: 'u1', sid: 's1' }));
    localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ username: 'x' }));
    localStorage.setItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: 's1' }));
    useAppStore.getState().initAuth();
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userSession)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userProfile)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userAuth)).not.toBeNull();
  });

  it('initAuth needs the session too', () => {
    localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ uid: 'u1' }));
    useAppStore.getState().initAuth();
    expect(useAppStore.getState().isLoggedIn).toBe(false);
  });

  it('clearSession drops session and profile, and the auth record on request', () => {
    localStorage.setItem(STORAGE_KEYS.userSession, '{"uid":"u1","sid":"s1"}');
    localStorage.setItem(STORAGE_KEYS.userProfile, '{"uid":"u1"}');
    localStorage.setItem(STORAGE_KEYS.userAuth, '{"sid":"s1"}');
    useAppStore.getState().initAuth();
    useAppStore.getState().clearSession();
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userAuth)).not.toBeNull();
    useAppStore.getState().clearSession({ removeAuth: true });
    expect(localStorage.getItem(STORAGE_KEYS.userAuth)).toBeNull();
  });

  it("stores the balance toggle as '1' / '0'", () => {
    useAppStore.getState().toggleShowBalance();
    expect(useAppStore.getState().showBalance).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.showBalance)).toBe('0');
    useAppStore.getState().toggleShowBalance();
    expect(localStorage.getItem(STORAGE_KEYS.showBalance)).toBe('1');
    localStorage.setItem(STORAGE_KEYS.showBalance, '0');
    expect(initialAppState().showBalance).toBe(false);
  });

  it('persists and applies the theme', () => {
    useAppStore.getState().setThemeMode('dark');
    expect(localStorage.getItem(STORAGE_KEYS.userMode)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(initialAppState().themeMode).toBe('dark');
  });

  it('persists the language, sets <html lang> and switches the texts', async () => {
    useAppStore.getState().setLanguage('en');
    expect(localStorage.getItem(STORAGE_KEYS.userLang)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(i18n.t('nav.home')).toBe('Home');
    useAppStore.getState().setLanguage('tr');
    await vi.waitFor(() => expect(i18n.t('nav.home')).toBe('Ana Sayfa'));
  });

  it('initAuth answers what the stored login amounts to', () => {
    expect(useAppStore.getState().initAuth()).toBe('none');
    localStorage.setItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: 'enc:k:s', uid: 'enc:k:u' }));
    expect(useAppStore.getState().initAuth()).toBe('credentials');
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    localStorage.setItem(STORAGE_KEYS.userSession, JSON.stringify({ uid: 'enc:k:u', sid: 'enc:k:s' }));
    localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ uid: 'u1', ga_enabled: true }));
    expect(useAppStore.getState().initAuth()).toBe('loggedIn');
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, otpStatus: true });
  });

  it('initAuth treats a stored login past its expiry as logged out and clears it all', () => {
    const now = 1_000_000;
    localStorage.setItem(STORAGE_KEYS.userSession, JSON.stringify({ uid: 'u1', sid: 's1', expiresAt: now }));
    localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ uid: 'u1' }));
    localStorage.setItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: 's1', expiresAt: now }));
    expect(useAppStore.getState().initAuth(now - 1)).toBe('loggedIn');
    expect(useAppStore.getState().initAuth(now)).toBe('expired');
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    for (const key of [STORAGE_KEYS.userSession, STORAGE_KEYS.userProfile, STORAGE_KEYS.userAuth])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps the maintenance detail', () => {
    useAppStore.getState().setMaintenanceDetail({ maintenance: true, message: 'Saat 14.00’te bitecek.' });
    expect(useAppStore.getState().maintenanceDetail?.message).toBe('Saat 14.00’te bitecek.');
  });
});
