import { randomInt } from 'node:crypto';
import { type MethodOutput, type MethodParsedInput, type TombalaEvent, tombalaTopic } from '@bnw/contract';
import { type RandomSource, generateTombalaStrip } from '@bnw/game-math';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthenticatedPlayer } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { TombalaDeps } from './deps.js';
import { publishInOrder, raiseSequence } from '../../platform/rounds/index.js';
import { type TombalaRoomRow, findOpenRoom } from './rounds.js';
import { walletRoundIdOf } from './settlement.js';
import { availableKurus, ownCards } from './views.js';

type BuyInput = MethodParsedInput<'tombala.buy_cards'>;
type Bought = MethodOutput<'tombala.buy_cards'>;

/** Cards come from the system's cryptographic source: a card is not part of the provably fair draw. */
const CARD_RANDOM: RandomSource = { nextInt: (maxExclusive) => randomInt(maxExclusive) };
/** A card already sold in the round is drawn again; this many repeats in a row is a fault, not luck. */
const CARD_ATTEMPTS_MAX = 5;

interface Sale {
  cardsSold: number;
  potKurus: number;
  /** The sale's event's number on the room's topic. */
  sequence: number;
}

/**
 * `tombala.buy_cards`: in one wallet transaction the round must still sell (its row's conditional
 * update, which also adds the cards to its totals within the round's limit), the player's count
 * must stay within the per-player limit (a conditional upsert), the cards are inserted under the
 * round's unique card keys, and the wallet adds the player's protection rules and takes the money,
 * one bet per card. All or none. The same requestId again answers the cards it bought.
 */
export async function buyCards(deps: TombalaDeps, player: AuthenticatedPlayer, input: BuyInput): Promise<Bought> {
  const userId = player.user.id;
  const room = await findOpenRoom(deps.db, input.roomID);
  if (!room) throw new RpcError('tombalaRoomNotFound');
  const replay = await earlierAnswer(deps, userId, input);
  if (replay) return replay;
  let bought;
  try {
    bought = await deps.wallet.placeBets({ userId, gameId: room.id }, (trx) =>
      planCards(deps, trx, { room, userId, input }),
    );
  } catch (error) {
    // The same request twice at once: the second's ids were taken by the first, which answers for both.
    if (!(error instanceof RpcError)) {
      const again = await earlierAnswer(deps, userId, input);
      if (again) return again;
    }
    throw error;
  }
  if (bought.status === 'INSUFFICIENT_FUNDS') throw new RpcError('tombalaInsufficientFunds');
  if ((bought.status === 'LIMIT_REACHED' || bought.status === 'PLAYER_BLOCKED') && bought.refusal) {
    throw new RpcError(bought.refusal.key, bought.refusal.params);
  }
  if (bought.status !== 'OK') throw new RpcError('tombalaRoomNotFound');
  const round = await deps.db
    .selectFrom('tombala_rounds')
    .select('round_no')
    .where('id', '=', input.roundID)
    .executeTakeFirstOrThrow();
  const sold: TombalaEvent = {
    type: 'card_sold',
    room: room.code,
    roomID: room.id,
    roundID: input.roundID,
    roundNo: round.round_no,
    sequence: bought.result.sequence,
    cardsSold: bought.result.cardsSold,
    potKurus: bought.result.potKurus,
  };
  await publishInOrder(deps.presence, tombalaTopic(room.code), [sold]);
  return answer(deps, userId, input, bought.balanceKurus);
}

/** Inside the wallet's transaction, before money moves. */
async function planCards(
  deps: TombalaDeps,
  trx: Transaction<Database>,
  buying: { room: TombalaRoomRow; userId: number; input: BuyInput },
) {
  const { room, userId, input } = buying;
  const now = deps.clock().toISOString();
  // The room's row before the round's, in the order the scheduler's fenced steps lock them, so a
  // purchase and a start never wait for each other crosswise.
  const [sequence] = await raiseSequence(trx, { table: 'tombala_rooms', id: room.id }, 1);
  const sale = await countRound(trx, { roomId: room.id, roundId: input.roundID, count: input.count, now });
  const price = Number(sale.priceKurus);
  await countPlayer(trx, { roundId: input.roundID, userId, count: input.count, max: sale.maxPerPlayer });
  const keys = await insertCards(trx, { room, userId, input, priceKurus: price, now });
  return {
    roundId: walletRoundIdOf(input.roundID, userId),
    bets: keys.map((transactionId) => ({ transactionId, stakeKurus: price })),
    finish: (): Promise<Sale> =>
      Promise.resolve({ cardsSold: sale.cardsSold, potKurus: sale.potKurus, sequence: sequence! }),
  };
}

/**
 * Adds the cards to the round's totals, on the condition that it still sells and has room for
 * them: the row's update decides (and locks it, so the start waits for this purchase).
 */
async function countRound(
  trx: Transaction<Database>,
  counting: { roomId: number; roundId: number; count: number; now: string },
) {
  const { roomId, roundId, count, now } = counting;
  const row = await trx
    .updateTable('tombala_rounds')
    .set((eb) => ({
      cards_sold: eb('cards_sold', '+', count),
      pot_kurus: eb('pot_kurus', '+', eb('card_price_kurus', '*', count)),
    }))
    .where('id', '=', roundId)
    .where('room_id', '=', roomId)
    .where('phase', '=', 'selling')
    .where('starts_at', '>', now)
    .where((eb) => eb(eb('cards_sold', '+', count), '<=', eb.ref('max_cards_per_round')))
    .returning(['cards_sold', 'pot_kurus', 'card_price_kurus', 'max_cards_per_player'])
    .executeTakeFirst();
  if (row) {
    return {
      cardsSold: row.cards_sold,
      potKurus: Number(row.pot_kurus),
      priceKurus: Number(row.card_price_kurus),
      maxPerPlayer: row.max_cards_per_player,
    };
  }
  const round = await trx
    .selectFrom('tombala_rounds')
    .select(['phase', 'starts_at', 'cards_sold', 'max_cards_per_round'])
    .where('id', '=', roundId)
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  if (!round || round.phase !== 'selling' || round.starts_at <= now) throw new RpcError('tombalaSaleClosed');
  throw new RpcError('tombalaRoundFull', { left: Math.max(0, round.max_cards_per_round - round.cards_sold) });
}

/**
 * Adds the cards to the player's count for the round, refusing (atomically, in the upsert's
 * condition) a count above the per-player limit; the round's player count grows with a new player.
 */
async function countPlayer(
  trx: Transaction<Database>,
  counting: { roundId: number; userId: number; count: number; max: number },
): Promise<void> {
  const { roundId, userId, count, max } = counting;
  const refusal = (held: number) => new RpcError('tombalaCardLimit', { max, left: Math.max(0, max - held) });
  if (count > max) throw refusal(0);
  const row = await trx
    .insertInto('tombala_round_players')
    .values({ round_id: roundId, user_id: userId, card_count: count })
    .onConflict((conflict) =>
      conflict
        .columns(['round_id', 'user_id'])
        .doUpdateSet((eb) => ({ card_count: eb('tombala_round_players.card_count', '+', count) }))
        .where((eb) => eb(eb('tombala_round_players.card_count', '+', count), '<=', max)),
    )
    .returning('card_count')
    .executeTakeFirst();
  if (!row) {
    const held = await trx
      .selectFrom('tombala_round_players')
      .select('card_count')
      .where('round_id', '=', roundId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    throw refusal(held.card_count);
  }
  // Counts only grow: equal to this call's own means the row was just made.
  if (row.card_count === count) {
    await trx
      .updateTable('tombala_rounds')
      .set((eb) => ({ player_count: eb('player_count', '+', 1) }))
      .where('id', '=', roundId)
      .execute();
  }
}

/**
 * The cards, each a new key in the round: the unique index (round, key) decides, so a card drawn
 * that another purchase holds is skipped and another drawn. Answers the cards' bet ids in order.
 */
async function insertCards(
  trx: Transaction<Database>,
  buying: { room: TombalaRoomRow; userId: number; input: BuyInput; priceKurus: number; now: string },
): Promise<string[]> {
  const { room, userId, input, priceKurus, now } = buying;
  const transactionIds: string[] = [];
  const tried = new Set<string>();
  for (let attempt = 0; attempt < CARD_ATTEMPTS_MAX && transactionIds.length < input.count; attempt += 1) {
    const strip = generateTombalaStrip(CARD_RANDOM, input.count - transactionIds.length, tried);
    const rows = strip.map(({ key }) => {
      tried.add(key);
      return {
        round_id: input.roundID,
        room_id: room.id,
        user_id: userId,
        card_key: key,
        price_kurus: priceKurus,
        // Unique, the key being unique in the round; short enough (at most 39 characters) for the
        // wallet's transfer ids built from it (`wallet:<provider>:<this>-void`, at most 64).
        transaction_id: `tombala-${input.roundID}-${key}`,
        request_id: input.requestId,
        status: 'open' as const,
        payout_kurus: null,
        created_at: now,
        settled_at: null,
      };
    });
    const inserted = await trx
      .insertInto('tombala_cards')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['round_id', 'card_key']).doNothing())
      .returning(['id', 'transaction_id'])
      .execute();
    transactionIds.push(...inserted.sort((a, b) => a.id - b.id).map((row) => row.transaction_id));
  }
  if (transactionIds.length < input.count) throw new Error(`round ${input.roundID}: no free card keys`);
  return transactionIds;
}

/** The cards a request bought before, answered again; undefined if none. */
async function earlierAnswer(deps: TombalaDeps, userId: number, input: BuyInput): Promise<Bought | undefined> {
  const earlier = await deps.db
    .selectFrom('tombala_cards')
    .select('id')
    .where('round_id', '=', input.roundID)
    .where('user_id', '=', userId)
    .where('request_id', '=', input.requestId)
    .executeTakeFirst();
  if (!earlier) return undefined;
  return answer(deps, userId, input, await availableKurus(deps.db, userId));
}

async function answer(deps: TombalaDeps, userId: number, input: BuyInput, balanceKurus: number): Promise<Bought> {
  const cards = await ownCards(deps, input.roundID, userId);
  const bought = cards.filter((card) => card.requestId === input.requestId);
  return {
    roundID: input.roundID,
    bought: bought.map((card) => card.card),
    myCardCount: cards.length,
    stakeKurus: bought.reduce((sum, card) => sum + card.priceKurus, 0),
    balanceKurus,
  };
}
