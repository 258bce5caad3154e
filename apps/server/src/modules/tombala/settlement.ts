import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type FencedRow, checkFenceOf } from '../../platform/fence.js';
import type { TombalaDeps } from './deps.js';
import type { TombalaRoundRow } from './rounds.js';

/** Players paid in one pass of a round; a round with more is finished by the next ticks. */
export const SETTLE_PLAYERS_PER_PASS = 500;

/** A player's wallet round in a tombala round: one per player and round, the same for every purchase. */
export function walletRoundIdOf(roundId: number, userId: number): string {
  return `tombala-${roundId}-${userId}`;
}

/**
 * Pays every open card of a finished draw, player by player, each in one wallet transaction that
 * also marks the cards (after the fencing check): a card's payout is the sum of its prizes (0 for
 * none), and its settlement is the wallet's unique `<card's bet>-win` row, so a second run (or a
 * second process) pays nothing. Answers whether every player is done.
 */
export async function payCards(deps: TombalaDeps, round: TombalaRoundRow, leading: FencedRow): Promise<boolean> {
  return closeOpenCards(deps, round, async (userId, cards) => {
    const payouts = await payoutsOf(deps, round.id, cards);
    await deps.wallet.settleBets(
      { userId, gameId: round.room_id },
      {
        roundId: walletRoundIdOf(round.id, userId),
        bets: cards.map((card) => ({ transactionId: card.transaction_id, returnKurus: payouts.get(card.id) ?? 0 })),
        plan: async (trx) => {
          await checkFenceOf(trx, leading);
          for (const card of cards) {
            await markCard(trx, card.id, 'settled', payouts.get(card.id) ?? 0, deps.clock());
          }
        },
      },
    );
  });
}

/** Gives every open card's price back: a round cancelled for too few cards, or interrupted before its draw. */
export async function refundCards(deps: TombalaDeps, round: TombalaRoundRow, leading: FencedRow): Promise<boolean> {
  return closeOpenCards(deps, round, async (userId, cards) => {
    await deps.wallet.voidBets(
      { userId, gameId: round.room_id },
      {
        roundId: walletRoundIdOf(round.id, userId),
        bets: cards.map((card) => ({ transactionId: card.transaction_id, returnKurus: card.price_kurus })),
        plan: async (trx) => {
          await checkFenceOf(trx, leading);
          for (const card of cards) await markCard(trx, card.id, 'refunded', card.price_kurus, deps.clock());
        },
      },
    );
  });
}

interface OpenCard {
  id: number;
  price_kurus: number;
  transaction_id: string;
}

async function payoutsOf(deps: TombalaDeps, roundId: number, cards: OpenCard[]): Promise<Map<number, number>> {
  const rows = await deps.db
    .selectFrom('tombala_card_prizes')
    .select(['card_id', 'payout_kurus'])
    .where('round_id', '=', roundId)
    .where(
      'card_id',
      'in',
      cards.map((card) => card.id),
    )
    .execute();
  const payouts = new Map<number, number>();
  for (const row of rows) payouts.set(row.card_id, (payouts.get(row.card_id) ?? 0) + Number(row.payout_kurus));
  return payouts;
}

async function closeOpenCards(
  deps: TombalaDeps,
  round: TombalaRoundRow,
  closePlayer: (userId: number, cards: OpenCard[]) => Promise<void>,
): Promise<boolean> {
  const players = await deps.db
    .selectFrom('tombala_cards')
    .select('user_id')
    .distinct()
    .where('round_id', '=', round.id)
    .where('status', '=', 'open')
    .orderBy('user_id')
    .limit(SETTLE_PLAYERS_PER_PASS)
    .execute();
  for (const { user_id: userId } of players) {
    const cards = await deps.db
      .selectFrom('tombala_cards')
      .select(['id', 'price_kurus', 'transaction_id'])
      .where('round_id', '=', round.id)
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .orderBy('id')
      // A player holds at most the room's per-player limit (at most 100) in a round.
      .execute();
    await closePlayer(
      userId,
      cards.map((card) => ({ ...card, price_kurus: Number(card.price_kurus) })),
    );
  }
  return players.length < SETTLE_PLAYERS_PER_PASS;
}

/** Marks one card closed, once: a card already closed (by an earlier run) is not counted again. */
async function markCard(
  trx: Transaction<Database>,
  cardId: number,
  status: 'settled' | 'refunded',
  payoutKurus: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('tombala_cards')
    .set({ status, payout_kurus: payoutKurus, settled_at: now.toISOString() })
    .where('id', '=', cardId)
    .where('status', '=', 'open')
    .execute();
}
