import { turkishDateOf, turkishDayStart } from '../../platform/turkish-time.js';
import type { ReportsDeps } from './deps.js';
import { movementGroups } from './ledger-figures.js';
import { activePairs, gamePlayerTriples, roundGroups } from './round-figures.js';
import { daysOf, periodOf } from './turkish-days.js';

/**
 * A Turkish day is closed this long after its midnight: a transfer or round written in its last
 * moments has committed by then (a transaction lasts seconds). A round opened on a closed day that
 * settles or is rolled back later reopens the day (reopenRoundDays), which is then summed again.
 */
export const CLOSE_AFTER_MS = 15 * 60_000;
/** Days one run of the job sums: a year's backfill by the job alone takes a dozen runs. */
export const DAYS_PER_RUN = 31;

/**
 * Sums one Turkish day from the live rows into the report tables and marks it closed, in one
 * transaction: its earlier rows replaced, so summing a day again (a rerun, a reopened day) never
 * counts anything twice.
 */
export async function summariseDay(deps: ReportsDeps, day: string): Promise<void> {
  const period = periodOf(day, day);
  await deps.db.transaction().execute(async (tx) => {
    const inTx = { ...deps, db: tx };
    for (const table of [
      'report_ledger_days',
      'report_round_days',
      'report_active_players',
      'report_game_players',
    ] as const)
      await tx.deleteFrom(table).where('day', '=', day).execute();
    await tx
      .insertInto('report_ledger_days')
      .columns(['day', 'kind', 'debit_side', 'credit_side', 'amount', 'transfers'])
      .expression(movementGroups(inTx, period))
      .execute();
    await tx
      .insertInto('report_round_days')
      .columns(['day', 'game_id', 'played', 'stakes', 'wins'])
      .expression(roundGroups(inTx, period))
      .execute();
    await tx
      .insertInto('report_active_players')
      .columns(['day', 'user_id'])
      .expression(tx.selectFrom(activePairs(inTx, period).as('pairs')).select(['pairs.day', 'pairs.user_id']))
      .execute();
    await tx
      .insertInto('report_game_players')
      .columns(['day', 'game_id', 'user_id'])
      .expression(gamePlayerTriples(inTx, period))
      .execute();
    await tx.deleteFrom('report_closed_days').where('day', '=', day).execute();
    await tx.insertInto('report_closed_days').values({ day, summarised_at: deps.clock().toISOString() }).execute();
  });
}

/**
 * The days over (CLOSE_AFTER_MS past their end) and not closed yet, oldest first, from the first
 * day anything was written: at most `limit`.
 */
export async function daysToClose(deps: ReportsDeps, limit: number): Promise<string[]> {
  const [transfer, round] = await Promise.all([
    deps.db.selectFrom('ledger_transfers').select('created_at').orderBy('created_at').limit(1).executeTakeFirst(),
    deps.db.selectFrom('game_rounds').select('opened_at').orderBy('opened_at').limit(1).executeTakeFirst(),
  ]);
  const firsts = [transfer?.created_at, round?.opened_at].filter((at): at is string => at !== undefined);
  if (firsts.length === 0) return [];
  const first = turkishDateOf(Math.min(...firsts.map((at) => Date.parse(at))));
  const last = turkishDateOf(deps.clock().getTime() - CLOSE_AFTER_MS - 86_400_000);
  if (last < first) return [];
  const closed = await deps.db
    .selectFrom('report_closed_days')
    .select('day')
    .where('day', '>=', first)
    .where('day', '<=', last)
    .execute();
  const done = new Set(closed.map((row) => row.day));
  return daysOf(periodOf(first, last))
    .filter((day) => !done.has(day))
    .slice(0, limit);
}

/** Closes up to `limit` days that are over; answers how many it closed. */
export async function closeDays(deps: ReportsDeps, limit = DAYS_PER_RUN): Promise<number> {
  const days = await daysToClose(deps, limit);
  for (const day of days) await summariseDay(deps, day);
  return days.length;
}

/**
 * Rounds settled or rolled back: if a day one opened on is closed, the day's kept figures no
 * longer hold, so it is read live again until the job sums it anew. One read for all the rounds
 * and at most one write. Delivered twice, the second delivery finds the day already open (or
 * summed again, which is harmless).
 */
export async function reopenRoundDays(deps: ReportsDeps, roundIds: readonly number[]): Promise<void> {
  if (roundIds.length === 0) return;
  const rounds = await deps.db.selectFrom('game_rounds').select('opened_at').where('id', 'in', roundIds).execute();
  const now = deps.clock().getTime();
  // Most rounds settle on the day they opened, before it can close: nothing to write then (the
  // settlement committed before its event is delivered, so the day's summing will see it).
  const days = [...new Set(rounds.map((round) => turkishDateOf(Date.parse(round.opened_at))))].filter(
    (day) => now >= Date.parse(turkishDayStart(day, 1)) + CLOSE_AFTER_MS,
  );
  if (days.length === 0) return;
  await deps.db.deleteFrom('report_closed_days').where('day', 'in', days).execute();
}
