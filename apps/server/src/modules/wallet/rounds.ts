import type { WalletBetRequest, WalletRollbackRequest, WalletWinRequest } from '@bnw/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Database, GameRoundsTable, WalletTransactionsTable } from '../../db/schema.js';
import { type WalletCaller, WalletRefusal } from './caller.js';
import type { WalletDeps } from './deps.js';

type Round = Selectable<GameRoundsTable>;
type WalletRow = Selectable<WalletTransactionsTable>;

/** What a money call's round step works with: its transaction, who plays and who calls. */
export interface MoneyContext {
  deps: Pick<WalletDeps, 'events'>;
  trx: Transaction<Database>;
  caller: WalletCaller;
  userId: number;
  gameId: number;
  now: string;
}

export function findWalletRow(
  trx: Transaction<Database>,
  caller: WalletCaller,
  transactionId: string,
): Promise<WalletRow | undefined> {
  return trx
    .selectFrom('wallet_transactions')
    .selectAll()
    .where('provider_id', '=', caller.providerId)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** The bet a win or rollback names, if it was seen (a tombstone included). */
async function findBet(context: MoneyContext, transactionId: string): Promise<WalletRow | undefined> {
  const row = await findWalletRow(context.trx, context.caller, transactionId);
  return row?.kind === 'bet' ? row : undefined;
}

/** The round a bet joins: made on its first bet; it must be this player's and still open. */
export async function openRoundForBet(
  context: MoneyContext,
  input: WalletBetRequest,
  bonusKurus: number,
): Promise<Round> {
  const { trx, caller, userId, gameId, now } = context;
  // One statement: the first bet makes the round with its stake; a later one adds to the stake
  // only while the round is this player's and open (the update also locks the round, so a
  // concurrent win or rollback waits for this bet). Nothing returned: not a round it may join.
  const round = await trx
    .insertInto('game_rounds')
    .values({
      user_id: userId,
      game_id: gameId,
      provider_id: caller.providerId,
      round_id: input.round_id,
      status: 'open',
      stake_kurus: input.amount,
      win_kurus: 0,
      bonus_stake_kurus: bonusKurus,
      opened_at: now,
      settled_at: null,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['provider_id', 'round_id'])
        .doUpdateSet((eb) => ({
          stake_kurus: eb('game_rounds.stake_kurus', '+', input.amount),
          bonus_stake_kurus: eb('game_rounds.bonus_stake_kurus', '+', bonusKurus),
        }))
        .where('game_rounds.user_id', '=', userId)
        .where('game_rounds.status', '=', 'open'),
    )
    .returningAll()
    .executeTakeFirst();
  if (!round) throw new WalletRefusal('INVALID_REQUEST');
  return round;
}

/**
 * A win names an accepted bet of this player's round that was not rolled back. Marking the bet
 * `has_win` is a conditional update on the bet's row, the same row a rollback updates, so a win
 * and a rollback of one bet cannot both succeed.
 */
export async function settleRoundByWin(context: MoneyContext, input: WalletWinRequest): Promise<Round> {
  const { trx } = context;
  const bet = await findBet(context, input.reference_transaction_id);
  if (!bet || bet.answer_status !== 'OK' || bet.user_id !== context.userId) {
    throw new WalletRefusal('TRANSACTION_NOT_FOUND');
  }
  const marked = await trx
    .updateTable('wallet_transactions')
    .set({ has_win: 1 })
    .where('id', '=', bet.id)
    .where('state', '=', 'done')
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) throw new WalletRefusal('TRANSACTION_NOT_FOUND');
  const closing = input.round_closed === true;
  const round = await trx
    .updateTable('game_rounds')
    .set((eb) => ({
      win_kurus: eb('win_kurus', '+', input.amount),
      ...(closing ? { status: 'settled' as const, settled_at: context.now } : {}),
    }))
    .where('id', '=', bet.game_round_id ?? -1)
    .where('round_id', '=', input.round_id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (!round) throw new WalletRefusal('INVALID_REQUEST');
  if (closing) await recordSettled(context, round);
  return round;
}

/** What a rollback did: cancelled the bet (its round and the stake to give back), found it cancelled, or nothing. */
export type RollbackOutcome =
  | { kind: 'cancelled'; roundId: number; refund: { cashKurus: number; bonusKurus: number } }
  /** An earlier rollback, under `originalTransactionId`, cancelled the bet (or its tombstone stands for it). */
  | { kind: 'alreadyCancelled'; originalTransactionId: string | null }
  /** No money moves: the bet was never seen (a tombstone is left now) or was refused. */
  | { kind: 'nothing' };

/**
 * Cancels the named bet, once: its stake goes back where it came from (its cash and bonus parts).
 * A bet never seen leaves a tombstone; a refused bet moves nothing. A bet already cancelled, by
 * another rollback or by a tombstone, is answered with the rollback that did it, so that a provider
 * retrying under a fresh transaction id learns the bet is rolled back, without a second refund.
 */
export async function closeRoundByRollback(
  context: MoneyContext,
  input: WalletRollbackRequest,
): Promise<RollbackOutcome> {
  const bet = await findBet(context, input.reference_transaction_id);
  if (!bet) {
    if (await leaveTombstone(context, input)) return { kind: 'nothing' };
    // The id was taken meanwhile: by the bet itself (read it again), or by a call that is no bet.
    if (!(await findBet(context, input.reference_transaction_id))) throw new WalletRefusal('TRANSACTION_NOT_FOUND');
    return closeRoundByRollback(context, input);
  }
  if (bet.user_id !== context.userId) throw new WalletRefusal('TRANSACTION_NOT_FOUND');
  // The tombstone keeps the id of the rollback that left it.
  if (bet.state === 'tombstone')
    return { kind: 'alreadyCancelled', originalTransactionId: bet.reference_transaction_id };
  if (bet.answer_status !== 'OK') return { kind: 'nothing' };
  if (bet.has_win === 1) throw new WalletRefusal('INVALID_REQUEST');
  if (bet.amount !== input.amount || !(await isRoundOf(context, bet, input.round_id))) {
    throw new WalletRefusal('INVALID_REQUEST');
  }
  if (bet.state === 'rolled_back') {
    return { kind: 'alreadyCancelled', originalTransactionId: await cancellingRollback(context, bet) };
  }
  const cancelled = await context.trx
    .updateTable('wallet_transactions')
    .set({ state: 'rolled_back' })
    .where('id', '=', bet.id)
    .where('state', '=', 'done')
    .where('has_win', '=', 0)
    .executeTakeFirst();
  // A win or another rollback got there first: the bet row now says which.
  if (Number(cancelled.numUpdatedRows) !== 1) return closeRoundByRollback(context, input);
  const round = await cancelStake(context, bet);
  const bonusKurus = Number(bet.bonus_amount);
  return { kind: 'cancelled', roundId: round.id, refund: { cashKurus: bet.amount - bonusKurus, bonusKurus } };
}

/** The rollback that gave the bet's stake back: the only one of its rollbacks with a ledger transfer. */
async function cancellingRollback(context: MoneyContext, bet: WalletRow): Promise<string | null> {
  const row = await context.trx
    .selectFrom('wallet_transactions')
    .select('transaction_id')
    .where('provider_id', '=', context.caller.providerId)
    .where('reference_transaction_id', '=', bet.transaction_id)
    .where('kind', '=', 'rollback')
    .where('ledger_transfer_id', 'is not', null)
    .executeTakeFirst();
  return row?.transaction_id ?? null;
}

async function isRoundOf(context: MoneyContext, bet: WalletRow, roundId: string): Promise<boolean> {
  const round = await context.trx
    .selectFrom('game_rounds')
    .select('round_id')
    .where('id', '=', bet.game_round_id ?? -1)
    .executeTakeFirst();
  return round?.round_id === roundId;
}

/** Takes the stake off its round; an open round is closed as rolled back. */
async function cancelStake(context: MoneyContext, bet: WalletRow): Promise<Round> {
  const { trx } = context;
  const round = await trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('id', '=', bet.game_round_id ?? -1)
    .executeTakeFirstOrThrow();
  const closing = round.status === 'open';
  const updated = await trx
    .updateTable('game_rounds')
    .set((eb) => ({
      stake_kurus: eb('stake_kurus', '-', bet.amount),
      bonus_stake_kurus: eb('bonus_stake_kurus', '-', bet.bonus_amount),
      ...(closing ? { status: 'rolled_back' as const, settled_at: context.now } : {}),
    }))
    .where('id', '=', round.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (closing) await recordSettled(context, updated);
  return updated;
}

/** Reserves the unseen bet's id; answers false when the bet arrived meanwhile. */
async function leaveTombstone(context: MoneyContext, input: WalletRollbackRequest): Promise<boolean> {
  const inserted = await context.trx
    .insertInto('wallet_transactions')
    .values({
      provider_id: context.caller.providerId,
      transaction_id: input.reference_transaction_id,
      kind: 'bet',
      state: 'tombstone',
      user_id: context.userId,
      game_round_id: null,
      amount: input.amount,
      reference_transaction_id: input.transaction_id,
      has_win: 0,
      request_canonical: '',
      answer_status: 'TOMBSTONE',
      answer_balance: 0,
      ledger_transfer_id: null,
      created_at: context.now,
    })
    .onConflict((conflict) => conflict.columns(['provider_id', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function recordSettled(context: MoneyContext, round: Round): Promise<void> {
  await context.deps.events.record(context.trx, 'round_settled', {
    roundId: round.id,
    userId: round.user_id,
    gameId: round.game_id,
    providerId: round.provider_id,
    stakeKurus: Number(round.stake_kurus),
    winKurus: Number(round.win_kurus),
  });
}
