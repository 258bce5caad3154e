import {
  type GameTile,
  type LiveFavoriteTile,
  type LiveTableTile,
  MESSAGES,
  type MethodOutput,
  ROLE,
} from '@bnw/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../src/auth/tokens.js';
import { checkProviders } from '../src/modules/casino/provider-health.js';
import { gamesCommand } from '../src/ops/games-command.js';
import { providersCommand } from '../src/ops/providers-command.js';
import { newLivePlayer, prepareLive } from './live-support.js';
import { captureOutput } from './support/console.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { walletCall, walletId } from './support/wallet.js';

/**
 * An outside live-casino provider plugged in the way an outside slot provider is: added with
 * `ops providers add`, its game listed with `ops games add … --live`, shown in the live lobby
 * beside our tables and started by `livecasino.init_game` with the provider's launch address and a
 * wallet session the provider then plays through the seamless wallet.
 */
type TableList = MethodOutput<'livecasino.game_table_list'>;
type Opened = MethodOutput<'livecasino.init_game'>;

const LAUNCH_URL = 'https://live.example.com/launch';
let app: TestApp;
let provider: { id: number; code: string; secret: string };
let tableId: number;

beforeAll(async () => {
  app = await createTestApp();
  await prepareLive(app);
}, 120_000);
afterAll(() => app?.close());
afterEach(() => vi.restoreAllMocks());

async function listLiveGame(args: string[]): Promise<{ exit: number; output: string[] }> {
  const output = captureOutput();
  const exit = await gamesCommand(args, app.services);
  vi.restoreAllMocks();
  return { exit, output };
}

const lobby = async (data: Record<string, unknown> = {}, user?: Parameters<TestApp['call']>[3]) =>
  (await app.call<TableList>('livecasino', 'game_table_list', data, user)).data;
const tileOf = (tables: LiveTableTile[]) => tables.find((table) => table.tableID === tableId);
const countGames = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('an outside live provider through the operator commands', () => {
  it('is added with ops providers add and its game with ops games add … --live', async () => {
    const code = `canli${process.pid}`;
    const output = captureOutput();
    expect(await providersCommand(['add', code, 'Dış Canlı Stüdyo', '--launch-url', LAUNCH_URL], app.services)).toBe(0);
    const secret = output[1]!;
    vi.restoreAllMocks();
    const row = await app.services.db
      .selectFrom('game_providers')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    provider = { id: row.id, code, secret };

    const listed = await listLiveGame([
      'add',
      code,
      'speed-roulette-1',
      'Hızlı Rulet',
      '1',
      '--rtp',
      '97.3',
      '--max-win',
      '500',
      '--live',
    ]);
    expect(listed.exit).toBe(0);
    tableId = Number(/^gameID (\d+) /.exec(listed.output.at(-1) ?? '')?.[1]);
    expect(tableId).toBeGreaterThan(0);
  });

  it('lists the game in the live lobby beside our tables, by the specification names, and not in the slot lobby', async () => {
    const tables = await lobby({ limit: 100 });
    expect(tables.pagination.total).toBe(6);
    const tile = tileOf(tables.tables);
    expect(tile).toEqual({
      kind: 'outside',
      tableID: tableId,
      code: 'speed-roulette-1',
      name: 'Hızlı Rulet',
      providerID: provider.id,
      providerName: 'Dış Canlı Stüdyo',
      categoryID: 1,
      categoryName: 'Rulet',
      rtpBasisPoints: 9730,
      isFavorite: false,
      imageUrl: expect.stringMatching(new RegExp(`^/casino/images/${tableId}\\.svg\\?v=[0-9a-f]{12}$`)),
    });
    // Every filter of the lobby finds it: its category, its provider, its name.
    expect(tileOf((await lobby({ categoryID: 1 })).tables)).toBeDefined();
    expect(tileOf((await lobby({ categoryID: 2 })).tables)).toBeUndefined();
    expect((await lobby({ providerID: provider.id })).tables.map((table) => table.tableID)).toEqual([tableId]);
    expect((await lobby({ searchGameName: 'HIZLI' })).tables.map((table) => table.tableID)).toEqual([tableId]);

    const categories = await app.call<MethodOutput<'livecasino.category_list'>>('livecasino', 'category_list', {});
    expect(categories.data).toEqual([
      { CategoryID: 1, name: 'Rulet', items: 4 },
      { CategoryID: 2, name: 'Bakara', items: 2 },
    ]);
    const providers = await app.call<MethodOutput<'livecasino.provider_list'>>('livecasino', 'provider_list', {});
    // No live status given by the operator: a standard provider (status 1).
    expect(providers.data).toContainEqual({
      providerID: provider.id,
      code: provider.code,
      name: 'Dış Canlı Stüdyo',
      status: 1,
    });

    const slots = await app.call<{ games: GameTile[] }>('casino', 'games_list', { limit: 250 });
    expect(slots.data.games.map((game) => game.gameID)).not.toContain(tableId);
    const slotProviders = await app.call<Array<{ code: string }>>('casino', 'provider_list', {});
    expect(slotProviders.data.map((one) => one.code)).not.toContain(provider.code);
  });

  it("launches it: data.url is the provider's launch address with a session the wallet then plays", async () => {
    const player = await newLivePlayer(app);
    const opened = await app.call<Opened>('livecasino', 'init_game', { tableID: tableId }, player.user);
    expect(opened.result).toBe(true);
    expect(opened.data).toMatchObject({
      kind: 'outside',
      tableID: tableId,
      table: { kind: 'outside', tableID: tableId },
    });
    const url = new URL(opened.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(LAUNCH_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      game_id: 'speed-roulette-1',
      lang: 'tr',
      currency: 'TRY',
    });
    const token = url.searchParams.get('token')!;
    const session = await app.services.db
      .selectFrom('game_sessions')
      .select(['game_id', 'user_id', 'provider_id'])
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ game_id: tableId, user_id: player.userId, provider_id: provider.id });

    // The provider plays the round through the seamless wallet with the session's token.
    const bet = {
      token,
      request_id: walletId('req'),
      transaction_id: walletId('tx'),
      round_id: walletId('round'),
      game_id: 'speed-roulette-1',
      amount: 2_500,
      currency: 'TRY',
    };
    expect(await walletCall(app, provider, 'bet', bet)).toMatchObject({ status: 'OK', balance: 1_000_000 - 2_500 });
    // The play page's top bar reads the session by the table's id, as for a slot.
    const summary = await app.call<MethodOutput<'casino.game_session_summary'>>(
      'casino',
      'game_session_summary',
      { gameID: tableId, since: opened.data.startedAt },
      player.user,
    );
    expect(summary.data).toMatchObject({ stakeKurus: 2_500, winKurus: 0 });
  });

  it('keeps it as a live favourite named by tableID', async () => {
    const player = await newLivePlayer(app);
    const added = await app.call<LiveFavoriteTile[]>(
      'user',
      'favorites',
      { mode: 'insert', type: 'livecasino', id: tableId },
      player.user,
    );
    expect(added.data.map((tile) => tile.tableID)).toEqual([tableId]);
    expect(tileOf((await lobby({ favorites: 1 }, player.user)).tables)).toMatchObject({ isFavorite: true });
  });

  it('is not shown to a player of role 20 (a standard provider), nor opened for them', async () => {
    const restricted = await newLivePlayer(app);
    await app.services.db
      .updateTable('users')
      .set({ rid: ROLE.restricted })
      .where('id', '=', restricted.userId)
      .execute();
    expect(tileOf((await lobby({}, restricted.user)).tables)).toBeUndefined();
    const refused = await app.call('livecasino', 'init_game', { tableID: tableId }, restricted.user);
    expect(refused).toMatchObject({ result: false, message: MESSAGES.liveTableNotFound.tr });
  });

  it('leaves the lobby while its launch address fails, and its start says the provider cannot be reached', async () => {
    const player = await newLivePlayer(app);
    const failing = async (url: string) => url !== LAUNCH_URL;
    await checkProviders(app.services, failing);
    await checkProviders(app.services, failing);
    expect(tileOf((await lobby()).tables)).toBeUndefined();
    const categories = await app.call<MethodOutput<'livecasino.category_list'>>('livecasino', 'category_list', {});
    expect(categories.data[0]).toMatchObject({ CategoryID: 1, items: 3 });
    const sessionsBefore = await app.services.db.selectFrom('game_sessions').select('id').execute();
    const refused = await app.call('livecasino', 'init_game', { tableID: tableId }, player.user);
    expect(refused).toMatchObject({ result: false, message: MESSAGES.providerUnreachable.tr });
    expect(await app.services.db.selectFrom('game_sessions').select('id').execute()).toHaveLength(
      sessionsBefore.length,
    );

    await checkProviders(app.services, async () => true);
    expect(tileOf((await lobby()).tables)).toBeDefined();
  });

  it('refuses a live listing in an unknown live category or with a doubled flag, in Turkish, and adds nothing', async () => {
    const before = await countGames();
    const add = (category: string, ...extra: string[]) =>
      listLiveGame([
        'add',
        provider.code,
        'baska-masa',
        'Başka Masa',
        category,
        '--rtp',
        '97',
        '--max-win',
        '100',
        ...extra,
      ]);
    const unknown = await add('99', '--live');
    expect(unknown.exit).toBe(2);
    expect(unknown.output.at(-1)).toContain('Bu numarada bir kategori yok');
    // A slot category is no live category: 72 is the quick-access list, not a live one.
    expect((await add('72', '--live')).exit).toBe(2);
    const doubled = await add('1', '--live', '--live');
    expect(doubled.exit).toBe(2);
    expect(doubled.output.at(-1)).toContain('Kullanım: games add');
    expect(await countGames()).toBe(before);
  });
});
