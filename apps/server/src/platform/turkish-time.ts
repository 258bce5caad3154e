/**
 * The site's calendar: Türkiye keeps UTC+3 all year (no summer time since 2016), so its days need
 * no time-zone database. Every "day" a player picks (history filters, limits) is a Turkish day.
 */
export const TURKEY_UTC_OFFSET = '+03:00';
const TURKEY_UTC_OFFSET_HOURS = 3;

/**
 * The UTC instant at which a Turkish calendar day 'YYYY-MM-DD' (plus `daysLater`) begins, in the
 * form every time is stored in (`Date#toISOString`), so that the strings compare in time order.
 */
export function turkishDayStart(isoDate: string, daysLater = 0): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + daysLater, -TURKEY_UTC_OFFSET_HOURS)).toISOString();
}

/** An instant as a player in Türkiye reads it in a message: '24.11.2026 14:00' (both languages). */
export function turkishInstant(iso: string): string {
  const local = new Date(new Date(iso).getTime() + TURKEY_UTC_OFFSET_HOURS * 3_600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
  );
}
