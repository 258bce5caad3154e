import {
  LIVE_PROVIDER_STATUS,
  type LiveGame,
  type LiveTableTile,
  type MethodOutput,
  type MethodParsedInput,
  type OutsideLiveTableTile,
  type OwnLiveTableTile,
  containsPattern,
  foldForSearch,
} from '@bnw/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Actor, AuthenticatedPlayer } from '../../platform/actor.js';
import { UPLOADED_IMAGE_COLUMNS, gameImageUrl } from '../../platform/game-image-address.js';
import { UNREACHABLE_AFTER_FAILED_CHECKS } from '../../platform/provider-reachability.js';
import { RpcError } from '../../rpc/outcome.js';
import type { LiveDeps } from './deps.js';
import { tableTopic } from './publish.js';
import { LIVE_RULES } from './rules.js';
import { onlyEveryoneProviders, tableStateNow } from './tables.js';

type Deps = Pick<LiveDeps, 'db' | 'clock' | 'presence'>;

/**
 * Every table the live lobby lists, as a player of role `roleId` (null: a visitor) may see it: our
 * tables (live_tables) and the live games of outside providers (a `live` game with a live category,
 * migration 036, listed by `ops games add … --live`). Ours follow their own switches as before; an
 * outside one also leaves the lobby while its provider's launch address fails its checks, as an
 * outside slot does, so the lobby shows no table nobody can open. A provider with no live status of
 * its own counts as standard (status 1): a player of role 20 sees only status 2.
 */
export function lobbyTablesQuery(db: Kysely<Database>, roleId: number | null) {
  return tablesOfLobby(db, roleId).where((eb) =>
    eb.or([
      eb('live_tables.id', 'is not', null),
      eb('game_providers.failed_checks', '<', UNREACHABLE_AFTER_FAILED_CHECKS),
    ]),
  );
}

/** The lobby's tables, whether or not an outside provider answers now: what a start judges. */
function tablesOfLobby(db: Kysely<Database>, roleId: number | null) {
  return db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .leftJoin('live_providers', 'live_providers.provider_id', 'game_providers.id')
    .leftJoin('live_tables', 'live_tables.id', 'games.id')
    .innerJoin('live_categories', (join) =>
      join.on((eb) =>
        eb('live_categories.id', '=', eb.fn.coalesce('live_tables.category_id', 'games.live_category_id')),
      ),
    )
    .leftJoin('game_images', 'game_images.game_id', 'games.id')
    .select(UPLOADED_IMAGE_COLUMNS)
    .select([
      'games.id',
      'games.code as game_code',
      'games.name',
      'games.theme',
      'games.rtp_bp',
      'games.provider_id',
      'game_providers.name as provider_name',
      'live_categories.id as category_id',
      'live_categories.name_tr as category_tr',
      'live_categories.name_en as category_en',
      'live_tables.id as own_table_id',
      'live_tables.code as table_code',
      'live_tables.game',
      'live_tables.min_bet_kurus',
      'live_tables.max_bet_kurus',
      'live_tables.max_round_kurus',
    ])
    .where('games.lobby', '=', 'live')
    .where('games.active', '=', 1)
    .where('game_providers.active', '=', 1)
    .where('live_categories.active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('live_tables.active', '=', 1),
        eb.and([eb('live_tables.id', 'is', null), eb('games.live_category_id', 'is not', null)]),
      ]),
    )
    .$if(onlyEveryoneProviders(roleId), (query) =>
      query.where('live_providers.status', '=', LIVE_PROVIDER_STATUS.everyone),
    );
}

export type LobbyTableRow = Awaited<ReturnType<ReturnType<typeof tablesOfLobby>['executeTakeFirstOrThrow']>>;

/** One of our tables as its round and state need it; null for an outside provider's. */
export function ownTableOf(row: LobbyTableRow): { id: number; code: string; game: LiveGame } | null {
  if (row.own_table_id === null || row.table_code === null || row.game === null) return null;
  return { id: row.own_table_id, code: row.table_code, game: row.game };
}

/**
 * A table of the lobby the player may open; undefined otherwise. An outside provider's table whose
 * launch address is failing is still found: the start itself says the provider cannot be reached
 * (specification, section 8), as `casino.init_game` does for a slot.
 */
export function findLobbyTable(db: Kysely<Database>, tableId: number, roleId: number) {
  return tablesOfLobby(db, roleId).where('games.id', '=', tableId).executeTakeFirst();
}

function countByCategory(db: Kysely<Database>, roleId: number | null) {
  return lobbyTablesQuery(db, roleId)
    .clearSelect()
    .select((eb) => ['live_categories.id as category_id', eb.fn.countAll<number | string>().as('n')])
    .groupBy('live_categories.id')
    .execute();
}

/** Active live categories in the operator's order, each with how many tables this player sees under it. */
export async function listCategories(
  deps: Deps,
  actor: Actor,
  page: MethodParsedInput<'livecasino.category_list'>,
): Promise<MethodOutput<'livecasino.category_list'>> {
  const [rows, counts] = await Promise.all([
    deps.db
      .selectFrom('live_categories')
      .select(['id', 'name_tr', 'name_en'])
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countByCategory(deps.db, actor.player?.user.rid ?? null),
  ]);
  const items = new Map(counts.map((count) => [count.category_id, Number(count.n)]));
  return rows.map((row) => ({
    CategoryID: row.id,
    name: actor.lang === 'en' ? row.name_en : row.name_tr,
    items: items.get(row.id) ?? 0,
  }));
}

/**
 * The providers of the live lobby's filter: those with a live game listed (ours and outside), with
 * their status (1 when the operator gave none); a player of role 20 gets status 2 only, whatever
 * the call asked.
 */
export async function listProviders(
  deps: Deps,
  player: AuthenticatedPlayer | null,
  input: MethodParsedInput<'livecasino.provider_list'>,
): Promise<MethodOutput<'livecasino.provider_list'>> {
  const status = onlyEveryoneProviders(player?.user.rid ?? null) ? LIVE_PROVIDER_STATUS.everyone : input.status;
  const statusOf = sql<number>`coalesce(${sql.ref('live_providers.status')}, ${LIVE_PROVIDER_STATUS.standard})`;
  return deps.db
    .selectFrom('game_providers')
    .leftJoin('live_providers', 'live_providers.provider_id', 'game_providers.id')
    .select(['game_providers.id as providerID', 'game_providers.code', 'game_providers.name', statusOf.as('status')])
    .where('game_providers.active', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('games')
          .select('games.id')
          .whereRef('games.provider_id', '=', 'game_providers.id')
          .where('games.lobby', '=', 'live')
          .where('games.active', '=', 1),
      ),
    )
    .$if(status !== undefined, (query) => query.where(statusOf, '=', status!))
    .orderBy('game_providers.sort_order')
    .orderBy('game_providers.id')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
}

/** One page of tables in the operator's order (a table's own, else its game's), ours with their live state. */
export async function listTables(
  deps: Deps,
  actor: Actor,
  input: MethodParsedInput<'livecasino.game_table_list'>,
): Promise<MethodOutput<'livecasino.game_table_list'>> {
  const player = actor.player;
  if (input.favorites && !player) throw new RpcError('favoritesNeedLogin');
  const userId = player?.user.id ?? 0;
  const search = foldForSearch(input.searchGameName ?? '');
  const filtered = lobbyTablesQuery(deps.db, player?.user.rid ?? null)
    .$if(input.providerID !== undefined, (query) => query.where('games.provider_id', '=', input.providerID!))
    .$if(input.categoryID !== undefined, (query) => query.where('live_categories.id', '=', input.categoryID!))
    .$if(search !== '', (query) =>
      query.where(sql<SqlBool>`games.search_name like ${containsPattern(search)} escape '\\'`),
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
    .orderBy((eb) => eb.fn.coalesce('live_tables.sort_order', 'games.sort_order'))
    .orderBy('games.id')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  const favorites = await favoriteIds(
    deps.db,
    userId,
    page.map((row) => row.id),
  );
  // Every tile's watchers in one read (the page is at most the contract's limit of tables).
  const topics = page.flatMap((row) => {
    const own = ownTableOf(row);
    return own ? [tableTopic(own.code)] : [];
  });
  const watchers = await deps.presence.watcherCounts(topics);
  const tables = await Promise.all(page.map((row) => tileOf(deps, actor, row, favorites.has(row.id), watchers)));
  return { tables, pagination: { total: Number(counted.n), limit: input.limit, offset: input.offset } };
}

export async function favoriteIds(db: Kysely<Database>, userId: number, ids: number[]): Promise<Set<number>> {
  if (userId === 0 || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('favorite_games')
    .select('game_id')
    .where('user_id', '=', userId)
    .where('game_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.game_id));
}

/** A lobby tile: ours with its limits and state now, an outside provider's with its picture. */
export async function tileOf(
  deps: Deps,
  actor: Actor,
  row: LobbyTableRow,
  isFavorite: boolean,
  watchers: ReadonlyMap<string, number>,
): Promise<LiveTableTile> {
  const own = ownTableOf(row);
  return own ? ownTileOf(deps, actor, row, own, isFavorite, watchers) : outsideTileOf(actor, row, isFavorite);
}

function tileBase(actor: Actor, row: LobbyTableRow, isFavorite: boolean) {
  return {
    tableID: row.id,
    name: row.name,
    providerID: row.provider_id,
    providerName: row.provider_name,
    categoryID: row.category_id,
    categoryName: actor.lang === 'en' ? row.category_en : row.category_tr,
    rtpBasisPoints: row.rtp_bp,
    isFavorite,
  };
}

export async function ownTileOf(
  deps: Deps,
  actor: Actor,
  row: LobbyTableRow,
  own: { id: number; code: string; game: LiveGame },
  isFavorite: boolean,
  watchers: ReadonlyMap<string, number>,
): Promise<OwnLiveTableTile> {
  const { state } = await tableStateNow(deps.db, own, deps.clock(), watchers);
  return {
    kind: 'ours',
    ...tileBase(actor, row, isFavorite),
    code: own.code,
    game: own.game,
    limits: {
      minBetKurus: Number(row.min_bet_kurus),
      maxBetKurus: Number(row.max_bet_kurus),
      maxRoundKurus: Number(row.max_round_kurus),
      stakeStepKurus: LIVE_RULES[own.game].stakeStepKurus,
    },
    live: state,
  };
}

export function outsideTileOf(actor: Actor, row: LobbyTableRow, isFavorite: boolean): OutsideLiveTableTile {
  return {
    kind: 'outside',
    ...tileBase(actor, row, isFavorite),
    code: row.game_code,
    imageUrl: gameImageUrl(row),
  };
}
