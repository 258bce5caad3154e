import { CASINO_CATEGORY, type GameTile, type RpcResponse, formatTry } from '@bnw/contract';
import {
  type StaffCategory,
  type StaffMessageKey,
  type StaffGame,
  type StaffLiveTable,
  type StaffProvider,
  staffMessage,
  staffMessageText,
} from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCasino } from '../src/db/seed/casino.js';
import { syncLiveCatalogue } from '../src/modules/live/index.js';
import { settableClock } from './content-fixtures.js';
import { type TestStaff, asStaff, readyStaff, staffCall } from './backoffice-support.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { createGame, createProvider, playerInGame, walletCall } from './support/wallet.js';

/**
 * The back office's catalogue: staff change providers, categories, games and
 * live tables, and the player site's own lobby calls show the change at once; every bad input
 * answers its Turkish message and changes nothing; a secret is rotated by an administrator only
 * and shown once; live table limits cannot cross under a burst of concurrent edits.
 */
const clock = settableClock(new Date('2026-11-24T09:00:00.000Z'));
let app: TestApp;
let admin: TestStaff;
let content: TestStaff;
let auditor: TestStaff;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  await seedCasino(app.services.db, clock.now());
  await syncLiveCatalogue(app.services);
  admin = await readyStaff(app, clock, 'katalog.yonetici', 'administrator');
  content = await readyStaff(app, clock, 'katalog.icerik', 'content');
  auditor = await readyStaff(app, clock, 'katalog.denetci', 'auditor');
}, 60_000);
afterAll(() => app.close());

const bo = <T>(staff: TestStaff, method: string, data: Record<string, unknown> = {}) =>
  staffCall<T>(app, `bo_catalogue.${method}`, data, asStaff(staff));

function message(key: StaffMessageKey, params: Record<string, string> = {}) {
  return { result: false, code: staffMessage(key).code, message: staffMessageText(key, 'tr', params), data: null };
}

function ok<T>(answer: RpcResponse<T>): T {
  expect(answer.result, `${answer.code} ${answer.message}`).toBe(true);
  return answer.data;
}

const lobbyGames = async (data: Record<string, unknown> = {}) =>
  ok(await app.call<{ games: GameTile[] }>('casino', 'games_list', { limit: 50, ...data })).games;
const lobbyNames = async (data: Record<string, unknown> = {}) => (await lobbyGames(data)).map((game) => game.name);

async function gameByName(name: string): Promise<StaffGame> {
  const page = ok(await bo<{ games: StaffGame[] }>(content, 'games_list', { search: name, limit: 5 }));
  return page.games.find((game) => game.name === name)!;
}

/** Everything the catalogue calls may change, to prove a refused call changed none of it. */
async function catalogueState(): Promise<string> {
  const db = app.services.db;
  const [providers, categories, games, tables] = await Promise.all([
    db.selectFrom('game_providers').select(['id', 'active', 'sort_order', 'wallet_secret']).orderBy('id').execute(),
    db.selectFrom('game_categories').selectAll().orderBy('id').execute(),
    db
      .selectFrom('games')
      .select(['id', 'active', 'sort_order', 'is_new', 'is_popular', 'quick_access', 'mobile'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('live_tables')
      .select(['id', 'active', 'sort_order', 'min_bet_kurus', 'max_bet_kurus', 'max_round_kurus'])
      .orderBy('id')
      .execute(),
  ]);
  return JSON.stringify({ providers, categories, games, tables }, (_key, value: unknown) =>
    typeof value === 'bigint' ? Number(value) : value,
  );
}

async function auditRows(method: string) {
  return app.services.db
    .selectFrom('staff_audit')
    .select(['username', 'method', 'target', 'outcome', 'code'])
    .where('method', '=', method)
    .orderBy('id')
    .execute();
}

describe('games', () => {
  it('finds games by a Turkish-folded search over name, provider and code', async () => {
    for (const search of ['İSTANBUL', 'istanbul', 'ıstanbul', 'ZARLARI']) {
      const page = ok(await bo<{ games: StaffGame[] }>(auditor, 'games_list', { search }));
      expect(
        page.games.map((game) => game.name),
        search,
      ).toEqual(['İstanbul Zarları']);
    }
    const byCode = ok(await bo<{ games: StaffGame[] }>(auditor, 'games_list', { search: 'bogaz-gecesi' }));
    expect(byCode.games.map((game) => game.code)).toEqual(['bogaz-gecesi-zari']);
    const byProvider = ok(
      await bo<{ games: StaffGame[] }>(auditor, 'games_list', { search: 'referans', lobby: 'slot' }),
    );
    expect(byProvider.games.length).toBeGreaterThanOrEqual(4);
    const game = byCode.games[0]!;
    expect(game).toMatchObject({ active: true, listed: true, providerCode: 'bnw-reference', lobby: 'slot' });
    expect(game.imageUrl).toMatch(new RegExp(`^/casino/images/${game.id}\\.svg\\?v=`));
  });

  it('switches a game off and the lobby stops listing it; on again and it is back', async () => {
    const game = await gameByName('Kapadokya Zarı');
    expect(await lobbyNames()).toContain('Kapadokya Zarı');
    const off = ok(await bo<StaffGame>(content, 'game_update', { gameID: game.id, active: false }));
    expect(off).toMatchObject({ id: game.id, active: false, listed: false });
    expect(await lobbyNames()).not.toContain('Kapadokya Zarı');
    expect(await lobbyNames({ searchGameName: 'kapadokya' })).toEqual([]);
    ok(await bo<StaffGame>(content, 'game_update', { gameID: game.id, active: true }));
    expect(await lobbyNames()).toContain('Kapadokya Zarı');
    expect(await auditRows('bo_catalogue.game_update')).toEqual([
      {
        username: content.username,
        method: 'bo_catalogue.game_update',
        target: `game:${game.id}`,
        outcome: 'ok',
        code: 6223,
      },
      {
        username: content.username,
        method: 'bo_catalogue.game_update',
        target: `game:${game.id}`,
        outcome: 'ok',
        code: 6223,
      },
    ]);
  });

  it('reorders games and sets the flags exactly as the lobby reads them', async () => {
    const ege = await gameByName('Ege Zarı');
    const bogaz = await gameByName('Boğaz Gecesi Zarı');
    ok(await bo(content, 'game_update', { gameID: ege.id, sortOrder: 900 }));
    ok(await bo(content, 'game_update', { gameID: bogaz.id, sortOrder: 901 }));
    let names = await lobbyNames({ categoryID: CASINO_CATEGORY.table });
    expect(names.indexOf('Ege Zarı')).toBeLessThan(names.indexOf('Boğaz Gecesi Zarı'));
    ok(await bo(content, 'game_update', { gameID: ege.id, sortOrder: 902 }));
    names = await lobbyNames({ categoryID: CASINO_CATEGORY.table });
    expect(names.indexOf('Boğaz Gecesi Zarı')).toBeLessThan(names.indexOf('Ege Zarı'));

    const flagged = ok(
      await bo<StaffGame>(admin, 'game_update', { gameID: ege.id, isNew: true, isPopular: true, quickAccess: true }),
    );
    expect(flagged).toMatchObject({ isNew: true, isPopular: true, quickAccess: true, sortOrder: 902 });
    for (const categoryID of [CASINO_CATEGORY.new, CASINO_CATEGORY.popular, CASINO_CATEGORY.quickAccess]) {
      expect(await lobbyNames({ categoryID }), String(categoryID)).toContain('Ege Zarı');
    }
    const tile = (await lobbyGames({ categoryID: CASINO_CATEGORY.new })).find((game) => game.gameID === ege.id)!;
    expect(tile).toMatchObject({ isNew: true, isPopular: true });
    ok(await bo(admin, 'game_update', { gameID: ege.id, isNew: false, mobile: false }));
    expect(await lobbyNames({ categoryID: CASINO_CATEGORY.new })).not.toContain('Ege Zarı');
    expect(await lobbyNames({ isMobile: true })).not.toContain('Ege Zarı');
    const got = ok(await bo<StaffGame>(auditor, 'game_get', { gameID: ege.id }));
    expect(got).toMatchObject({ isNew: false, mobile: false, isPopular: true, quickAccess: true });
  });

  it('lists by filter, sort and page, bounded', async () => {
    const off = ok(await bo<{ games: StaffGame[] }>(auditor, 'games_list', { active: true, flag: 'popular' }));
    expect(off.games.every((game) => game.active && game.isPopular)).toBe(true);
    const live = ok(await bo<{ games: StaffGame[] }>(auditor, 'games_list', { lobby: 'live', sort: 'name' }));
    const names = live.games.map((game) => game.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    const paged = ok(
      await bo<{ games: StaffGame[]; pagination: { total: number } }>(auditor, 'games_list', { limit: 2, offset: 1 }),
    );
    expect(paged.games).toHaveLength(2);
    expect(paged.pagination.total).toBeGreaterThan(3);
  });

  it('sorts by name in Turkish alphabetical order, a page at a time', async () => {
    const provider = await createProvider(app);
    const turkishOrder = [
      'Cleopatra',
      'Çarkıfelek',
      'Dragon',
      'Gül Bahçesi',
      'Ğ Harfi',
      'Hazine',
      'ılık Rüzgâr',
      'Işıklar',
      'İnci Avı',
      'Oz Büyücüsü',
      'Ördek Avı',
      'Sultan',
      'Şeker Patlaması',
      'Uzay',
      'Ümit Burnu',
      'Zeus',
    ];
    for (const name of [...turkishOrder].reverse()) {
      const game = await createGame(app, provider);
      await app.services.db.updateTable('games').set({ name }).where('id', '=', game.id).execute();
    }
    const pageOf = async (offset: number, descending = false) =>
      ok(
        await bo<{ games: StaffGame[] }>(auditor, 'games_list', {
          providerID: provider.id,
          sort: 'name',
          descending,
          limit: 8,
          offset,
        }),
      ).games.map((game) => game.name);
    expect([...(await pageOf(0)), ...(await pageOf(8))]).toEqual(turkishOrder);
    expect(await pageOf(0, true)).toEqual([...turkishOrder].reverse().slice(0, 8));
  });

  it('answers every bad input in Turkish and changes nothing', async () => {
    const game = await gameByName('İstanbul Zarları');
    const before = await catalogueState();
    const cases: Array<[string, Record<string, unknown>, StaffMessageKey]> = [
      ['game_update', { gameID: game.id }, 'catalogueNothingToChange'],
      ['game_update', { gameID: game.id, sortOrder: -1 }, 'catalogueSortOrderInvalid'],
      ['game_update', { gameID: game.id, sortOrder: 1.5 }, 'catalogueSortOrderInvalid'],
      ['game_update', { gameID: game.id, sortOrder: 1_000_001 }, 'catalogueSortOrderInvalid'],
      ['game_update', { gameID: game.id, active: 'evet' }, 'catalogueSwitchInvalid'],
      ['game_update', { gameID: game.id, isNew: 1 }, 'catalogueSwitchInvalid'],
      ['game_update', { gameID: 987_654, active: false }, 'catalogueGameNotFound'],
      ['game_update', { gameID: -3, active: false }, 'catalogueGameNotFound'],
      ['game_get', { gameID: 987_654 }, 'catalogueGameNotFound'],
      ['games_list', { search: 'x'.repeat(65) }, 'catalogueSearchInvalid'],
      ['games_list', { search: 'zar\u0000' }, 'invalidCharacter'],
      ['games_list', { lobby: 'bingo' }, 'catalogueFilterInvalid'],
      ['games_list', { flag: 'featured' }, 'catalogueFilterInvalid'],
      ['games_list', { providerID: 'bir' }, 'catalogueFilterInvalid'],
      ['games_list', { limit: 101 }, 'staffPageInvalid'],
      ['games_list', { offset: 100_001 }, 'staffPageInvalid'],
    ];
    for (const [method, data, key] of cases) {
      expect(await bo(content, method, data), `${method} ${JSON.stringify(data)}`).toMatchObject(message(key));
    }
    expect(await catalogueState()).toBe(before);
  });
});

describe('providers', () => {
  it('lists every provider in the lobby order with its games counted, never a secret', async () => {
    const answer = await bo<{ providers: StaffProvider[] }>(auditor, 'providers_list', { limit: 100 });
    const providers = ok(answer).providers;
    const reference = providers.find((provider) => provider.code === 'bnw-reference')!;
    expect(reference).toMatchObject({ active: true, listed: true, gameCount: 5, failedChecks: 0 });
    expect(providers.map((provider) => provider.code)).toEqual(expect.arrayContaining(['bnw-canli', 'bnw-canli-vip']));
    const secrets = await app.services.db.selectFrom('game_providers').select('wallet_secret').execute();
    const text = JSON.stringify(answer);
    for (const { wallet_secret } of secrets) expect(text).not.toContain(wallet_secret);
  });

  it('switches a provider off: its games leave the slot and live lobbies; order moves the filter list', async () => {
    const providers = ok(await bo<{ providers: StaffProvider[] }>(content, 'providers_list')).providers;
    const vip = providers.find((provider) => provider.code === 'bnw-canli-vip')!;
    const vipTables = async () =>
      ok(await app.call<{ tables: Array<{ providerID: number }> }>('livecasino', 'game_table_list', {})).tables.filter(
        (table) => table.providerID === vip.id,
      ).length;
    expect(await vipTables()).toBe(2);
    const off = ok(await bo<StaffProvider>(content, 'provider_update', { providerID: vip.id, active: false }));
    expect(off).toMatchObject({ active: false, listed: false });
    expect(await vipTables()).toBe(0);
    ok(await bo(content, 'provider_update', { providerID: vip.id, active: true }));
    expect(await vipTables()).toBe(2);

    const second = await createProvider(app);
    await createGame(app, second);
    const lobbyProviders = async () =>
      ok(await app.call<Array<{ code: string }>>('casino', 'provider_list', {})).map((provider) => provider.code);
    ok(await bo(content, 'provider_update', { providerID: second.id, sortOrder: 0 }));
    const reference = providers.find((provider) => provider.code === 'bnw-reference')!;
    ok(await bo(content, 'provider_update', { providerID: reference.id, sortOrder: 50 }));
    expect((await lobbyProviders()).slice(-1)).toEqual(['bnw-reference']);
    ok(await bo(content, 'provider_update', { providerID: second.id, sortOrder: 60 }));
    expect((await lobbyProviders()).slice(-1)).toEqual([second.code]);
    expect(await lobbyNames({ providerID: reference.id })).toContain('Ege Zarı');
    ok(await bo(content, 'provider_update', { providerID: reference.id, active: false }));
    expect(await lobbyNames({ providerID: reference.id })).toEqual([]);
    expect(await lobbyProviders()).not.toContain('bnw-reference');
    ok(await bo(content, 'provider_update', { providerID: reference.id, active: true }));
  });

  it('rotates a wallet secret for an administrator only: shown once, the old one refused at once', async () => {
    const provider = await createProvider(app);
    const { token } = await playerInGame(app, await createGame(app, provider));
    const balance = (secret: string) => walletCall(app, { ...provider, secret }, 'balance', { token, request_id: 'r' });
    expect(await balance(provider.secret)).toMatchObject({ status: 'OK' });

    const before = await catalogueState();
    for (const staff of [content, auditor]) {
      expect(await bo(staff, 'provider_rotate_secret', { providerID: provider.id })).toMatchObject(
        message('staffForbidden'),
      );
    }
    expect(await catalogueState()).toBe(before);

    const rotated = ok(
      await bo<{ secret: string; code: string; providerID: number }>(admin, 'provider_rotate_secret', {
        providerID: provider.id,
      }),
    );
    expect(rotated).toMatchObject({ providerID: provider.id, code: provider.code });
    expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await balance(provider.secret)).toMatchObject({ status: 'INVALID_SIGNATURE' });
    expect(await balance(rotated.secret)).toMatchObject({ status: 'OK' });

    const listed = JSON.stringify(await bo(admin, 'providers_list', { limit: 100 }));
    expect(listed).not.toContain(rotated.secret);
    const audit = await app.services.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('method', '=', 'bo_catalogue.provider_rotate_secret')
      .execute();
    expect(audit.map((row) => [row.username, row.outcome, row.target])).toEqual([
      [content.username, 'denied', null],
      [auditor.username, 'denied', null],
      [admin.username, 'ok', `provider:${provider.id}`],
    ]);
    expect(JSON.stringify(audit)).not.toContain(rotated.secret);
    expect(await bo(admin, 'provider_rotate_secret', { providerID: 987_654 })).toMatchObject(
      message('catalogueProviderNotFound'),
    );
  });

  it('refuses bad provider changes in Turkish and changes nothing', async () => {
    const before = await catalogueState();
    const cases: Array<[string, Record<string, unknown>, StaffMessageKey]> = [
      ['provider_update', { providerID: 987_654, active: false }, 'catalogueProviderNotFound'],
      ['provider_update', { providerID: 1 }, 'catalogueNothingToChange'],
      ['provider_update', { providerID: 1, sortOrder: 'ilk' }, 'catalogueSortOrderInvalid'],
      ['provider_update', { providerID: 1, active: null }, 'catalogueSwitchInvalid'],
      ['provider_rotate_secret', { providerID: 'acme' }, 'catalogueProviderNotFound'],
      ['providers_list', { limit: 0 }, 'staffPageInvalid'],
    ];
    for (const [method, data, key] of cases) {
      expect(await bo(admin, method, data), `${method} ${JSON.stringify(data)}`).toMatchObject(message(key));
    }
    expect(await bo(auditor, 'provider_update', { providerID: 1, active: false })).toMatchObject(
      message('staffForbidden'),
    );
    expect(await catalogueState()).toBe(before);
  });
});

describe('categories', () => {
  const lobbyCategories = async (Lang: 'tr' | 'en') =>
    ok(await app.call<Array<{ CategoryID: number; name: string }>>('casino', 'category_list', { Lang }));

  it('lists categories with how the lobby fills them, renames, reorders and switches them', async () => {
    const categories = ok(await bo<{ categories: StaffCategory[] }>(auditor, 'categories_list')).categories;
    expect(categories.find((category) => category.id === CASINO_CATEGORY.quickAccess)).toMatchObject({
      selection: 'flag',
      nameTr: 'Hızlı Erişim',
    });
    expect(categories.find((category) => category.id === CASINO_CATEGORY.table)).toMatchObject({
      selection: 'own',
      gameCount: 2,
    });

    const renamed = ok(
      await bo<StaffCategory>(content, 'category_update', {
        categoryID: CASINO_CATEGORY.table,
        nameTr: '  Masa ve Zar Oyunları ',
        nameEn: 'Table and dice games',
        sortOrder: 0,
      }),
    );
    expect(renamed).toMatchObject({ nameTr: 'Masa ve Zar Oyunları', nameEn: 'Table and dice games', sortOrder: 0 });
    const tr = await lobbyCategories('tr');
    expect(tr.find((category) => category.CategoryID === CASINO_CATEGORY.table)?.name).toBe('Masa ve Zar Oyunları');
    expect((await lobbyCategories('en')).find((category) => category.CategoryID === CASINO_CATEGORY.table)?.name).toBe(
      'Table and dice games',
    );
    // Order 0 ties with quick access (0): the lobby breaks the tie by id, so 4 comes before 72.
    expect(tr.map((category) => category.CategoryID).indexOf(CASINO_CATEGORY.table)).toBeLessThan(
      tr.map((category) => category.CategoryID).indexOf(CASINO_CATEGORY.slot),
    );

    ok(await bo(content, 'category_update', { categoryID: CASINO_CATEGORY.table, active: false }));
    expect((await lobbyCategories('tr')).map((category) => category.CategoryID)).not.toContain(CASINO_CATEGORY.table);
    ok(await bo(content, 'category_update', { categoryID: CASINO_CATEGORY.table, active: true, sortOrder: 4 }));
  });

  it('refuses bad names and unknown categories in Turkish and changes nothing', async () => {
    const before = await catalogueState();
    const id = CASINO_CATEGORY.slot;
    const cases: Array<[Record<string, unknown>, StaffMessageKey]> = [
      [{ categoryID: id, nameTr: '   ' }, 'catalogueCategoryNameInvalid'],
      [{ categoryID: id, nameEn: 'x'.repeat(61) }, 'catalogueCategoryNameInvalid'],
      [{ categoryID: id, nameTr: 'Slot\u0007' }, 'invalidCharacter'],
      [{ categoryID: id, nameTr: 42 }, 'catalogueCategoryNameInvalid'],
      [{ categoryID: 987_654, active: false }, 'catalogueCategoryNotFound'],
      [{ categoryID: id, Lang: 'tr' }, 'catalogueNothingToChange'],
    ];
    for (const [data, key] of cases) {
      expect(await bo(content, 'category_update', data), JSON.stringify(data)).toMatchObject(message(key));
    }
    expect(await catalogueState()).toBe(before);
  });
});

describe('live tables', () => {
  type LobbyTable = { code: string; limits: { minBetKurus: number; maxBetKurus: number; maxRoundKurus: number } };
  const lobbyTables = async () =>
    ok(await app.call<{ tables: LobbyTable[] }>('livecasino', 'game_table_list', {})).tables;
  const tableByCode = async (code: string) =>
    ok(await bo<{ tables: StaffLiveTable[] }>(auditor, 'live_tables_list')).tables.find(
      (table) => table.code === code,
    )!;

  it('switches, reorders and sets the limits the live lobby shows', async () => {
    const efes = await tableByCode('bakara-efes');
    expect(efes).toMatchObject({ active: true, listed: true, game: 'baccarat', minBetKurus: 2_000 });
    ok(await bo(content, 'live_table_update', { tableID: efes.id, sortOrder: 1 }));
    expect((await lobbyTables())[0]!.code).toBe('bakara-efes');

    const changed = ok(
      await bo<StaffLiveTable>(content, 'live_table_update', {
        tableID: efes.id,
        minBetKurus: 1_000,
        maxBetKurus: 30_000,
        maxRoundKurus: 60_000,
      }),
    );
    expect(changed).toMatchObject({ minBetKurus: 1_000, maxBetKurus: 30_000, maxRoundKurus: 60_000 });
    expect((await lobbyTables()).find((table) => table.code === 'bakara-efes')!.limits).toMatchObject({
      minBetKurus: 1_000,
      maxBetKurus: 30_000,
      maxRoundKurus: 60_000,
    });

    ok(await bo(content, 'live_table_update', { tableID: efes.id, active: false }));
    expect((await lobbyTables()).map((table) => table.code)).not.toContain('bakara-efes');
    expect(await tableByCode('bakara-efes')).toMatchObject({ active: false, listed: false });
    ok(await bo(content, 'live_table_update', { tableID: efes.id, active: true, sortOrder: 50 }));
    expect((await lobbyTables()).map((table) => table.code)).toContain('bakara-efes');
  });

  it('refuses limits that would cross, bad amounts and unknown tables in Turkish, changing nothing', async () => {
    const pera = await tableByCode('bakara-pera'); // 500 / 20.000 / 25.000
    const before = await catalogueState();
    const cases: Array<[Record<string, unknown>, StaffMessageKey]> = [
      [{ tableID: pera.id, minBetKurus: 20_100 }, 'catalogueLimitsInvalid'],
      [{ tableID: pera.id, maxBetKurus: 400 }, 'catalogueLimitsInvalid'],
      [{ tableID: pera.id, maxRoundKurus: 19_900, active: false }, 'catalogueLimitsInvalid'],
      [{ tableID: pera.id, minBetKurus: 3_000, maxBetKurus: 2_000 }, 'catalogueLimitsInvalid'],
      [{ tableID: pera.id, minBetKurus: 0 }, 'catalogueAmountInvalid'],
      [{ tableID: pera.id, minBetKurus: 12.5 }, 'catalogueAmountInvalid'],
      [{ tableID: pera.id, minBetKurus: 550 }, 'catalogueStakeStepInvalid'],
      [{ tableID: pera.id, maxRoundKurus: 30_001, active: false }, 'catalogueStakeStepInvalid'],
      [{ tableID: pera.id, maxRoundKurus: 100_000_001 }, 'catalogueAmountInvalid'],
      [{ tableID: pera.id, maxBetKurus: '5000' }, 'catalogueAmountInvalid'],
      [{ tableID: 987_654, active: false }, 'catalogueLiveTableNotFound'],
      [{ tableID: pera.id }, 'catalogueNothingToChange'],
    ];
    const step = { step: formatTry(100) }; // baccarat's stake step, ₺1,00
    for (const [data, key] of cases) {
      const expected = message(key, key === 'catalogueStakeStepInvalid' ? step : {});
      expect(await bo(content, 'live_table_update', data), JSON.stringify(data)).toMatchObject(expected);
    }
    expect(await catalogueState()).toBe(before);
    // Two sent values compared with each other (no column between them): 9 < 10 as numbers, not as text.
    const galata = await tableByCode('rulet-galata'); // roulette: a stake step of 1 kuruş
    ok(await bo(content, 'live_table_update', { tableID: galata.id, minBetKurus: 9, maxBetKurus: 10 }));
    ok(await bo(content, 'live_table_update', { tableID: galata.id, minBetKurus: 500, maxBetKurus: 10_000 }));
  });

  it('keeps minimum ≤ maximum ≤ per round under a burst of concurrent edits', async () => {
    const bogaz = await tableByCode('rulet-bogaz'); // 100 / 5.000 / 20.000
    const raises = Array.from({ length: 10 }, (_, index) =>
      bo(index % 2 ? admin : content, 'live_table_update', { tableID: bogaz.id, minBetKurus: 4_000 + index }),
    );
    const lowers = Array.from({ length: 10 }, (_, index) =>
      bo(index % 2 ? content : admin, 'live_table_update', { tableID: bogaz.id, maxBetKurus: 1_000 + index }),
    );
    const answers = await Promise.all(raises.flatMap((raise, index) => [raise, lowers[index]!]));
    const after = await tableByCode('rulet-bogaz');
    expect(after.minBetKurus).toBeLessThanOrEqual(after.maxBetKurus);
    expect(after.maxBetKurus).toBeLessThanOrEqual(after.maxRoundKurus);
    const refused = answers.filter((answer) => !answer.result);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer).toMatchObject(message('catalogueLimitsInvalid'));
    // Whichever side won, the other side's every edit was refused.
    const raisedWon = after.minBetKurus >= 4_000;
    const losing = answers.filter((_answer, index) => (index % 2 === 0) !== raisedWon);
    expect(losing.every((answer) => !answer.result)).toBe(true);
  });
});
