import type {
  BackofficeMethodOutput,
  BackofficeParsedInput,
  CATALOGUE_CONTRACT,
  StaffLiveTable,
} from '@bnw/contract/backoffice';
import { formatTry } from '@bnw/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type StaffActor, type StaffHandlers, StaffRefusal, staffOf, staffOk } from '../../rpc/backoffice-handlers.js';
import type { LiveDeps } from './deps.js';
import { LIVE_RULES } from './rules.js';

/**
 * The back office's live tables ("Catalogue"): switch, order and limits, the
 * columns the live lobby (tables.ts) and a bet (place-bets.ts) read. A table's name and game are
 * our code's (catalogue.ts re-syncs them); its limits are the operator's once changed.
 */
type Deps = Pick<LiveDeps, 'db'>;

function staffTablesQuery(deps: Deps) {
  return deps.db
    .selectFrom('live_tables')
    .innerJoin('games', 'games.id', 'live_tables.id')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('live_categories', 'live_categories.id', 'live_tables.category_id')
    .select([
      'live_tables.id',
      'live_tables.code',
      'live_tables.game',
      'live_tables.active',
      'live_tables.sort_order',
      'live_tables.min_bet_kurus',
      'live_tables.max_bet_kurus',
      'live_tables.max_round_kurus',
      'games.name',
      'games.active as game_active',
      'game_providers.name as provider_name',
      'game_providers.active as provider_active',
      'live_categories.name_tr as category_tr',
      'live_categories.name_en as category_en',
      'live_categories.active as category_active',
    ]);
}

type TableRow = Awaited<ReturnType<ReturnType<typeof staffTablesQuery>['executeTakeFirstOrThrow']>>;

function toStaffTable(row: TableRow): StaffLiveTable {
  const active = row.active === 1;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    game: row.game,
    providerName: row.provider_name,
    categoryNameTr: row.category_tr,
    categoryNameEn: row.category_en,
    active,
    sortOrder: row.sort_order,
    minBetKurus: Number(row.min_bet_kurus),
    maxBetKurus: Number(row.max_bet_kurus),
    maxRoundKurus: Number(row.max_round_kurus),
    // The live lobby's own conditions (tables.ts, tablesQuery).
    listed: active && row.game_active === 1 && row.provider_active === 1 && row.category_active === 1,
  };
}

export async function listStaffLiveTables(
  deps: Deps,
  input: BackofficeParsedInput<'bo_catalogue.live_tables_list'>,
): Promise<BackofficeMethodOutput<'bo_catalogue.live_tables_list'>> {
  const counted = await deps.db
    .selectFrom('live_tables')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await staffTablesQuery(deps)
    .orderBy('live_tables.sort_order')
    .orderBy('live_tables.id')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    tables: rows.map(toStaffTable),
    pagination: { total: Number(counted.n), limit: input.limit, offset: input.offset },
  };
}

type LimitColumn = 'min_bet_kurus' | 'max_bet_kurus' | 'max_round_kurus';

/**
 * A limit as it will be after the update: the value sent, else the row's. Cast, so PostgreSQL
 * compares two sent values as numbers and not as text.
 */
function limitAfter(value: number | undefined, column: LimitColumn): RawBuilder<number> {
  return value === undefined ? sql<number>`${sql.ref(column)}` : sql<number>`cast(${value} as bigint)`;
}

/**
 * Status, order and limits in ONE conditional UPDATE: the limits are written only if, with the
 * values sent and the row's others, minimum ≤ maximum ≤ per round still holds. Two staff members
 * moving the minimum up and the maximum down at once cannot cross them: the second update checks
 * the row the first one left (PostgreSQL re-reads a row locked by a concurrent update).
 */
export async function updateStaffLiveTable(
  deps: Deps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_catalogue.live_table_update'>,
): Promise<StaffLiveTable> {
  staffOf(actor);
  await refuseOffStep(deps, input);
  const min = limitAfter(input.minBetKurus, 'min_bet_kurus');
  const max = limitAfter(input.maxBetKurus, 'max_bet_kurus');
  const perRound = limitAfter(input.maxRoundKurus, 'max_round_kurus');
  const result = await deps.db
    .updateTable('live_tables')
    .set({
      ...(input.active !== undefined ? { active: input.active ? 1 : 0 } : {}),
      ...(input.sortOrder !== undefined ? { sort_order: input.sortOrder } : {}),
      ...(input.minBetKurus !== undefined ? { min_bet_kurus: input.minBetKurus } : {}),
      ...(input.maxBetKurus !== undefined ? { max_bet_kurus: input.maxBetKurus } : {}),
      ...(input.maxRoundKurus !== undefined ? { max_round_kurus: input.maxRoundKurus } : {}),
    })
    .where('id', '=', input.tableID)
    .where(sql<SqlBool>`${min} <= ${max} and ${max} <= ${perRound}`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) await refuseUpdate(deps, input.tableID);
  return staffTableById(deps, input.tableID);
}

/**
 * A bet is a multiple of the game's stake step (place-bets.ts), so a limit off the step could never
 * be met exactly. A table's game never changes (our code's), so reading it first races nothing.
 */
async function refuseOffStep(deps: Deps, input: BackofficeParsedInput<'bo_catalogue.live_table_update'>) {
  const limits = [input.minBetKurus, input.maxBetKurus, input.maxRoundKurus].filter((value) => value !== undefined);
  if (limits.length === 0) return;
  const table = await deps.db
    .selectFrom('live_tables')
    .select('game')
    .where('id', '=', input.tableID)
    .executeTakeFirst();
  if (!table) throw new StaffRefusal('catalogueLiveTableNotFound', {}, `live_table:${input.tableID}`);
  const step = LIVE_RULES[table.game].stakeStepKurus;
  if (limits.some((value) => value % step !== 0)) {
    throw new StaffRefusal('catalogueStakeStepInvalid', { step: formatTry(step) }, `live_table:${input.tableID}`);
  }
}

/** Why the conditional update changed nothing: no such table, or limits that would not fit. */
async function refuseUpdate(deps: Deps, tableId: number): Promise<never> {
  const exists = await deps.db.selectFrom('live_tables').select('id').where('id', '=', tableId).executeTakeFirst();
  const target = `live_table:${tableId}`;
  throw new StaffRefusal(exists ? 'catalogueLimitsInvalid' : 'catalogueLiveTableNotFound', {}, target);
}

export async function staffTableById(deps: Deps, tableId: number): Promise<StaffLiveTable> {
  const row = await staffTablesQuery(deps).where('live_tables.id', '=', tableId).executeTakeFirst();
  if (!row) throw new StaffRefusal('catalogueLiveTableNotFound', {}, `live_table:${tableId}`);
  return toStaffTable(row);
}

type LiveCalls = Pick<
  typeof CATALOGUE_CONTRACT,
  'bo_catalogue.live_tables_list' | 'bo_catalogue.live_table_get' | 'bo_catalogue.live_table_update'
>;

export const liveStaffCatalogueHandlers: StaffHandlers<LiveCalls> = {
  'bo_catalogue.live_tables_list': async (input, { services }) => staffOk(await listStaffLiveTables(services, input)),
  'bo_catalogue.live_table_get': async (input, { services }) => staffOk(await staffTableById(services, input.tableID)),
  'bo_catalogue.live_table_update': async (input, { services, actor }) => {
    const table = await updateStaffLiveTable(services, actor, input);
    return staffOk(table, 'catalogueLiveTableUpdated', `live_table:${table.id}`);
  },
};
