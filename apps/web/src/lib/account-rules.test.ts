import * as contract from '@bnw/contract';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, USERNAME_PATTERN, ageOn, isSixDigitCode, isStrongPassword, isoDate, normalisePhone } from './account-rules';

describe('account rules, in step with the server (packages/contract)', () => {
  it('has the same username and e-mail patterns', () => {
    expect(USERNAME_PATTERN.source).toBe(contract.USERNAME_PATTERN.source);
    expect(EMAIL_PATTERN.source).toBe(contract.EMAIL_PATTERN.source);
  });

  it.each([
    ['Guvenli2024', ''],
    ['kisa1', ''],
    ['sadeceharf', ''],
    ['12345678', ''],
    ['ayse2024xx', 'ayse'],
    ['AYŞE2024xx', 'ayşe'],
    ['Şifreİyi2024', 'ab'],
    ['x'.repeat(127) + '1', ''],
    ['x'.repeat(128) + '1', ''],
  ])('judges the password %s (username %s) as the server does', (password, username) => {
    expect(isStrongPassword(password, username)).toBe(contract.isStrongPassword(password, username));
  });

  it.each(['5321234567', '(532) 123 - 4567', '(532) 123 - 45 67', '4321234567', '532123456', '05321234567', ''])(
    'normalises the phone %s as the server does',
    (input) => {
      expect(normalisePhone(input)).toBe(contract.normalisePhone(input));
    },
  );

  it('makes real calendar dates only', () => {
    expect(isoDate(1990, 3, 5)).toBe('1990-03-05');
    expect(isoDate(2000, 2, 29)).toBe('2000-02-29');
    expect(isoDate(2001, 2, 29)).toBeNull();
    expect(isoDate(1990, 13, 1)).toBeNull();
    expect(isoDate(Number.NaN, 1, 1)).toBeNull();
    expect(contract.normaliseBirthDate(isoDate(1990, 3, 5) ?? '')).toBe('1990-03-05');
  });

  it('counts age as the server does', () => {
    const now = new Date('2025-03-05T10:00:00Z');
    for (const birth of ['2007-03-05', '2007-03-06', '1990-12-31', '2000-02-29']) {
      expect(ageOn(birth, now)).toBe(contract.ageOn(birth, now));
    }
    expect(ageOn('2007-03-05', now)).toBe(18);
    expect(ageOn('2007-03-06', now)).toBe(17);
  });

  it('accepts exactly six digits as an authenticator code', () => {
    expect(isSixDigitCode('123456')).toBe(true);
    for (const code of ['12345', '1234567', '12345a', ' 123456', '']) expect(isSixDigitCode(code)).toBe(false);
  });
});
