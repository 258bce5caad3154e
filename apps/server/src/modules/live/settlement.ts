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
import type { LiveDeps } from './deps.js';
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
 * Pays a page of players' open bets of a round whose result is stored (platform/rounds/settlement.ts).
 * Idempotent: only open bets are read, and the wallet's settlement rows are unique, so a second run
 * (or a second process) pays nothing. Answers whether every player is done.
 */
export function settleRound(deps: LiveDeps, table: Table, round: LiveRoundRow, fence: UnitFence): Promise<boolean> {
  const outcome: unknown = JSON.parse(round.result!);
  const rules = LIVE_RULES[table.game];
  return settleOnePage(
    deps.wallet,
    fence,
    openBetPages(deps, table, round, 'settle', (bet) => rules.returnKurus(bet.spot, Number(bet.stake_kurus), outcome)),
  );
}

/** Gives every open bet's stake back: a round interrupted before its result was stored. */
export function voidRound(deps: LiveDeps, table: Table, round: LiveRoundRow, fence: UnitFence): Promise<boolean> {
  return settleOnePage(
    deps.wallet,
    fence,
    openBetPages(deps, table, round, 'void', (bet) => Number(bet.stake_kurus)),
  );
}

interface OpenBet {
  id: number;
  spot: string;
  stake_kurus: number;
  transaction_id: string;
}

/** The round's players with open bets, a page at a time, each closed with all their bets. */
function openBetPages(
  deps: LiveDeps,
  table: Table,
  round: LiveRoundRow,
  kind: Closing['kind'],
  returnOf: (bet: OpenBet) => number,
): OpenBetPages<number> {
  return {
    pageSize: SETTLE_PLAYERS_PER_PASS,
    nextOwners: (limit) => playersWithOpenBets(deps.db, 'live_bets', round.id, limit),
    async closingOf(userId): Promise<Closing> {
      const bets = await openBets(deps, round.id, userId);
      const status = kind === 'void' ? 'void' : 'settled';
      return closingOfBets(
        { player: { userId, gameId: table.id }, roundId: walletRoundIdOf(round.id, userId), kind },
        bets.map((bet) => ({ bet, returnKurus: returnOf(bet) })),
        (trx, bet, returnKurus) => markBet(trx, bet.id, status, returnKurus, deps.clock()),
      );
    },
  };
}

function openBets(deps: LiveDeps, roundId: number, userId: number): Promise<OpenBet[]> {
  return (
    deps.db
      .selectFrom('live_bets')
      .select(['id', 'spot', 'stake_kurus', 'transaction_id'])
      .where('round_id', '=', roundId)
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .orderBy('id')
      // A player's bets in a round are bounded by LIVE_BETS_PER_ROUND_MAX.
      .execute()
  );
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
