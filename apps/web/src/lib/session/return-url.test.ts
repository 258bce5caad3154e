import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, createMemoryStorage } from '@/lib/storage';
import { fullPath, returnUrlAfterLogin, storeReturnUrl, takeReturnUrl } from './return-url';

describe('the return address after a login (section 2)', () => {
  it('goes to the stored address, search and hash included', () => {
    expect(returnUrlAfterLogin('/account-security?x=1#ust')).toBe('/account-security?x=1#ust');
    expect(returnUrlAfterLogin('/play/slot/12')).toBe('/play/slot/12');
  });

  it('goes to / when nothing is stored', () => {
    expect(returnUrlAfterLogin(null)).toBe('/');
    expect(returnUrlAfterLogin('')).toBe('/');
  });

  it('goes to / when the address contains the word profile', () => {
    expect(returnUrlAfterLogin('/profile')).toBe('/');
    expect(returnUrlAfterLogin('/slot?from=profile')).toBe('/');
  });

  it('never leaves the site', () => {
    expect(returnUrlAfterLogin('https://kotu.example/')).toBe('/');
    expect(returnUrlAfterLogin('//kotu.example/x')).toBe('/');
    expect(returnUrlAfterLogin('/\\kotu.example')).toBe('/');
    expect(returnUrlAfterLogin('javascript:alert(1)')).toBe('/');
  });

  it('removes the stored address once read', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.returnUrl]: '/finance-history' });
    expect(takeReturnUrl(storage)).toBe('/finance-history');
    expect(storage.getItem(STORAGE_KEYS.returnUrl)).toBeNull();
    expect(takeReturnUrl(storage)).toBe('/');
  });

  it('remembers the full path of a page, hash included', () => {
    const storage = createMemoryStorage();
    storeReturnUrl(fullPath({ pathname: '/finance-history', search: '?sayfa=2', hash: '#liste' }), storage);
    expect(storage.getItem(STORAGE_KEYS.returnUrl)).toBe('/finance-history?sayfa=2#liste');
  });
});
