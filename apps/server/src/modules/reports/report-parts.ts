import type { ReportsDeps } from './deps.js';
import { type Period, daysOf, periodOf } from './turkish-days.js';

/**
 * Where a period's figures come from: its closed days (summed once into the report tables,
 * day-summaries.ts) and the runs of other days (today, a day not summed yet or reopened by a late
 * settlement), read from the live rows.
 */
export interface ReportParts {
  /** The closed days, in order. */
  closed: string[];
  /** Each run of consecutive days that are not closed, as a period. */
  live: Period[];
}

export async function reportParts(deps: ReportsDeps, period: Period): Promise<ReportParts> {
  const rows = await deps.db
    .selectFrom('report_closed_days')
    .select('day')
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .execute();
  return partsOf(daysOf(period), new Set(rows.map((row) => row.day)));
}

/** The days split into the closed ones and the runs of the others. */
export function partsOf(days: readonly string[], closed: ReadonlySet<string>): ReportParts {
  const parts: ReportParts = { closed: [], live: [] };
  let runStart: string | null = null;
  let previous: string | null = null;
  const endRun = () => {
    if (runStart !== null && previous !== null) parts.live.push(periodOf(runStart, previous));
    runStart = null;
  };
  for (const day of days) {
    if (closed.has(day)) {
      endRun();
      parts.closed.push(day);
    } else {
      runStart ??= day;
    }
    previous = day;
  }
  endRun();
  return parts;
}
