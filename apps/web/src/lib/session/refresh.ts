import type { Profile } from '@bnw/contract';
import { UNKNOWN_IP_PLACEHOLDER } from '@bnw/contract/constants';
import { type ApiClient, api } from '@/lib/api-client';
import type { KeyValueStorage } from '@/lib/storage';
import { useAppStore } from '@/stores/app-store';
import {
  STORED_LOGIN_LIFETIME_MS,
  type StoredProfile,
  readStoredAuth,
  readStoredSession,
  storedLoginExpiresAt,
  writeStoredProfile,
  writeStoredSession,
} from './stored-session';

/**
 * `bnwUserProfile`: what the header and the guard need, with the uid. The full profile
 * (e-mail, phone, birth date) is fetched by the pages that show it and not kept in storage.
 */
export function toStoredProfile(profile: Profile): StoredProfile {
  const { uid, username, first_name, last_name, language, rid, ga_enabled } = profile;
  return { uid, username, first_name, last_name, language, rid, ga_enabled };
}

/** Writes `bnwUserProfile` and the app's state from a fresh profile (account pages, settings). */
export function rememberProfile(profile: Profile): void {
  const stored = toStoredProfile(profile);
  writeStoredProfile(stored);
  const state = useAppStore.getState();
  if (state.isLoggedIn) {
    state.setUserProfile(stored);
    state.setOtpStatus(profile.ga_enabled);
  }
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
