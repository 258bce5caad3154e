import { MESSAGES } from '@bnw/contract/constants';
import * as contract from '@bnw/contract';
import { describe, expect, it } from 'vitest';
import { i18n, loadAccountTexts } from '@/i18n';
import {
  EMPTY_REGISTER_VALUES,
  type RegisterValues,
  birthYears,
  fieldOfServerCode,
  isoDate,
  validateRegistration,
} from './register-form';

const NOW = new Date('2025-06-15T12:00:00Z');
const GOOD: RegisterValues = {
  username: 'ayse_1990',
  email: 'ayse@example.com',
  password: 'Guvenli2024',
  password_confirm: 'Guvenli2024',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  birthDay: '5',
  birthMonth: '3',
  birthYear: '1990',
  phone: '(532) 123 - 4567',
  country: 'TR',
  accept_terms: true,
};

describe('registration form validation', () => {
  it('starts with Türkiye and nothing accepted', () => {
    expect(EMPTY_REGISTER_VALUES.country).toBe('TR');
    expect(EMPTY_REGISTER_VALUES.accept_terms).toBe(false);
  });

  it('builds the payload the server accepts: YYYY-MM-DD, ten-digit phone', () => {
    const { errors, payload } = validateRegistration(GOOD, NOW);
    expect(errors).toEqual({});
    expect(payload).toEqual({
      username: 'ayse_1990',
      email: 'ayse@example.com',
      password: 'Guvenli2024',
      password_confirm: 'Guvenli2024',
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      birth_date: '1990-03-05',
      phone: '5321234567',
      country: 'TR',
      accept_terms: true,
    });
    const parsed = contract.registerInput.safeParse({ ...payload, Lang: 'tr' });
    expect(parsed.success).toBe(true);
  });

  it('refuses every field with the server rule', () => {
    const { errors, payload } = validateRegistration(
      {
        ...EMPTY_REGISTER_VALUES,
        username: 'a!',
        email: 'x@y',
        password: 'kisa',
        first_name: 'A',
        country: 'ZZ',
        phone: '(432) 1',
      },
      NOW,
    );
    expect(payload).toBeNull();
    expect(errors).toEqual({
      username: 'usernameInvalid',
      email: 'emailInvalid',
      password: 'passwordWeak',
      first_name: 'nameInvalid',
      last_name: 'nameInvalid',
      birth_date: 'birthDateInvalid',
      phone: 'phoneInvalid',
      country: 'countryInvalid',
      accept_terms: 'termsNotAccepted',
    });
  });

  it('refuses different passwords, a password with the username, an impossible date and the under-aged', () => {
    expect(validateRegistration({ ...GOOD, password_confirm: 'Guvenli2025' }, NOW).errors).toEqual({
      password_confirm: 'passwordMismatch',
    });
    expect(
      validateRegistration({ ...GOOD, password: 'ayse_19901', password_confirm: 'ayse_19901' }, NOW).errors,
    ).toEqual({ password: 'passwordWeak' });
    expect(validateRegistration({ ...GOOD, birthDay: '31', birthMonth: '2' }, NOW).errors).toEqual({
      birth_date: 'birthDateInvalid',
    });
    expect(validateRegistration({ ...GOOD, birthDay: '16', birthMonth: '6', birthYear: '2007' }, NOW).errors).toEqual({
      birth_date: 'underAge',
    });
    expect(validateRegistration({ ...GOOD, birthDay: '15', birthMonth: '6', birthYear: '2007' }, NOW).errors).toEqual(
      {},
    );
  });

  it('uses the texts of the server messages', async () => {
    await loadAccountTexts();
    await i18n.loadLanguages('en');
    for (const key of [
      'usernameInvalid',
      'emailInvalid',
      'passwordWeak',
      'passwordMismatch',
      'nameInvalid',
      'birthDateInvalid',
      'underAge',
      'phoneInvalid',
      'countryInvalid',
      'termsNotAccepted',
      'tokenInvalid',
      'samePassword',
    ] as const) {
      expect(i18n.t(`errors.${key}`, { ns: 'account' })).toBe(MESSAGES[key].tr);
      expect(i18n.getFixedT('en', 'account')(`errors.${key}`)).toBe(MESSAGES[key].en);
    }
  });

  it('puts a refusal of the server under its field by code', () => {
    expect(fieldOfServerCode(MESSAGES.usernameTaken.code)).toBe('username');
    expect(fieldOfServerCode(MESSAGES.usernameInvalid.code)).toBe('username');
    expect(fieldOfServerCode(MESSAGES.emailTaken.code)).toBe('email');
    expect(fieldOfServerCode(MESSAGES.emailInvalid.code)).toBe('email');
    expect(fieldOfServerCode(MESSAGES.passwordWeak.code)).toBe('password');
    expect(fieldOfServerCode(MESSAGES.passwordMismatch.code)).toBe('password_confirm');
    expect(fieldOfServerCode(MESSAGES.phoneInvalid.code)).toBe('phone');
    expect(fieldOfServerCode(MESSAGES.birthDateInvalid.code)).toBe('birth_date');
    expect(fieldOfServerCode(MESSAGES.underAge.code)).toBe('birth_date');
    expect(fieldOfServerCode(MESSAGES.countryInvalid.code)).toBe('country');
    expect(fieldOfServerCode(MESSAGES.termsNotAccepted.code)).toBe('accept_terms');
    expect(fieldOfServerCode(MESSAGES.nameInvalid.code)).toBe('first_name');
    expect(fieldOfServerCode(MESSAGES.tooManyAttempts.code)).toBeNull();
  });

  it('offers birth years from 18 years ago, a hundred of them', () => {
    const years = birthYears(NOW);
    expect(years[0]).toBe(2007);
    expect(years).toHaveLength(100);
  });
});

describe('isoDate', () => {
  it('makes real calendar dates only, in the form the server accepts', () => {
    expect(isoDate(1990, 3, 5)).toBe('1990-03-05');
    expect(isoDate(2000, 2, 29)).toBe('2000-02-29');
    expect(isoDate(2001, 2, 29)).toBeNull();
    expect(isoDate(1990, 13, 1)).toBeNull();
    expect(isoDate(Number.NaN, 1, 1)).toBeNull();
    expect(contract.normaliseBirthDate(isoDate(1990, 3, 5) ?? '')).toBe('1990-03-05');
  });
});
