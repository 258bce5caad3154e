import { sql } from 'kysely';
import type { ReportsDeps } from './deps.js';
import type { ReportParts } from './report-parts.js';
import { type Period, turkishDayOf } from './turkish-days.js';

/**
 * What the rounds tell: every game's rounds (outside providers, our studio, the live tables,
 * tombala and bet on games alike) are wallet rounds in `game_rounds`, the table the player's
 * history reads. A round counts on the Turkish day it opened; a rolled-back round is not a round played.
 * A closed day is read from what was kept of it (day-summaries.ts), any other from the rounds.
 */
const PLAYED = ['open', 'settled'] as const;

/** The rounds of the period per Turkish day and game: played, stakes and wins (a closed day is kept in this shape). */
export function roundGroups(deps: ReportsDeps, period: Period) {
  const day = turkishDayOf(deps.dialect, 'game_rounds.opened_at');
  return deps.db
    .selectFrom('game_rounds')
    .select([
      day.as('day'),
      'game_id',
      sql<number | string>`sum(case when status in ('open', 'settled') then 1 else 0 end)`.as('played'),
      sql<number | string>`sum(stake_kurus)`.as('stakes'),
      sql<number | string>`sum(win_kurus)`.as('wins'),
    ])
    .where('opened_at', '>=', period.startsAt)
    .where('opened_at', '<', period.endsAt)
    .groupBy([day, 'game_id']);
}

/** (Turkish day, game, player) of every round opened in the period, rolled back or not. */
export function gamePlayerTriples(deps: ReportsDeps, period: Period) {
  const day = turkishDayOf(deps.dialect, 'game_rounds.opened_at');
  return deps.db
    .selectFrom('game_rounds')
    .select([day.as('day'), 'game_id', 'user_id'])
    .where('opened_at', '>=', period.startsAt)
    .where('opened_at', '<', period.endsAt)
    .groupBy([day, 'game_id', 'user_id']);
}

/** (Turkish day, player) of every round played and every completed deposit or withdrawal in the period. */
export function activePairs(deps: ReportsDeps, period: Period) {
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

/** A closed-day table's rows of the parts' closed days (a reopened day's stale rows left out). */
function keptOf<T extends 'report_round_days' | 'report_active_players' | 'report_game_players'>(
  deps: ReportsDeps,
  table: T,
  parts: ReportParts,
) {
  return deps.db
    .selectFrom(table as 'report_round_days')
    .innerJoin('report_closed_days as closed', 'closed.day', `${table as 'report_round_days'}.day`)
    .where(`${table as 'report_round_days'}.day`, '>=', parts.closed[0] ?? '9999-12-31')
    .where(`${table as 'report_round_days'}.day`, '<=', parts.closed.at(-1) ?? '0000-01-01');
}

/** Every (day, player) pair of the parts: kept ones of the closed days and live ones of the others. */
function allActivePairs(deps: ReportsDeps, parts: ReportParts) {
  const kept = keptOf(deps, 'report_active_players', parts).select([
    sql<string>`report_active_players.day`.as('day'),
    sql<number>`report_active_players.user_id`.as('user_id'),
  ]);
  return parts.live.reduce((all, period) => all.union(activePairs(deps, period)), kept);
}

/** Per Turkish day: rounds played, and distinct players with a round or a completed deposit or withdrawal. */
export async function activityDays(
  deps: ReportsDeps,
  parts: ReportParts,
): Promise<Map<string, { rounds: number; activePlayers: number }>> {
  const keptRounds = keptOf(deps, 'report_round_days', parts)
    .select(['report_round_days.day', sql<number | string>`sum(report_round_days.played)`.as('rounds')])
    .groupBy('report_round_days.day');
  const [rounds, players] = await Promise.all([
    Promise.all([
      keptRounds.execute(),
      ...parts.live.map((period) =>
        deps.db
          .selectFrom(roundGroups(deps, period).as('groups'))
          .select(['groups.day', sql<number | string>`sum(groups.played)`.as('rounds')])
          .groupBy('groups.day')
          .execute(),
      ),
    ]),
    deps.db
      .selectFrom(allActivePairs(deps, parts).as('active'))
      .select(['active.day', sql<number | string>`count(distinct active.user_id)`.as('players')])
      .groupBy('active.day')
      .execute(),
  ]);
  const days = new Map<string, { rounds: number; activePlayers: number }>();
  const entry = (day: string) => days.get(day) ?? { rounds: 0, activePlayers: 0 };
  for (const row of rounds.flat()) days.set(row.day, { ...entry(row.day), rounds: Number(row.rounds) });
  for (const row of players) days.set(row.day, { ...entry(row.day), activePlayers: Number(row.players) });
  return days;
}

/** Distinct players active at any time in the period (not the sum of the days: one player, many days). */
export async function activePlayersOver(deps: ReportsDeps, parts: ReportParts): Promise<number> {
  const row = await deps.db
    .selectFrom(allActivePairs(deps, parts).as('active'))
    .select(sql<number | string>`count(distinct active.user_id)`.as('players'))
    .executeTakeFirstOrThrow();
  return Number(row.players);
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

type GameSums = Pick<GameFigures, 'gameId' | 'rounds' | 'players' | 'stakesKurus' | 'winsKurus' | 'ggrKurus'>;

/**
 * The period's games by their rounds (opened in it): rounds played, distinct players, stakes and
 * wins of the rounds (a rolled-back round's stake is already taken off), best first by `order`
 * and then by game number. Every game played in the period is summed (a catalogue's worth at
 * most) and only the first `limit` are named.
 */
export async function gamesOver(
  deps: ReportsDeps,
  parts: ReportParts,
  order: GameOrder,
  limit: number,
): Promise<GameFigures[]> {
  const ranked = (await gameSums(deps, parts))
    .sort((a, b) => rankOf(b, order) - rankOf(a, order) || a.gameId - b.gameId)
    .slice(0, limit);
  if (ranked.length === 0) return [];
  const names = await deps.db
    .selectFrom('games as g')
    .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
    .select(['g.id', 'g.name', 'p.name as providerName'])
    .where(
      'g.id',
      'in',
      ranked.map((game) => game.gameId),
    )
    .execute();
  const byId = new Map(names.map((row) => [row.id, row]));
  return ranked.flatMap((game) => {
    const named = byId.get(game.gameId);
    return named ? [{ ...game, gameName: named.name, providerName: named.providerName }] : [];
  });
}

function rankOf(game: GameSums, order: GameOrder): number {
  return order === 'stakes' ? game.stakesKurus : order === 'ggr' ? game.ggrKurus : game.rounds;
}

async function gameSums(deps: ReportsDeps, parts: ReportParts): Promise<GameSums[]> {
  const keptSums = keptOf(deps, 'report_round_days', parts).select([
    'report_round_days.game_id',
    'report_round_days.played',
    'report_round_days.stakes',
    'report_round_days.wins',
  ]);
  const sums = parts.live.reduce(
    (all, period) =>
      all.unionAll(
        deps.db
          .selectFrom(roundGroups(deps, period).as('groups'))
          .select(['groups.game_id', 'groups.played', 'groups.stakes', 'groups.wins']),
      ),
    keptSums,
  );
  const keptPlayers = keptOf(deps, 'report_game_players', parts).select([
    sql<number>`report_game_players.game_id`.as('game_id'),
    sql<number>`report_game_players.user_id`.as('user_id'),
  ]);
  const players = parts.live.reduce(
    (all, period) =>
      all.union(
        deps.db
          .selectFrom(gamePlayerTriples(deps, period).as('triples'))
          .select(['triples.game_id', 'triples.user_id']),
      ),
    keptPlayers,
  );
  const [figures, counts] = await Promise.all([
    deps.db
      .selectFrom(sums.as('sums'))
      .select([
        'sums.game_id',
        sql<number | string>`sum(sums.played)`.as('played'),
        sql<number | string>`sum(sums.stakes)`.as('stakes'),
        sql<number | string>`sum(sums.wins)`.as('wins'),
      ])
      .groupBy('sums.game_id')
      .execute(),
    deps.db
      .selectFrom(players.as('players'))
      .select(['players.game_id', sql<number | string>`count(distinct players.user_id)`.as('players')])
      .groupBy('players.game_id')
      .execute(),
  ]);
  const playersOf = new Map(counts.map((row) => [row.game_id, Number(row.players)]));
  return figures.map((row) => {
    const stakesKurus = Number(row.stakes);
    const winsKurus = Number(row.wins);
    return {
      gameId: row.game_id,
      rounds: Number(row.played),
      players: playersOf.get(row.game_id) ?? 0,
      stakesKurus,
      winsKurus,
      ggrKurus: stakesKurus - winsKurus,
    };
  });
}
