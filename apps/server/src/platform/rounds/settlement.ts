import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RoundPlayer, SharedRoundWalletPort } from '../game-wallet-port.js';
import { type FencedRow, checkFenceOf } from './fence.js';

/**
 * One player's part of a round to close, as plain data: whose, the wallet round, each bet's return
 * (0 for a loss), whether it is paid or its stakes given back, and the game's own marks (its bets'
 * status) to write in the same transaction.
 */
export interface Closing {
  player: RoundPlayer;
  roundId: string;
  kind: 'settle' | 'void';
  bets: Array<{ transactionId: string; returnKurus: number }>;
  /** The game's marks; throwing `AlreadyClosed` says another run closed it first (nothing is paid). */
  mark(trx: Transaction<Database>): Promise<void>;
}

/**
 * A closing of open bets (a player's, or a coupon alone): each bet's wallet call and return, and the
 * game's mark of each bet, written in the closing's transaction.
 */
export function closingOfBets<Bet extends { transaction_id: string }>(
  owner: Pick<Closing, 'player' | 'roundId' | 'kind'>,
  returns: ReadonlyArray<{ bet: Bet; returnKurus: number }>,
  markBet: (trx: Transaction<Database>, bet: Bet, returnKurus: number) => Promise<void>,
): Closing {
  return {
    ...owner,
    bets: returns.map(({ bet, returnKurus }) => ({ transactionId: bet.transaction_id, returnKurus })),
    mark: async (trx) => {
      for (const { bet, returnKurus } of returns) await markBet(trx, bet, returnKurus);
    },
  };
}

/** Thrown by a closing's mark when another run closed it first: its transaction is rolled back, nothing paid twice. */
export class AlreadyClosed extends Error {
  constructor(what: string) {
    super(`${what} is closed already`);
    this.name = 'AlreadyClosed';
  }
}

/**
 * Where every closing of every round game goes through the wallet: each in one wallet transaction
 * that begins with the leader's fencing check and writes the game's marks, so a stale leader pays
 * nothing and a second run finds nothing open. The one place a later batching of settlements
 * replaces one transaction a player by one for many.
 */
export async function applyClosings(
  wallet: SharedRoundWalletPort,
  fence: FencedRow,
  closings: readonly Closing[],
): Promise<void> {
  for (const closing of closings) {
    const settlement = {
      roundId: closing.roundId,
      bets: closing.bets,
      plan: async (trx: Transaction<Database>) => {
        await checkFenceOf(trx, fence);
        await closing.mark(trx);
      },
    };
    try {
      if (closing.kind === 'void') await wallet.voidBets(closing.player, settlement);
      else await wallet.settleBets(closing.player, settlement);
    } catch (error) {
      if (!(error instanceof AlreadyClosed)) throw error;
    }
  }
}

/** A game's open bets, a page at a time: the next owners with something open, and an owner's closing. */
export interface OpenBetPages<Owner> {
  pageSize: number;
  nextOwners(limit: number): Promise<Owner[]>;
  closingOf(owner: Owner): Promise<Closing>;
}

/**
 * One bounded pass of a round's settlement: at most a page of owners (players, coupons) closed.
 * Answers whether every owner is done; a round with more is finished by the next ticks.
 */
export async function settleOnePage<Owner>(
  wallet: SharedRoundWalletPort,
  fence: FencedRow,
  pages: OpenBetPages<Owner>,
): Promise<boolean> {
  const owners = await pages.nextOwners(pages.pageSize);
  const closings: Closing[] = [];
  for (const owner of owners) closings.push(await pages.closingOf(owner));
  await applyClosings(wallet, fence, closings);
  return owners.length < pages.pageSize;
}

/** A game's table of bets held by players in a round: a row a bet, open until closed. */
export type PlayerBetTable = {
  [Name in keyof Database]: Database[Name] extends { round_id: number; user_id: number; status: string } ? Name : never;
}[keyof Database];

/** The next `limit` players, in id order, with a bet still open in the round: the owners of a page of settlement. */
export async function playersWithOpenBets(
  db: Kysely<Database>,
  bets: PlayerBetTable,
  roundId: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await sql<{ user_id: number }>`
    select distinct user_id from ${sql.table(bets)} where round_id = ${roundId} and status = 'open'
    order by user_id limit ${limit}`.execute(db);
  return rows.map((row) => Number(row.user_id));
}
