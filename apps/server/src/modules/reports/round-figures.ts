import { sql } from 'kysely';
import type { ReportsDeps } from './deps.js';
import { type Period, turkishDayOf } from './turkish-days.js';

/**
 * What the rounds tell: every game's rounds (outside providers, our studio, the live tables,
 * tombala and bet on games alike) are wallet rounds in `game_rounds`, the table the player's
 * history reads. A round counts on the Turkish day it opened; a rolled-back round is not a round played.
 */
const PLAYED = ['open', 'settled'] as const;

/** Per Turkish day: rounds played, and distinct players with a round or a completed deposit or withdrawal. */
export async function activityDays(
  deps: ReportsDeps,
  period: Period,
): Promise<Map<string, { rounds: number; activePlayers: number }>> {
  const roundDay = turkishDayOf(deps.dialect, 'game_rounds.opened_at');
  const [rounds, players] = await Promise.all([
    deps.db
      .selectFrom('game_rounds')
      .select([roundDay.as('day'), sql<number | string>`count(*)`.as('rounds')])
      .where('opened_at', '>=', period.startsAt)
      .where('opened_at', '<', period.endsAt)
      .where('status', 'in', PLAYED)
      .groupBy(roundDay)
      .execute(),
    deps.db
      .selectFrom(activePairs(deps, period).as('active'))
      .select(['active.day', sql<number | string>`count(distinct active.user_id)`.as('players')])
      .groupBy('active.day')
      .execute(),
  ]);
  const days = new Map<string, { rounds: number; activePlayers: number }>();
  const entry = (day: string) => days.get(day) ?? { rounds: 0, activePlayers: 0 };
  for (const row of rounds) days.set(row.day, { ...entry(row.day), rounds: Number(row.rounds) });
  for (const row of players) days.set(row.day, { ...entry(row.day), activePlayers: Number(row.players) });
  return days;
}

/** Distinct players active at any time in the period (not the sum of the days: one player, many days). */
export async function activePlayersOver(deps: ReportsDeps, period: Period): Promise<number> {
  const row = await deps.db
    .selectFrom(activePairs(deps, period).as('active'))
    .select(sql<number | string>`count(distinct active.user_id)`.as('players'))
    .executeTakeFirstOrThrow();
  return Number(row.players);
}

/** (Turkish day, player) of every round played and every completed deposit or withdrawal in the period. */
function activePairs(deps: ReportsDeps, period: Period) {
  const roundDay = turkishDayOf(deps.dialect, 'game_rounds.opened_at');
  const paymentDay = turkishDayOf(deps.dialect, 't.created_at');
  const fromRounds = deps.db
    .selectFrom('game_rounds')
    .select([roundDay.as('day'), 'game_rounds.user_id as user_id'])
    .where('game_rounds.opened_at', '>=', period.startsAt)
    .where('game_rounds.opened_at', '<', period.endsAt)
    .where('game_rounds.status', 'in', PLAYED);
  const fromPayments = deps.db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as a', (join) =>
      join.on((eb) =>
        eb.or([eb('a.id', '=', eb.ref('t.debit_account_id')), eb('a.id', '=', eb.ref('t.credit_account_id'))]),
      ),
    )
    .select([paymentDay.as('day'), sql<number>`a.user_id`.as('user_id')])
    .where('t.created_at', '>=', period.startsAt)
    .where('t.created_at', '<', period.endsAt)
    .where('t.phase', 'in', ['single', 'post'])
    .where('t.kind', 'in', ['deposit', 'withdrawal'])
    .where('a.kind', '=', 'player_cash');
  return fromRounds.union(fromPayments);
}

export interface GameFigures {
  gameId: number;
  gameName: string;
  providerName: string;
  rounds: number;
  players: number;
  stakesKurus: number;
  winsKurus: number;
  ggrKurus: number;
}

export type GameOrder = 'stakes' | 'ggr' | 'rounds';

/**
 * The period's games by their rounds (opened in it): rounds played, distinct players, stakes and
 * wins of the rounds (a rolled-back round's stake is already taken off), best first by `order`.
 */
export async function gamesOver(
  deps: ReportsDeps,
  period: Period,
  order: GameOrder,
  limit: number,
): Promise<GameFigures[]> {
  const stakes = sql<number | string>`sum(r.stake_kurus)`;
  const wins = sql<number | string>`sum(r.win_kurus)`;
  const played = sql<number | string>`sum(case when r.status <> 'rolled_back' then 1 else 0 end)`;
  const ordering = { stakes, ggr: sql`sum(r.stake_kurus) - sum(r.win_kurus)`, rounds: played }[order];
  const rows = await deps.db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
    .select([
      'g.id as gameId',
      'g.name as gameName',
      'p.name as providerName',
      played.as('rounds'),
      sql<number | string>`count(distinct r.user_id)`.as('players'),
      stakes.as('stakes'),
      wins.as('wins'),
    ])
    .where('r.opened_at', '>=', period.startsAt)
    .where('r.opened_at', '<', period.endsAt)
    .groupBy(['g.id', 'g.name', 'p.name'])
    .orderBy(ordering, 'desc')
    .orderBy('g.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    gameId: row.gameId,
    gameName: row.gameName,
    providerName: row.providerName,
    rounds: Number(row.rounds),
    players: Number(row.players),
    stakesKurus: Number(row.stakes),
    winsKurus: Number(row.wins),
    ggrKurus: Number(row.stakes) - Number(row.wins),
  }));
}
