import { describe, expect, it } from 'vitest';
import { ageOn, isSixDigitCode, isStrongPassword, normaliseBirthDate, normalisePhone } from './account-rules.js';

describe('account rules', () => {
  it('normalises a masked Turkish mobile number', () => {
    expect(normalisePhone('(532) 123 - 4567')).toBe('5321234567');
    expect(normalisePhone('5321234567')).toBe('5321234567');
    expect(normalisePhone('(212) 123 - 4567')).toBeNull();
    expect(normalisePhone('532123456')).toBeNull();
  });

  it('accepts real dates in either separator and refuses impossible ones', () => {
    expect(normaliseBirthDate('1990/04/23')).toBe('1990-04-23');
    expect(normaliseBirthDate('2000-02-29')).toBe('2000-02-29');
    expect(normaliseBirthDate('1900-02-29')).toBeNull();
    expect(normaliseBirthDate('23.04.1990')).toBeNull();
  });

  it('counts whole years up to the birthday', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(ageOn('2008-11-22', now)).toBe(18);
    expect(ageOn('2008-11-23', now)).toBe(17);
    expect(ageOn('2008-12-01', now)).toBe(17);
  });

  it('wants 8 characters with a letter and a digit, not holding the username', () => {
    expect(isStrongPassword('Gizli2024')).toBe(true);
    expect(isStrongPassword('şifreğü12')).toBe(true);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('ayse1990x', 'Ayse1990')).toBe(false);
  });

  it('limits the password to 128 characters', () => {
    expect(isStrongPassword(`${'x'.repeat(127)}1`)).toBe(true);
    expect(isStrongPassword(`${'x'.repeat(128)}1`)).toBe(false);
  });

  it('accepts exactly six digits as an authenticator code', () => {
    expect(isSixDigitCode('123456')).toBe(true);
    for (const code of ['12345', '1234567', '12345a', ' 123456', '']) expect(isSixDigitCode(code)).toBe(false);
  });
});
