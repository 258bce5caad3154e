import {
  COUNTRIES,
  EMAIL_PATTERN,
  FIELD_MAX_LENGTH,
  MESSAGE_CODES,
  MIN_AGE_YEARS,
  NAME_PATTERN,
  USERNAME_PATTERN,
  ageOn,
  isStrongPassword,
  normalisePhone,
} from '@bnw/contract/constants';

/** What the registration form holds, as typed. */
export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
  first_name: string;
  last_name: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  /** Masked: '(532) 123 - 4567'. */
  phone: string;
  country: string;
  accept_terms: boolean;
}

export type RegisterField = Exclude<keyof RegisterValues, 'birthDay' | 'birthMonth' | 'birthYear'> | 'birth_date';

/** Keys under `errors.` of the account texts: the same rules and words as the server's messages. */
export type RegisterErrorKey =
  | 'usernameInvalid'
  | 'emailInvalid'
  | 'passwordWeak'
  | 'passwordMismatch'
  | 'nameInvalid'
  | 'birthDateInvalid'
  | 'underAge'
  | 'phoneInvalid'
  | 'countryInvalid'
  | 'termsNotAccepted';

/** What user.register receives (section 7; field names of the contract). */
export interface RegisterPayload {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD. */
  birth_date: string;
  /** Ten digits, 5XXXXXXXXX. */
  phone: string;
  country: string;
  accept_terms: true;
}

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  username: '',
  email: '',
  password: '',
  password_confirm: '',
  first_name: '',
  last_name: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  phone: '',
  country: COUNTRIES[0]?.code ?? 'TR',
  accept_terms: false,
};

const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code));

/** Checks the form with the server's rules; the payload only when nothing is refused. */
export function validateRegistration(
  values: RegisterValues,
  now: Date,
): { errors: Partial<Record<RegisterField, RegisterErrorKey>>; payload: RegisterPayload | null } {
  const errors: Partial<Record<RegisterField, RegisterErrorKey>> = {};
  const username = values.username.trim();
  const email = values.email.trim();
  const firstName = values.first_name.trim();
  const lastName = values.last_name.trim();
  if (!USERNAME_PATTERN.test(username)) errors.username = 'usernameInvalid';
  if (email.length > FIELD_MAX_LENGTH.email || !EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  if (!isStrongPassword(values.password, username)) errors.password = 'passwordWeak';
  else if (values.password !== values.password_confirm) errors.password_confirm = 'passwordMismatch';
  if (!NAME_PATTERN.test(firstName)) errors.first_name = 'nameInvalid';
  if (!NAME_PATTERN.test(lastName)) errors.last_name = 'nameInvalid';
  const birthDate = isoDate(Number(values.birthYear), Number(values.birthMonth), Number(values.birthDay));
  if (birthDate === null) errors.birth_date = 'birthDateInvalid';
  else if (ageOn(birthDate, now) < MIN_AGE_YEARS) errors.birth_date = 'underAge';
  const phone = normalisePhone(values.phone);
  if (phone === null) errors.phone = 'phoneInvalid';
  if (!COUNTRY_CODES.has(values.country)) errors.country = 'countryInvalid';
  if (!values.accept_terms) errors.accept_terms = 'termsNotAccepted';
  if (Object.keys(errors).length > 0 || birthDate === null || phone === null) return { errors, payload: null };
  return {
    errors,
    payload: {
      username,
      email,
      password: values.password,
      password_confirm: values.password_confirm,
      first_name: firstName,
      last_name: lastName,
      birth_date: birthDate,
      phone,
      country: values.country,
      accept_terms: true,
    },
  };
}

const FIELD_OF_CODE: Record<number, RegisterField> = {
  [MESSAGE_CODES.usernameInvalid]: 'username',
  [MESSAGE_CODES.usernameTaken]: 'username',
  [MESSAGE_CODES.emailInvalid]: 'email',
  [MESSAGE_CODES.emailTaken]: 'email',
  [MESSAGE_CODES.passwordWeak]: 'password',
  [MESSAGE_CODES.passwordMismatch]: 'password_confirm',
  [MESSAGE_CODES.phoneInvalid]: 'phone',
  [MESSAGE_CODES.birthDateInvalid]: 'birth_date',
  [MESSAGE_CODES.underAge]: 'birth_date',
  [MESSAGE_CODES.birthDateTooEarly]: 'birth_date',
  [MESSAGE_CODES.countryInvalid]: 'country',
  [MESSAGE_CODES.termsNotAccepted]: 'accept_terms',
  [MESSAGE_CODES.nameInvalid]: 'first_name',
};

/**
 * Which field a refusal of the server belongs to, by its code (the contract's catalogue), so
 * that its message shows under that field; null: above the form.
 */
export function fieldOfServerCode(code: number): RegisterField | null {
  return FIELD_OF_CODE[code] ?? null;
}

/** Birth years a player can pick: from 18 years ago back 100 years, newest first. */
export function birthYears(now: Date): number[] {
  const newest = now.getFullYear() - MIN_AGE_YEARS;
  return Array.from({ length: 100 }, (_unused, index) => newest - index);
}

/** Day, month (1-12), year -> 'YYYY-MM-DD' when it is a real calendar date, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (![year, month, day].every(Number.isInteger) || year < 1900 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
