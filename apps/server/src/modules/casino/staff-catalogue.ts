import {
  CASINO_CATEGORY,
  type GameLobbyName,
  GAME_LOBBIES,
  VOLATILITIES,
  containsPattern,
  foldForSearch,
} from '@bnw/contract';
import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  type CATALOGUE_CONTRACT,
  GAME_IMAGE_TYPES,
  type GameImageType,
  type StaffCategory,
  type StaffGame,
} from '@bnw/contract/backoffice';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { turkishOrderKey } from '../../db/turkish-text.js';
import { UNREACHABLE_AFTER_FAILED_CHECKS } from '../../platform/provider-reachability.js';
import { type StaffActor, type StaffHandlers, StaffRefusal, staffOf, staffOk } from '../../rpc/backoffice-handlers.js';
import type { CasinoDeps } from './deps.js';
import { UPLOADED_IMAGE_COLUMNS } from '../../platform/game-image-address.js';
import { gameImageUrl } from './game-image.js';
import { clearGameImage, setGameImage } from './game-image-upload.js';

/**
 * The back office's categories and games ("Catalogue"). Staff change the very
 * columns the lobby reads (catalogue.ts): `active`, `sort_order` and the flags `is_new`,
 * `is_popular`, `quick_access` and `mobile`, so a change shows in the player's next lobby call.
 * A game's name, code and figures are the provider's (or our code's, re-synced at every start), so
 * none of them is edited here; its picture is drawn from its name unless staff upload one
 * (game-image-upload.ts).
 */
type Deps = Pick<CasinoDeps, 'db' | 'dialect'>;

/** The lobby fills these by a game's flag, not by its own category (catalogue.ts, categoryCondition). */
const FLAG_CATEGORIES: Record<number, 'is_popular' | 'is_new' | 'quick_access'> = {
  [CASINO_CATEGORY.popular]: 'is_popular',
  [CASINO_CATEGORY.new]: 'is_new',
  [CASINO_CATEGORY.quickAccess]: 'quick_access',
};

const FLAG_COLUMNS = { new: 'is_new', popular: 'is_popular', quickAccess: 'quick_access' } as const;

const onOff = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** The fields sent, as columns; those not sent are left out, so one UPDATE changes only them. */
function columnsOf<T extends Record<string, number | string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

// ---- categories -----------------------------------------------------------------------------

type CategoryRow = { id: number; name_tr: string; name_en: string; sort_order: number; active: number };

/** How many games each category lists: by the game's own category, or by the flag it selects by. */
async function gameCounts(deps: Deps, categoryIds: number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const [own, flags] = await Promise.all([
    deps.db
      .selectFrom('games')
      .select((eb) => ['category_id', eb.fn.countAll<number | string>().as('n')])
      .where('category_id', 'in', categoryIds)
      .groupBy('category_id')
      .execute(),
    deps.db
      .selectFrom('games')
      .select((eb) => [
        eb.fn.sum<number | string | null>('is_popular').as('is_popular'),
        eb.fn.sum<number | string | null>('is_new').as('is_new'),
        eb.fn.sum<number | string | null>('quick_access').as('quick_access'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const counts = new Map(own.map((row) => [row.category_id, Number(row.n)]));
  for (const [id, column] of Object.entries(FLAG_CATEGORIES)) counts.set(Number(id), Number(flags[column] ?? 0));
  return counts;
}

function toStaffCategory(row: CategoryRow, counts: Map<number, number>): StaffCategory {
  return {
    id: row.id,
    nameTr: row.name_tr,
    nameEn: row.name_en,
    sortOrder: row.sort_order,
    active: row.active === 1,
    selection: row.id in FLAG_CATEGORIES ? 'flag' : 'own',
    gameCount: counts.get(row.id) ?? 0,
  };
}

const CATEGORY_COLUMNS = ['id', 'name_tr', 'name_en', 'sort_order', 'active'] as const;

export async function listStaffCategories(
  deps: Deps,
  input: BackofficeParsedInput<'bo_catalogue.categories_list'>,
): Promise<BackofficeMethodOutput<'bo_catalogue.categories_list'>> {
  const counted = await deps.db
    .selectFrom('game_categories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await deps.db
    .selectFrom('game_categories')
    .select(CATEGORY_COLUMNS)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  const counts = await gameCounts(
    deps,
    rows.map((row) => row.id),
  );
  return {
    categories: rows.map((row) => toStaffCategory(row, counts)),
    pagination: { total: Number(counted.n), limit: input.limit, offset: input.offset },
  };
}

export async function updateStaffCategory(
  deps: Deps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_catalogue.category_update'>,
): Promise<StaffCategory> {
  staffOf(actor);
  const result = await deps.db
    .updateTable('game_categories')
    .set(
      columnsOf({
        name_tr: input.nameTr,
        name_en: input.nameEn,
        active: onOff(input.active),
        sort_order: input.sortOrder,
      }),
    )
    .where('id', '=', input.categoryID)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new StaffRefusal('catalogueCategoryNotFound', {}, `category:${input.categoryID}`);
  }
  return staffCategoryById(deps, input.categoryID);
}

export async function staffCategoryById(deps: Deps, categoryId: number): Promise<StaffCategory> {
  const row = await deps.db
    .selectFrom('game_categories')
    .select(CATEGORY_COLUMNS)
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!row) throw new StaffRefusal('catalogueCategoryNotFound', {}, `category:${categoryId}`);
  return toStaffCategory(row, await gameCounts(deps, [row.id]));
}

// ---- games ----------------------------------------------------------------------------------

type GameScope = ExpressionBuilder<Database, 'games' | 'game_providers' | 'game_categories'>;

function gamesQuery(deps: Deps) {
  return deps.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
    .leftJoin('game_images', 'game_images.game_id', 'games.id')
    .leftJoin('staff_users as image_staff', 'image_staff.id', 'game_images.uploaded_by')
    .select(UPLOADED_IMAGE_COLUMNS)
    .select((eb) => [
      'game_images.width as image_width',
      'game_images.height as image_height',
      'game_images.uploaded_at as image_uploaded_at',
      'image_staff.username as image_uploaded_by',
      eb.fn<number | string | null>('length', ['game_images.bytes']).as('image_bytes'),
    ])
    .select([
      'games.id',
      'games.code',
      'games.name',
      'games.theme',
      'games.provider_id',
      'game_providers.code as provider_code',
      'game_providers.name as provider_name',
      'game_providers.active as provider_active',
      'game_providers.failed_checks as provider_failed_checks',
      'games.category_id',
      'game_categories.name_tr as category_tr',
      'game_categories.name_en as category_en',
      'games.lobby',
      'games.active',
      'games.sort_order',
      'games.is_new',
      'games.is_popular',
      'games.quick_access',
      'games.mobile',
      'games.rtp_bp',
      'games.volatility',
      'games.max_win_x',
      'games.created_at',
    ]);
}

type GameRow = Awaited<ReturnType<ReturnType<typeof gamesQuery>['executeTakeFirstOrThrow']>>;

function lobbyOf(value: string): GameLobbyName {
  return (GAME_LOBBIES as readonly string[]).includes(value) ? (value as GameLobbyName) : 'slot';
}

/** The uploaded picture's facts, or null while the lobby shows the drawn one. */
function uploadedImageOf(row: GameRow): StaffGame['uploadedImage'] {
  if (row.image_type === null || row.image_uploaded_at === null) return null;
  if (!(GAME_IMAGE_TYPES as readonly string[]).includes(row.image_type)) return null;
  return {
    type: row.image_type as GameImageType,
    bytes: Number(row.image_bytes),
    width: Number(row.image_width),
    height: Number(row.image_height),
    uploadedBy: row.image_uploaded_by ?? '',
    uploadedAt: row.image_uploaded_at,
  };
}

function toStaffGame(row: GameRow): StaffGame {
  const providerOpen =
    row.provider_active === 1 && Number(row.provider_failed_checks) < UNREACHABLE_AFTER_FAILED_CHECKS;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    providerID: row.provider_id,
    providerCode: row.provider_code,
    providerName: row.provider_name,
    categoryID: row.category_id,
    categoryNameTr: row.category_tr,
    categoryNameEn: row.category_en,
    lobby: lobbyOf(row.lobby),
    active: row.active === 1,
    sortOrder: row.sort_order,
    isNew: row.is_new === 1,
    isPopular: row.is_popular === 1,
    quickAccess: row.quick_access === 1,
    mobile: row.mobile === 1,
    rtpBasisPoints: row.rtp_bp,
    volatility: (VOLATILITIES as readonly string[]).includes(row.volatility) ? row.volatility : 'medium',
    maxWinMultiplier: row.max_win_x,
    imageUrl: gameImageUrl(row),
    uploadedImage: uploadedImageOf(row),
    listed: row.active === 1 && providerOpen,
    createdAt: row.created_at,
  };
}

type GameListInput = BackofficeParsedInput<'bo_catalogue.games_list'>;

/**
 * The search folds both sides as the lobby does ('İSTANBUL', 'ıstanbul' and 'istanbul' alike) over
 * the name and provider (games.search_name), and finds a provider's game code too.
 */
function gameListConditions(eb: GameScope, input: GameListInput): Expression<SqlBool> {
  const conditions: Array<Expression<SqlBool>> = [];
  const folded = foldForSearch(input.search ?? '');
  if (folded !== '') {
    const pattern = containsPattern(folded);
    conditions.push(
      eb.or([
        sql<SqlBool>`${eb.ref('games.search_name')} like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(${eb.ref('games.code')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  if (input.providerID !== undefined) conditions.push(eb('games.provider_id', '=', input.providerID));
  if (input.categoryID !== undefined) conditions.push(eb('games.category_id', '=', input.categoryID));
  if (input.lobby !== undefined) conditions.push(eb('games.lobby', '=', input.lobby));
  if (input.active !== undefined) conditions.push(eb('games.active', '=', input.active ? 1 : 0));
  if (input.flag !== undefined) conditions.push(eb(`games.${FLAG_COLUMNS[input.flag]}`, '=', 1));
  return eb.and(conditions);
}

const SORT_COLUMNS = { order: 'games.sort_order', id: 'games.id' } as const;

/** The list's order: by name in Turkish alphabetical order (Çarkıfelek after Cleopatra), by order, or by id. */
function sortKey(dialect: CasinoDeps['dialect'], sort: GameListInput['sort']) {
  return sort === 'name' ? turkishOrderKey(sql.ref('games.name'), dialect) : sql.ref(SORT_COLUMNS[sort]);
}

export async function listStaffGames(
  deps: Deps,
  input: GameListInput,
): Promise<BackofficeMethodOutput<'bo_catalogue.games_list'>> {
  const where = (eb: GameScope) => gameListConditions(eb, input);
  const counted = await deps.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  const direction = input.descending ? 'desc' : 'asc';
  const rows = await gamesQuery(deps)
    .where(where)
    .orderBy(sortKey(deps.dialect, input.sort), direction)
    .orderBy('games.id', direction)
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    games: rows.map(toStaffGame),
    pagination: { total: Number(counted.n), limit: input.limit, offset: input.offset },
  };
}

export async function staffGameById(deps: Deps, gameId: number): Promise<StaffGame> {
  const row = await gamesQuery(deps).where('games.id', '=', gameId).executeTakeFirst();
  if (!row) throw new StaffRefusal('catalogueGameNotFound', {}, `game:${gameId}`);
  return toStaffGame(row);
}

/** One UPDATE of the fields sent: the lobby lists, orders and flags the game by exactly these columns. */
export async function updateStaffGame(
  deps: Deps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_catalogue.game_update'>,
): Promise<StaffGame> {
  staffOf(actor);
  const result = await deps.db
    .updateTable('games')
    .set(
      columnsOf({
        active: onOff(input.active),
        sort_order: input.sortOrder,
        is_new: onOff(input.isNew),
        is_popular: onOff(input.isPopular),
        quick_access: onOff(input.quickAccess),
        mobile: onOff(input.mobile),
      }),
    )
    .where('id', '=', input.gameID)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new StaffRefusal('catalogueGameNotFound', {}, `game:${input.gameID}`);
  return staffGameById(deps, input.gameID);
}

type CasinoCalls = Pick<
  typeof CATALOGUE_CONTRACT,
  | 'bo_catalogue.categories_list'
  | 'bo_catalogue.category_get'
  | 'bo_catalogue.category_update'
  | 'bo_catalogue.games_list'
  | 'bo_catalogue.game_get'
  | 'bo_catalogue.game_update'
  | 'bo_catalogue.game_image_set'
  | 'bo_catalogue.game_image_clear'
>;

export const casinoStaffCatalogueHandlers: StaffHandlers<CasinoCalls> = {
  'bo_catalogue.categories_list': async (input, { services }) => staffOk(await listStaffCategories(services, input)),
  'bo_catalogue.category_get': async (input, { services }) =>
    staffOk(await staffCategoryById(services, input.categoryID)),
  'bo_catalogue.category_update': async (input, { services, actor }) => {
    const category = await updateStaffCategory(services, actor, input);
    return staffOk(category, 'catalogueCategoryUpdated', `category:${category.id}`);
  },
  'bo_catalogue.games_list': async (input, { services }) => staffOk(await listStaffGames(services, input)),
  'bo_catalogue.game_get': async (input, { services }) => staffOk(await staffGameById(services, input.gameID)),
  'bo_catalogue.game_update': async (input, { services, actor }) => {
    const game = await updateStaffGame(services, actor, input);
    return staffOk(game, 'catalogueGameUpdated', `game:${game.id}`);
  },
  'bo_catalogue.game_image_set': async (input, { services, actor }) => {
    await setGameImage(services, actor, input);
    return staffOk(await staffGameById(services, input.gameID), 'catalogueGameImageSet', `game:${input.gameID}`);
  },
  'bo_catalogue.game_image_clear': async (input, { services, actor }) => {
    await clearGameImage(services, actor, input);
    return staffOk(await staffGameById(services, input.gameID), 'catalogueGameImageCleared', `game:${input.gameID}`);
  },
};
