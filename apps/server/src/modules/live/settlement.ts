import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LiveDeps } from './deps.js';
import { checkFence } from './fence.js';
import { LIVE_RULES } from './rules.js';
import type { LiveRoundRow, LiveTableRow } from './tables.js';

/** Players settled in one pass of a round; a round with more is finished by the next ticks. */
export const SETTLE_PLAYERS_PER_PASS = 500;

/** A player's wallet round in a shared round: one per player and round, the same for every bet call. */
export function walletRoundIdOf(roundId: number, userId: number): string {
  return `live-${roundId}-${userId}`;
}

type Table = Pick<LiveTableRow, 'id' | 'game'>;

/**
 * Pays every open bet of a round whose result is stored, player by player, each in one wallet
 * transaction that also marks our bets (after the fencing check). Idempotent: only open bets are
 * read, and the wallet's settlement rows are unique, so a second run (or a second process) pays
 * nothing. Answers whether every player is done.
 */
export async function settleRound(deps: LiveDeps, table: Table, round: LiveRoundRow, fence: number): Promise<boolean> {
  const outcome: unknown = JSON.parse(round.result!);
  const rules = LIVE_RULES[table.game];
  return closeOpenBets(deps, round, async (userId, bets) => {
    const settled = bets.map((bet) => ({
      ...bet,
      returnKurus: rules.returnKurus(bet.spot, Number(bet.stake_kurus), outcome),
    }));
    await deps.wallet.settleBets(
      { userId, gameId: table.id },
      {
        roundId: walletRoundIdOf(round.id, userId),
        bets: settled.map((bet) => ({ transactionId: bet.transaction_id, returnKurus: bet.returnKurus })),
        plan: async (trx) => {
          await checkFence(trx, table.id, fence);
          for (const bet of settled) await markBet(trx, bet.id, 'settled', bet.returnKurus, deps.clock());
        },
      },
    );
  });
}

/** Gives every open bet's stake back: a round interrupted before its result was stored. */
export async function voidRound(deps: LiveDeps, table: Table, round: LiveRoundRow, fence: number): Promise<boolean> {
  return closeOpenBets(deps, round, async (userId, bets) => {
    await deps.wallet.voidBets(
      { userId, gameId: table.id },
      {
        roundId: walletRoundIdOf(round.id, userId),
        bets: bets.map((bet) => ({ transactionId: bet.transaction_id, returnKurus: Number(bet.stake_kurus) })),
        plan: async (trx) => {
          await checkFence(trx, table.id, fence);
          for (const bet of bets) await markBet(trx, bet.id, 'void', Number(bet.stake_kurus), deps.clock());
        },
      },
    );
  });
}

interface OpenBet {
  id: number;
  spot: string;
  stake_kurus: number;
  transaction_id: string;
}

async function closeOpenBets(
  deps: LiveDeps,
  round: LiveRoundRow,
  closePlayer: (userId: number, bets: OpenBet[]) => Promise<void>,
): Promise<boolean> {
  const players = await deps.db
    .selectFrom('live_bets')
    .select('user_id')
    .distinct()
    .where('round_id', '=', round.id)
    .where('status', '=', 'open')
    .orderBy('user_id')
    .limit(SETTLE_PLAYERS_PER_PASS)
    .execute();
  for (const { user_id: userId } of players) {
    const bets = await deps.db
      .selectFrom('live_bets')
      .select(['id', 'spot', 'stake_kurus', 'transaction_id'])
      .where('round_id', '=', round.id)
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute();
    await closePlayer(userId, bets);
  }
  return players.length < SETTLE_PLAYERS_PER_PASS;
}

/** Marks one bet closed, once: a bet already closed (by an earlier run) is not counted again. */
async function markBet(
  trx: Transaction<Database>,
  betId: number,
  status: 'settled' | 'void',
  returnKurus: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('live_bets')
    .set({ status, return_kurus: returnKurus, settled_at: now.toISOString() })
    .where('id', '=', betId)
    .where('status', '=', 'open')
    .execute();
}
