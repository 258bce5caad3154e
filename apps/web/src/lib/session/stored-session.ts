import { type KeyValueStorage, STORAGE_KEYS, hasItem, readJsonObject, removeItem, writeItem } from '@/lib/storage';

/** What the accounts issue stores in `bnwUserSession` (section 3): uid, sid, uip, gmt, lang. */
export interface StoredSession {
  uid?: string;
  sid?: string;
  uip?: string;
  gmt?: string | null;
  lang?: string;
}

/** `bnwUserProfile`: the player is logged in when it holds a uid. */
export interface StoredProfile {
  uid: string;
  [field: string]: unknown;
}

/** `bnwUserAuth`: sid, uip, uid. */
export interface StoredAuth {
  sid?: string;
  uip?: string;
  uid?: string;
}

const SESSION_FIELDS = ['uid', 'sid', 'uip', 'gmt', 'lang'] as const;

function stringOrNumber(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The stored session, keeping only its known fields with sane types (never sends garbage to the server). */
export function readStoredSession(storage?: KeyValueStorage | null): StoredSession | null {
  const raw = readJsonObject(STORAGE_KEYS.userSession, storage);
  if (!raw) return null;
  const session: StoredSession = {};
  for (const field of SESSION_FIELDS) {
    const value = raw[field];
    if (field === 'gmt' && value === null) session.gmt = null;
    else {
      const text = stringOrNumber(value);
      if (text !== undefined) session[field] = text;
    }
  }
  return session;
}

export function readStoredProfile(storage?: KeyValueStorage | null): StoredProfile | null {
  const raw = readJsonObject(STORAGE_KEYS.userProfile, storage);
  const uid = stringOrNumber(raw?.uid);
  return raw && uid ? { ...raw, uid } : null;
}

export function readStoredAuth(storage?: KeyValueStorage | null): StoredAuth | null {
  const raw = readJsonObject(STORAGE_KEYS.userAuth, storage);
  if (!raw) return null;
  const auth: StoredAuth = {};
  const sid = stringOrNumber(raw.sid);
  const uip = stringOrNumber(raw.uip);
  const uid = stringOrNumber(raw.uid);
  if (sid) auth.sid = sid;
  if (uip) auth.uip = uip;
  if (uid) auth.uid = uid;
  return auth;
}

/** Section 4's test for login-required routes: a stored session or auth record exists (whatever it holds). */
export function hasStoredLogin(storage?: KeyValueStorage | null): boolean {
  return hasItem(STORAGE_KEYS.userSession, storage) || hasItem(STORAGE_KEYS.userAuth, storage);
}

/** Removes the local session and profile, and the auth record too when asked (section 4). */
export function clearStoredSession(options: { removeAuth: boolean }, storage?: KeyValueStorage | null): void {
  removeItem(STORAGE_KEYS.userSession, storage);
  removeItem(STORAGE_KEYS.userProfile, storage);
  if (options.removeAuth) removeItem(STORAGE_KEYS.userAuth, storage);
}

/**
 * Section 4: a stored login expires 3600 s after login. The moment is kept as `expiresAt`
 * (epoch milliseconds) inside `bnwUserSession` and `bnwUserAuth`; it is never sent (the
 * user part takes only the session's known fields). A record without it never expires here
 * (the server still refuses a dead session, and the client then clears it).
 */
export const STORED_LOGIN_LIFETIME_MS = 3600 * 1000;

function expiresAtOf(raw: Record<string, unknown> | null): number | null {
  const value = raw?.expiresAt;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** When the stored login (session, or the auth record alone) stops being valid; null if unknown. */
export function storedLoginExpiresAt(storage?: KeyValueStorage | null): number | null {
  return (
    expiresAtOf(readJsonObject(STORAGE_KEYS.userSession, storage)) ??
    expiresAtOf(readJsonObject(STORAGE_KEYS.userAuth, storage))
  );
}

/** True when a stored session or auth record carries an expiry that has passed. */
export function isStoredLoginExpired(nowMs: number, storage?: KeyValueStorage | null): boolean {
  const expiresAt = storedLoginExpiresAt(storage);
  return expiresAt !== null && expiresAt <= nowMs;
}

/** `bnwUserAuth` as the login stores it: the (encrypted) sid and uid, the address, the expiry. */
export function writeStoredAuth(
  auth: { sid: string; uid: string; uip: string },
  expiresAt: number,
  storage?: KeyValueStorage | null,
): void {
  writeItem(STORAGE_KEYS.userAuth, JSON.stringify({ sid: auth.sid, uip: auth.uip, uid: auth.uid, expiresAt }), storage);
}

/** `bnwUserSession`: uid, sid (both encrypted), uip, gmt, lang, and the expiry. */
export function writeStoredSession(
  session: { uid: string; sid: string; uip: string; gmt: string | null; lang: string },
  expiresAt: number,
  storage?: KeyValueStorage | null,
): void {
  const { uid, sid, uip, gmt, lang } = session;
  writeItem(STORAGE_KEYS.userSession, JSON.stringify({ uid, sid, uip, gmt, lang, expiresAt }), storage);
}

export function writeStoredProfile(profile: StoredProfile, storage?: KeyValueStorage | null): void {
  writeItem(STORAGE_KEYS.userProfile, JSON.stringify(profile), storage);
}
