import { type LiveFavoriteTile, MESSAGES, type MethodOutput, ROLE } from '@bnw/contract';
import { hashServerSeed, provablyFairRandom } from '@bnw/game-math';
import { parseSpotKey, rouletteReturnKurus, spinWheel } from '@bnw/game-math/engines/roulette';
import { dealCoup } from '@bnw/game-math/engines/baccarat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BETTING_MS, CLOSED_MS, RESULT_SHOW_MS } from '../src/modules/live/index.js';
import { settleRound } from '../src/modules/live/settlement.js';
import { manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import {
  type LivePlayer,
  countRows,
  latestRoundOf,
  ledgerIsSound,
  liveDeps,
  moneyOf,
  newLivePlayer,
  ownOpened,
  ownTiles,
  prepareLive,
  requestId,
  schedulerOf,
  tableByCode,
} from './live-support.js';

/**
 * The live tables through the real app: the lobby calls, bets and every refusal (Turkish, nothing
 * changed), a full round paid right with a sound ledger, a settlement run twice paying once, the
 * events published after each step.
 */
type Placed = MethodOutput<'livecasino.place_bets'>;
type TableList = MethodOutput<'livecasino.game_table_list'>;

const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
let app: TestApp;
const published: Array<{ topic: string; message: { type: string; sequence: number } }> = [];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  await prepareLive(app);
  app.services.presence.subscribe('table:rulet-bogaz', (message, topic) =>
    published.push({ topic, message: message as never }),
  );
  app.services.presence.subscribe('lobby:live', (message, topic) =>
    published.push({ topic, message: message as never }),
  );
}, 120_000);
afterAll(() => app?.close());

/** Moves every table to a fresh betting window: ticks until the given table has a round taking bets. */
async function openBetting(code: string) {
  const table = await tableByCode(app, code);
  const scheduler = schedulerOf(app.services);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await scheduler.tick();
    const round = await latestRoundOf(app, table.id).catch(() => undefined);
    if (round?.phase === 'betting' && Date.parse(round.closes_at) - clock.now().getTime() > 10_000) {
      return { table, round, scheduler };
    }
    clock.advance(round ? BETTING_MS + CLOSED_MS + RESULT_SHOW_MS : 0);
  }
  throw new Error('no betting round');
}

function place(player: LivePlayer, tableID: number, roundID: number, bets: unknown[], id = requestId()) {
  return app.call<Placed>('livecasino', 'place_bets', { tableID, roundID, requestId: id, bets }, player.user);
}

async function stateOf(player: LivePlayer, roundId: number) {
  const round = await app.services.db
    .selectFrom('live_rounds')
    .select(['bet_count', 'player_count', 'phase'])
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
  return {
    money: await moneyOf(app, player.userId),
    bets: await countRows(app, 'live_bets'),
    wallet: await countRows(app, 'wallet_transactions'),
    round,
  };
}

describe('the live lobby', () => {
  it('lists categories, providers and tables with their live state; a role-20 player sees status 2 only', async () => {
    // The specification's names: a category's CategoryID and items (the tables it lists), a provider's providerID.
    const categories = await app.call<MethodOutput<'livecasino.category_list'>>('livecasino', 'category_list', {});
    expect(categories.data).toEqual([
      { CategoryID: 1, name: 'Rulet', items: 3 },
      { CategoryID: 2, name: 'Bakara', items: 2 },
    ]);

    const providers = await app.call<MethodOutput<'livecasino.provider_list'>>('livecasino', 'provider_list', {});
    const labels = await app.services.db
      .selectFrom('game_providers')
      .select(['id', 'code'])
      .where('code', 'in', ['bnw-canli', 'bnw-canli-vip'])
      .orderBy('code')
      .execute();
    expect(providers.data).toEqual([
      { providerID: labels[0]!.id, code: 'bnw-canli', name: 'BNW Canlı', status: 2 },
      { providerID: labels[1]!.id, code: 'bnw-canli-vip', name: 'BNW Canlı VIP', status: 1 },
    ]);
    const restricted = await newLivePlayer(app);
    await app.services.db
      .updateTable('users')
      .set({ rid: ROLE.restricted })
      .where('id', '=', restricted.userId)
      .execute();
    // Whatever it asks, the restricted role gets status 2 only: in the provider list, the tables and a table's start.
    const asked = await app.call<Array<{ code: string }>>(
      'livecasino',
      'provider_list',
      { status: 1 },
      restricted.user,
    );
    expect(asked.data.map((provider) => provider.code)).toEqual(['bnw-canli']);
    const restrictedTables = await app.call<TableList>('livecasino', 'game_table_list', {}, restricted.user);
    expect(restrictedTables.data.tables.map((table) => table.code)).toEqual([
      'rulet-bogaz',
      'rulet-galata',
      'bakara-pera',
    ]);
    const restrictedCategories = await app.call<MethodOutput<'livecasino.category_list'>>(
      'livecasino',
      'category_list',
      {},
      restricted.user,
    );
    expect(restrictedCategories.data.map((category) => category.items)).toEqual([2, 1]);
    const vip = await tableByCode(app, 'rulet-kapadokya');
    const refused = await app.call('livecasino', 'init_game', { tableID: vip.id }, restricted.user);
    expect(refused).toMatchObject({ result: false, message: MESSAGES.liveTableNotFound.tr });

    await openBetting('rulet-bogaz');
    const list = await app.call<TableList>('livecasino', 'game_table_list', {});
    expect(list.data.pagination.total).toBe(5);
    const bogaz = ownTiles(list.data.tables).find((table) => table.code === 'rulet-bogaz')!;
    const bogazRow = await tableByCode(app, 'rulet-bogaz');
    expect(bogaz).toMatchObject({
      kind: 'ours',
      tableID: bogazRow.id,
      game: 'roulette',
      rtpBasisPoints: 9729,
      categoryID: 1,
      categoryName: 'Rulet',
    });
    expect(bogaz).not.toHaveProperty('id');
    expect(bogaz.limits).toEqual({ minBetKurus: 100, maxBetKurus: 5_000, maxRoundKurus: 20_000, stakeStepKurus: 1 });
    expect(bogaz.live.phase).toBe('betting');
    expect(bogaz.live.secondsLeft).toBeGreaterThan(10);

    const search = await app.call<TableList>('livecasino', 'game_table_list', { searchGameName: 'GALATA' });
    expect(search.data.tables.map((table) => table.code)).toEqual(['rulet-galata']);
    const baccarat = await app.call<TableList>('livecasino', 'game_table_list', { categoryID: 2, limit: 1 });
    expect(baccarat.data.pagination.total).toBe(2);
    expect(baccarat.data.tables).toHaveLength(1);
  });

  it('keeps live favourites apart from casino ones (user.favorites with type livecasino)', async () => {
    const player = await newLivePlayer(app);
    const table = await tableByCode(app, 'bakara-pera');
    const added = await app.call<LiveFavoriteTile[]>(
      'user',
      'favorites',
      { mode: 'insert', type: 'livecasino', id: table.id },
      player.user,
    );
    expect(added.result).toBe(true);
    // A live favourite is named as the specification names a live table: tableID.
    expect(added.data.map((tile) => tile.tableID)).toEqual([table.id]);
    expect(added.data[0]).not.toHaveProperty('gameID');
    const casino = await app.call<unknown[]>('user', 'favorites', { mode: 'list', type: 'casino' }, player.user);
    expect(casino.data).toEqual([]);
    // A live table is not a casino favourite.
    const wrongType = await app.call(
      'user',
      'favorites',
      { mode: 'insert', type: 'casino', id: table.id },
      player.user,
    );
    expect(wrongType).toMatchObject({ result: false, message: MESSAGES.gameNotFound.tr });
    const favourites = await app.call<TableList>('livecasino', 'game_table_list', { favorites: 1 }, player.user);
    expect(favourites.data.tables.map((tile) => [tile.code, tile.isFavorite])).toEqual([['bakara-pera', true]]);
    const removed = await app.call<unknown[]>(
      'user',
      'favorites',
      { mode: 'delete', type: 'livecasino', id: table.id },
      player.user,
    );
    expect(removed.data).toEqual([]);
  });

  it('opens a table for a player with its round, balance and topic; an unknown table is refused in Turkish', async () => {
    const player = await newLivePlayer(app);
    const { table, round } = await openBetting('rulet-bogaz');
    const opened = await app.call<MethodOutput<'livecasino.init_game'>>(
      'livecasino',
      'init_game',
      { tableID: table.id },
      player.user,
    );
    // data.url, as casino.init_game answers it: for our own table, our play page of the table.
    expect(opened.data).toMatchObject({
      kind: 'ours',
      url: `${app.services.config.publicUrl}/play/live/${table.id}`,
      tableID: table.id,
      topic: 'table:rulet-bogaz',
      balanceKurus: 1_000_000,
    });
    const own = ownOpened(opened.data);
    expect(own.round).toMatchObject({ roundID: round.id, phase: 'betting', serverSeed: null, myBets: [] });
    expect(own.round!.serverSeedHash).toBe(hashServerSeed(round.server_seed));
    const unknown = await app.call('livecasino', 'init_game', { tableID: 999_999 }, player.user);
    expect(unknown).toMatchObject({ result: false, message: MESSAGES.liveTableNotFound.tr });
  });
});

describe('bets', () => {
  it('refuses every bad bet in Turkish and changes nothing', async () => {
    const player = await newLivePlayer(app);
    const { table, round } = await openBetting('rulet-bogaz');
    const before = await stateOf(player, round.id);
    const refusals: Array<[unknown[], string]> = [
      [[{ kind: 'split', numbers: [3, 4], stakeKurus: 500 }], MESSAGES.liveBetInvalid.tr],
      [[{ kind: 'red', numbers: [1], stakeKurus: 500 }], MESSAGES.liveBetInvalid.tr],
      [[{ kind: 'banker', stakeKurus: 500 }], MESSAGES.liveBetInvalid.tr],
      [[{ kind: 'red', stakeKurus: 50 }], 'Bu masada bahis en az ₺1,00 olmalı.'],
      [[{ kind: 'red', stakeKurus: 6_000 }], 'Bu masada tek bahis en çok ₺50,00 olabilir.'],
      // Each bet is within the table's limits, together they pass the round's ₺200.
      [
        Array.from({ length: 5 }, () => ({ kind: 'black', stakeKurus: 5_000 })),
        'Bu masada bir turda toplam en çok ₺200,00 bahis yapabilirsiniz.',
      ],
      [[{ kind: 'straight', numbers: [37], stakeKurus: 500 }], MESSAGES.liveBetInvalid.tr],
      [[{ kind: 'red', stakeKurus: 1.5 }], MESSAGES.liveStakeInvalid.tr],
    ];
    for (const [bets, message] of refusals) {
      const answer = await place(player, table.id, round.id, bets);
      expect(answer, JSON.stringify(bets)).toMatchObject({ result: false, message });
    }
    const tooMany = await place(
      player,
      table.id,
      round.id,
      Array.from({ length: 21 }, () => ({ kind: 'red', stakeKurus: 100 })),
    );
    expect(tooMany.result).toBe(false);
    const baccaratTable = await openBetting('bakara-pera');
    const step = await place(player, baccaratTable.table.id, baccaratTable.round.id, [
      { kind: 'banker', stakeKurus: 550 },
    ]);
    expect(step).toMatchObject({ result: false, message: MESSAGES.liveStakeStep.tr });
    expect(await stateOf(player, round.id)).toEqual(before);
  });

  it('refuses a bet after betting closed, for a player who cannot pay, and above the protection stake rule', async () => {
    const player = await newLivePlayer(app);
    const { table, round } = await openBetting('rulet-galata');
    // The operator's highest stake per round (protection.max_stake), counted over the player's whole round.
    await app.services.settings.set('protection.max_stake', {
      adultKurus: 1_500,
      youngKurus: 1_000,
      youngUntilAge: 25,
    });
    const first = await place(player, table.id, round.id, [{ kind: 'odd', stakeKurus: 1_000 }]);
    expect(first.result).toBe(true);
    const before = await stateOf(player, round.id);
    const overRule = await place(player, table.id, round.id, [{ kind: 'even', stakeKurus: 1_000 }]);
    expect(overRule).toMatchObject({
      result: false,
      message: 'Tur başına en yüksek bahis ₺15,00. Daha düşük bir bahisle deneyin.',
    });
    expect(await stateOf(player, round.id)).toEqual(before);
    await app.services.settings.set('protection.max_stake', {
      adultKurus: 25_000,
      youngKurus: 10_000,
      youngUntilAge: 25,
    });

    // Take all but ₺3 of the player's cash away: a ₺5 bet cannot be paid.
    const poor = await newLivePlayer(app);
    const cash = await app.services.ledger.playerCashAccountId(poor.userId);
    await app.services.ledger.transfer({
      transferId: `test-drain-${poor.userId}`,
      debitAccountId: cash,
      creditAccountId: await app.services.ledger.houseAccountId('house:test'),
      amountKurus: (await moneyOf(app, poor.userId)) - 300,
      kind: 'adjustment',
    });
    const poorBefore = await stateOf(poor, round.id);
    const broke = await place(poor, table.id, round.id, [{ kind: 'red', stakeKurus: 500 }]);
    expect(broke).toMatchObject({ result: false, message: MESSAGES.liveInsufficientFunds.tr });
    expect(await stateOf(poor, round.id)).toEqual(poorBefore);

    clock.advance(BETTING_MS);
    const closedBefore = await stateOf(player, round.id);
    const late = await place(player, table.id, round.id, [{ kind: 'red', stakeKurus: 500 }]);
    expect(late).toMatchObject({ result: false, message: MESSAGES.liveBettingClosed.tr });
    expect(await stateOf(player, round.id)).toEqual(closedBefore);
  });

  it('refuses a player on a time-out with the break in words', async () => {
    const player = await newLivePlayer(app);
    const { table, round } = await openBetting('rulet-bogaz');
    const timeout = await app.call('protection', 'take_timeout', { duration: '24h' }, player.user);
    expect(timeout.result).toBe(true);
    const before = await stateOf(player, round.id);
    const answer = await place(player, table.id, round.id, [{ kind: 'red', stakeKurus: 500 }]);
    expect(answer.result).toBe(false);
    expect(answer.message).toMatch(/^Oyun arası veriyorsunuz: /);
    expect(await stateOf(player, round.id)).toEqual(before);
  });

  it('answers a repeated request with the bets it placed, without placing more', async () => {
    const player = await newLivePlayer(app);
    const { table, round } = await openBetting('rulet-bogaz');
    const id = requestId();
    const bets = [{ kind: 'dozen', index: 2, stakeKurus: 1_000 }];
    const first = await place(player, table.id, round.id, bets, id);
    const again = await place(player, table.id, round.id, bets, id);
    expect(first.data.myBets).toHaveLength(1);
    expect(again.data).toEqual(first.data);
    expect(await moneyOf(app, player.userId)).toBe(1_000_000 - 1_000);
  });
  it("takes a request id of the longest allowed length (its call ids outgrow the ledger's 64 characters)", async () => {
    const player = await newLivePlayer(app);
    const { table, round } = await openBetting('rulet-bogaz');
    const longestId = 'r'.repeat(40);
    const placed = await place(player, table.id, round.id, [{ kind: 'black', stakeKurus: 1_000 }], longestId);
    expect(placed.result, placed.message).toBe(true);
    expect(await moneyOf(app, player.userId)).toBe(1_000_000 - 1_000);
  });
});

describe('a round', () => {
  it('is paid right for every bet, once, with a sound ledger and events after each step', async () => {
    const [alice, bora] = [await newLivePlayer(app), await newLivePlayer(app)];
    const { table, round, scheduler } = await openBetting('rulet-bogaz');
    published.length = 0;
    const aliceBets = [
      { kind: 'straight', numbers: [17], stakeKurus: 1_000 },
      { kind: 'split', numbers: [0, 3], stakeKurus: 1_000 },
      { kind: 'corner', numbers: [17, 18, 20, 21], stakeKurus: 1_000 },
      { kind: 'line', numbers: [31, 32, 33, 34, 35, 36], stakeKurus: 1_000 },
      { kind: 'street', numbers: [13, 14, 15], stakeKurus: 1_000 },
      { kind: 'column', index: 1, stakeKurus: 1_000 },
    ];
    const boraBets = [
      { kind: 'red', stakeKurus: 2_000 },
      { kind: 'black', stakeKurus: 2_000 },
      { kind: 'odd', stakeKurus: 1_000 },
      { kind: 'even', stakeKurus: 1_000 },
      { kind: 'low', stakeKurus: 1_000 },
      { kind: 'high', stakeKurus: 1_000 },
      { kind: 'dozen', index: 3, stakeKurus: 1_000 },
    ];
    const playersBefore = (await latestRoundOf(app, table.id)).player_count;
    expect((await place(alice, table.id, round.id, aliceBets)).result).toBe(true);
    expect((await place(bora, table.id, round.id, boraBets)).result).toBe(true);
    const roundNow = await app.call<MethodOutput<'livecasino.table_round'>>(
      'livecasino',
      'table_round',
      { tableID: table.id },
      alice.user,
    );
    expect(roundNow.data.round).toMatchObject({ players: playersBefore + 2, phase: 'betting' });
    expect(roundNow.data.round!.myBets.map((bet) => bet.spot)).toEqual([
      'straight:17',
      'split:0-3',
      'corner:17-18-20-21',
      'line:31-32-33-34-35-36',
      'street:13-14-15',
      'column:1',
    ]);

    clock.advance(BETTING_MS + CLOSED_MS);
    await scheduler.tick();
    const settled = await latestRoundOf(app, table.id).then(async (latest) =>
      latest.id === round.id
        ? latest
        : app.services.db.selectFrom('live_rounds').selectAll().where('id', '=', round.id).executeTakeFirstOrThrow(),
    );
    expect(settled.phase).toBe('settled');
    // The result is the wheel's for the round's seeds: anyone can recompute it once the seed is out.
    const pocket = spinWheel(provablyFairRandom(settled.server_seed, settled.public_seed, settled.round_no)).pocket;
    expect(JSON.parse(settled.result!).pocket).toBe(pocket);
    const expected = (bets: Array<Record<string, unknown>>) =>
      bets.reduce<number>((sum, bet) => {
        const key = `${bet.kind as string}${bet.numbers ? `:${(bet.numbers as number[]).join('-')}` : bet.index ? `:${String(bet.index)}` : ''}`;
        return sum + rouletteReturnKurus({ spot: parseSpotKey(key)!, stakeKurus: bet.stakeKurus as number }, pocket);
      }, 0);
    expect(await moneyOf(app, alice.userId)).toBe(1_000_000 - 6_000 + expected(aliceBets));
    expect(await moneyOf(app, bora.userId)).toBe(1_000_000 - 9_000 + expected(boraBets));
    const bets = await app.services.db.selectFrom('live_bets').selectAll().where('round_id', '=', round.id).execute();
    expect(bets.every((bet) => bet.status === 'settled')).toBe(true);
    const walletRounds = await app.services.db
      .selectFrom('game_rounds')
      .select(['status', 'stake_kurus', 'win_kurus', 'user_id'])
      .where('round_id', 'in', [`live-${round.id}-${alice.userId}`, `live-${round.id}-${bora.userId}`])
      .orderBy('user_id')
      .execute();
    expect(walletRounds.map((row) => [row.status, Number(row.stake_kurus), Number(row.win_kurus)])).toEqual([
      ['settled', 6_000, expected(aliceBets)],
      ['settled', 9_000, expected(boraBets)],
    ]);
    await ledgerIsSound(app);

    // The table's events, in order, each one more than the last (the table's counter); the lobby's state after each.
    const tableEvents = published.filter((event) => event.topic === 'table:rulet-bogaz').map((event) => event.message);
    expect(tableEvents.map((event) => event.type)).toEqual(['betting_closed', 'result', 'settled']);
    const counter = Number((await tableByCode(app, 'rulet-bogaz')).sequence);
    expect(tableEvents.map((event) => event.sequence)).toEqual([counter - 2, counter - 1, counter]);
    const lobby = published.filter(
      (event) =>
        event.topic === 'lobby:live' && (event.message as unknown as { table: string }).table === 'rulet-bogaz',
    );
    expect(lobby.map((event) => event.message.sequence)).toEqual(tableEvents.map((event) => event.sequence));
    const mine = await app.call<MethodOutput<'livecasino.my_results'>>('livecasino', 'my_results', {}, alice.user);
    expect(mine.data[0]).toMatchObject({ roundID: round.id, serverSeed: settled.server_seed, stakeKurus: 6_000 });
    expect(mine.data[0]!.returnKurus).toBe(expected(aliceBets));

    // A second settlement of the same round (a retry, another process) pays nothing.
    const paid = await moneyOf(app, alice.userId);
    const table2 = await tableByCode(app, 'rulet-bogaz');
    await app.services.db.updateTable('live_bets').set({ status: 'open' }).where('round_id', '=', round.id).execute();
    await settleRound(liveDeps(app.services), { id: table.id, game: 'roulette' }, settled, {
      table: 'live_tables',
      id: table.id,
      fence: table2.fence,
    });
    expect(await moneyOf(app, alice.userId)).toBe(paid);
    const wins = await app.services.db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('transaction_id', 'like', `live-${round.id}-${alice.userId}-%-win`)
      .executeTakeFirstOrThrow();
    expect(Number(wins.n)).toBe(aliceBets.length);
    await ledgerIsSound(app);
  });

  it('deals baccarat by the seeds and pays the banker less 5 %', async () => {
    const player = await newLivePlayer(app);
    const { table, round, scheduler } = await openBetting('bakara-pera');
    await place(player, table.id, round.id, [
      { kind: 'banker', stakeKurus: 10_000 },
      { kind: 'player', stakeKurus: 5_000 },
      { kind: 'tie', stakeKurus: 1_000 },
    ]);
    clock.advance(BETTING_MS + CLOSED_MS);
    await scheduler.tick();
    const done = await app.services.db
      .selectFrom('live_rounds')
      .selectAll()
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    const coup = dealCoup(provablyFairRandom(done.server_seed, done.public_seed, done.round_no));
    expect(JSON.parse(done.result!)).toEqual(coup);
    const returns = { banker: [19_500, 0, 0], player: [0, 10_000, 0], tie: [10_000, 5_000, 9_000] }[coup.winner];
    expect(await moneyOf(app, player.userId)).toBe(1_000_000 - 16_000 + returns.reduce((a, b) => a + b, 0));
    await ledgerIsSound(app);
  });
});
