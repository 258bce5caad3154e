import {
  CASINO_CATEGORY,
  type GameCategory,
  type GameProvider,
  type GameTile,
  LIMITS,
  MESSAGES,
  type UserPart,
  foldForSearch,
} from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCasino } from '../src/db/seed/casino.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface GamesPage {
  games: GameTile[];
  pagination: { total: number; limit: number; offset: number };
}

async function signedIn(): Promise<UserPart> {
  return (await loginAs(app, await createPlayer(app))).user;
}

const gamesList = (data: Record<string, unknown> = {}, user?: UserPart) =>
  app.call<GamesPage>('casino', 'games_list', data, user);
const favorites = (data: Record<string, unknown>, user?: UserPart) =>
  app.call<GameTile[]>('user', 'favorites', data, user);
const names = (page: { data: GamesPage }) => page.data.games.map((game) => game.name);

async function gameId(name: string): Promise<number> {
  const row = await app.services.db.selectFrom('games').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

async function countRows(table: 'games' | 'game_categories' | 'game_providers' | 'favorite_games'): Promise<number> {
  const row = await app.services.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds games of a studio of the test's own, so the seed's games keep their numbers. */
async function addGames(
  code: string,
  games: Array<{ name: string; mobile?: number; quick?: number; lobby?: 'slot' | 'virtual' | 'live' }>,
) {
  const provider = await app.services.db
    .insertInto('game_providers')
    .values({
      code,
      name: `Stüdyo ${code}`,
      launch_url: 'http://localhost:9/play',
      wallet_secret: 'ab'.repeat(32),
      active: 1,
      sort_order: 9,
      created_at: '2026-11-23T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.services.db
    .insertInto('games')
    .values(
      games.map((game, index) => ({
        provider_id: provider.id,
        category_id: CASINO_CATEGORY.slot,
        code: `${code}-${index}`,
        name: game.name,
        search_name: foldForSearch(game.name),
        rtp_bp: 9500,
        volatility: 'medium',
        max_win_x: 500,
        mobile: game.mobile ?? 1,
        lobby: game.lobby ?? 'slot',
        quick_access: game.quick ?? 0,
        is_new: 0,
        is_popular: 0,
        active: 1,
        sort_order: 1000 + index,
        created_at: '2026-11-23T00:00:00.000Z',
      })),
    )
    .execute();
  return provider.id;
}

describe('casino.category_list and casino.provider_list', () => {
  it('lists the categories in Turkish, quick access (72) first, and in English when asked', async () => {
    const answer = await app.call<GameCategory[]>('casino', 'category_list', {
      limit: 100,
      offset: 0,
      isMobile: 1,
    });
    expect(answer.result).toBe(true);
    // The specification's names: CategoryID and items (the games the category's page lists).
    expect(answer.data[0]).toEqual({ CategoryID: 72, name: 'Hızlı Erişim', items: 2 });
    expect(answer.data.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Slot', 'Popüler', 'Yeni', 'Masa Oyunları', 'Canlı Casino']),
    );
    const english = await app.call<GameCategory[]>('casino', 'category_list', { Lang: 'en' });
    expect(english.data[0]!.name).toBe('Quick access');
    const one = await app.call<unknown[]>('casino', 'category_list', { limit: 1, offset: 1 });
    expect(one.data).toHaveLength(1);
  });

  it("counts in each category's items the games its page lists, the phone games with isMobile", async () => {
    await addGames('masaustu', [{ name: 'Masaüstü Zarı', mobile: 0 }]);
    for (const isMobile of [0, 1]) {
      const categories = await app.call<GameCategory[]>('casino', 'category_list', { isMobile });
      for (const category of categories.data) {
        const page = await gamesList({ categoryID: category.CategoryID, isMobile, limit: 1 });
        expect(category.items, `${category.name}, isMobile ${isMobile}`).toBe(page.data.pagination.total);
      }
      const slot = categories.data.find((category) => category.CategoryID === CASINO_CATEGORY.slot)!;
      const live = categories.data.find((category) => category.CategoryID === CASINO_CATEGORY.live)!;
      // The desktop-only game counts without isMobile only; live tables are not the slot lobby's.
      expect([slot.items, live.items]).toEqual(isMobile ? [2, 0] : [3, 0]);
    }
    // The other tests count the seed's games only.
    await app.services.db.updateTable('games').set({ active: 0 }).where('name', '=', 'Masaüstü Zarı').execute();
  });

  it('lists the providers by providerID, without their launch address or wallet secret', async () => {
    const answer = await app.call<GameProvider[]>('casino', 'provider_list', {});
    expect(answer.data).toContainEqual({
      providerID: expect.any(Number),
      code: 'bnw-reference',
      name: 'BNW Referans Sağlayıcı',
    });
    const text = JSON.stringify(answer);
    expect(text).not.toContain('wallet_secret');
    expect(text).not.toContain('8090');
  });

  it('lists only studios with a slot game: a studio of live tables alone is not in the slot lobby', async () => {
    await addGames('canli-masalar', [{ name: 'Deneme Ruleti', lobby: 'live' }]);
    const answer = await app.call<Array<{ code: string }>>('casino', 'provider_list', {});
    expect(answer.data.map((provider) => provider.code)).not.toContain('canli-masalar');
    expect(answer.data.map((provider) => provider.code)).toContain('bnw-reference');
  });

  it('refuses a page larger than the spec allows and changes nothing', async () => {
    const answer = await app.call('casino', 'category_list', { limit: 101 });
    expect(answer).toMatchObject({ result: false, code: 422 });
    expect(answer.message).toContain('Gönderilen bilgiler geçersiz');
  });
});

describe('casino.games_list', () => {
  it('answers 9 games by default, each tile complete, with the pagination', async () => {
    const page = await gamesList();
    expect(page.result).toBe(true);
    // The reference provider's four dice games; its horse race is in the virtual lobby, not here.
    expect(page.data.pagination).toEqual({ total: 4, limit: LIMITS.defaultPageSize, offset: 0 });
    const istanbul = page.data.games.find((game) => game.name === 'İstanbul Zarları')!;
    expect(istanbul).toMatchObject({
      providerName: 'BNW Referans Sağlayıcı',
      categoryID: CASINO_CATEGORY.slot,
      categoryName: 'Slot',
      rtpBasisPoints: 9800,
      volatility: 'medium',
      maxWinMultiplier: 49,
      isPopular: true,
      isFavorite: false,
    });
    expect(istanbul.gameID).toBe(await gameId('İstanbul Zarları'));
    expect(istanbul).not.toHaveProperty('id');
    expect(istanbul.imageUrl).toMatch(new RegExp(`^/casino/images/${istanbul.gameID}\\.svg\\?v=[0-9a-f]{12}$`));
  });

  it('pages in a stable order: consecutive pages join into the whole list', async () => {
    const whole = names(await gamesList({ limit: 100 }));
    const pages = [];
    for (let offset = 0; offset < whole.length; offset += 3)
      pages.push(...names(await gamesList({ limit: 3, offset })));
    expect(pages).toEqual(whole);
    expect((await gamesList({ offset: 100 })).data.games).toEqual([]);
  });

  it('filters by provider and by category, popular and new by their flags', async () => {
    const providers = await app.call<GameProvider[]>('casino', 'provider_list', {});
    const reference = providers.data.find((provider) => provider.code === 'bnw-reference')!;
    expect((await gamesList({ providerID: reference.providerID, limit: 100 })).data.pagination.total).toBe(4);
    expect((await gamesList({ providerID: 999_999 })).data.games).toEqual([]);
    expect(names(await gamesList({ categoryID: CASINO_CATEGORY.table }))).toEqual(['Ege Zarı', 'Boğaz Gecesi Zarı']);
    expect(names(await gamesList({ categoryID: CASINO_CATEGORY.popular }))).toEqual([
      'İstanbul Zarları',
      'Boğaz Gecesi Zarı',
    ]);
    expect((await gamesList({ categoryID: CASINO_CATEGORY.new })).data.games.every((game) => game.isNew)).toBe(true);
    expect(names(await gamesList({ categoryID: CASINO_CATEGORY.quickAccess }))).toEqual([
      'İstanbul Zarları',
      'Kapadokya Zarı',
    ]);
  });

  it.each(['İSTANBUL', 'istanbul', 'Istanbul', 'ıstanbul'])('finds İstanbul Zarları by %s', async (search) => {
    expect(names(await gamesList({ searchGameName: search }))).toEqual(['İstanbul Zarları']);
  });

  it('finds a part of a word, without Turkish letters too, and by the provider name', async () => {
    expect(names(await gamesList({ searchGameName: 'KAPADOK' }))).toEqual(['Kapadokya Zarı']);
    expect(names(await gamesList({ searchGameName: 'bogaz' }))).toEqual(['Boğaz Gecesi Zarı']);
    expect(names(await gamesList({ searchGameName: '  gecesİ  ' }))).toEqual(['Boğaz Gecesi Zarı']);
    expect((await gamesList({ searchGameName: 'referans', limit: 100 })).data.pagination.total).toBe(4);
  });

  it('takes % and _ literally', async () => {
    expect((await gamesList({ searchGameName: '%' })).data.games).toEqual([]);
    expect((await gamesList({ searchGameName: '_' })).data.games).toEqual([]);
    expect((await gamesList({ searchGameName: 'ist%bul' })).data.games).toEqual([]);
  });

  it('refuses a search too long or with control characters, in Turkish', async () => {
    const long = await gamesList({ searchGameName: 'a'.repeat(51) });
    expect(long).toMatchObject({ result: false, code: 4302, message: MESSAGES.gameSearchInvalid.tr });
    const control = await gamesList({ searchGameName: 'ist\u0000anbul' });
    expect(control).toMatchObject({ result: false, code: MESSAGES.invalidCharacter.code });
    for (const data of [{ limit: 0 }, { limit: 251 }, { offset: -1 }, { categoryID: 'slot' }, { providerID: 0 }]) {
      expect(await gamesList(data)).toMatchObject({ result: false, code: 422 });
    }
  });

  it('asks a visitor to log in for the favourites filter', async () => {
    const answer = await gamesList({ favorites: 1 });
    expect(answer).toMatchObject({ result: false, code: 4303, message: MESSAGES.favoritesNeedLogin.tr });
  });
});

describe('user.favorites', () => {
  it('needs a player', async () => {
    const answer = await favorites({ mode: 'list', type: 'casino' });
    expect(answer).toMatchObject({ result: false, code: MESSAGES.noPermission.code });
  });

  it('inserts, lists, marks the tiles and deletes', async () => {
    const user = await signedIn();
    const efes = await gameId('Kapadokya Zarı');
    const added = await favorites({ mode: 'insert', type: 'casino', id: efes }, user);
    expect(added).toMatchObject({ result: true, message: MESSAGES.favoriteAdded.tr });
    expect(added.data.map((game) => game.gameID)).toEqual([efes]);
    expect((await favorites({ mode: 'list', type: 'casino' }, user)).data[0]).toMatchObject({
      gameID: efes,
      isFavorite: true,
    });

    const mine = await gamesList({ favorites: 1 }, user);
    expect(names(mine)).toEqual(['Kapadokya Zarı']);
    const marked = (await gamesList({ limit: 100 }, user)).data.games.filter((game) => game.isFavorite);
    expect(marked.map((game) => game.gameID)).toEqual([efes]);
    const anonymous = (await gamesList({ limit: 100 })).data.games.filter((game) => game.isFavorite);
    expect(anonymous).toEqual([]);

    const removed = await favorites({ mode: 'delete', type: 'casino', id: efes }, user);
    expect(removed).toMatchObject({ result: true, message: MESSAGES.favoriteRemoved.tr, data: [] });
    expect((await favorites({ mode: 'delete', type: 'casino', id: efes }, user)).result).toBe(true);
  });

  it('keeps one row for a burst of the same insert', async () => {
    const user = await signedIn();
    const ege = await gameId('Ege Zarı');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => favorites({ mode: 'insert', type: 'casino', id: ege }, user)),
    );
    expect(answers.every((answer) => answer.result)).toBe(true);
    const list = await favorites({ mode: 'list' }, user);
    expect(list.data.map((game) => game.gameID)).toEqual([ege]);
    const rows = await app.services.db
      .selectFrom('favorite_games')
      .select('user_id')
      .where('game_id', '=', ege)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown games, missing ids and unknown modes in Turkish and changes nothing', async () => {
    const user = await signedIn();
    const before = await countRows('favorite_games');
    const unknown = await favorites({ mode: 'insert', type: 'casino', id: 999_999 }, user);
    expect(unknown).toMatchObject({ result: false, code: 4301, message: MESSAGES.gameNotFound.tr });
    expect(await favorites({ mode: 'insert', type: 'casino' }, user)).toMatchObject({ result: false, code: 4301 });
    for (const data of [
      { mode: 'upsert', id: 1 },
      { mode: 'insert', type: 'poker', id: 1 },
    ]) {
      const answer = await favorites(data, user);
      expect(answer).toMatchObject({ result: false, code: 4305, message: MESSAGES.favoriteTypeInvalid.tr });
    }
    expect(await favorites({ mode: 'insert', type: 'livecasino', id: 1 }, user)).toMatchObject({ code: 4301 });
    expect((await favorites({ mode: 'list', type: 'livecasino' }, user)).data).toEqual([]);
    expect(await countRows('favorite_games')).toBe(before);
  });
});

describe('GET /casino/images/<id>.svg', () => {
  it('draws a valid SVG with the name, cached for good with an ETag', async () => {
    const id = await gameId('Kapadokya Zarı');
    const response = await app.server.inject({ method: 'GET', url: `/casino/images/${id}.svg?v=x` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
    expect(response.body).toContain('Kapadokya Zarı');
    expect(isWellFormed(response.body)).toBe(true);
    const etag = String(response.headers.etag);
    const again = await app.server.inject({
      method: 'GET',
      url: `/casino/images/${id}.svg`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('escapes the name', async () => {
    const providerId = await addGames('escape', [{ name: '<script>alert("x")</script> & Şans' }]);
    const game = await app.services.db
      .selectFrom('games')
      .select('id')
      .where('provider_id', '=', providerId)
      .executeTakeFirstOrThrow();
    const response = await app.server.inject({ method: 'GET', url: `/casino/images/${game.id}.svg` });
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Şans');
    expect(isWellFormed(response.body)).toBe(true);
    await app.services.db.updateTable('games').set({ active: 0 }).where('provider_id', '=', providerId).execute();
  });

  it.each(['999999.svg', '0.svg', 'abc.svg', '1.png', '01.svg', '99999999999.svg'])(
    'answers 404 for %s',
    async (file) => {
      const response = await app.server.inject({ method: 'GET', url: `/casino/images/${file}` });
      expect(response.statusCode).toBe(404);
    },
  );
});

describe('bounds', () => {
  it('never lists more than 50 quick-access games, and shows only mobile games when asked', async () => {
    const games = Array.from({ length: 60 }, (_, index) => ({ name: `Hızlı ${index}`, quick: 1, mobile: index % 2 }));
    await addGames('bounds', games);
    const first = await gamesList({ categoryID: CASINO_CATEGORY.quickAccess, limit: 100 });
    expect(first.data.pagination.total).toBe(LIMITS.quickAccessSlotGames);
    expect(first.data.games).toHaveLength(LIMITS.quickAccessSlotGames);
    const tail = await gamesList({ categoryID: CASINO_CATEGORY.quickAccess, offset: 45, limit: 9 });
    expect(tail.data.games).toHaveLength(5);
    expect((await gamesList({ categoryID: CASINO_CATEGORY.quickAccess, offset: 50 })).data.games).toEqual([]);
    const mobile = await gamesList({ searchGameName: 'hizli', isMobile: 1, limit: 100 });
    expect(mobile.data.pagination.total).toBe(30);
  });

  it('keeps at most 100 favourites, even for a burst of different games; one already there can be added again', async () => {
    await addGames(
      'many',
      Array.from({ length: 110 }, (_, index) => ({ name: `Çok ${index}` })),
    );
    const user = await signedIn();
    const player = await app.services.db
      .selectFrom('sessions')
      .select('user_id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const ids = (
      await app.services.db
        .selectFrom('games')
        .select('id')
        .where('active', '=', 1)
        .where('lobby', '=', 'slot')
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    const almostFull = ids.slice(0, LIMITS.favouritesList - 1).map((id) => ({
      user_id: player.user_id,
      game_id: id,
      created_at: '2026-11-23T00:00:00.000Z',
    }));
    await app.services.db.insertInto('favorite_games').values(almostFull).execute();
    const burst = ids.slice(LIMITS.favouritesList - 1, LIMITS.favouritesList + 9);
    const answers = await Promise.all(burst.map((id) => favorites({ mode: 'insert', type: 'casino', id }, user)));
    expect(answers.filter((answer) => answer.result)).toHaveLength(1);
    const refused = answers.find((answer) => !answer.result);
    expect(refused).toMatchObject({ result: false, code: 4304, message: MESSAGES.favoriteLimit.tr });
    expect((await favorites({ mode: 'insert', type: 'casino', id: ids[0]! }, user)).result).toBe(true);
    expect((await favorites({ mode: 'list' }, user)).data).toHaveLength(LIMITS.favouritesList);
  });
});

describe('the casino seed', () => {
  it('is idempotent and keeps the wallet secret it made once', async () => {
    const secretOf = () =>
      app.services.db
        .selectFrom('game_providers')
        .select('wallet_secret')
        .where('code', '=', 'bnw-reference')
        .executeTakeFirstOrThrow();
    const before = {
      games: await countRows('games'),
      categories: await countRows('game_categories'),
      providers: await countRows('game_providers'),
      secret: (await secretOf()).wallet_secret,
    };
    expect(before.secret).toMatch(/^[0-9a-f]{64}$/);
    await seedCasino(app.services.db);
    await seedCasino(app.services.db);
    expect({
      games: await countRows('games'),
      categories: await countRows('game_categories'),
      providers: await countRows('game_providers'),
      secret: (await secretOf()).wallet_secret,
    }).toEqual(before);
  });
});

/** A small well-formedness check: every tag closes in order and no raw '<' or '&' hides in text. */
function isWellFormed(xml: string): boolean {
  const open: string[] = [];
  for (const token of xml.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (!token.startsWith('<')) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(token)) return false;
      continue;
    }
    const name = /^<\/?([a-zA-Z]+)/.exec(token)?.[1];
    if (!name) return false;
    if (token.startsWith('</')) {
      if (open.pop() !== name) return false;
    } else if (!token.endsWith('/>')) open.push(name);
  }
  return open.length === 0;
}
