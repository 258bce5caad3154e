import { LIMITS } from './limits.js';

/**
 * Removes markup from a text and cuts it to `maxLength` characters
 * (200 by default, section 5), ending with an ellipsis when cut.
 */
export function stripMarkup(text: string, maxLength: number = LIMITS.stripMarkupDefaultLength): string {
  const plain = text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= maxLength) return plain;
  return `${plain.slice(0, Math.max(0, maxLength - 1)).trimEnd()}…`;
}

/**
 * C0 control characters, DEL and C1. No field of the contract is multi-line, so none is allowed
 * in any input: PostgreSQL refuses a NUL in text (an error 500 instead of an answer), SQLite
 * stores it as is, and the others hide text from the people reading it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** Turkish-aware lower case: 'I' becomes 'ı' and 'İ' becomes 'i'. */
export function turkishLower(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}

/** Turkish-aware upper case: 'i' becomes 'İ' and 'ı' becomes 'I'. */
export function turkishUpper(text: string): string {
  return text.toLocaleUpperCase('tr-TR');
}

/** Case-insensitive Turkish search: "IŞIK" finds "ışık", "istanbul" finds "İSTANBUL". */
export function turkishIncludes(haystack: string, needle: string): boolean {
  return turkishLower(haystack).includes(turkishLower(needle.trim()));
}

/**
 * The form in which game names are stored and searched (`games.search_name`). Turkish lower case
 * first (so 'I' and 'İ' lower correctly), then every i-letter becomes 'i' and every other
 * diacritic goes: 'İSTANBUL', 'Istanbul', 'ıstanbul' and 'istanbul' fold alike, and 'Çılgın'
 * is found by 'cilgin' typed on a keyboard without Turkish letters. Runs of spaces become one.
 */
export function foldForSearch(text: string): string {
  return turkishLower(text).replace(/ı/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/** A LIKE pattern that finds `needle` anywhere, its % and _ (and the escape itself) taken literally. */
export function containsPattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Turkish alphabetical order as a plain string that sorts by code point: each Turkish letter
 * becomes its base letter followed by `{` (just above `z`), so `ç` comes after every `c…` word and
 * before `d`, `ğ` after `g`, `ö` after `o`, `ş` after `s`, `ü` after `u`, and the dotless `ı` comes
 * as `h{` (after `h`, before `i`). Case does not count (I is ı, İ is i); â î û sort as a i u.
 * The server orders paged lists in SQL with the same mapping (db/turkish-order.ts), so a key made
 * here and a row ordered there agree.
 */
export const TURKISH_SORT_LETTERS: ReadonlyArray<readonly [string, string]> = [
  ['ç', 'c{'],
  ['ğ', 'g{'],
  ['ı', 'h{'],
  ['ö', 'o{'],
  ['ş', 's{'],
  ['ü', 'u{'],
  ['â', 'a'],
  ['î', 'i'],
  ['û', 'u'],
];

export function turkishSortKey(text: string): string {
  let key = turkishLower(text);
  for (const [letter, replacement] of TURKISH_SORT_LETTERS) key = key.replaceAll(letter, replacement);
  return key;
}

/** Compares two names in Turkish alphabetical order (then as written, so the order is total). */
export function turkishCompare(a: string, b: string): number {
  const left = turkishSortKey(a);
  const right = turkishSortKey(b);
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
