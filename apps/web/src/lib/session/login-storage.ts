import type { LoginData, Profile } from '@bnw/contract';
import { UNKNOWN_IP_PLACEHOLDER } from '@bnw/contract/constants';
import { type ApiClient, api } from '@/lib/api-client';
import type { KeyValueStorage } from '@/lib/storage';
import { useAppStore } from '@/stores/app-store';
import { type AuthSessionDeps, toStoredProfile } from './refresh';
import { type SessionKey, type SubtleLike, defaultSubtle, sealValues } from './session-crypto';
import {
  STORED_LOGIN_LIFETIME_MS,
  type StoredProfile,
  readStoredAuth,
  readStoredSession,
  storedLoginExpiresAt,
  writeStoredAuth,
  writeStoredProfile,
  writeStoredSession,
} from './stored-session';

/**
 * What a login stores (sections 3 and 4): the auth record, then the session and the profile,
 * uid and sid encrypted with the server's public key. Used by the login page only.
 */
export interface LoginStorageDeps extends AuthSessionDeps {
  subtle?: SubtleLike | null;
}

function defaults(
  deps: Partial<LoginStorageDeps>,
): Required<Omit<LoginStorageDeps, 'storage'>> & { storage?: KeyValueStorage | null } {
  return {
    api: deps.api ?? api,
    subtle: deps.subtle === undefined ? defaultSubtle() : deps.subtle,
    now: deps.now ?? Date.now,
    ...(deps.storage !== undefined ? { storage: deps.storage } : {}),
  };
}

/** Section 4: a second step is needed when the login's authenticator secret is longer than 10 characters. */
export function needsSecondStep(login: Pick<LoginData, 'gasecret'>): boolean {
  return login.gasecret.length > 10;
}

/** The server's public key, fetched once per page (a failed fetch is tried again next time). */
let sessionKey: Promise<SessionKey> | null = null;

function fetchSessionKey(client: ApiClient): Promise<SessionKey> {
  sessionKey ??= client.request('system.get_session_key', {}).catch((error: unknown) => {
    sessionKey = null;
    throw error;
  });
  return sessionKey;
}

/** Tests start each case without the cached key. */
export function forgetSessionKey(): void {
  sessionKey = null;
}

/**
 * First part of storing a login: only `bnwUserAuth` {sid, uip, uid}, uid and sid encrypted,
 * with the expiry 3600 s from now. A login waiting for its six-digit code stops here: the
 * API client then sends this sid (section 7's user part without a session).
 */
export async function storeAuthRecord(login: LoginData, deps: Partial<LoginStorageDeps> = {}): Promise<void> {
  const { api: client, subtle, now, storage } = defaults(deps);
  const key = await fetchSessionKey(client);
  const [sid = '', uid = ''] = await sealValues([login.sid, login.uid], key, subtle);
  writeStoredAuth({ sid, uid, uip: login.uip || UNKNOWN_IP_PLACEHOLDER }, now() + STORED_LOGIN_LIFETIME_MS, storage);
}

/**
 * Stores the session of a login whose auth record is stored (`storeAuthRecord`):
 * `bnwUserSession` {uid, sid, uip, gmt, lang} from the auth record's encrypted values, then
 * `bnwUserProfile` from `user.get_user_profile`, then the app's state. Throws (after
 * clearing what it stored) when the profile cannot be read.
 */
export async function storeSession(login: LoginData, deps: Partial<LoginStorageDeps> = {}): Promise<StoredProfile> {
  const { api: client, storage, now } = defaults(deps);
  const auth = readStoredAuth(storage);
  if (!auth?.sid || !auth.uid) throw new Error('storeSession needs the auth record of the login');
  const expiresAt = storedLoginExpiresAt(storage) ?? now() + STORED_LOGIN_LIFETIME_MS;
  writeStoredSession(
    { uid: auth.uid, sid: auth.sid, uip: auth.uip ?? UNKNOWN_IP_PLACEHOLDER, gmt: login.gtm, lang: login.language },
    expiresAt,
    storage,
  );
  let profile: Profile;
  try {
    profile = await client.request('user.get_user_profile', {});
  } catch (error) {
    useAppStore.getState().clearSession({ removeAuth: true });
    throw error;
  }
  const stored = toStoredProfile(profile);
  writeStoredProfile(stored, storage);
  const user = readStoredSession(storage);
  if (!user) throw new Error('the session could not be stored');
  useAppStore.getState().setLoggedIn({ user, userProfile: stored, otpStatus: login.gasecret !== '' });
  return stored;
}

/** Both parts at once: a login without a second step. */
export async function storeLogin(login: LoginData, deps: Partial<LoginStorageDeps> = {}): Promise<StoredProfile> {
  await storeAuthRecord(login, deps);
  return storeSession(login, deps);
}
