import { describe, expect, it } from 'vitest';
import {
  countryLabel,
  formatBirthDate,
  formatMoment,
  formatPhoneDigits,
  groupSecret,
  maskEmail,
  maskPhone,
} from './display';

describe('account details on screen', () => {
  it('masks the e-mail address and the phone', () => {
    expect(maskEmail('ayse.yilmaz@example.com')).toBe('ay•••@example.com');
    expect(maskEmail('ali@example.com')).toBe('a•••@example.com');
    expect(maskEmail('bozuk')).toBe('•••');
    expect(maskPhone('5321234567')).toBe('(532) ••• •• 67');
    expect(maskPhone('123')).toBe('•••');
  });

  it('writes the phone with the form mask', () => {
    expect(formatPhoneDigits('5321234567')).toBe('(532) 123 - 4567');
  });

  it('names countries in Turkish', () => {
    expect(countryLabel('TR')).toBe('Türkiye');
    expect(countryLabel('DE')).toBe('Almanya');
    expect(countryLabel('QQ')).toBe('QQ');
  });

  it('writes dates with Turkish month names (English in English)', () => {
    expect(formatBirthDate('1990-03-05', 'tr')).toBe('5 Mart 1990');
    expect(formatBirthDate('1990-03-05', 'en')).toBe('5 March 1990');
    expect(formatMoment('2025-11-22T10:05:00Z', 'tr')).toMatch(/^22 Kasım 2025 \d{2}:05$/);
    expect(formatMoment('bozuk', 'tr')).toBe('bozuk');
  });

  it('groups the authenticator secret by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
