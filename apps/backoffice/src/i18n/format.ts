import { type Language, formatTry } from '@bnw/contract/constants';

/** 123456 kuruş -> '₺1.234,56' (in both languages: the operator's currency and its usual writing). */
export function formatMoney(amountKurus: number): string {
  return formatTry(amountKurus);
}

const dateTimeFormatters = new Map<Language, Intl.DateTimeFormat>();

/** An ISO time as a Turkish date and time (English: the same clock, English month names), Istanbul time. */
export function formatDateTime(iso: string | null | undefined, language: Language = 'tr'): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let formatter = dateTimeFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    });
    dateTimeFormatters.set(language, formatter);
  }
  return formatter.format(date);
}

/** Lira typed by staff ("1.234,56" or "1234.56") -> kuruş, or null when it is not an amount. */
export function liraToKurus(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(trimmed)) return null;
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  const kurus = Math.round(Number(normalised) * 100);
  return Number.isSafeInteger(kurus) ? kurus : null;
}
