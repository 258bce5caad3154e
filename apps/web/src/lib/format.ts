import { formatTry } from '@bnw/contract/constants';

/** Money at the display edge only: kuruş in, '₺1.234,56' out. */
export function formatMoney(amountKurus: number): string {
  return formatTry(amountKurus);
}

const dateFormatter = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormatter = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2025-11-22T10:00:00Z' -> '22 Kasım 2025'; unreadable input -> null. */
export function formatDateTr(value: string | Date): string | null {
  const date = toDate(value);
  return date ? dateFormatter.format(date) : null;
}

/** '2025-11-22T10:00:00Z' -> '22 Kasım 2025 13:00' (in the browser's time zone). */
export function formatDateTimeTr(value: string | Date): string | null {
  const date = toDate(value);
  return date ? dateTimeFormatter.format(date) : null;
}
