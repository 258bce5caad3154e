import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { initialAppState, useAppStore } from '@/stores/app-store';
import { SESSION_NOTICE_ID, endSession } from './session-end';

const storeLogin = () => {
  localStorage.setItem(STORAGE_KEYS.userSession, JSON.stringify({ uid: 'u1', sid: 's1' }));
  localStorage.setItem(STORAGE_KEYS.userProfile, JSON.stringify({ uid: 'u1' }));
  localStorage.setItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: 's1' }));
};

function deps(path = '/finance-history?gun=7#liste') {
  return { notifier: { negative: vi.fn(), positive: vi.fn(), notification: vi.fn() }, currentPath: () => path };
}

describe('a session that ends without a logout (hardening 22)', () => {
  beforeEach(() => useAppStore.setState(initialAppState()));

  it('says so in Turkish and keeps the page as the return address', () => {
    storeLogin();
    useAppStore.getState().initAuth();
    const ended = deps();
    endSession({ removeAuth: false }, ended);
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userSession)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userAuth)).not.toBeNull();
    expect(ended.notifier.negative).toHaveBeenCalledWith('Oturumunuz sona erdi, lütfen yeniden giriş yapın.', {
      id: SESSION_NOTICE_ID,
    });
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/finance-history?gun=7#liste');
  });

  it('says nothing when no player was logged in (a refused login, a code step given up)', () => {
    localStorage.setItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: 's1' }));
    const ended = deps('/login');
    endSession({ removeAuth: true }, ended);
    expect(localStorage.getItem(STORAGE_KEYS.userAuth)).toBeNull();
    expect(ended.notifier.negative).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBeNull();
  });
});
