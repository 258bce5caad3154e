import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isCalendarDate,
  isSixDigitCode,
  isStrongPassword,
  normaliseBirthDate,
  normalisePhone,
} from './account-rules.js';
import { CONTRACT } from './methods/index.js';

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
    expect(normaliseBirthDate('0000-00-00')).toBeNull();
    expect(normaliseBirthDate('1850-06-15')).toBe('1850-06-15');
  });

  it('takes real calendar dates from 1900 on as dates', () => {
    for (const date of ['1900-01-01', '2024-02-29', '2024-12-31', '9999-12-31'])
      expect(isCalendarDate(date), date).toBe(true);
    const impossible = [
      '2024-13-45',
      '0000-00-00',
      '2024-02-31',
      '2023-02-29',
      '2024-04-31',
      '2024-00-10',
      '2024-01-00',
    ];
    for (const date of impossible) expect(isCalendarDate(date), date).toBe(false);
    for (const date of ['1899-12-31', '0001-01-01', '0099-01-01', '2024-1-5', '2024/01/05', ' 2024-01-05']) {
      expect(isCalendarDate(date), date).toBe(false);
    }
  });

  it("refuses a date filter that is not a calendar date with the field's message", () => {
    const input = CONTRACT['finance.list_transactions'].input;
    for (const startDate of ['2024-13-45', '0000-00-00', '2024-02-31', '1899-12-31', 'dün']) {
      const result = input.safeParse({ startDate });
      expect(result.error?.issues[0]?.message, startDate).toBe('dateInvalid');
    }
    expect(input.safeParse({ startDate: '2024-02-29', endDate: '2024-03-01' }).success).toBe(true);
  });

  it('refuses a birth date before 1900 with its own message, and an impossible one with the general one', () => {
    const birthDate = CONTRACT['user.register'].input.shape.birth_date;
    expect(birthDate.safeParse('1899-12-31').error?.issues[0]?.message).toBe('birthDateTooEarly');
    expect(birthDate.safeParse('2001-02-29').error?.issues[0]?.message).toBe('birthDateInvalid');
    expect(birthDate.safeParse('1990/04/23').data).toBe('1990-04-23');
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
