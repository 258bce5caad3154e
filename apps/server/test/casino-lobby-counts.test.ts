import { CASINO_CATEGORY, type GameTile, foldForSearch } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableGame, listGame } from '../src/modules/casino/index.js';
import { type TestApp, createTestApp } from './support/test-app.js';

let app: TestApp;
let providerId: number;
const PROVIDER = 'sayac';
const WORDS = ['İstanbul', 'Ejder', 'Altın', 'Kapadokya', 'Boğaz', 'Yıldız'];

beforeAll(async () => {
  app = await createTestApp();
  providerId = await addProvider();
  await app.services.db
    .insertInto('games')
    .values(
      Array.from({ length: 60 }, (_, index) => {
        const name = `${WORDS[index % WORDS.length]} ${WORDS[(index * 5) % WORDS.length]} ${index}`;
        return {
          provider_id: providerId,
          category_id: index % 3 === 0 ? CASINO_CATEGORY.table : CASINO_CATEGORY.slot,
          code: `sayac-${index}`,
          name,
          search_name: foldForSearch(`${name} Sayaç Stüdyo`),
          rtp_bp: 9600,
          volatility: 'medium',
          max_win_x: 1000,
          mobile: index % 4 === 0 ? 0 : 1,
          is_new: 0,
          is_popular: index % 5 === 0 ? 1 : 0,
          quick_access: 0,
          active: 1,
          sort_order: index,
          created_at: '2026-11-27T00:00:00.000Z',
        };
      }),
    )
    .execute();
});
afterAll(() => app.close());

async function addProvider(): Promise<number> {
  const row = await app.services.db
    .insertInto('game_providers')
    .values({
      code: PROVIDER,
      name: 'Sayaç Stüdyo',
      launch_url: 'http://localhost:9/play',
      wallet_secret: 'cd'.repeat(32),
      active: 1,
      sort_order: 5,
      created_at: '2026-11-27T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface GamesPage {
  games: GameTile[];
  pagination: { total: number; limit: number; offset: number };
}

async function gamesList(data: Record<string, unknown>): Promise<GamesPage> {
  const answer = await app.call<GamesPage>('casino', 'games_list', data);
  expect(answer.result, answer.message).toBe(true);
  return answer.data;
}

/** The slot lobby's games for a search, read from the tables in this test, without the server's query. */
async function expectedNames(search: string, mobileOnly: boolean): Promise<string[]> {
  const rows = await app.services.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.name', 'games.search_name', 'games.mobile', 'games.active', 'games.lobby', 'games.sort_order'])
    .select(['game_providers.active as provider_active', 'game_providers.failed_checks', 'games.id'])
    .execute();
  const folded = foldForSearch(search);
  return rows
    .filter((row) => row.active === 1 && row.lobby === 'slot' && row.provider_active === 1 && row.failed_checks < 2)
    .filter((row) => (!mobileOnly || row.mobile === 1) && row.search_name.includes(folded))
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map((row) => row.name);
}

/** Every page of a search, 7 at a time, checking each page's total against the tables. */
async function allPages(search: string, mobileOnly: boolean): Promise<string[]> {
  const expected = await expectedNames(search, mobileOnly);
  const names: string[] = [];
  for (let offset = 0; offset <= expected.length; offset += 7) {
    const page = await gamesList({ searchGameName: search, isMobile: mobileOnly ? 1 : 0, limit: 7, offset });
    expect(page.pagination).toEqual({ total: expected.length, limit: 7, offset });
    names.push(...page.games.map((game) => game.name));
  }
  return names;
}

const catalogueVersion = async () =>
  Number((await app.services.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version);

describe('the lobby counts kept per filter', () => {
  it('answer the same games and totals as the tables, for every spelling of a Turkish search, page after page', async () => {
    for (const search of ['İSTANBUL', 'istanbul', 'ıstanbul', 'Istanbul', 'ALTIN', 'boğaz', 'sayac', 'yok-böyle']) {
      for (const mobileOnly of [false, true]) {
        const first = await allPages(search, mobileOnly);
        // Asked again, from what was kept: the same.
        expect(await allPages(search, mobileOnly)).toEqual(first);
        expect(first).toEqual(await expectedNames(search, mobileOnly));
      }
    }
    expect((await gamesList({ searchGameName: 'ıSTANBUL', limit: 100 })).games.length).toBeGreaterThan(0);
  });

  it('count per category and provider as the tables do', async () => {
    const slot = await gamesList({ categoryID: CASINO_CATEGORY.slot, providerID: providerId, limit: 1 });
    expect(slot.pagination.total).toBe(40);
    const popular = await gamesList({ categoryID: CASINO_CATEGORY.popular, providerID: providerId, isMobile: 1 });
    expect(popular.pagination.total).toBe(9);
    expect((await gamesList({ providerID: providerId, offset: 60, limit: 9 })).games).toEqual([]);
  });

  it('count a game the operator adds, and stop counting one disabled, at once', async () => {
    const before = (await gamesList({ searchGameName: 'Kapadokya' })).pagination.total;
    const added = await listGame(app.services, {
      providerCode: PROVIDER,
      gameCode: 'kapadokya-yeni',
      name: 'KAPADOKYA Yeni',
      categoryId: CASINO_CATEGORY.slot,
      rtpPercent: '96',
      volatility: 'low',
      maxWinMultiplier: 500,
    });
    if (!('gameId' in added)) throw new Error(added.problem);
    const after = await gamesList({ searchGameName: 'kapadokya', limit: 100 });
    expect(after.pagination.total).toBe(before + 1);
    expect(after.games.map((game) => game.name)).toContain('KAPADOKYA Yeni');

    await disableGame(app.services, added.gameId);
    const disabled = await gamesList({ searchGameName: 'KAPADOKYA', limit: 100 });
    expect(disabled.pagination.total).toBe(before);
    expect(disabled.games.map((game) => game.name)).not.toContain('KAPADOKYA Yeni');
  });

  it("follow a change made by hand in the database, and a provider's closing, but not a change counts do not see", async () => {
    const before = (await gamesList({ searchGameName: 'ejder' })).pagination.total;
    await app.services.db.updateTable('games').set({ active: 0 }).where('code', '=', 'sayac-1').execute();
    expect((await gamesList({ searchGameName: 'ejder' })).pagination.total).toBe(before - 1);

    // The health check writes every minute; only a change of what the lobby shows is a new version.
    const version = await catalogueVersion();
    await app.services.db
      .updateTable('game_providers')
      .set({ checked_at: '2026-11-27T01:00:00.000Z', failed_checks: 0 })
      .where('id', '=', providerId)
      .execute();
    expect(await catalogueVersion()).toBe(version);

    await app.services.db
      .updateTable('game_providers')
      .set({ failed_checks: 2 })
      .where('id', '=', providerId)
      .execute();
    expect(await catalogueVersion()).toBeGreaterThan(version);
    expect((await gamesList({ searchGameName: 'ejder' })).pagination.total).toBe(0);
    await app.services.db
      .updateTable('game_providers')
      .set({ failed_checks: 0 })
      .where('id', '=', providerId)
      .execute();
    expect((await gamesList({ searchGameName: 'ejder' })).pagination.total).toBe(before - 1);
  });
});
