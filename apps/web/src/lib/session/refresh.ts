import type { LoginData, Profile } from '@bnw/contract';
import { UNKNOWN_IP_PLACEHOLDER } from '@bnw/contract/constants';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n';
import { useAppStore } from '@/stores/app-store';
import { type ApiClient, api } from './api-client';
import { navigateTo } from './navigation';
import { queryClient } from './query-client';
import { type Notifier, notify } from './notify';
import {
  STORED_LOGIN_LIFETIME_MS,
  type StoredProfile,
  readStoredAuth,
  readStoredSession,
  storedLoginExpiresAt,
  writeStoredProfile,
  writeStoredSession,
} from './session';
import type { KeyValueStorage } from './storage';

/**
 * The life of a login in the browser (sections 3 and 4): the session refresh and the logout
 * (app start, header, drawer). What a login stores is in login-storage.ts, which only the
 * login page needs (it carries the encryption).
 */

/** Section 4: a second step is needed when the login's authenticator secret is longer than 10 characters. */
export function needsSecondStep(login: Pick<LoginData, 'gasecret'>): boolean {
  return login.gasecret.length > 10;
}

/**
 * `bnwUserProfile`: what the header and the guard need, with the uid. The full profile
 * (e-mail, phone, birth date) is fetched by the pages that show it and not kept in storage.
 */
export function toStoredProfile(profile: Profile): StoredProfile {
  const { uid, username, first_name, last_name, language, rid, ga_enabled } = profile;
  return { uid, username, first_name, last_name, language, rid, ga_enabled };
}

export interface AuthSessionDeps {
  api: ApiClient;
  storage?: KeyValueStorage | null;
  now?: () => number;
}

/**
 * The session refresh of section 4 (app start with stored credentials only, and after some
 * failed logins): `user.get_user_profile` with what is stored. Success: the profile is stored
 * again and, when only the auth record was stored, the session is rebuilt from it. A refusal
 * clears everything local (the API client has already cleared what its codes ask; a login
 * still waiting for its code answers "enter the code", which ends it too). A lost connection
 * changes nothing. Answers whether the player is logged in now.
 */
export async function refreshSession(deps: Partial<AuthSessionDeps> = {}): Promise<boolean> {
  const client = deps.api ?? api;
  const storage = deps.storage;
  const now = deps.now ?? Date.now;
  const session = readStoredSession(storage);
  const auth = readStoredAuth(storage);
  if (!session?.sid && !auth?.sid) return false;
  let answer;
  useAppStore.getState().setSessionRefreshing(true);
  try {
    answer = await client.call('user.get_user_profile', {}, { silent: true });
  } catch {
    return useAppStore.getState().isLoggedIn;
  } finally {
    useAppStore.getState().setSessionRefreshing(false);
  }
  if (!answer.result) {
    useAppStore.getState().clearSession({ removeAuth: true });
    return false;
  }
  const profile = toStoredProfile(answer.data);
  if (!session?.sid && auth?.sid) {
    const expiresAt = storedLoginExpiresAt(storage) ?? now() + STORED_LOGIN_LIFETIME_MS;
    writeStoredSession(
      {
        uid: auth.uid ?? profile.uid,
        sid: auth.sid,
        uip: auth.uip ?? UNKNOWN_IP_PLACEHOLDER,
        gmt: null,
        lang: String(profile.language),
      },
      expiresAt,
      storage,
    );
  }
  writeStoredProfile(profile, storage);
  const user = readStoredSession(storage);
  if (!user) return false;
  useAppStore.getState().setLoggedIn({ user, userProfile: profile, otpStatus: profile.ga_enabled === true });
  return true;
}

export interface LogoutDeps {
  api?: ApiClient;
  notifier?: Notifier;
  navigate?: (to: string) => void;
}

/**
 * Logout (section 4): `user.logout`, then the local session, profile and auth record are
 * removed whatever the answer (a no-permission answer, an expired session or a lost
 * connection must not keep a player logged in on this phone), the app goes to / and says so.
 */
export async function logout(deps: LogoutDeps = {}): Promise<void> {
  const client = deps.api ?? api;
  let message: string | null = null;
  try {
    const answer = await client.call('user.logout', {}, { silent: true });
    if (answer.result) message = answer.message;
  } catch {
    // Logged out locally all the same.
  }
  useAppStore.getState().clearSession({ removeAuth: true });
  // The account pages' data of this player is not kept for whoever uses the phone next.
  queryClient.removeQueries({ queryKey: ['account'] });
  (deps.navigate ?? navigateTo)(paths.home.getHref());
  (deps.notifier ?? notify).positive(message ?? i18n.t('header.loggedOut'));
}
