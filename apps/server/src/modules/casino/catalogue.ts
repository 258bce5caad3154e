import {
  CASINO_CATEGORY,
  type GameCategory,
  type GameProvider,
  type GameTile,
  LIMITS,
  VOLATILITIES,
  type Volatility,
  containsPattern,
  foldForSearch,
} from '@bnw/contract';
import { type ExpressionBuilder, type Expression, type SqlBool, sql } from 'kysely';
import type { Database, GameLobby } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import type { CasinoDeps } from './deps.js';
import { UPLOADED_IMAGE_COLUMNS } from '../../platform/game-image-address.js';
import { gameImageUrl } from './game-image.js';
import { UNREACHABLE_AFTER_FAILED_CHECKS } from '../../platform/provider-reachability.js';

export interface Page {
  limit: number;
  offset: number;
}

export interface GameFilter extends Page {
  isMobile?: boolean;
  providerID?: number;
  categoryID?: number;
  searchGameName?: string;
  favorites?: boolean;
  /** The slot lobby unless asked: `live` lists our live tables as tiles (their favourites). */
  lobby?: GameLobby;
}

/**
 * Active categories in the player's language, in the operator's order, each with how many games
 * the slot lobby lists under it now (`items`; with `isMobile`, the phone games), counted under the
 * lobby's own conditions so a chip's number is the page it opens.
 */
export async function listCategories(
  deps: CasinoDeps,
  actor: Actor,
  page: Page & { isMobile?: boolean },
): Promise<GameCategory[]> {
  const rows = await deps.db
    .selectFrom('game_categories')
    .select(['id', 'name_tr', 'name_en'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const items = await gamesPerCategory(deps, page.isMobile === true);
  return rows.map((row) => ({
    CategoryID: row.id,
    name: actor.lang === 'en' ? row.name_en : row.name_tr,
    items: items(row.id),
  }));
}

/**
 * Two reads for every category at once: the games of each category, and the flag categories'
 * (popular, new, quick access) sums; the quick-access list never counts past its 50th game.
 */
async function gamesPerCategory(deps: CasinoDeps, mobileOnly: boolean): Promise<(categoryId: number) => number> {
  const listed = (eb: GameScope) => gameConditions(eb, { limit: 0, offset: 0, isMobile: mobileOnly }, null);
  const [own, flags] = await Promise.all([
    deps.db
      .selectFrom('games')
      .select((eb) => ['games.category_id', eb.fn.countAll<number | string>().as('n')])
      .where(listed)
      .groupBy('games.category_id')
      .execute(),
    deps.db
      .selectFrom('games')
      .select((eb) => [
        eb.fn.sum<number | string | null>('games.is_popular').as('popular'),
        eb.fn.sum<number | string | null>('games.is_new').as('new'),
        eb.fn.sum<number | string | null>('games.quick_access').as('quick'),
      ])
      .where(listed)
      .executeTakeFirstOrThrow(),
  ]);
  const counts = new Map(own.map((row) => [row.category_id, Number(row.n)]));
  return (categoryId) => {
    if (categoryId === CASINO_CATEGORY.quickAccess) {
      return Math.min(Number(flags.quick ?? 0), LIMITS.quickAccessSlotGames);
    }
    if (categoryId === CASINO_CATEGORY.popular) return Number(flags.popular ?? 0);
    if (categoryId === CASINO_CATEGORY.new) return Number(flags.new ?? 0);
    return counts.get(categoryId) ?? 0;
  };
}

/**
 * The studios of the slot lobby's provider filter: those with a slot game to list. Our live tables and
 * tombala rooms are games of providers of their own, which have their own lobbies. Their launch
 * address and wallet secret stay here.
 */
export async function listProviders(deps: CasinoDeps, page: Page): Promise<GameProvider[]> {
  return deps.db
    .selectFrom('game_providers')
    .select(['id as providerID', 'code', 'name'])
    .where('active', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('games')
          .select('games.id')
          .whereRef('games.provider_id', '=', 'game_providers.id')
          .where('games.lobby', '=', 'slot')
          .where('games.active', '=', 1),
      ),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

type GameScope = ExpressionBuilder<Database, 'games'>;

/** Category 72 and the flag categories select by a flag; any other number is the game's own category. */
function categoryCondition(eb: GameScope, categoryId: number): Expression<SqlBool> {
  if (categoryId === CASINO_CATEGORY.quickAccess) return eb('games.quick_access', '=', 1);
  if (categoryId === CASINO_CATEGORY.popular) return eb('games.is_popular', '=', 1);
  if (categoryId === CASINO_CATEGORY.new) return eb('games.is_new', '=', 1);
  return eb('games.category_id', '=', categoryId);
}

/** Both sides folded alike, so 'İSTANBUL', 'Istanbul', 'ıstanbul' and 'istanbul' find the same games. */
function searchCondition(eb: GameScope, search: string): Expression<SqlBool> | null {
  const folded = foldForSearch(search);
  if (folded === '') return null;
  return sql<SqlBool>`${eb.ref('games.search_name')} like ${containsPattern(folded)} escape '\\'`;
}

function gameConditions(eb: GameScope, filter: GameFilter, playerId: number | null): Expression<SqlBool> {
  const conditions: Array<Expression<SqlBool>> = [
    eb('games.active', '=', 1),
    eb('games.lobby', '=', filter.lobby ?? 'slot'),
    eb('games.provider_id', 'in', openProviders(eb)),
  ];
  if (filter.isMobile) conditions.push(eb('games.mobile', '=', 1));
  if (filter.providerID !== undefined) conditions.push(eb('games.provider_id', '=', filter.providerID));
  if (filter.categoryID !== undefined) conditions.push(categoryCondition(eb, filter.categoryID));
  const search = filter.searchGameName ? searchCondition(eb, filter.searchGameName) : null;
  if (search) conditions.push(search);
  if (filter.favorites) {
    const favoriteIds = eb.selectFrom('favorite_games').select('favorite_games.game_id');
    conditions.push(eb('games.id', 'in', favoriteIds.where('favorite_games.user_id', '=', playerId ?? 0)));
  }
  return eb.and(conditions);
}

/**
 * Providers whose games the lobby lists. No dead tiles: one whose launch address stopped answering
 * leaves the lobby until it answers again. A handful of rows, so the filter on games stays a lookup
 * and the count needs no join.
 */
function openProviders(eb: GameScope) {
  return eb
    .selectFrom('game_providers')
    .select('game_providers.id')
    .where('game_providers.active', '=', 1)
    .where('game_providers.failed_checks', '<', UNREACHABLE_AFTER_FAILED_CHECKS);
}

/** The quick-access list (category 72) never goes past its 50th game, whatever the page asks. */
function effectivePage(filter: GameFilter): Page {
  if (filter.categoryID !== CASINO_CATEGORY.quickAccess) return filter;
  return {
    offset: filter.offset,
    limit: Math.max(0, Math.min(filter.limit, LIMITS.quickAccessSlotGames - filter.offset)),
  };
}

function cappedTotal(filter: GameFilter, total: number): number {
  return filter.categoryID === CASINO_CATEGORY.quickAccess ? Math.min(total, LIMITS.quickAccessSlotGames) : total;
}

/**
 * One page of games in a stable order (the operator's, then id) and how many match in all. The
 * number is kept per filter for the catalogue's version (lobby-counts.ts), except a player's
 * favourites, which change without the catalogue; a page past the end is not asked for.
 */
export async function findGames(
  deps: CasinoDeps,
  actor: Actor,
  filter: GameFilter,
): Promise<{ games: GameTile[]; pagination: { total: number; limit: number; offset: number } }> {
  const playerId = actor.player?.user.id ?? null;
  const where = (eb: GameScope) => gameConditions(eb, filter, playerId);
  const countMatches = () => countGames(deps, where);
  const total = filter.favorites ? await countMatches() : await deps.lobbyCounts.total(countKey(filter), countMatches);
  const page = effectivePage(filter);
  const rows = page.limit === 0 || page.offset >= total ? [] : await pageOfGames(deps, where, page);
  const favorites = await favoriteIdsAmong(
    deps,
    playerId,
    rows.map((row) => row.id),
  );
  return {
    games: rows.map((row) => toTile(row, actor, favorites.has(row.id))),
    pagination: { total: cappedTotal(filter, total), limit: filter.limit, offset: filter.offset },
  };
}

/** What decides a count, the search as it is folded ('İSTANBUL' and 'ıstanbul' are one filter). */
function countKey(filter: GameFilter): string {
  const search = filter.searchGameName ? foldForSearch(filter.searchGameName) : '';
  return JSON.stringify([
    filter.lobby ?? 'slot',
    filter.isMobile === true,
    filter.providerID,
    filter.categoryID,
    search,
  ]);
}

async function countGames(deps: CasinoDeps, where: (eb: GameScope) => Expression<SqlBool>): Promise<number> {
  const counted = await deps.db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

function pageOfGames(deps: CasinoDeps, where: (eb: GameScope) => Expression<SqlBool>, page: Page) {
  return deps.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
    .leftJoin('game_images', 'game_images.game_id', 'games.id')
    .select(UPLOADED_IMAGE_COLUMNS)
    .select([
      'games.id',
      'games.name',
      'games.theme',
      'games.provider_id',
      'game_providers.name as provider_name',
      'games.category_id',
      'game_categories.name_tr as category_tr',
      'game_categories.name_en as category_en',
      'games.rtp_bp',
      'games.volatility',
      'games.max_win_x',
      'games.is_new',
      'games.is_popular',
    ])
    .where(where)
    .orderBy('games.sort_order')
    .orderBy('games.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

type GameRow = Awaited<ReturnType<typeof pageOfGames>>[number];

async function favoriteIdsAmong(deps: CasinoDeps, playerId: number | null, gameIds: number[]): Promise<Set<number>> {
  if (playerId === null || gameIds.length === 0) return new Set();
  const rows = await deps.db
    .selectFrom('favorite_games')
    .select('game_id')
    .where('user_id', '=', playerId)
    .where('game_id', 'in', gameIds)
    .execute();
  return new Set(rows.map((row) => row.game_id));
}

/** The column is free text an operator may mistype; one odd row must not make the whole page fail its schema. */
function volatilityOf(value: string): Volatility {
  return (VOLATILITIES as readonly string[]).includes(value) ? (value as Volatility) : 'medium';
}

function toTile(row: GameRow, actor: Actor, isFavorite: boolean): GameTile {
  return {
    gameID: row.id,
    name: row.name,
    providerID: row.provider_id,
    providerName: row.provider_name,
    categoryID: row.category_id,
    categoryName: actor.lang === 'en' ? row.category_en : row.category_tr,
    rtpBasisPoints: row.rtp_bp,
    volatility: volatilityOf(row.volatility),
    maxWinMultiplier: row.max_win_x,
    isNew: row.is_new === 1,
    isPopular: row.is_popular === 1,
    imageUrl: gameImageUrl(row),
    isFavorite,
  };
}
