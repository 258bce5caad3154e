import {
  LIVE_LAST_RESULTS,
  LIVE_PROVIDER_STATUS,
  type LiveGame,
  type LiveResult,
  type LiveTableState,
  ROLE,
  tableTopic,
} from '@bnw/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LiveRoundsTable } from '../../db/schema.js';
import { peopleAtTable } from '../../platform/presence.js';
import { LIVE_RULES } from './rules.js';

export type LiveRoundRow = Selectable<LiveRoundsTable>;

/** A table with what every answer about it needs: its game row, provider and category. */
export function tablesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('live_tables')
    .innerJoin('games', 'games.id', 'live_tables.id')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('live_providers', 'live_providers.provider_id', 'game_providers.id')
    .innerJoin('live_categories', 'live_categories.id', 'live_tables.category_id')
    .select([
      'live_tables.id',
      'live_tables.code',
      'live_tables.game',
      'live_tables.category_id',
      'live_tables.min_bet_kurus',
      'live_tables.max_bet_kurus',
      'live_tables.max_round_kurus',
      'live_tables.public_seed',
      'live_tables.sort_order',
      'games.name',
      'games.rtp_bp',
      'games.provider_id',
      'game_providers.name as provider_name',
      'live_providers.status as provider_status',
      'live_categories.name_tr as category_tr',
      'live_categories.name_en as category_en',
    ])
    .where('live_tables.active', '=', 1)
    .where('games.active', '=', 1)
    .where('game_providers.active', '=', 1)
    .where('live_categories.active', '=', 1);
}

export type LiveTableRow = Awaited<ReturnType<ReturnType<typeof tablesQuery>['executeTakeFirstOrThrow']>>;

/** The spec's rule: a player whose stored role is 20 sees only providers of status 2. */
export function onlyEveryoneProviders(roleId: number | null): boolean {
  return roleId === ROLE.restricted;
}

/** An open table this player (or visitor, null) may see; undefined otherwise. */
export function findTable(db: Kysely<Database>, tableId: number, roleId: number | null) {
  return tablesQuery(db)
    .where('live_tables.id', '=', tableId)
    .$if(onlyEveryoneProviders(roleId), (query) =>
      query.where('live_providers.status', '=', LIVE_PROVIDER_STATUS.everyone),
    )
    .executeTakeFirst();
}

/**
 * The number of the table's last event (platform/rounds/publish.ts). Read before the round: the
 * round answered beside it is at least as new, so a client applying later events misses nothing.
 */
export async function tableSequence(db: Kysely<Database>, tableId: number): Promise<number> {
  const row = await db.selectFrom('live_tables').select('sequence').where('id', '=', tableId).executeTakeFirst();
  return Number(row?.sequence ?? 0);
}

export function latestRound(db: Kysely<Database>, tableId: number): Promise<LiveRoundRow | undefined> {
  return db
    .selectFrom('live_rounds')
    .selectAll()
    .where('table_id', '=', tableId)
    .orderBy('round_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The table's last results, newest first: rounds whose result is stored (paid or being paid). */
export async function lastResults(db: Kysely<Database>, table: { id: number; game: LiveGame }): Promise<LiveResult[]> {
  const rows = await db
    .selectFrom('live_rounds')
    .select(['round_no', 'result'])
    .where('table_id', '=', table.id)
    .where('phase', 'in', ['result', 'settled'])
    .orderBy('round_no', 'desc')
    .limit(LIVE_LAST_RESULTS)
    .execute();
  return rows.map((row) => resultOf(table.game, row));
}

export function resultOf(game: LiveGame, round: Pick<LiveRoundRow, 'round_no' | 'result'>): LiveResult {
  return LIVE_RULES[game].resultOf(round.round_no, JSON.parse(round.result!));
}

/** Whole seconds from now to an instant, never below zero. */
export function secondsUntil(at: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(at) - now.getTime()) / 1_000));
}

/** `players` is the people at the table: its watchers on every process, or the round's bettors if more. */
export function stateOf(
  round: LiveRoundRow | undefined,
  results: LiveResult[],
  now: Date,
  watchers: number,
): LiveTableState {
  if (!round) {
    return {
      phase: 'settled',
      roundID: null,
      roundNo: 0,
      secondsLeft: 0,
      closesAt: null,
      nextRoundAt: null,
      lastResults: results,
      players: watchers,
    };
  }
  return {
    phase: round.phase,
    roundID: round.id,
    roundNo: round.round_no,
    secondsLeft: round.phase === 'betting' ? secondsUntil(round.closes_at, now) : 0,
    closesAt: round.closes_at,
    nextRoundAt: round.next_round_at,
    lastResults: results,
    players: Math.max(watchers, round.player_count),
  };
}

/** The table's state now, in two reads, with the watchers counted by the presence (`presence.watcherCounts`). */
export async function tableStateNow(
  db: Kysely<Database>,
  table: { id: number; code: string; game: LiveGame },
  now: Date,
  watchers: ReadonlyMap<string, number>,
) {
  const [round, results] = await Promise.all([latestRound(db, table.id), lastResults(db, table)]);
  return { round, state: stateOf(round, results, now, peopleAtTable(watchers, tableTopic(table.code), 0)) };
}
