import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { turkishDayStart } from '../../platform/turkish-time.js';

/**
 * A report's days are Turkish calendar days (Europe/Istanbul: UTC+3 all year since 2016, the
 * site's calendar, platform/turkish-time.ts). A period 'from'..'to' (both included) is the stored
 * times from the first day's Turkish midnight to the midnight after the last day.
 */
export interface Period {
  from: string;
  to: string;
  /** The first instant in the period and the first after it, as stored (ISO UTC text). */
  startsAt: string;
  endsAt: string;
}

export function periodOf(from: string, to: string): Period {
  return { from, to, startsAt: turkishDayStart(from), endsAt: turkishDayStart(to, 1) };
}

/** Every day of the period in order, 'YYYY-MM-DD'. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  const last = Date.parse(`${period.to}T00:00:00Z`);
  for (let at = Date.parse(`${period.from}T00:00:00Z`); at <= last; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The Turkish day of a stored time column, in SQL, so that the database groups by it: stored
 * times are ISO UTC text; three hours on gives the Turkish wall clock.
 */
export function turkishDayOf(dialect: DialectName, column: string): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(cast(${sql.ref(column)} as timestamp) + interval '3 hours', 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, '+3 hours')`;
}
