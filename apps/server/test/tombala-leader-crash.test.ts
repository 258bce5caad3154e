import type { MethodOutput } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseName } from '../src/modules/tombala/scheduler.js';
import { type LivePlayer, ledgerIsSound, moneyOf, newLivePlayer, requestId } from './live-support.js';
import {
  type CrashRig,
  crashRig,
  leaderOf,
  openWalletRounds,
  settlementsOf,
  until,
} from './shared-round-crash-support.js';
import { prepareTombala, roomByCode } from './tombala-support.js';

/**
 * The exactly-once proof for tombala across processes (as live-leader-crash.test.ts for a
 * live table): two real server processes run every room's scheduler on one database; the one that
 * leads Çınar Salonu is killed with SIGKILL while its round is drawing balls over cards players
 * paid for. The other takes the room's lease over and goes on from the stored draw (the balls are a
 * function of the stored start), and the round ends with every card paid (or refunded) exactly once,
 * each player's money moved by exactly their cards' payouts, nothing held, the ledger sound.
 */
type Bought = MethodOutput<'tombala.buy_cards'>;

const ROOM = 'cinar';
const CARDS_EACH = 2;
/** Fast rounds: 8 s of sale, a ball every 400 ms (a tombala falls within 36 s). */
const SCHEDULE = { TOMBALA_SELL_MS: '8000', TOMBALA_BALL_MS: '400', TOMBALA_SHOW_MS: '2000' };
/** Time a purchase needs left in the sale, so that it lands before the start. */
const SALE_MARGIN_MS = 3_000;

let rig: CrashRig;

beforeAll(async () => {
  rig = await crashRig('tombala-crash', prepareTombala);
}, 60_000);
afterAll(async () => {
  await rig?.close();
});

async function roundSelling(roomId: number) {
  const round = await rig.app.services.db
    .selectFrom('tombala_rounds')
    .select(['id', 'phase', 'starts_at'])
    .where('room_id', '=', roomId)
    .orderBy('round_no', 'desc')
    .executeTakeFirst();
  if (round?.phase !== 'selling') return null;
  return Date.parse(round.starts_at) - Date.now() > SALE_MARGIN_MS ? round : null;
}

function roundById(roundId: number) {
  return rig.app.services.db
    .selectFrom('tombala_rounds')
    .selectAll()
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
}

function buy(player: LivePlayer, roomID: number, roundID: number) {
  return rig.app.call<Bought>(
    'tombala',
    'buy_cards',
    { roomID, roundID, count: CARDS_EACH, requestId: requestId() },
    player.user,
  );
}

describe('the leader of a tombala room killed while its round draws balls', () => {
  it('is replaced by the other process, which ends the round with every card paid once', async () => {
    const { app } = rig;
    const players = [await newLivePlayer(app), await newLivePlayer(app), await newLivePlayer(app)];
    const moneyBefore = await Promise.all(players.map((player) => moneyOf(app, player.userId)));
    await rig.start(SCHEDULE);

    const room = await roomByCode(app, ROOM);
    await until('a leader of the room', 20_000, () => leaderOf(rig, leaseName(ROOM)));
    const selling = await until('a round selling with time to buy', 30_000, () => roundSelling(room.id));
    for (const player of players) {
      const bought = await buy(player, room.id, selling.id);
      expect(bought.result, bought.message).toBe(true);
    }

    // Balls falling: the order is stored, some balls are out, the tombala is still to come.
    const leader = await until('the round drawing balls', 30_000, async () => {
      const round = await roundById(selling.id);
      if (round.phase !== 'running' || round.balls_published < 3) return null;
      return leaderOf(rig, leaseName(ROOM));
    });
    const before = await roundById(selling.id);
    expect(before.balls_published).toBeLessThan(before.balls_drawn!);
    await leader.kill();
    const survivor = rig.servers.find((server) => server !== leader)!;
    await until('the other process leading the room', 15_000, async () =>
      (await leaderOf(rig, leaseName(ROOM))) === survivor ? true : null,
    );

    const ended = await until('the round finished and every card closed', 60_000, async () => {
      const round = await roundById(selling.id);
      const open = await app.services.db
        .selectFrom('tombala_cards')
        .select('id')
        .where('round_id', '=', selling.id)
        .where('status', '=', 'open')
        .execute();
      return round.phase === 'finished' && open.length === 0 ? round : null;
    });
    // The survivor went on from the stored draw: the same order, every ball to the tombala shown.
    expect(ended.draw_order).toBe(before.draw_order);
    expect(ended.balls_published).toBe(ended.balls_drawn);

    const cards = await app.services.db
      .selectFrom('tombala_cards')
      .select(['id', 'user_id', 'transaction_id', 'status', 'price_kurus', 'payout_kurus'])
      .where('round_id', '=', selling.id)
      .execute();
    expect(cards).toHaveLength(players.length * CARDS_EACH);
    const prizes = await app.services.db
      .selectFrom('tombala_card_prizes')
      .select(['card_id', 'payout_kurus'])
      .where('round_id', '=', selling.id)
      .execute();
    expect(new Set(prizes.map((prize) => prize.card_id)).size).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.status).toBe('settled');
      // Exactly one settlement call per card, whoever ran it; its payout the sum of its prizes.
      expect(await settlementsOf(app, card.transaction_id)).toEqual([`${card.transaction_id}-win`]);
      const won = prizes.filter((prize) => prize.card_id === card.id);
      expect(Number(card.payout_kurus)).toBe(won.reduce((sum, prize) => sum + Number(prize.payout_kurus), 0));
    }
    expect(
      await openWalletRounds(
        app,
        players.map((player) => player.userId),
      ),
    ).toBe(0);
    for (const [index, player] of players.entries()) {
      const own = cards.filter((card) => card.user_id === player.userId);
      const net = own.reduce((sum, card) => sum + Number(card.payout_kurus) - Number(card.price_kurus), 0);
      expect(await moneyOf(app, player.userId)).toBe(moneyBefore[index]! + net);
    }
    await ledgerIsSound(app);
  }, 180_000);
});
