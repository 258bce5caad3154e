import { paths } from '@/config/paths';
import { type KeyValueStorage, STORAGE_KEYS, readItem, removeItem, writeItem } from '@/lib/storage';

/** Where the player is: what `returnUrl` holds is the full path, hash included. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export function fullPath(location: PageLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Stores the full path to come back to after the next login (section 3's `returnUrl`). */
export function storeReturnUrl(path: string, storage?: KeyValueStorage | null): void {
  writeItem(STORAGE_KEYS.returnUrl, path, storage);
}

/** The stored return address as it is (the guard decides with it). */
export function readStoredReturnUrl(storage?: KeyValueStorage | null): string | null {
  return readItem(STORAGE_KEYS.returnUrl, storage);
}

export function forgetReturnUrl(storage?: KeyValueStorage | null): void {
  removeItem(STORAGE_KEYS.returnUrl, storage);
}

/**
 * Where to go after a login (section 2): the stored return address, or / when there is none or
 * when it contains the word "profile"; the stored address is removed either way. Only a path
 * of this site is followed ('/x', never '//host' or 'https://…'): the value comes from storage,
 * which another tab or an old version may have written.
 */
export function returnUrlAfterLogin(stored: string | null): string {
  const home = paths.home.getHref();
  if (stored === null || stored === '') return home;
  if (!stored.startsWith('/') || stored.startsWith('//') || stored.startsWith('/\\')) return home;
  if (stored.includes('profile')) return home;
  return stored;
}

/** Reads and removes `returnUrl`, answering where to go. */
export function takeReturnUrl(storage?: KeyValueStorage | null): string {
  const target = returnUrlAfterLogin(readStoredReturnUrl(storage));
  forgetReturnUrl(storage);
  return target;
}
