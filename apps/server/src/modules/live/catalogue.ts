import { randomBytes } from 'node:crypto';
import { CASINO_CATEGORY, LIVE_PROVIDER_STATUS, type LiveGame, foldForSearch } from '@bnw/contract';
import type { LiveDeps } from './deps.js';
import { LIVE_RULES } from './rules.js';
import { upsertInProcessProviders } from '../../db/in-process-providers.js';

/** The live lobby's categories (livecasino.category_list): our own numbers. */
export const LIVE_CATEGORIES = [
  { id: 1, name_tr: 'Rulet', name_en: 'Roulette', sort_order: 1 },
  { id: 2, name_tr: 'Bakara', name_en: 'Baccarat', sort_order: 2 },
] as const;

/** Our live labels: the first for every role (status 2), the VIP one standard (status 1). */
export const LIVE_LABELS = [
  { code: 'bnw-canli', name: 'BNW Canlı', status: LIVE_PROVIDER_STATUS.everyone },
  { code: 'bnw-canli-vip', name: 'BNW Canlı VIP', status: LIVE_PROVIDER_STATUS.standard },
] as const;

interface TableDefinition {
  code: string;
  name: string;
  game: LiveGame;
  label: (typeof LIVE_LABELS)[number]['code'];
  minBetKurus: number;
  maxBetKurus: number;
  maxRoundKurus: number;
}

/** Three roulette tables and two baccarat tables, at different limits. */
export const LIVE_TABLES: readonly TableDefinition[] = [
  {
    code: 'rulet-bogaz',
    name: 'Boğaz Ruleti',
    game: 'roulette',
    label: 'bnw-canli',
    minBetKurus: 100,
    maxBetKurus: 5_000,
    maxRoundKurus: 20_000,
  },
  {
    code: 'rulet-galata',
    name: 'Galata Ruleti',
    game: 'roulette',
    label: 'bnw-canli',
    minBetKurus: 500,
    maxBetKurus: 10_000,
    maxRoundKurus: 25_000,
  },
  {
    code: 'rulet-kapadokya',
    name: 'Kapadokya VIP Ruleti',
    game: 'roulette',
    label: 'bnw-canli-vip',
    minBetKurus: 2_000,
    maxBetKurus: 25_000,
    maxRoundKurus: 50_000,
  },
  {
    code: 'bakara-pera',
    name: 'Pera Bakara',
    game: 'baccarat',
    label: 'bnw-canli',
    minBetKurus: 500,
    maxBetKurus: 20_000,
    maxRoundKurus: 25_000,
  },
  {
    code: 'bakara-efes',
    name: 'Efes VIP Bakara',
    game: 'baccarat',
    label: 'bnw-canli-vip',
    minBetKurus: 2_000,
    maxBetKurus: 25_000,
    maxRoundKurus: 50_000,
  },
];

const CATEGORY_OF: Record<LiveGame, number> = { roulette: 1, baccarat: 2 };

/**
 * Brings the live lobby up to the shipped tables, at every start and idempotently (like the
 * studio's catalogue): categories, labels and tables are inserted when missing; a table's game row
 * follows the code (name, figures), while its limits, order and switch are the operator's once
 * made, and its public seed and fencing token are never touched again.
 */
export async function syncLiveCatalogue(deps: Pick<LiveDeps, 'db' | 'clock' | 'config'>): Promise<number> {
  const now = deps.clock().toISOString();
  await deps.db
    .insertInto('game_categories')
    .values({ id: CASINO_CATEGORY.live, name_tr: 'Canlı Casino', name_en: 'Live casino', sort_order: 5, active: 1 })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await deps.db
    .insertInto('live_categories')
    .values(LIVE_CATEGORIES.map((category) => ({ ...category, active: 1 })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const providers = await upsertLabels(deps, now);
  for (const [index, table] of LIVE_TABLES.entries()) {
    const provider = providers.get(table.label)!;
    const gameId = await upsertGame(deps, table, provider, index, now);
    await deps.db
      .insertInto('live_tables')
      .values({
        id: gameId,
        code: table.code,
        game: table.game,
        category_id: CATEGORY_OF[table.game],
        min_bet_kurus: table.minBetKurus,
        max_bet_kurus: table.maxBetKurus,
        max_round_kurus: table.maxRoundKurus,
        public_seed: `${table.code}-${randomBytes(6).toString('hex')}`,
        sort_order: (index + 1) * 10,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  return LIVE_TABLES.length;
}

async function upsertLabels(deps: Pick<LiveDeps, 'db' | 'config'>, now: string) {
  const labels = LIVE_LABELS.map((label, index) => ({ code: label.code, name: label.name, sortOrder: 100 + index }));
  const providers = await upsertInProcessProviders(deps.db, labels, `${deps.config.publicUrl}/live`, now);
  const rows = [...providers.values()];
  for (const row of rows) {
    const status = LIVE_LABELS.find((label) => label.code === row.code)!.status;
    await deps.db
      .insertInto('live_providers')
      .values({ provider_id: row.id, status })
      .onConflict((conflict) => conflict.column('provider_id').doNothing())
      .execute();
  }
  return providers;
}

async function upsertGame(
  deps: Pick<LiveDeps, 'db'>,
  table: TableDefinition,
  provider: { id: number; name: string },
  index: number,
  now: string,
): Promise<number> {
  const rules = LIVE_RULES[table.game];
  const row = await deps.db
    .insertInto('games')
    .values({
      provider_id: provider.id,
      category_id: CASINO_CATEGORY.live,
      code: table.code,
      name: table.name,
      search_name: foldForSearch(`${table.name} ${provider.name}`),
      rtp_bp: rules.rtpBasisPoints,
      volatility: 'low',
      max_win_x: rules.maxWinMultiplier,
      lobby: 'live',
      mobile: 1,
      is_new: 0,
      is_popular: 0,
      quick_access: 0,
      active: 1,
      sort_order: (index + 1) * 10,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['provider_id', 'code']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        search_name: eb.ref('excluded.search_name'),
        rtp_bp: eb.ref('excluded.rtp_bp'),
        max_win_x: eb.ref('excluded.max_win_x'),
        lobby: eb.ref('excluded.lobby'),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
