import type { Language } from '@bnw/contract/constants';
import { create } from 'zustand';
import { changeLanguage } from '@/i18n';
import { applyLanguage, readLanguage, saveLanguage } from '@/lib/language';
import {
  type StoredProfile,
  type StoredSession,
  clearStoredSession,
  isStoredLoginExpired,
  readStoredAuth,
  readStoredProfile,
  readStoredSession,
} from '@/lib/session/stored-session';
import { STORAGE_KEYS, readItem, writeItem } from '@/lib/storage';
import { type ThemeMode, applyTheme, readTheme, saveTheme } from '@/lib/theme';

/** What `maintenance.check_status` told us last; the maintenance screen shows the operator's note. */
export interface MaintenanceDetail {
  maintenance: boolean;
  message: string | null;
}

/**
 * Player protection's arrival prompt (a deposit limit offer, the limits' review) as the layout
 * decided it: the operator's pop-up waits while it is undecided or showing, so a signed-in
 * player never gets the two at once, and the protection prompt comes first.
 */
export type ArrivalPrompt = 'undecided' | 'showing' | 'clear';

/** What the stored login amounts to at app start (section 4). */
export type StoredLoginState =
  /** A stored profile with a uid and a stored session: logged in. */
  | 'loggedIn'
  /** Only stored credentials (the auth record): a session refresh decides. */
  | 'credentials'
  /** A stored login past its expiry: everything was cleared. */
  | 'expired'
  /** Nothing usable: everything was cleared. */
  | 'none';

/**
 * Client state of section 3 that this issue uses. Server data (licences, information pages,
 * later sliders, promotions, popups...) lives in TanStack Query's cache, not here; the
 * remaining fields of section 3 (settings, domainInfo, userInfo, ...) arrive with the issues
 * that read them.
 */
export interface AppState {
  /** `bnwUserSession` as stored; null when logged out. */
  user: StoredSession | null;
  /** `bnwUserProfile` as stored; null when logged out. */
  userProfile: StoredProfile | null;
  /** Section 4: a session is active when the profile holds a uid (and a session is stored). */
  isLoggedIn: boolean;
  maintenanceDetail: MaintenanceDetail | null;
  /** Balance display toggle, default true, stored as '1' / '0'. */
  showBalance: boolean;
  language: Language;
  themeMode: ThemeMode;
  /** The one-time-code flag: set when the login answered with an authenticator secret (default false). */
  otpStatus: boolean;
  /** True while the session refresh of stored credentials runs (pages wait instead of asking for a login). */
  sessionRefreshing: boolean;
  arrivalPrompt: ArrivalPrompt;

  /**
   * App start: logged in from a stored profile with a uid and a stored session; an auth record
   * alone is kept for the session refresh; otherwise (or when the stored login has expired)
   * all is cleared.
   */
  initAuth(nowMs?: number): StoredLoginState;
  /** After a login (or a session refresh) stored the session and the profile. */
  setLoggedIn(login: { user: StoredSession; userProfile: StoredProfile; otpStatus?: boolean }): void;
  /** A fresher profile (account settings, a refresh); storage is written by the caller. */
  setUserProfile(profile: StoredProfile): void;
  setOtpStatus(on: boolean): void;
  setSessionRefreshing(running: boolean): void;
  /** Drops the local session (section 4's clearing rules); `removeAuth` also drops the auth record. */
  clearSession(options?: { removeAuth?: boolean }): void;
  setShowBalance(show: boolean): void;
  toggleShowBalance(): void;
  setLanguage(lang: Language): void;
  setThemeMode(mode: ThemeMode): void;
  setMaintenanceDetail(detail: MaintenanceDetail | null): void;
  setArrivalPrompt(state: ArrivalPrompt): void;
}

export function readShowBalance(): boolean {
  return readItem(STORAGE_KEYS.showBalance) !== '0';
}

/** Fields as read from storage; also used by tests to reset the store. */
export function initialAppState(): Pick<
  AppState,
  | 'user'
  | 'userProfile'
  | 'isLoggedIn'
  | 'maintenanceDetail'
  | 'showBalance'
  | 'language'
  | 'themeMode'
  | 'otpStatus'
  | 'sessionRefreshing'
  | 'arrivalPrompt'
> {
  return {
    user: null,
    userProfile: null,
    isLoggedIn: false,
    otpStatus: false,
    sessionRefreshing: false,
    arrivalPrompt: 'undecided',
    maintenanceDetail: null,
    showBalance: readShowBalance(),
    language: readLanguage(),
    themeMode: readTheme(),
  };
}

export const useAppStore = create<AppState>()((set, get) => ({
  ...initialAppState(),

  initAuth(nowMs = Date.now()) {
    if (isStoredLoginExpired(nowMs)) {
      // The session and the auth record share one sid: both are dead.
      get().clearSession({ removeAuth: true });
      return 'expired';
    }
    const profile = readStoredProfile();
    const session = readStoredSession();
    if (profile && session) {
      set({ user: session, userProfile: profile, isLoggedIn: true, otpStatus: profile.ga_enabled === true });
      return 'loggedIn';
    }
    // Keep the auth record: it is the credential the session refresh uses.
    clearStoredSession({ removeAuth: false });
    set({ user: null, userProfile: null, isLoggedIn: false, otpStatus: false });
    return readStoredAuth()?.sid ? 'credentials' : 'none';
  },

  setLoggedIn({ user, userProfile, otpStatus }) {
    set({ user, userProfile, isLoggedIn: true, otpStatus: otpStatus ?? get().otpStatus });
  },

  setUserProfile(profile) {
    set({ userProfile: profile });
  },

  setOtpStatus(on) {
    set({ otpStatus: on });
  },

  setSessionRefreshing(running) {
    set({ sessionRefreshing: running });
  },

  clearSession(options = {}) {
    clearStoredSession({ removeAuth: options.removeAuth ?? false });
    set({ user: null, userProfile: null, isLoggedIn: false, otpStatus: false });
  },

  setShowBalance(show) {
    writeItem(STORAGE_KEYS.showBalance, show ? '1' : '0');
    set({ showBalance: show });
  },

  toggleShowBalance() {
    get().setShowBalance(!get().showBalance);
  },

  setLanguage(lang) {
    saveLanguage(lang);
    applyLanguage(lang);
    set({ language: lang });
    changeLanguage(lang).catch((error: unknown) => console.error('Language could not be loaded', error));
  },

  setThemeMode(mode) {
    saveTheme(mode);
    applyTheme(mode);
    set({ themeMode: mode });
  },

  setMaintenanceDetail(detail) {
    set({ maintenanceDetail: detail });
  },
  setArrivalPrompt(arrivalPrompt) {
    if (get().arrivalPrompt !== arrivalPrompt) set({ arrivalPrompt });
  },
}));
