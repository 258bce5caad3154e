import { COUNTRIES } from '@bnw/contract/constants';
import { dateLocale } from '@/lib/format';
import { applyMask } from '@/lib/masks';

const HIDDEN = '•••';

/** 'ayse.yilmaz@example.com' -> 'ay•••@example.com': enough to recognise, not to copy. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return HIDDEN;
  const local = email.slice(0, at);
  const keep = local.length <= 3 ? 1 : 2;
  return `${local.slice(0, keep)}${HIDDEN}${email.slice(at)}`;
}

/** '5321234567' -> '(532) ••• •• 67'. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return HIDDEN;
  return `(${digits.slice(0, 3)}) ••• •• ${digits.slice(8)}`;
}

/** '5321234567' -> '(532) 123 - 4567' (the form's mask). */
export function formatPhoneDigits(phone: string): string {
  return applyMask(phone.replace(/\D/g, '').slice(0, 10), '(###) ### - ####');
}

/** 'TR' -> 'Türkiye'; an unknown code as it is. */
export function countryLabel(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.label ?? code;
}

function toDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A birth date 'YYYY-MM-DD' as '5 Mart 1990' (calendar date, no time zone shift). */
export function formatBirthDate(value: string, language: string): string {
  const date = toDate(`${value}T00:00:00Z`);
  return date
    ? new Intl.DateTimeFormat(dateLocale(language), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date)
    : value;
}

/** A moment as '22 Kasım 2025 13:05' in the player's language and time zone. */
export function formatMoment(value: string, language: string): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(dateLocale(language), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(date)
    : value;
}

/** The authenticator secret in groups of four, easier to type: 'JBSW Y3DP EHPK 3PXP'. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
