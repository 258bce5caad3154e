import { describe, expect, it } from 'vitest';
import { formatIban, ibanBankCode, normaliseIban, turkishIban } from './payments.js';

describe('normaliseIban', () => {
  it('accepts a valid Turkish IBAN with or without spaces', () => {
    expect(normaliseIban('TR33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
    expect(normaliseIban('tr330006100519786457841326')).toBe('TR330006100519786457841326');
  });

  it('refuses a wrong check digit, a foreign or a short IBAN', () => {
    expect(normaliseIban('TR340006100519786457841326')).toBeNull();
    expect(normaliseIban('DE89370400440532013000')).toBeNull();
    expect(normaliseIban('TR33000610051978645784132')).toBeNull();
  });

  it('makes valid check digits for any account', () => {
    expect(turkishIban('0006100519786457841326')).toBe('TR330006100519786457841326');
    const made = turkishIban('0001000000000012345678');
    expect(normaliseIban(made)).toBe(made);
  });

  it('groups by four for display', () => {
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});

describe('ibanBankCode', () => {
  it('reads the bank code from characters 5 to 9 of a Turkish IBAN, spaced or not', () => {
    expect(ibanBankCode('TR33 0006 1005 1978 6457 8413 26')).toBe('00061');
    expect(ibanBankCode(turkishIban('0001000000000000000000042'.slice(0, 22)))).toBe('00010');
    expect(ibanBankCode('DE89370400440532013000')).toBeNull();
    expect(ibanBankCode('TR33 0006')).toBeNull();
  });
});
