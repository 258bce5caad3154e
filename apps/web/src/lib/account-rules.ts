/**
 * The account rules of the server (packages/contract/src/methods/user.ts), spelled again here
 * so that the forms can check before sending without importing the contract's zod schemas; a
 * unit test holds both in step. The server checks again and has the last word.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,20}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const NAME_PATTERN = /^\p{L}[\p{L} '-]{1,49}$/u;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_AGE_YEARS = 18;

/** Letters, digits, at least 8, and not the username. */
export function isStrongPassword(password: string, username = ''): boolean {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return false;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return false;
  const name = username.trim().toLocaleLowerCase('tr-TR');
  return name.length < 3 || !password.toLocaleLowerCase('tr-TR').includes(name);
}

/** '(532) 123 - 45 67' -> '5321234567'; null when it is not a Turkish mobile number. */
export function normalisePhone(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '');
  return /^5\d{9}$/.test(digits) ? digits : null;
}

/** Day, month (1-12), year -> 'YYYY-MM-DD' when it is a real calendar date, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (![year, month, day].every(Number.isInteger) || year < 1900 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole years between 'YYYY-MM-DD' and `now` (UTC calendar), as the server counts. */
export function ageOn(birthDate: string, now: Date): number {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A six-digit authenticator code (section 5): exactly 6 digits. */
export function isSixDigitCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}
