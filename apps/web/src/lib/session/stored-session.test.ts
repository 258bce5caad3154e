import { describe, expect, it } from 'vitest';
import {
  STORED_LOGIN_LIFETIME_MS,
  isStoredLoginExpired,
  readStoredAuth,
  readStoredSession,
  storedLoginExpiresAt,
  writeStoredAuth,
  writeStoredSession,
} from './stored-session';
import { STORAGE_KEYS, createMemoryStorage } from '@/lib/storage';

describe('stored login (sections 3 and 4)', () => {
  it('keeps the session fields and the expiry, and sends only the fields', () => {
    const storage = createMemoryStorage();
    writeStoredSession({ uid: 'enc:k:u', sid: 'enc:k:s', uip: '1.2.3.4', gmt: '+03:00', lang: 'tr' }, 5000, storage);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.userSession) ?? '')).toEqual({
      uid: 'enc:k:u',
      sid: 'enc:k:s',
      uip: '1.2.3.4',
      gmt: '+03:00',
      lang: 'tr',
      expiresAt: 5000,
    });
    expect(readStoredSession(storage)).toEqual({
      uid: 'enc:k:u',
      sid: 'enc:k:s',
      uip: '1.2.3.4',
      gmt: '+03:00',
      lang: 'tr',
    });
  });

  it('keeps the auth record as {sid, uip, uid}', () => {
    const storage = createMemoryStorage();
    writeStoredAuth({ sid: 'enc:k:s', uid: 'enc:k:u', uip: '{ip}' }, 9000, storage);
    expect(readStoredAuth(storage)).toEqual({ sid: 'enc:k:s', uid: 'enc:k:u', uip: '{ip}' });
    expect(storedLoginExpiresAt(storage)).toBe(9000);
  });

  it('expires 3600 s after login; a record without an expiry never expires locally', () => {
    expect(STORED_LOGIN_LIFETIME_MS).toBe(3_600_000);
    const storage = createMemoryStorage();
    expect(isStoredLoginExpired(Date.now(), storage)).toBe(false);
    writeStoredAuth({ sid: 's', uid: 'u', uip: '{ip}' }, 1000 + STORED_LOGIN_LIFETIME_MS, storage);
    expect(isStoredLoginExpired(1000 + STORED_LOGIN_LIFETIME_MS - 1, storage)).toBe(false);
    expect(isStoredLoginExpired(1000 + STORED_LOGIN_LIFETIME_MS, storage)).toBe(true);
    storage.setItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: 's' }));
    expect(isStoredLoginExpired(Number.MAX_SAFE_INTEGER, storage)).toBe(false);
  });

  it("prefers the session's expiry to the auth record's", () => {
    const storage = createMemoryStorage();
    writeStoredAuth({ sid: 's', uid: 'u', uip: '{ip}' }, 100, storage);
    writeStoredSession({ uid: 'u', sid: 's', uip: '{ip}', gmt: null, lang: 'tr' }, 200, storage);
    expect(storedLoginExpiresAt(storage)).toBe(200);
  });
});
