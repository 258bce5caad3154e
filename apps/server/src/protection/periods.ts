import { type ProtectionPeriod, turkishMidnight, turkishWallClock } from '@bnw/contract';

const DAY_MS = 86_400_000;

export interface Window {
  /** The window's first instant (a Turkish midnight), as stored times are written (toISOString). */
  start: string;
  /** The next window's first instant: when the period resets. */
  end: string;
}

/**
 * The window of a limit's period that holds `at`: the Turkish calendar day, the week from Monday,
 * or the calendar month, each from its Turkish midnight. Pure, so tests can walk the boundaries.
 */
export function windowOf(period: ProtectionPeriod, at: Date): Window {
  // The Turkish wall clock, read with the UTC getters.
  const local = turkishWallClock(at);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const toUtc = turkishMidnight;
  if (period === 'day') return { start: toUtc(year, month, day), end: toUtc(year, month, day + 1) };
  if (period === 'week') {
    // getUTCDay: Sunday 0 ... Saturday 6; days since Monday.
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    return { start: toUtc(year, month, day - sinceMonday), end: toUtc(year, month, day - sinceMonday + 7) };
  }
  return { start: toUtc(year, month, 1), end: toUtc(year, month + 1, 1) };
}

/** The instant `hours` after `from`. */
export function hoursAfter(from: Date, hours: number): string {
  return new Date(from.getTime() + hours * 3_600_000).toISOString();
}

/** The instant `days` after `from`. */
export function daysAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString();
}

/** The instant `months` calendar months after `from` (a 31st lands on the month's last day). */
export function monthsAfter(from: Date, months: number): string {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
}
