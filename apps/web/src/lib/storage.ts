/**
 * Local storage keys of the specification (section 3) plus `showBalance`, ours.
 * Every read and write goes through here so that a browser refusing storage
 * (private mode, quota) never breaks the site: reads answer null, writes are dropped.
 */
export const STORAGE_KEYS = {
  /** JSON of the user session: uid, sid, uip, gmt, lang. */
  userSession: 'bnwUserSession',
  /** JSON of the auth record: sid, uip, uid. */
  userAuth: 'bnwUserAuth',
  /** JSON of the user profile; the player is logged in when it holds a uid. */
  userProfile: 'bnwUserProfile',
  /** 'tr' or 'en'. */
  userLang: 'bnwUserLang',
  /** 'light' or 'dark'. */
  userMode: 'bnwUserMode',
  /**
   * '1' at every app start: this visit may show a pop-up; '0' once it has (features/content,
   * utils/popup-memory.ts).
   */
  modalStatus: 'modalStatus',
  /** 'true' while the site is under maintenance. */
  siteUnderMaintenance: 'siteUnderMaintenance',
  /** Full path (pathname + search + hash) a player wanted before being sent to /login. */
  returnUrl: 'returnUrl',
  /** Balance display toggle: '1' shown (default), '0' hidden. */
  showBalance: 'showBalance',
  /** Ours: JSON list of the pop-up IDs the player closed, so a closed pop-up never comes back. */
  closedPopups: 'closedPopups',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The part of the Web Storage API we use; tests pass a plain in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: StorageKey, storage: KeyValueStorage | null = defaultStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string, storage: KeyValueStorage | null = defaultStorage()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or refused: the preference lives for this page only.
  }
}

export function removeItem(key: StorageKey, storage: KeyValueStorage | null = defaultStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a storage that refuses writes holds nothing of ours.
  }
}

/** Parses a stored JSON object; anything else (missing, broken, an array, a string) is null. */
export function readJsonObject(
  key: StorageKey,
  storage: KeyValueStorage | null = defaultStorage(),
): Record<string, unknown> | null {
  const raw = readItem(key, storage);
  if (raw === null || raw === '') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** True when a key holds something (the guard's "exists" test). */
export function hasItem(key: StorageKey, storage: KeyValueStorage | null = defaultStorage()): boolean {
  const raw = readItem(key, storage);
  return raw !== null && raw !== '';
}

/** In-memory storage for tests and for browsers without localStorage. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}
