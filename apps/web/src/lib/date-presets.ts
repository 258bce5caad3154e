import { turkishWallClock } from '@bnw/contract/constants';

/**
 * Date range presets of section 9, in Turkish calendar days. Türkiye keeps UTC+3 all year (no
 * summer time since 2016), so a day there starts at 21:00 UTC of the day before whatever the
 * phone's own time zone is; the server reads `startDate`/`endDate` the same way.
 */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'last90Days',
  'last180Days',
  'last12Months',
  'last2Years',
  'thisMonth',
  'lastMonth',
  'allTimes',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** `YYYY-MM-DD` Turkish days, both ends included; none for "all times". */
export interface DateRange {
  startDate?: string;
  endDate?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day held as UTC midnight: arithmetic only, never shown. */
type Day = Date;

/** The Turkish calendar day at the instant `now`. */
export function turkishDay(now: Date): Day {
  const shifted = turkishWallClock(now);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

export function addDays(day: Day, days: number): Day {
  return new Date(day.getTime() + days * DAY_MS);
}

/** Same day of month `months` later (or earlier), the month's last day when it is shorter (31 Mar − 1 month = 28/29 Feb). */
export function addMonths(day: Day, months: number): Day {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)));
}

export function isoDay(day: Day): string {
  return day.toISOString().slice(0, 10);
}

function firstOfMonth(day: Day, monthsLater = 0): Day {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + monthsLater, 1));
}

/**
 * The days a preset covers. "Last N days" and "last N months" are windows of exactly that
 * length ending today: Son 7 gün is today and the 6 days before it; Son 12 ay starts the day
 * after the same date a year ago.
 */
export function dateRangeFor(preset: DatePreset, now: Date = new Date()): DateRange {
  const today = turkishDay(now);
  const window = (start: Day): DateRange => ({ startDate: isoDay(start), endDate: isoDay(today) });
  switch (preset) {
    case 'today':
      return window(today);
    case 'yesterday': {
      const yesterday = isoDay(addDays(today, -1));
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7Days':
      return window(addDays(today, -6));
    case 'last30Days':
      return window(addDays(today, -29));
    case 'last90Days':
      return window(addDays(today, -89));
    case 'last180Days':
      return window(addDays(today, -179));
    case 'last12Months':
      return window(addDays(addMonths(today, -12), 1));
    case 'last2Years':
      return window(addDays(addMonths(today, -24), 1));
    case 'thisMonth':
      return window(firstOfMonth(today));
    case 'lastMonth':
      return { startDate: isoDay(firstOfMonth(today, -1)), endDate: isoDay(addDays(firstOfMonth(today), -1)) };
    case 'allTimes':
      return {};
  }
}

/** The Turkish day `days` before today, as `YYYY-MM-DD` (the notifications list starts 90 days back). */
export function turkishDaysAgo(days: number, now: Date = new Date()): string {
  return isoDay(addDays(turkishDay(now), -days));
}

export function isDatePreset(value: string | null): value is DatePreset {
  return value !== null && (DATE_PRESETS as readonly string[]).includes(value);
}
