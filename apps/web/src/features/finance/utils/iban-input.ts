import { normaliseIban } from '@bnw/contract/constants';

/** A Turkish IBAN: TR, 2 check digits, 22 digits. */
export const IBAN_LENGTH = 26;
/** Shown with a space after every 4 characters: 26 characters and 6 spaces. */
export const IBAN_INPUT_MAX_LENGTH = IBAN_LENGTH + 6;

/** Letters and digits of what was typed, upper case, at most 26; a number typed without 'TR' gets it. */
export function ibanCharacters(text: string): string {
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const withCountry = /^\d/.test(compact) ? `TR${compact}` : compact;
  return withCountry.slice(0, IBAN_LENGTH);
}

/** 'tr330006100519786457841326' -> 'TR33 0006 1005 1978 6457 8413 26', also for half-typed text. */
export function formatIbanInput(text: string): string {
  return ibanCharacters(text).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Where the caret goes after reformatting: after the same number of letters and digits as
 * before it in the typed text, so that editing in the middle does not jump to the end.
 */
export function caretAfterFormat(typed: string, caret: number, formatted: string): number {
  const before = typed.slice(0, caret);
  let wanted = before.replace(/[^A-Za-z0-9]/g, '').length;
  // A leading 'TR' added for a typed number counts as typed.
  if (/^[\s]*\d/.test(typed) && formatted.startsWith('TR')) wanted += 2;
  if (wanted === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (formatted[index] !== ' ') seen += 1;
    if (seen === wanted) return index + 1;
  }
  return formatted.length;
}

export type IbanState = 'empty' | 'incomplete' | 'invalid' | 'valid';

/**
 * Live state of the field: `invalid` as soon as it can no longer become a Turkish IBAN
 * (not TR, a letter among the digits, or 26 characters whose mod-97 check fails).
 */
export function ibanState(text: string): IbanState {
  const iban = ibanCharacters(text);
  if (iban === '') return 'empty';
  const shapeSoFar = /^(T|TR\d{0,24})$/.test(iban);
  if (!shapeSoFar) return 'invalid';
  if (iban.length < IBAN_LENGTH) return 'incomplete';
  return normaliseIban(iban) ? 'valid' : 'invalid';
}
