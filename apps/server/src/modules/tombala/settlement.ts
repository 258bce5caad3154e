import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  type Closing,
  type OpenBetPages,
  type UnitFence,
  closingOfBets,
  playersWithOpenBets,
  settleOnePage,
} from '../../platform/rounds/index.js';
import type { TombalaDeps } from './deps.js';
import type { TombalaRoundRow } from './rounds.js';

/** Players paid in one pass of a round; a round with more is finished by the next ticks. */
export const SETTLE_PLAYERS_PER_PASS = 500;

/** A player's wallet round in a tombala round: one per player and round, the same for every purchase. */
export function walletRoundIdOf(roundId: number, userId: number): string {
  return `tombala-${roundId}-${userId}`;
}

/**
 * Pays a page of players' open cards of a finished draw (platform/rounds/settlement.ts): a card's
 * payout is the sum of its prizes (0 for none), and its settlement is the wallet's unique
 * `<card's bet>-win` row, so a second run (or a second process) pays nothing. Answers whether
 * every player is done.
 */
export function payCards(deps: TombalaDeps, round: TombalaRoundRow, fence: UnitFence): Promise<boolean> {
  return settleOnePage(
    deps.wallet,
    fence,
    openCardPages(deps, round, 'settle', async (_userId, cards) => {
      const payouts = await payoutsOf(deps, round.id, cards);
      return cards.map((card) => ({ card, returnKurus: payouts.get(card.id) ?? 0 }));
    }),
  );
}

/** Gives every open card's price back: a round cancelled for too few cards, or interrupted before its draw. */
export function refundCards(deps: TombalaDeps, round: TombalaRoundRow, fence: UnitFence): Promise<boolean> {
  return settleOnePage(
    deps.wallet,
    fence,
    openCardPages(deps, round, 'void', (_userId, cards) =>
      Promise.resolve(cards.map((card) => ({ card, returnKurus: card.price_kurus }))),
    ),
  );
}

interface OpenCard {
  id: number;
  price_kurus: number;
  transaction_id: string;
}

type Returns = (userId: number, cards: OpenCard[]) => Promise<Array<{ card: OpenCard; returnKurus: number }>>;

/** The round's players with open cards, a page at a time, each closed (paid or refunded) with all their cards. */
function openCardPages(
  deps: TombalaDeps,
  round: TombalaRoundRow,
  kind: Closing['kind'],
  returnsOf: Returns,
): OpenBetPages<number> {
  return {
    pageSize: SETTLE_PLAYERS_PER_PASS,
    nextOwners: (limit) => playersWithOpenBets(deps.db, 'tombala_cards', round.id, limit),
    async closingOf(userId): Promise<Closing> {
      const returns = await returnsOf(userId, await openCards(deps, round.id, userId));
      const status = kind === 'void' ? 'refunded' : 'settled';
      return closingOfBets(
        { player: { userId, gameId: round.room_id }, roundId: walletRoundIdOf(round.id, userId), kind },
        returns.map(({ card, returnKurus }) => ({ bet: card, returnKurus })),
        (trx, card, returnKurus) => markCard(trx, card.id, status, returnKurus, deps.clock()),
      );
    },
  };
}

async function openCards(deps: TombalaDeps, roundId: number, userId: number): Promise<OpenCard[]> {
  const cards = await deps.db
    .selectFrom('tombala_cards')
    .select(['id', 'price_kurus', 'transaction_id'])
    .where('round_id', '=', roundId)
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .orderBy('id')
    // A player holds at most the room's per-player limit (at most 100) in a round.
    .execute();
  return cards.map((card) => ({ ...card, price_kurus: Number(card.price_kurus) }));
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
