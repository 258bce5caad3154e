import type { CATALOGUE_CONTRACT } from '@bnw/contract/backoffice';
import { seedCasinoCategories } from '../src/db/seed/casino.js';
import { syncLiveCatalogue } from '../src/modules/live/index.js';
import type { SampleContext, SamplesOf } from './backoffice-samples.js';
import { type TestProvider, createGame, createProvider } from './support/wallet.js';
import { pngImage } from './game-image-fixtures.js';
import type { TestApp } from './support/test-app.js';

/**
 * What the catalogue's samples act on, made once in the matrix's app: a provider, a game, a
 * category and a live table that an allowed call changes (the playground), and one of each that a
 * refused call aims a change at (the sentinel). Every sample first checks the sentinels are as
 * made, so a refused call that changed one fails the matrix at the next catalogue sample.
 */
interface CatalogueRows {
  playground: { provider: TestProvider; gameId: number; tableId: number; categoryId: number };
  sentinel: { provider: TestProvider; gameId: number; tableId: number; categoryId: number };
}

const SENTINEL_CATEGORY = 4;
const PLAYGROUND_CATEGORY = 1;

async function makeRows(app: TestApp): Promise<CatalogueRows> {
  await seedCasinoCategories(app.services.db);
  await syncLiveCatalogue(app.services);
  const tables = await app.services.db.selectFrom('live_tables').select(['id', 'code']).execute();
  const tableId = (code: string) => tables.find((table) => table.code === code)!.id;
  const playground = await createProvider(app);
  const sentinel = await createProvider(app);
  const sentinelGameId = (await createGame(app, sentinel)).id;
  await uploadedPicture(app, sentinelGameId);
  return {
    playground: {
      provider: playground,
      gameId: (await createGame(app, playground)).id,
      tableId: tableId('rulet-galata'),
      categoryId: PLAYGROUND_CATEGORY,
    },
    sentinel: {
      provider: sentinel,
      gameId: sentinelGameId,
      tableId: tableId('rulet-bogaz'),
      categoryId: SENTINEL_CATEGORY,
    },
  };
}

/** The sentinel game has an uploaded picture, so a refused clear or upload would show in its row. */
async function uploadedPicture(app: TestApp, gameId: number): Promise<void> {
  const staff = await app.services.db.selectFrom('staff_users').select('id').orderBy('id').executeTakeFirstOrThrow();
  await app.services.db
    .insertInto('game_images')
    .values({
      game_id: gameId,
      mime_type: 'image/png',
      bytes: pngImage(150, 200),
      sha256: 'f'.repeat(64),
      width: 150,
      height: 200,
      uploaded_by: staff.id,
      uploaded_at: '2026-11-23T08:00:00.000Z',
    })
    .execute();
}

/** What a refused call would change of the sentinels: switches, order, secret, name, limits and picture. */
async function sentinelState(app: TestApp, sentinel: CatalogueRows['sentinel']): Promise<string> {
  const db = app.services.db;
  const [provider, game, category, table, picture] = await Promise.all([
    db
      .selectFrom('game_providers')
      .select(['active', 'sort_order', 'wallet_secret'])
      .where('id', '=', sentinel.provider.id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('games').select(['active', 'is_new']).where('id', '=', sentinel.gameId).executeTakeFirstOrThrow(),
    db
      .selectFrom('game_categories')
      .select(['active', 'name_tr'])
      .where('id', '=', sentinel.categoryId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('live_tables')
      .select(['active', 'min_bet_kurus'])
      .where('id', '=', sentinel.tableId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('game_images').select(['sha256', 'uploaded_at']).where('game_id', '=', sentinel.gameId).execute(),
  ]);
  return JSON.stringify({
    provider,
    game,
    category,
    table: { ...table, min_bet_kurus: Number(table.min_bet_kurus) },
    picture,
  });
}

/** Valid inputs of the back office's catalogue calls for the permission matrix. */
export function catalogueSamples(context: SampleContext): SamplesOf<typeof CATALOGUE_CONTRACT> {
  let rows: Promise<{ made: CatalogueRows; state: string }> | null = null;
  const ready = async () => {
    rows ??= makeRows(context.app()).then(async (made) => ({
      made,
      state: await sentinelState(context.app(), made.sentinel),
    }));
    const { made, state } = await rows;
    const now = await sentinelState(context.app(), made.sentinel);
    if (now !== state) throw new Error(`a refused catalogue call changed a sentinel: ${state} -> ${now}`);
    return made;
  };
  /** The playground's row for an allowed caller, the sentinel's for a refused one. */
  const target = async (allowed: boolean) => {
    const made = await ready();
    return allowed ? made.playground : made.sentinel;
  };
  let order = 0;
  const nextOrder = () => (order += 1);

  return {
    'bo_catalogue.providers_list': async () => (await ready(), { limit: 20 }),
    'bo_catalogue.provider_get': async () => ({ providerID: (await ready()).sentinel.provider.id }),
    'bo_catalogue.provider_update': async (_caller, allowed) => {
      const rows = await target(allowed);
      return allowed
        ? { providerID: rows.provider.id, sortOrder: nextOrder() }
        : { providerID: rows.provider.id, active: false, sortOrder: 5 };
    },
    'bo_catalogue.provider_rotate_secret': async (_caller, allowed) => ({
      providerID: (await target(allowed)).provider.id,
    }),
    'bo_catalogue.categories_list': async () => (await ready(), { limit: 50 }),
    'bo_catalogue.category_get': async () => ({ categoryID: (await ready()).sentinel.categoryId }),
    'bo_catalogue.category_update': async (_caller, allowed) => {
      const rows = await target(allowed);
      return allowed
        ? { categoryID: rows.categoryId, sortOrder: nextOrder() }
        : { categoryID: rows.categoryId, active: false, nameTr: 'Değişti' };
    },
    'bo_catalogue.games_list': async () => (await ready(), { search: 'game', limit: 10 }),
    'bo_catalogue.game_get': async () => ({ gameID: (await ready()).sentinel.gameId }),
    'bo_catalogue.game_update': async (_caller, allowed) => {
      const rows = await target(allowed);
      return allowed
        ? { gameID: rows.gameId, sortOrder: nextOrder() }
        : { gameID: rows.gameId, active: false, isNew: true };
    },
    'bo_catalogue.game_image_set': async (_caller, allowed) => ({
      gameID: (await target(allowed)).gameId,
      image: pngImage(120, 160, [20, nextOrder() % 256, 90]).toString('base64'),
    }),
    'bo_catalogue.game_image_clear': async (_caller, allowed) => ({ gameID: (await target(allowed)).gameId }),
    'bo_catalogue.live_tables_list': async () => (await ready(), { limit: 10 }),
    'bo_catalogue.live_table_get': async () => ({ tableID: (await ready()).sentinel.tableId }),
    'bo_catalogue.live_table_update': async (_caller, allowed) => {
      const rows = await target(allowed);
      return allowed
        ? { tableID: rows.tableId, sortOrder: nextOrder() }
        : { tableID: rows.tableId, active: false, minBetKurus: 200 };
    },
  };
}
