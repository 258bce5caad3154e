import { MESSAGES, type MethodOutput, type TombalaEvent } from '@bnw/contract';
import { hashServerSeed, provablyFairRandom, tombalaDrawOrder } from '@bnw/game-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type LivePlayer, ledgerIsSound, moneyOf, newLivePlayer, requestId } from './live-support.js';
import {
  TEST_TIMING,
  cardsOfRound,
  latestTombalaRound,
  prepareTombala,
  referee,
  roomByCode,
  siblingsOf,
  tombalaCardFromKey,
  tombalaCardKey,
  tombalaSchedulerOf,
} from './tombala-support.js';

/**
 * Tombala through the real app: buying and every refusal (Turkish, nothing changed), a round
 * cancelled for too few cards refunding each card once, a full round whose balls are the provably
 * fair order and whose prizes (shared when simultaneous) go to the right cards, the ledger sound.
 * Time is the injected clock; the scheduler is driven by its tick.
 */
type Bought = MethodOutput<'tombala.buy_cards'>;
type RoundAnswer = MethodOutput<'tombala.round'>;

const clock = manualClock(new Date('2026-11-24T10:00:00Z'));
let app: TestApp;
const events: TombalaEvent[] = [];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  await prepareTombala(app);
  app.services.presence.subscribe('table:tombala-lale', (message) => events.push(message as TombalaEvent));
}, 120_000);
afterAll(() => app?.close());

const scheduler = () => tombalaSchedulerOf(app.services);

/** Ticks until the room has a round selling with at least 30 s left. */
async function openSale(code: string) {
  const room = await roomByCode(app, code);
  const ticker = scheduler();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await ticker.tick();
    const round = await latestTombalaRound(app, room.id).catch(() => undefined);
    if (round?.phase === 'selling' && Date.parse(round.starts_at) - clock.now().getTime() > 30_000) {
      return { room, round, ticker };
    }
    clock.advance(TEST_TIMING.ballMs);
  }
  throw new Error('no round selling');
}

function buy(player: LivePlayer, roomID: number, roundID: number, count: number, id = requestId()) {
  return app.call<Bought>('tombala', 'buy_cards', { roomID, roundID, count, requestId: id }, player.user);
}

async function stateOf(player: LivePlayer, roundId: number) {
  const round = await app.services.db
    .selectFrom('tombala_rounds')
    .select(['cards_sold', 'pot_kurus', 'player_count', 'phase'])
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
  const cards = await app.services.db
    .selectFrom('tombala_cards')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const wallet = await app.services.db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { money: await moneyOf(app, player.userId), round, cards: Number(cards.n), wallet: Number(wallet.n) };
}

/** Moves the clock ball by ball until the round is over, ticking each time. */
async function playOut(roomId: number, ticker: ReturnType<typeof scheduler>) {
  for (let step = 0; step < 200; step += 1) {
    await ticker.tick();
    const round = await latestTombalaRound(app, roomId);
    if (round.next_round_at !== null) return round;
    clock.advance(TEST_TIMING.ballMs);
  }
  throw new Error('the round did not end');
}

describe('the rooms', () => {
  it('lists the rooms with their round, price, limits and split', async () => {
    await openSale('cinar');
    const rooms = await app.call<MethodOutput<'tombala.rooms'>>('tombala', 'rooms', {});
    expect(rooms.data.map((room) => [room.code, room.cardPriceKurus])).toEqual([
      ['cinar', 100],
      ['lale', 500],
      ['sultan', 2_000],
    ]);
    const cinar = rooms.data[0]!;
    expect(cinar.topic).toBe('table:tombala-cinar');
    expect(cinar.split).toEqual({
      houseShareBasisPoints: 1_000,
      prizeShareBasisPoints: { 'cinko-1': 1_500, 'cinko-2': 2_500, tombala: 6_000 },
    });
    expect(cinar.round).toMatchObject({ phase: 'selling', cardsSold: 0, potKurus: 0 });
    expect(cinar.round!.secondsLeft).toBeGreaterThan(30);
  });
});

describe('buying cards', () => {
  it('buys cards all at once, answers a repeated request with the same cards, and refuses past the limit', async () => {
    const player = await newLivePlayer(app);
    const { room, round } = await openSale('sultan');
    const id = requestId();
    const first = await buy(player, room.id, round.id, 4, id);
    expect(first).toMatchObject({ result: true, message: MESSAGES.tombalaCardsBought.tr });
    expect(first.data.bought).toHaveLength(4);
    expect(first.data.stakeKurus).toBe(8_000);
    for (const card of first.data.bought) {
      expect(card.numbers.flat().filter((cell) => cell !== null)).toHaveLength(15);
      expect(card.status).toBe('open');
    }
    const again = await buy(player, room.id, round.id, 4, id);
    expect(again.data).toEqual(first.data);
    expect(await moneyOf(app, player.userId)).toBe(1_000_000 - 8_000);

    const before = await stateOf(player, round.id);
    const over = await buy(player, room.id, round.id, 3);
    expect(over).toMatchObject({
      result: false,
      message: 'Bir turda en çok 6 kart alabilirsiniz. Bu turda alabileceğiniz kart sayısı: 2.',
    });
    expect(await stateOf(player, round.id)).toEqual(before);

    const mine = await app.call<MethodOutput<'tombala.my_cards'>>(
      'tombala',
      'my_cards',
      { roundID: round.id },
      player.user,
    );
    expect(mine.data.cards.map((card) => card.cardID)).toEqual(first.data.bought.map((card) => card.cardID));
    const bad = await app.call(
      'tombala',
      'buy_cards',
      { roomID: room.id, roundID: round.id, count: 0, requestId: requestId() },
      player.user,
    );
    expect(bad).toMatchObject({ result: false, message: MESSAGES.tombalaCountInvalid.tr });
    expect(await stateOf(player, round.id)).toEqual(before);
  });

  it('refuses a player who cannot pay, a player on a time-out, and a sale that has closed, changing nothing', async () => {
    const { room, round } = await openSale('lale');
    const poor = await newLivePlayer(app);
    const cash = await app.services.ledger.playerCashAccountId(poor.userId);
    await app.services.ledger.transfer({
      transferId: `test-drain-${poor.userId}`,
      debitAccountId: cash,
      creditAccountId: await app.services.ledger.houseAccountId('house:test'),
      amountKurus: (await moneyOf(app, poor.userId)) - 700,
      kind: 'adjustment',
    });
    const poorBefore = await stateOf(poor, round.id);
    const broke = await buy(poor, room.id, round.id, 2);
    expect(broke).toMatchObject({ result: false, message: 'Bakiyeniz bu kartlar için yetersiz.' });
    expect(await stateOf(poor, round.id)).toEqual(poorBefore);

    const resting = await newLivePlayer(app);
    const timeout = await app.call('protection', 'take_timeout', { duration: '24h' }, resting.user);
    expect(timeout.result).toBe(true);
    const restingBefore = await stateOf(resting, round.id);
    const refused = await buy(resting, room.id, round.id, 1);
    expect(refused.result).toBe(false);
    expect(refused.message).toMatch(/^Oyun arası veriyorsunuz: /);
    expect(await stateOf(resting, round.id)).toEqual(restingBefore);

    const late = await newLivePlayer(app);
    clock.advance(Date.parse(round.starts_at) - clock.now().getTime());
    const lateBefore = await stateOf(late, round.id);
    const closed = await buy(late, room.id, round.id, 1);
    expect(closed).toMatchObject({
      result: false,
      message: 'Bu turun kart satışı kapandı. Bir sonraki turda yeniden deneyin.',
    });
    expect(await stateOf(late, round.id)).toEqual(lateBefore);
  });
});

describe('a round', () => {
  it('is cancelled with too few cards, and every card is refunded once', async () => {
    const [alice, bora] = [await newLivePlayer(app), await newLivePlayer(app)];
    const { room, round, ticker } = await openSale('lale');
    events.length = 0;
    expect((await buy(alice, room.id, round.id, 2)).result).toBe(true);
    expect((await buy(bora, room.id, round.id, 1)).result).toBe(true);
    expect(await moneyOf(app, alice.userId)).toBe(1_000_000 - 1_000);
    clock.advance(Date.parse(round.starts_at) - clock.now().getTime());
    await ticker.tick();
    await ticker.tick();
    const over = await app.services.db
      .selectFrom('tombala_rounds')
      .selectAll()
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(over.phase).toBe('cancelled');
    expect(over.draw_order).toBeNull();
    expect(await moneyOf(app, alice.userId)).toBe(1_000_000);
    expect(await moneyOf(app, bora.userId)).toBe(1_000_000);
    const cards = await cardsOfRound(app, round.id);
    expect(cards.map((card) => card.status)).toEqual(['refunded', 'refunded', 'refunded']);
    const refunds = await app.services.db
      .selectFrom('wallet_transactions')
      .select('transaction_id')
      .where('transaction_id', 'like', `tombala-${round.id}-%-void`)
      .execute();
    expect(refunds).toHaveLength(3);
    // Ticking again refunds nothing more; the next round opens after the pause.
    await ticker.tick();
    clock.advance(TEST_TIMING.showMs);
    await ticker.tick();
    expect(await moneyOf(app, alice.userId)).toBe(1_000_000);
    expect(events.map((event) => event.type)).toEqual(['card_sold', 'card_sold', 'cancelled', 'round_opened']);
    // Purchases and the scheduler number the room's events alike: one more each, up to the room's counter.
    const counter = Number((await roomByCode(app, 'lale')).sequence);
    expect(events.map((event) => event.sequence)).toEqual([counter - 3, counter - 2, counter - 1, counter]);
    const watching = await app.call<RoundAnswer>('tombala', 'round', { roomID: room.id });
    expect(watching.data.round!.sequence).toBe(counter);
    const cancelled = events.find((event) => event.type === 'cancelled')!;
    expect(cancelled).toMatchObject({ cardsSold: 3, serverSeed: round.server_seed });
    expect(hashServerSeed(round.server_seed)).toBe(round.server_seed_hash);
    await ledgerIsSound(app);
  });

  it('draws the provably fair order and pays every prize to the right cards, shared when simultaneous', async () => {
    const players = [await newLivePlayer(app), await newLivePlayer(app), await newLivePlayer(app)];
    const { room, round, ticker } = await openSale('cinar');
    for (const [index, player] of players.entries()) {
      expect((await buy(player, room.id, round.id, 2 + index)).result).toBe(true);
    }
    // Four of the nine cards made siblings (the same first two rows), and a seed under which some
    // prize falls to several cards at once: the shared case is then certain, not left to chance.
    const sold = await cardsOfRound(app, round.id);
    const base = tombalaCardFromKey(sold[0]!.card_key);
    const siblings = siblingsOf(base, 3);
    expect(siblings).toHaveLength(3);
    for (const [index, sibling] of siblings.entries()) {
      await app.services.db
        .updateTable('tombala_cards')
        .set({ card_key: tombalaCardKey(sibling) })
        .where('id', '=', sold[index + 1]!.id)
        .execute();
    }
    const cards = (await cardsOfRound(app, round.id)).map((card) => ({
      id: card.id,
      card: tombalaCardFromKey(card.card_key),
      userId: card.user_id,
    }));
    let seed = '';
    for (let attempt = 0; attempt < 500 && seed === ''; attempt += 1) {
      const candidate = attempt.toString(16).padStart(64, '0');
      const order = tombalaDrawOrder(provablyFairRandom(candidate, round.public_seed, round.round_no));
      if (referee(cards, order).some((prize) => prize.cardIds.length > 1)) seed = candidate;
    }
    expect(seed).not.toBe('');
    await app.services.db
      .updateTable('tombala_rounds')
      .set({ server_seed: seed, server_seed_hash: hashServerSeed(seed) })
      .where('id', '=', round.id)
      .execute();
    const before = new Map(
      await Promise.all(players.map(async (player) => [player.userId, await moneyOf(app, player.userId)] as const)),
    );

    clock.advance(Date.parse(round.starts_at) - clock.now().getTime());
    await ticker.tick();
    const running = await app.services.db
      .selectFrom('tombala_rounds')
      .selectAll()
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(running.phase).toBe('running');
    const order = tombalaDrawOrder(provablyFairRandom(seed, round.public_seed, round.round_no));
    expect(JSON.parse(running.draw_order!)).toEqual(order);
    const expected = referee(cards, order);
    expect(running.balls_drawn).toBe(expected.at(-1)!.ballIndex + 1);

    // Mid-round a watcher sees only the balls whose time has come.
    clock.advance(TEST_TIMING.ballMs * 5);
    await ticker.tick();
    const watching = await app.call<RoundAnswer>('tombala', 'round', { roomID: room.id });
    expect(watching.data.round!.balls).toEqual(order.slice(0, 5));
    expect(watching.data.round!.serverSeed).toBeNull();

    const over = await playOut(room.id, ticker).then(() =>
      app.services.db.selectFrom('tombala_rounds').selectAll().where('id', '=', round.id).executeTakeFirstOrThrow(),
    );
    expect(over.phase).toBe('finished');
    const potKurus = 9 * 100;
    expect(Number(over.pot_kurus)).toBe(potKurus);
    const shares = { 'cinko-1': 121, 'cinko-2': 202, tombala: 810 - 121 - 202 };
    const owed = new Map<number, number>();
    for (const prize of expected) {
      const each = Math.floor(shares[prize.prize] / prize.cardIds.length);
      const remainder = shares[prize.prize] - each * prize.cardIds.length;
      [...prize.cardIds]
        .sort((a, b) => a - b)
        .forEach((cardId, index) => {
          owed.set(cardId, (owed.get(cardId) ?? 0) + each + (index < remainder ? 1 : 0));
        });
    }
    const paid = await cardsOfRound(app, round.id);
    for (const card of paid) {
      expect(card.status).toBe('settled');
      expect(Number(card.payout_kurus)).toBe(owed.get(card.id) ?? 0);
    }
    for (const player of players) {
      const won = paid
        .filter((card) => card.user_id === player.userId)
        .reduce((sum, card) => sum + Number(card.payout_kurus), 0);
      expect(await moneyOf(app, player.userId)).toBe(before.get(player.userId)! + won);
    }
    expect([...owed.values()].reduce((sum, value) => sum + value, 0)).toBe(810);

    const view = await app.call<RoundAnswer>('tombala', 'round', { roomID: room.id, roundID: round.id });
    expect(view.data.round!.balls).toEqual(order.slice(0, over.balls_drawn!));
    expect(view.data.round!.serverSeed).toBe(seed);
    expect(view.data.round!.prizes.map((prize) => [prize.kind, prize.ballIndex, prize.winnerCount])).toEqual(
      expected.map((prize) => [prize.prize, prize.ballIndex, prize.cardIds.length]),
    );
    const history = await app.call<MethodOutput<'tombala.my_history'>>('tombala', 'my_history', {}, players[2]!.user);
    expect(history.data[0]).toMatchObject({ roundID: round.id, cards: 4, stakeKurus: 400, phase: 'finished' });
    // A second settlement pays nothing: one win row per card.
    const wins = await app.services.db
      .selectFrom('wallet_transactions')
      .select('transaction_id')
      .where('transaction_id', 'like', `tombala-${round.id}-%-win`)
      .execute();
    expect(wins).toHaveLength(9);
    await ledgerIsSound(app);
  });
});
