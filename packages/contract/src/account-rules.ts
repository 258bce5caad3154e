/**
 * The account rules, one copy for both sides: the server's schemas (methods/user.ts) enforce
 * them, and the player site's forms check them before sending (through `./constants`, without
 * zod). The server has the last word.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,20}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const NAME_PATTERN = /^\p{L}[\p{L} '-]{1,49}$/u;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_AGE_YEARS = 18;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const SIX_DIGIT_CODE_PATTERN = /^\d{6}$/;

/** Letters, digits, at least 8, and not the username: the rule the form shows too. */
export function isStrongPassword(password: string, username = ''): boolean {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return false;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return false;
  const name = username.trim().toLocaleLowerCase('tr-TR');
  return name.length < 3 || !password.toLocaleLowerCase('tr-TR').includes(name);
}

/** '(532) 123 - 45 67' or '5321234567' -> '5321234567'; null when it is not a Turkish mobile number. */
export function normalisePhone(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '');
  return /^5\d{9}$/.test(digits) ? digits : null;
}

/** No date of the site lies before this year: no player was born, no transaction made before it. */
export const MIN_DATE_YEAR = 1900;

/** 'YYYY-MM-DD' naming a day that exists (no 2024-02-31, no 2024-13-45, no 0000-00-00). */
function isRealDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // not Date.UTC, which reads the years 0-99 as 1900-1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A real calendar date 'YYYY-MM-DD' from 1900 on: what every date field of the contract takes. */
export function isCalendarDate(value: string): boolean {
  return isRealDate(value) && Number(value.slice(0, 4)) >= MIN_DATE_YEAR;
}

/** A real calendar date in YYYY-MM-DD (the form's yyyy/mm/dd is accepted too). */
export function normaliseBirthDate(input: string): string | null {
  const value = input.replaceAll('/', '-');
  return isRealDate(value) ? value : null;
}

/** Whole years between a birth date 'YYYY-MM-DD' and `now` (UTC calendar). */
export function ageOn(birthDate: string, now: Date): number {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** An authenticator code (section 5): exactly six digits. */
export function isSixDigitCode(value: string): boolean {
  return SIX_DIGIT_CODE_PATTERN.test(value);
}
