import { type Language, TURKEY_TIME_ZONE } from '@bnw/contract/constants';

/** Transactions and game rounds are shown in Türkiye's time, like the days the filters count in. */
const TIME_ZONE = TURKEY_TIME_ZONE;
const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB' };

const dateTimeFormatters = new Map<Language, Intl.DateTimeFormat>();
const dayFormatters = new Map<Language, Intl.DateTimeFormat>();

function dateTimeFormatter(lang: Language): Intl.DateTimeFormat {
  let formatter = dateTimeFormatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimeFormatters.set(lang, formatter);
  }
  return formatter;
}

function dayFormatter(lang: Language): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dayFormatters.set(lang, formatter);
  }
  return formatter;
}

/** '2025-11-22T07:05:00Z' -> '22 Kasım 2025 10:05' (Istanbul time); unreadable -> the text as it came. */
export function formatTransactionTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormatter(lang).format(date);
}

const clockFormatters = new Map<Language, Intl.DateTimeFormat>();

/** An instant as Istanbul's time of day: '14:05'. */
export function formatClockTime(atMs: number, lang: Language): string {
  let formatter = clockFormatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });
    clockFormatters.set(lang, formatter);
  }
  return formatter.format(new Date(atMs));
}

/** A calendar day 'YYYY-MM-DD' -> '22 Kasım 2025'. */
export function formatDay(isoDate: string, lang: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayFormatter(lang).format(date);
}
