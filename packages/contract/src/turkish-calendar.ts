/**
 * The site's calendar and clock, for the server, the player site and the back office alike.
 * Türkiye keeps UTC+3 all year (no summer time since 2016), so its days and wall clock are
 * arithmetic, with no time-zone database; formatting with Intl names the zone instead.
 * Every "day" a player or the operator picks (history filters, limits, reports) is a Turkish day.
 */
export const TURKEY_TIME_ZONE = 'Europe/Istanbul';
export const TURKEY_UTC_OFFSET = '+03:00';
export const TURKEY_OFFSET_MS = 3 * 3_600_000;

/** The Turkish wall clock at an instant, as a Date to be read with its UTC getters. */
export function turkishWallClock(at: Date | number): Date {
  return new Date(new Date(at).getTime() + TURKEY_OFFSET_MS);
}

/** The Turkish calendar day 'YYYY-MM-DD' of an instant. */
export function turkishDateOf(at: Date | number): string {
  return turkishWallClock(at).toISOString().slice(0, 10);
}

/**
 * The UTC instant of the Turkish midnight that starts a wall-clock date (month from 0; a day or
 * month past its end rolls over, as Date.UTC does), in the stored form (`toISOString`).
 */
export function turkishMidnight(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month, day) - TURKEY_OFFSET_MS).toISOString();
}

/**
 * The UTC instant at which a Turkish calendar day 'YYYY-MM-DD' (plus `daysLater`) begins, in the
 * form every time is stored in, so that the strings compare in time order.
 */
export function turkishDayStart(isoDate: string, daysLater = 0): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return turkishMidnight(year, month - 1, day + daysLater);
}
