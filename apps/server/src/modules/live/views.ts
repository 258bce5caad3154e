import {
  LIVE_BETS_PER_ROUND_MAX,
  LIVE_PROVIDER_STATUS,
  type LiveBetKind,
  type LiveOwnBet,
  type LiveRound,
  type LiveTableTile,
  type MethodOutput,
  type MethodParsedInput,
  containsPattern,
  foldForSearch,
  liveSequence,
} from '@bnw/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readPlayerMoney } from '../../ledger/player-money.js';
import type { Actor, AuthenticatedPlayer } from '../../platform/actor.js';
import { peopleAtTable } from '../../platform/presence.js';
import { RpcError } from '../../rpc/outcome.js';
import type { LiveDeps } from './deps.js';
import { tableTopic } from './publish.js';
import { LIVE_RULES } from './rules.js';
import {
  type LiveRoundRow,
  type LiveTableRow,
  findTable,
  onlyEveryoneProviders,
  resultOf,
  secondsUntil,
  tableStateNow,
  tablesQuery,
} from './tables.js';

type Deps = Pick<LiveDeps, 'db' | 'clock' | 'presence'>;

export async function listCategories(
  deps: Deps,
  actor: Actor,
  page: MethodParsedInput<'livecasino.category_list'>,
): Promise<MethodOutput<'livecasino.category_list'>> {
  const rows = await deps.db
    .selectFrom('live_categories')
    .select(['id', 'name_tr', 'name_en'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ id: row.id, name: actor.lang === 'en' ? row.name_en : row.name_tr }));
}

/** Live providers; a player of role 20 gets status 2 only, whatever the call asked. */
export async function listProviders(
  deps: Deps,
  player: AuthenticatedPlayer | null,
  input: MethodParsedInput<'livecasino.provider_list'>,
): Promise<MethodOutput<'livecasino.provider_list'>> {
  const status = onlyEveryoneProviders(player?.user.rid ?? null) ? LIVE_PROVIDER_STATUS.everyone : input.status;
  return deps.db
    .selectFrom('live_providers')
    .innerJoin('game_providers', 'game_providers.id', 'live_providers.provider_id')
    .select(['game_providers.id', 'game_providers.code', 'game_providers.name', 'live_providers.status'])
    .where('game_providers.active', '=', 1)
    .$if(status !== undefined, (query) => query.where('live_providers.status', '=', status!))
    .orderBy('game_providers.sort_order')
    .orderBy('game_providers.id')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
}

/** One page of tables in the operator's order, each with its live state. */
export async function listTables(
  deps: Deps,
  actor: Actor,
  input: MethodParsedInput<'livecasino.game_table_list'>,
): Promise<MethodOutput<'livecasino.game_table_list'>> {
  const player = actor.player;
  if (input.favorites && !player) throw new RpcError('favoritesNeedLogin');
  const userId = player?.user.id ?? 0;
  const filtered = tablesQuery(deps.db)
    .$if(onlyEveryoneProviders(player?.user.rid ?? null), (query) =>
      query.where('live_providers.status', '=', LIVE_PROVIDER_STATUS.everyone),
    )
    .$if(input.providerID !== undefined, (query) => query.where('games.provider_id', '=', input.providerID!))
    .$if(input.categoryID !== undefined, (query) => query.where('live_tables.category_id', '=', input.categoryID!))
    .$if(foldForSearch(input.searchGameName ?? '') !== '', (query) =>
      query.where(
        sql<SqlBool>`games.search_name like ${containsPattern(foldForSearch(input.searchGameName!))} escape '\\'`,
      ),
    )
    .$if(input.favorites, (query) =>
      query.where('games.id', 'in', (eb) =>
        eb.selectFrom('favorite_games').select('favorite_games.game_id').where('favorite_games.user_id', '=', userId),
      ),
    );
  const counted = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const page = await filtered
    .orderBy('live_tables.sort_order')
    .orderBy('live_tables.id')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  const favorites = await favoriteIds(
    deps.db,
    userId,
    page.map((table) => table.id),
  );
  // Every tile's watchers in one read (the page is at most the contract's limit of tables).
  const watchers = await deps.presence.watcherCounts(page.map((table) => tableTopic(table.code)));
  const tables = await Promise.all(page.map((table) => tileOf(deps, actor, table, favorites.has(table.id), watchers)));
  return { tables, pagination: { total: Number(counted.n), limit: input.limit, offset: input.offset } };
}

async function favoriteIds(db: Kysely<Database>, userId: number, ids: number[]): Promise<Set<number>> {
  if (userId === 0 || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('favorite_games')
    .select('game_id')
    .where('user_id', '=', userId)
    .where('game_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.game_id));
}

async function tileOf(
  deps: Deps,
  actor: Actor,
  table: LiveTableRow,
  isFavorite: boolean,
  watchers: ReadonlyMap<string, number>,
): Promise<LiveTableTile> {
  const { state } = await tableStateNow(deps.db, table, deps.clock(), watchers);
  return {
    id: table.id,
    code: table.code,
    name: table.name,
    game: table.game,
    providerID: table.provider_id,
    providerName: table.provider_name,
    categoryID: table.category_id,
    categoryName: actor.lang === 'en' ? table.category_en : table.category_tr,
    rtpBasisPoints: table.rtp_bp,
    limits: {
      minBetKurus: Number(table.min_bet_kurus),
      maxBetKurus: Number(table.max_bet_kurus),
      maxRoundKurus: Number(table.max_round_kurus),
      stakeStepKurus: LIVE_RULES[table.game].stakeStepKurus,
    },
    isFavorite,
    live: state,
  };
}

/** A player's bets in a round, in the order placed. */
export async function ownBets(db: Kysely<Database>, roundId: number, userId: number): Promise<LiveOwnBet[]> {
  const rows = await db
    .selectFrom('live_bets')
    .select(['id', 'kind', 'spot', 'stake_kurus', 'status', 'return_kurus'])
    .where('round_id', '=', roundId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(LIVE_BETS_PER_ROUND_MAX)
    .execute();
  return rows.map((row) => ({
    betID: row.id,
    kind: row.kind as LiveBetKind,
    spot: row.spot,
    stakeKurus: Number(row.stake_kurus),
    status: row.status,
    returnKurus: row.return_kurus === null ? null : Number(row.return_kurus),
  }));
}

/** What a game may stake: cash and bonus available together. */
export async function availableKurus(db: Kysely<Database>, userId: number): Promise<number> {
  const money = await readPlayerMoney(db, userId);
  return (money.cash?.availableKurus ?? 0) + (money.bonus?.availableKurus ?? 0);
}

function isRevealed(round: LiveRoundRow): boolean {
  return round.phase === 'settled' || round.phase === 'void';
}

const SEQUENCE_STEP = {
  betting: 'round_opened',
  closed: 'betting_closed',
  result: 'result',
  settled: 'settled',
  void: 'void',
} as const;

async function roundView(
  deps: Deps,
  table: LiveTableRow,
  round: LiveRoundRow,
  userId: number | null,
  watchers: ReadonlyMap<string, number>,
): Promise<LiveRound> {
  return {
    tableID: table.id,
    roundID: round.id,
    roundNo: round.round_no,
    phase: round.phase,
    openedAt: round.opened_at,
    closesAt: round.closes_at,
    drawAt: round.draw_at,
    secondsLeft: round.phase === 'betting' ? secondsUntil(round.closes_at, deps.clock()) : 0,
    serverSeedHash: round.server_seed_hash,
    publicSeed: round.public_seed,
    // The seed is the round's secret until the round is over.
    serverSeed: isRevealed(round) ? round.server_seed : null,
    result: round.result === null ? null : resultOf(table.game, round),
    nextRoundAt: round.next_round_at,
    players: peopleAtTable(watchers, tableTopic(table.code), round.player_count),
    myBets: userId === null ? [] : await ownBets(deps.db, round.id, userId),
    sequence: liveSequence(round.round_no, SEQUENCE_STEP[round.phase]),
  };
}

/** `livecasino.table_round`: the table's state and its round now, with the asking player's bets. */
export async function tableRound(
  deps: Deps,
  player: AuthenticatedPlayer | null,
  tableId: number,
): Promise<MethodOutput<'livecasino.table_round'>> {
  const table = await findTable(deps.db, tableId, player?.user.rid ?? null);
  if (!table) throw new RpcError('liveTableNotFound');
  const watchers = await deps.presence.watcherCounts([tableTopic(table.code)]);
  const { round, state } = await tableStateNow(deps.db, table, deps.clock(), watchers);
  return { state, round: round ? await roundView(deps, table, round, player?.user.id ?? null, watchers) : null };
}

/** `livecasino.init_game`: what the table page needs to start, for a signed-in player. */
export async function initGame(
  deps: Deps,
  actor: Actor,
  player: AuthenticatedPlayer,
  tableId: number,
): Promise<MethodOutput<'livecasino.init_game'>> {
  const table = await findTable(deps.db, tableId, player.user.rid);
  if (!table) throw new RpcError('liveTableNotFound');
  const watchers = await deps.presence.watcherCounts([tableTopic(table.code)]);
  const [tile, now, balanceKurus] = await Promise.all([
    tileOf(deps, actor, table, (await favoriteIds(deps.db, player.user.id, [table.id])).has(table.id), watchers),
    tableStateNow(deps.db, table, deps.clock(), watchers),
    availableKurus(deps.db, player.user.id),
  ]);
  return {
    table: tile,
    round: now.round ? await roundView(deps, table, now.round, player.user.id, watchers) : null,
    balanceKurus,
    topic: tableTopic(table.code),
    betKinds: [...LIVE_RULES[table.game].betKinds],
  };
}

/** `livecasino.my_results`: the player's rounds at live tables, newest first. */
export async function myResults(
  deps: Deps,
  player: AuthenticatedPlayer,
  input: MethodParsedInput<'livecasino.my_results'>,
): Promise<MethodOutput<'livecasino.my_results'>> {
  const userId = player.user.id;
  const rounds = await deps.db
    .selectFrom('live_round_players')
    .innerJoin('live_rounds', 'live_rounds.id', 'live_round_players.round_id')
    .innerJoin('live_tables', 'live_tables.id', 'live_rounds.table_id')
    .innerJoin('games', 'games.id', 'live_tables.id')
    .selectAll('live_rounds')
    .select(['live_tables.game', 'games.name as table_name', 'live_round_players.staked_kurus'])
    .where('live_round_players.user_id', '=', userId)
    .$if(input.tableID !== undefined, (query) => query.where('live_rounds.table_id', '=', input.tableID!))
    .orderBy('live_rounds.id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return Promise.all(
    rounds.map(async (round) => {
      const bets = await ownBets(deps.db, round.id, userId);
      return {
        tableID: round.table_id,
        tableName: round.table_name,
        roundID: round.id,
        roundNo: round.round_no,
        phase: round.phase,
        settledAt: round.finished_at,
        result: round.result === null ? null : resultOf(round.game, round),
        stakeKurus: Number(round.staked_kurus),
        returnKurus: bets.reduce((sum, bet) => sum + (bet.returnKurus ?? 0), 0),
        serverSeedHash: round.server_seed_hash,
        serverSeed: isRevealed(round) ? round.server_seed : null,
        publicSeed: round.public_seed,
        bets,
      };
    }),
  );
}
