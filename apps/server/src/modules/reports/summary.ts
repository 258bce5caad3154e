import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  REPORT_TIME_ZONE,
  type ReportFigures,
} from '@bnw/contract/backoffice';
import type { StaffActor } from '../../rpc/backoffice-handlers.js';
import type { ReportsDeps } from './deps.js';
import { EMPTY_LEDGER_DAY, type LedgerDay, ledgerDays } from './ledger-figures.js';
import { activePlayersOver, activityDays, gamesOver } from './round-figures.js';
import { type ReportParts, reportParts } from './report-parts.js';
import { type Period, daysOf, periodOf } from './turkish-days.js';

type Summary = BackofficeMethodOutput<'bo_reports.summary'>;
type Day = Summary['days'][number];

/**
 * `bo_reports.summary`: the period's money per Turkish day from the ledger (deposits, withdrawals,
 * stakes, wins, GGR, bonus and prize cost, NGR, adjustments), its rounds and active players from
 * the rounds, the whole period's totals, and the top games. Closed days come from what was kept of
 * them (day-summaries.ts), so a year costs its days, not its transfers. Every day of the period has a line,
 * a quiet day's all zero, so a chart shows the gaps.
 */
export async function reportSummary(
  deps: ReportsDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_reports.summary'>,
): Promise<Summary> {
  const period = periodOf(input.from, input.to);
  const parts = await reportParts(deps, period);
  const [days, totals, topGames] = await Promise.all([
    dailyFigures(deps, period, parts),
    activePlayersOver(deps, parts),
    gamesOver(deps, parts, input.topBy, input.topLimit),
  ]);
  return {
    from: period.from,
    to: period.to,
    timeZone: REPORT_TIME_ZONE,
    days,
    totals: periodTotals(days, totals),
    topGames,
  };
}

/** Every day of the period, in order, its figures or zeros. */
export async function dailyFigures(deps: ReportsDeps, period: Period, parts: ReportParts): Promise<Day[]> {
  const [money, activity] = await Promise.all([ledgerDays(deps, parts), activityDays(deps, parts)]);
  return daysOf(period).map((day) => ({
    day,
    ...figuresOf(money.get(day) ?? EMPTY_LEDGER_DAY, activity.get(day) ?? { rounds: 0, activePlayers: 0 }),
  }));
}

/** GGR = stakes − wins; NGR = GGR − bonus cost − tournament prizes (docs/backoffice.md, "Reports"). */
function figuresOf(money: LedgerDay, activity: { rounds: number; activePlayers: number }): ReportFigures {
  const ggrKurus = money.stakesKurus - money.winsKurus;
  return {
    ...money,
    ggrKurus,
    ngrKurus: ggrKurus - money.bonusCostKurus - money.prizeCostKurus,
    ...activity,
  };
}

/** The period's totals: the days added up, and its distinct active players (not the days' sum). */
export function periodTotals(days: readonly Day[], activePlayers: number): ReportFigures {
  return { ...sumOf(days), activePlayers };
}

/** The days added up (active players excepted: the caller counts the period's distinct players). */
function sumOf(days: readonly Day[]): ReportFigures {
  const total: ReportFigures = { ...figuresOf(EMPTY_LEDGER_DAY, { rounds: 0, activePlayers: 0 }) };
  const keys = Object.keys(total) as (keyof ReportFigures)[];
  for (const day of days) for (const key of keys) total[key] += day[key];
  return total;
}
