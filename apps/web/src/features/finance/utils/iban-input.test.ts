import { formatIban, turkishIban } from '@bnw/contract/constants';
import { describe, expect, it } from 'vitest';
import { caretAfterFormat, formatIbanInput, ibanCharacters, ibanState } from './iban-input';

const ZIRAAT = turkishIban('0001000000000012345678');

describe('IBAN field', () => {
  it('groups by four while typing, upper case, at most 26 characters', () => {
    expect(formatIbanInput('tr33')).toBe('TR33');
    expect(formatIbanInput('tr330')).toBe('TR33 0');
    expect(formatIbanInput('TR33 0006 1005 1978 6457 8413 26')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIbanInput('TR330006100519786457841326999')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIbanInput('tr-33.0006/1005')).toBe('TR33 0006 1005');
    expect(formatIbanInput(ZIRAAT)).toBe(formatIban(ZIRAAT));
  });

  it('adds TR in front of a number', () => {
    expect(ibanCharacters('33 0006')).toBe('TR330006');
  });

  it('keeps the caret where the player was typing', () => {
    // Typing '9' after 'TR33 0' in the middle of 'TR33 0006 1005'.
    const typed = 'TR33 09006 1005';
    const formatted = formatIbanInput(typed);
    expect(formatted).toBe('TR33 0900 6100 5');
    expect(caretAfterFormat(typed, 7, formatted)).toBe(7);
    // At the end, after a new group starts, the caret skips the space.
    expect(caretAfterFormat('TR330', 5, 'TR33 0')).toBe(6);
    expect(caretAfterFormat('', 0, '')).toBe(0);
    expect(caretAfterFormat('3', 1, 'TR3')).toBe(3);
  });

  it('validates live with the mod-97 check', () => {
    expect(ibanState('')).toBe('empty');
    expect(ibanState('T')).toBe('incomplete');
    expect(ibanState('TR33 0006')).toBe('incomplete');
    expect(ibanState(formatIban(ZIRAAT))).toBe('valid');
    expect(ibanState('TR340006100519786457841326')).toBe('invalid');
    expect(ibanState('TR330006100519786457841326')).toBe('valid');
    expect(ibanState('DE89 3704')).toBe('invalid');
    expect(ibanState('TR33 00A6')).toBe('invalid');
  });
});
