import { formatTry } from '@bnw/contract/constants';

/** Money at the display edge only: kuruş in, '₺1.234,56' out. */
export function formatMoney(amountKurus: number): string {
  return formatTry(amountKurus);
}

/**
 * The locale dates are written in for a site language (i18next's or the store's code); an
 * unknown one gets Turkish, the site's first language.
 */
export function dateLocale(language: string): string {
  return language === 'en' ? 'en-GB' : 'tr-TR';
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(language: string): Intl.DateTimeFormat {
  const locale = dateLocale(language);
  let formatter = dateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    dateFormatters.set(locale, formatter);
  }
  return formatter;
}

/** '2025-11-22T10:00:00Z' -> '22 Kasım 2025' (tr), '22 November 2025' (en); unreadable input -> null. */
export function formatDate(value: string | Date, language: string): string | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormatter(language).format(date);
}
