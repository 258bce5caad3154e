import { randomBytes } from 'node:crypto';
import { CASINO_CATEGORY, type Volatility, foldForSearch } from '@bnw/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

const CATEGORIES = [
  { id: CASINO_CATEGORY.slot, name_tr: 'Slot', name_en: 'Slots', sort_order: 1 },
  { id: CASINO_CATEGORY.popular, name_tr: 'Popüler', name_en: 'Popular', sort_order: 2 },
  { id: CASINO_CATEGORY.new, name_tr: 'Yeni', name_en: 'New', sort_order: 3 },
  { id: CASINO_CATEGORY.table, name_tr: 'Masa Oyunları', name_en: 'Table games', sort_order: 4 },
  { id: CASINO_CATEGORY.live, name_tr: 'Canlı Casino', name_en: 'Live casino', sort_order: 5 },
  { id: CASINO_CATEGORY.quickAccess, name_tr: 'Hızlı Erişim', name_en: 'Quick access', sort_order: 0 },
];

/** Our reference provider: it arrives in a later step, at this address. */
const REFERENCE_PROVIDER = {
  code: 'bnw-reference',
  name: 'BNW Referans Sağlayıcı',
  launch_url: 'http://localhost:8090/play',
  active: 1,
  sort_order: 0,
};

interface DemoGame {
  code: string;
  name: string;
  category: number;
  rtpBp: number;
  volatility: Volatility;
  maxWinX: number;
  flags?: { isNew?: boolean; isPopular?: boolean; quickAccess?: boolean };
}

/**
 * A few games of the reference provider, so the lobby has something to list. They become
 * playable when the reference provider lands; until then `casino.init_game` has nowhere to send
 * a player. Their figures are the ones the provider's mathematics will be built to.
 */
const GAMES: DemoGame[] = [
  {
    code: 'istanbul-zarlari',
    name: 'İstanbul Zarları',
    category: CASINO_CATEGORY.slot,
    rtpBp: 9620,
    volatility: 'medium',
    maxWinX: 5000,
    flags: { isPopular: true, quickAccess: true },
  },
  {
    code: 'kapadokya-balonlari',
    name: 'Kapadokya Balonları',
    category: CASINO_CATEGORY.slot,
    rtpBp: 9650,
    volatility: 'low',
    maxWinX: 2500,
    flags: { isNew: true, quickAccess: true },
  },
  {
    code: 'efes-hazinesi',
    name: 'Efes Hazinesi',
    category: CASINO_CATEGORY.slot,
    rtpBp: 9600,
    volatility: 'high',
    maxWinX: 10000,
    flags: { isPopular: true },
  },
  {
    code: 'bogaz-gecesi',
    name: 'Boğaz Gecesi',
    category: CASINO_CATEGORY.slot,
    rtpBp: 9580,
    volatility: 'medium',
    maxWinX: 4000,
    flags: { isNew: true },
  },
  {
    code: 'karadeniz-firtinasi',
    name: 'Karadeniz Fırtınası',
    category: CASINO_CATEGORY.slot,
    rtpBp: 9610,
    volatility: 'high',
    maxWinX: 8000,
  },
  {
    code: 'ege-meyveleri',
    name: 'Ege Meyveleri',
    category: CASINO_CATEGORY.slot,
    rtpBp: 9640,
    volatility: 'low',
    maxWinX: 1000,
    flags: { quickAccess: true },
  },
  {
    code: 'tavla-ustasi',
    name: 'Tavla Ustası',
    category: CASINO_CATEGORY.table,
    rtpBp: 9700,
    volatility: 'low',
    maxWinX: 100,
  },
  {
    code: 'okey-masasi',
    name: 'Okey Masası',
    category: CASINO_CATEGORY.table,
    rtpBp: 9690,
    volatility: 'medium',
    maxWinX: 200,
    flags: { isNew: true },
  },
];

/**
 * The lobby's categories, the reference provider and its games. Idempotent like the rest of the
 * seed: what exists is left alone, so the provider's wallet secret, made once here at random, is
 * never replaced by a restart.
 */
export async function seedCasino(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db
    .insertInto('game_categories')
    .values(CATEGORIES.map((category) => ({ ...category, active: 1 })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await db
    .insertInto('game_providers')
    .values({ ...REFERENCE_PROVIDER, wallet_secret: randomBytes(32).toString('hex'), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const provider = await db
    .selectFrom('game_providers')
    .select(['id', 'name'])
    .where('code', '=', REFERENCE_PROVIDER.code)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('games')
    .values(GAMES.map((game, index) => gameRow(game, provider, index, now)))
    .onConflict((conflict) => conflict.columns(['provider_id', 'code']).doNothing())
    .execute();
}

function gameRow(game: DemoGame, provider: { id: number; name: string }, index: number, now: Date) {
  return {
    provider_id: provider.id,
    category_id: game.category,
    code: game.code,
    name: game.name,
    search_name: foldForSearch(`${game.name} ${provider.name}`),
    rtp_bp: game.rtpBp,
    volatility: game.volatility,
    max_win_x: game.maxWinX,
    mobile: 1,
    is_new: game.flags?.isNew ? 1 : 0,
    is_popular: game.flags?.isPopular ? 1 : 0,
    quick_access: game.flags?.quickAccess ? 1 : 0,
    active: 1,
    sort_order: (index + 1) * 10,
    created_at: now.toISOString(),
  };
}
