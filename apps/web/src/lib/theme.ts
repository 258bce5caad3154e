import { type KeyValueStorage, STORAGE_KEYS, readItem, writeItem } from './storage';

export type ThemeMode = 'light' | 'dark';

/**
 * `bnwUserMode` holds 'light' or 'dark'. Section 4 words the flag backwards; we implement what a
 * player expects: a stored 'dark' gives the dark theme, anything else (or nothing) the light one.
 */
export function themeFromStored(value: string | null): ThemeMode {
  return value === 'dark' ? 'dark' : 'light';
}

export function readTheme(storage?: KeyValueStorage | null): ThemeMode {
  return themeFromStored(readItem(STORAGE_KEYS.userMode, storage));
}

export function saveTheme(mode: ThemeMode, storage?: KeyValueStorage | null): void {
  writeItem(STORAGE_KEYS.userMode, mode, storage);
}

/** Puts the theme on <html> (Tailwind's `dark` class and the browser's colour scheme). */
export function applyTheme(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}
