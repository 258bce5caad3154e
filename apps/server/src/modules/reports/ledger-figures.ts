import { type RawBuilder, sql } from 'kysely';
import { HOUSE_ACCOUNTS } from '../../ledger/house-accounts.js';
import type { ReportsDeps } from './deps.js';
import type { ReportParts } from './report-parts.js';
import { type Period, turkishDayOf } from './turkish-days.js';

/** One day's money as the ledger moved it, in kuruş. */
export interface LedgerDay {
  depositsKurus: number;
  depositCount: number;
  withdrawalsKurus: number;
  withdrawalCount: number;
  stakesKurus: number;
  winsKurus: number;
  bonusCostKurus: number;
  prizeCostKurus: number;
  adjustmentsKurus: number;
}

export const EMPTY_LEDGER_DAY: LedgerDay = {
  depositsKurus: 0,
  depositCount: 0,
  withdrawalsKurus: 0,
  withdrawalCount: 0,
  stakesKurus: 0,
  winsKurus: 0,
  bonusCostKurus: 0,
  prizeCostKurus: 0,
  adjustmentsKurus: 0,
};

/** A transfer's side, as the report tells them apart: any game's house account, a player's cash or bonus, or the house account's own code. */
function sideOf(alias: 'd' | 'c'): RawBuilder<string> {
  const code = sql.ref(`${alias}.code`);
  const kind = sql.ref(`${alias}.kind`);
  return sql<string>`case when ${code} like 'house:game:%' then 'game' when ${kind} = 'player_cash' then 'cash' when ${kind} = 'player_bonus' then 'bonus' else ${code} end`;
}

interface MovementGroup {
  day: string;
  kind: string;
  debit_side: string;
  credit_side: string;
  amount: number | string;
  transfers: number | string;
}

/**
 * The period's completed movements (single, and the post that completes a hold; a hold or its void
 * moves nothing) summed by the database per Turkish day, kind and the two sides: the shape the
 * report sorts into its figures, and the shape a closed day is kept in (report_ledger_days).
 */
export function movementGroups(deps: ReportsDeps, period: Period) {
  const day = turkishDayOf(deps.dialect, 't.created_at');
  const debitSide = sideOf('d');
  const creditSide = sideOf('c');
  return deps.db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as d', 'd.id', 't.debit_account_id')
    .innerJoin('ledger_accounts as c', 'c.id', 't.credit_account_id')
    .select([
      day.as('day'),
      't.kind',
      debitSide.as('debit_side'),
      creditSide.as('credit_side'),
      sql<number | string>`sum(t.amount)`.as('amount'),
      sql<number | string>`count(*)`.as('transfers'),
    ])
    .where('t.created_at', '>=', period.startsAt)
    .where('t.created_at', '<', period.endsAt)
    .where('t.phase', 'in', ['single', 'post'])
    .groupBy([day, 't.kind', debitSide, creditSide]);
}

/**
 * The period's money per Turkish day: a closed day from its kept movements, the other days
 * (today, or a day not summed yet) from the transfers themselves, sorted into figures here.
 */
export async function ledgerDays(deps: ReportsDeps, parts: ReportParts): Promise<Map<string, LedgerDay>> {
  const kept = parts.closed.length
    ? deps.db
        .selectFrom('report_ledger_days as k')
        .innerJoin('report_closed_days as closed', 'closed.day', 'k.day')
        .select(['k.day', 'k.kind', 'k.debit_side', 'k.credit_side', 'k.amount', 'k.transfers'])
        .where('k.day', '>=', parts.closed[0]!)
        .where('k.day', '<=', parts.closed.at(-1)!)
        .execute()
    : Promise.resolve([]);
  const answers = await Promise.all([kept, ...parts.live.map((period) => movementGroups(deps, period).execute())]);
  const days = new Map<string, LedgerDay>();
  for (const group of answers.flat() as MovementGroup[]) {
    const figures = days.get(group.day) ?? { ...EMPTY_LEDGER_DAY };
    addMovement(
      figures,
      group.kind,
      group.debit_side,
      group.credit_side,
      Number(group.amount),
      Number(group.transfers),
    );
    days.set(group.day, figures);
  }
  return days;
}

/**
 * Where a movement counts. The games' figures are the net movement of their house accounts: a bet
 * in is a stake, a win out is a win, and a rollback undoes the one it refunds (out: a stake given
 * back; in: a win taken back), so stakes − wins (GGR) is exactly what the games' accounts gained.
 * The bonus, prize and adjustment figures are likewise what left their house account less what came back.
 */
function addMovement(figures: LedgerDay, kind: string, debit: string, credit: string, amount: number, count: number) {
  if (kind === 'deposit' && credit === 'cash') {
    figures.depositsKurus += amount;
    figures.depositCount += count;
  }
  if (kind === 'withdrawal' && debit === 'cash') {
    figures.withdrawalsKurus += amount;
    figures.withdrawalCount += count;
  }
  if (credit === 'game') {
    if (kind === 'rollback') figures.winsKurus -= amount;
    else figures.stakesKurus += amount;
  }
  if (debit === 'game') {
    if (kind === 'rollback') figures.stakesKurus -= amount;
    else figures.winsKurus += amount;
  }
  figures.bonusCostKurus += houseOutflow(HOUSE_ACCOUNTS.bonuses, debit, credit, amount);
  figures.prizeCostKurus += houseOutflow(HOUSE_ACCOUNTS.tournamentPrizes, debit, credit, amount);
  figures.adjustmentsKurus += houseOutflow(HOUSE_ACCOUNTS.adjustments, debit, credit, amount);
}

function houseOutflow(code: string, debit: string, credit: string, amount: number): number {
  return (debit === code ? amount : 0) - (credit === code ? amount : 0);
}
