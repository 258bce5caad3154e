import { type Language, TURKEY_TIME_ZONE, formatTry } from '@bnw/contract/constants';

/** 123456 kuruş -> '₺1.234,56' (in both languages: the operator's currency and its usual writing). */
export function formatMoney(amountKurus: number): string {
  return formatTry(amountKurus);
}

const liraTextFormatter = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Kuruş as the lira text a form shows and staff edit (liraToKurus reads it back): 150000 -> '1.500,00'. */
export function kurusToLiraText(kurus: number | null | undefined): string {
  if (kurus === null || kurus === undefined) return '';
  return liraTextFormatter.format(kurus / 100);
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormatter(language: Language, dateStyle: 'medium' | 'short'): Intl.DateTimeFormat {
  const key = `${language}:${dateStyle}`;
  let formatter = dateTimeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
      dateStyle,
      timeStyle: 'short',
      timeZone: TURKEY_TIME_ZONE,
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

/**
 * Lira typed by staff -> kuruş, or null when it is not an amount. Turkish writing first: "1.234,56"
 * and "1.234" (a dot groups thousands), "1234,5"; a lone dot with one or two decimals ("1234.56")
 * is read as a decimal point, as a keyboard's numeric pad types it. A typed ₺ and spaces are ignored.
 */
export function liraToKurus(text: string): number | null {
  const typed = text.trim().replace(/\s|₺/g, '');
  let normalised: string;
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(typed) || /^\d+(,\d{1,2})?$/.test(typed)) {
    normalised = typed.replace(/\./g, '').replace(',', '.');
  } else if (/^\d+\.\d{1,2}$/.test(typed)) {
    normalised = typed;
  } else {
    return null;
  }
  const kurus = Math.round(Number(normalised) * 100);
  return Number.isSafeInteger(kurus) ? kurus : null;
}
