import { type Language, formatTry } from '@bnw/contract/constants';

/** 123456 kuruş -> '₺1.234,56' (in both languages: the operator's currency and its usual writing). */
export function formatMoney(amountKurus: number): string {
  return formatTry(amountKurus);
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormatter(language: Language, dateStyle: 'medium' | 'short'): Intl.DateTimeFormat {
  const key = `${language}:${dateStyle}`;
  let formatter = dateTimeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
      dateStyle,
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    });
    dateTimeFormatters.set(key, formatter);
  }
  return formatter;
}

function formatIso(iso: string | null | undefined, language: Language, dateStyle: 'medium' | 'short'): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormatter(language, dateStyle).format(date);
}

/** An ISO time as a Turkish date and time ('26 Kas 2026 14:05'; English month names in English), Istanbul time. */
export function formatDateTime(iso: string | null | undefined, language: Language = 'tr'): string {
  return formatIso(iso, language, 'medium');
}

/** The same in a table's narrow column: '26.11.2026 14:05'. */
export function formatShortDateTime(iso: string | null | undefined, language: Language = 'tr'): string {
  return formatIso(iso, language, 'short');
}

/** Lira typed by staff ("1.234,56" or "1234.56") -> kuruş, or null when it is not an amount. */
export function liraToKurus(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(trimmed)) return null;
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  const kurus = Math.round(Number(normalised) * 100);
  return Number.isSafeInteger(kurus) ? kurus : null;
}
