import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@bnw/contract/constants';
import { type KeyValueStorage, STORAGE_KEYS, readItem, writeItem } from './storage';

/**
 * `bnwUserLang` is used as the locale only if it is exactly 2 characters (section 4)
 * and one we have texts for; otherwise Turkish.
 */
export function languageFromStored(value: string | null): Language {
  if (value === null || value.length !== 2) return DEFAULT_LANGUAGE;
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
}

export function readLanguage(storage?: KeyValueStorage | null): Language {
  return languageFromStored(readItem(STORAGE_KEYS.userLang, storage));
}

export function saveLanguage(lang: Language, storage?: KeyValueStorage | null): void {
  writeItem(STORAGE_KEYS.userLang, lang, storage);
}

export function applyLanguage(lang: Language, root: HTMLElement = document.documentElement): void {
  root.lang = lang;
}
