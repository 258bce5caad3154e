import { randomBytes } from 'node:crypto';
import { CASINO_CATEGORY, type Volatility, foldForSearch } from '@bnw/contract';
import type { MotifId } from '@bnw/game-math/art';
import type { Kysely } from 'kysely';
import type { Database, GameLobby } from '../schema.js';

const CATEGORIES = [
  { id: CASINO_CATEGORY.slot, name_tr: 'Slot', name_en: 'Slots', sort_order: 1 },
  { id: CASINO_CATEGORY.popular, name_tr: 'Popüler', name_en: 'Popular', sort_order: 2 },
  { id: CASINO_CATEGORY.new, name_tr: 'Yeni', name_en: 'New', sort_order: 3 },
  { id: CASINO_CATEGORY.table, name_tr: 'Masa Oyunları', name_en: 'Table games', sort_order: 4 },
  { id: CASINO_CATEGORY.live, name_tr: 'Canlı Casino', name_en: 'Live casino', sort_order: 5 },
  { id: CASINO_CATEGORY.quickAccess, name_tr: 'Hızlı Erişim', name_en: 'Quick access', sort_order: 0 },
];

/**
 * Our reference provider (apps/reference-provider). In demo mode the server gives it a fresh
 * secret and its real launch address at every start (src/demo/reference-provider.ts).
 */
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
  lobby: GameLobby;
  rtpBp: number;
  volatility: Volatility;
  maxWinX: number;
  flags?: { isNew?: boolean; isPopular?: boolean; quickAccess?: boolean };
  /** Its lobby tile, drawn like our studio's (games.theme): colours and three symbol pictures. */
  tile: TileLook;
}

interface TileLook {
  background: string;
  accent: string;
  text: string;
  symbols: Array<{ art: MotifId; colour: string }>;
}

/** A tile look: the colours, then three [picture, colour] pairs. */
function look(background: string, accent: string, text: string, ...symbols: Array<[MotifId, string]>): TileLook {
  return { background, accent, text, symbols: symbols.map(([art, colour]) => ({ art, colour })) };
}

/**
 * The reference provider's games, with its own figures: the RTP of every choice is exactly this
 * (its units prove it by enumeration) and the largest win is its smallest chance's multiplier.
 * apps/server/test/reference-provider.test.ts holds these equal to the provider's catalogue.
 */
const GAMES: DemoGame[] = [
  {
    code: 'istanbul-zarlari',
    name: 'İstanbul Zarları',
    category: CASINO_CATEGORY.slot,
    lobby: 'slot',
    rtpBp: 9800,
    volatility: 'medium',
    maxWinX: 49,
    flags: { isPopular: true, quickAccess: true },
    tile: look('#3a0f1e', '#e63946', '#fff3e6', ['mosque', '#f4d58d'], ['dice', '#e63946'], ['tower', '#f1faee']),
  },
  {
    code: 'kapadokya-zari',
    name: 'Kapadokya Zarı',
    category: CASINO_CATEGORY.slot,
    lobby: 'slot',
    rtpBp: 9700,
    volatility: 'high',
    maxWinX: 97,
    flags: { isNew: true, quickAccess: true },
    tile: look(
      '#3d1f2b',
      '#ff8c42',
      '#fff1e6',
      ['balloon', '#ff6b35'],
      ['dice', '#f4a261'],
      ['fairyChimney', '#d4a373'],
    ),
  },
  {
    code: 'ege-zari',
    name: 'Ege Zarı',
    category: CASINO_CATEGORY.table,
    lobby: 'slot',
    rtpBp: 9600,
    volatility: 'low',
    maxWinX: 3,
    flags: { isNew: true },
    tile: look('#0a3d62', '#4fc3f7', '#f1f9ff', ['sailboat', '#ffffff'], ['dice', '#4fc3f7'], ['olive', '#78e08f']),
  },
  {
    code: 'bogaz-gecesi-zari',
    name: 'Boğaz Gecesi Zarı',
    category: CASINO_CATEGORY.table,
    lobby: 'slot',
    rtpBp: 9900,
    volatility: 'medium',
    maxWinX: 11,
    flags: { isPopular: true },
    tile: look('#0b1d3a', '#845ef7', '#e8f4ff', ['bridge', '#90caf9'], ['dice', '#ffe066'], ['fullMoon', '#fff59d']),
  },
  {
    // The virtual lobby finds it by provider and type (its code), not by category.
    code: 'at-yarisi',
    name: 'Sanal At Yarışı',
    category: CASINO_CATEGORY.slot,
    lobby: 'virtual',
    rtpBp: 9600,
    volatility: 'medium',
    maxWinX: 24,
    flags: { isNew: true },
    tile: look('#1b4332', '#ffd166', '#f1faee', ['horse', '#c97b4a'], ['star', '#ffd166'], ['horse', '#f1faee']),
  },
];

/** The lobby's categories, in every installation; inserted when missing, so the operator's edits survive. */
export async function seedCasinoCategories(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('game_categories')
    .values(CATEGORIES.map((category) => ({ ...category, active: 1 })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** The demo lobby: the categories, and the reference provider with its games (seedReferenceProvider). */
export async function seedCasino(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await seedCasinoCategories(db);
  await seedReferenceProvider(db, now);
}

/**
 * The reference provider and its games, for demo mode only (it runs on this machine). Idempotent:
 * the provider is inserted when missing; a game's figures (name, RTP, volatility, largest win,
 * lobby) are brought up to the provider's on every start, its flags, order and switch are the
 * operator's; games the provider no longer offers are switched off.
 */
async function seedReferenceProvider(db: Kysely<Database>, now: Date): Promise<void> {
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
    .onConflict((conflict) =>
      conflict.columns(['provider_id', 'code']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        search_name: eb.ref('excluded.search_name'),
        rtp_bp: eb.ref('excluded.rtp_bp'),
        volatility: eb.ref('excluded.volatility'),
        max_win_x: eb.ref('excluded.max_win_x'),
        lobby: eb.ref('excluded.lobby'),
        theme: eb.ref('excluded.theme'),
      })),
    )
    .execute();
  await db
    .updateTable('games')
    .set({ active: 0 })
    .where('provider_id', '=', provider.id)
    .where(
      'code',
      'not in',
      GAMES.map((game) => game.code),
    )
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
    lobby: game.lobby,
    mobile: 1,
    is_new: game.flags?.isNew ? 1 : 0,
    is_popular: game.flags?.isPopular ? 1 : 0,
    quick_access: game.flags?.quickAccess ? 1 : 0,
    active: 1,
    sort_order: (index + 1) * 10,
    created_at: now.toISOString(),
    theme: JSON.stringify(game.tile),
  };
}
