import type { WalletAnswer, WalletBetRequest, WalletRollbackRequest, WalletWinRequest } from '@bnw/contract';
import { sql, type Transaction } from 'kysely';
import type { Database, WalletTransactionKind } from '../../db/schema.js';
import { playerBonusAccount, playerCashAccount } from '../../ledger/house-accounts.js';
import type { LockedAccount, TransferRequest } from '../../ledger/ledger-service.js';
import { type PlayGate, ProtectionRefusal, countReturn, countStake, playGates } from '../../protection/guard.js';
import { answer } from './answers.js';
import type { WalletCaller } from './caller.js';
import type { WalletDeps } from './deps.js';
import { type Shares, winShares } from './bonus-money.js';
import {
  type CallRow,
  type PlayerMoney,
  type RoundChange,
  type RoundRow,
  type RowUpdate,
  type Verdict,
  availableOf,
  deleteRows,
  findRounds,
  findRows,
  insertCallRows,
  insertTombstones,
  keyOf,
  recordRefusals,
  updateRows,
  writeRounds,
} from './money-rows.js';

export type MoneyRequest = WalletBetRequest | WalletWinRequest | WalletRollbackRequest;

/** A provider's bet, win or rollback as the batch settles it, once its token named the player. */
export interface MoneyCall {
  kind: WalletTransactionKind;
  caller: WalletCaller;
  input: MoneyRequest;
  userId: number;
  gameId: number;
  /** The provider's house shard for this player (made before the call joined a batch). */
  houseCode: string;
  /** What a replay must repeat exactly (canonicalRequestOf). */
  canonical: string;
}

/** A call whose row the batch inserted: it is settled here, not a replay. */
interface Fresh {
  index: number;
  call: MoneyCall;
  rowId: number;
  money: PlayerMoney;
  gate: PlayGate | undefined;
}

/**
 * Settles outside providers' money calls of different players in one transaction (the batch of
 * whole rounds, round-batch.ts, is its sibling). The players' accounts are locked and read first,
 * in one statement, so every decision after is taken on figures nobody changes before the commit;
 * each call is then answered alone, exactly as it was answered when every call had its own
 * transaction, and the accepted calls are written with a statement per table for the whole batch.
 * A batch holds at most one call per player and per transaction id (money-calls.ts sees to it).
 */
export async function settleMoneyBatch(deps: WalletDeps, take: () => readonly MoneyCall[]): Promise<WalletAnswer[]> {
  const answers: WalletAnswer[] = [];
  await deps.db.transaction().execute(async (trx) => {
    const calls = take();
    if (calls.length === 0) return;
    const now = deps.clock();
    const locked = await lockMoney(deps, trx, calls);
    const moneyOf = (call: MoneyCall) => playerMoneyOf(locked, call);
    const gates = await playGates(trx, [...new Set(calls.map((call) => call.userId))], now);
    const refusals: Refusal[] = [];
    const admitted = calls.flatMap((call, index) => {
      const refusal = call.kind === 'bet' ? gateRefusal(gates.get(call.userId), call.input.amount) : null;
      if (!refusal) return [{ index, call }];
      refusals.push({ userId: call.userId, reason: refusal.reason, amountKurus: call.input.amount });
      answers[index] = answer(refusal.status, availableOf(moneyOf(call)), call.input.transaction_id);
      return [];
    });
    const inserted = await insertCallRows(trx, admitted, now.toISOString());
    const fresh = admitted.flatMap((one) => {
      const rowId = inserted.get(keyOf(one.call.caller.providerId, one.call.input.transaction_id));
      return rowId === undefined ? [] : [{ ...one, rowId, money: moneyOf(one.call), gate: gates.get(one.call.userId) }];
    });
    const copies = admitted.filter(
      (one) => !inserted.has(keyOf(one.call.caller.providerId, one.call.input.transaction_id)),
    );
    const rows = await findRows(trx, [...copies.map((one) => one.call), ...fresh.flatMap(namedBet)]);
    for (const one of copies) answers[one.index] = replayAnswer(one.call, rows, moneyOf(one.call));
    const context: Context = { deps, trx, now, rows, rounds: await findRounds(trx, fresh, rows), refusals };
    const verdicts = new Map<number, Verdict>();
    for (const one of fresh) verdicts.set(one.index, await decide(context, one));
    for (const [index, written] of await writeAccepted(context, fresh, verdicts)) answers[index] = written;
    await recordRefusals(trx, refusals, now);
  });
  return answers;
}

/** A refusal by player protection, recorded in the batch's transaction. */
interface Refusal {
  userId: number;
  reason: string;
  amountKurus: number;
}

/** The bet a win or a rollback names, looked for under its transaction id. */
function namedBet(one: Fresh): Array<Pick<MoneyCall, 'caller' | 'input'>> {
  if (!('reference_transaction_id' in one.call.input)) return [];
  return [
    { caller: one.call.caller, input: { ...one.call.input, transaction_id: one.call.input.reference_transaction_id } },
  ];
}

interface Context {
  deps: WalletDeps;
  trx: Transaction<Database>;
  now: Date;
  /** Earlier rows by provider and transaction id: copies' first answers, the bets wins and rollbacks name. */
  rows: Map<string, CallRow>;
  /** Rounds by id and by provider and round id. */
  rounds: { byId: Map<number, RoundRow>; byRoundId: Map<string, RoundRow> };
  refusals: Refusal[];
}

async function lockMoney(deps: WalletDeps, trx: Transaction<Database>, calls: readonly MoneyCall[]) {
  const codes = new Set<string>();
  for (const call of calls) {
    codes.add(playerCashAccount(call.userId));
    codes.add(playerBonusAccount(call.userId));
    codes.add(call.houseCode);
  }
  return deps.ledger.lockAccounts(trx, deps.dialect, [...codes]);
}

function playerMoneyOf(locked: Map<string, LockedAccount>, call: MoneyCall): PlayerMoney {
  const cash = locked.get(playerCashAccount(call.userId));
  const house = locked.get(call.houseCode);
  // Both were made before the call joined the batch, and accounts are never deleted.
  if (!cash || !house) throw new Error(`the accounts of player ${call.userId} are missing`);
  return { cash, bonus: locked.get(playerBonusAccount(call.userId)) ?? null, house };
}

/** A bet's gate: a restriction, the play time used up or a reality check due, or above the highest stake. */
function gateRefusal(gate: PlayGate | undefined, stakeKurus: number) {
  if (!gate) return null;
  if (gate.refusal) return { status: gate.refusalStatus, reason: gate.refusal.key };
  if (stakeKurus > gate.maxStakeKurus) return { status: 'LIMIT_REACHED' as const, reason: gate.maxStakeRefusal.key };
  return null;
}

/**
 * The id was used before: the same request gets the first answer again; another request under the
 * same id, or a bet whose id a rollback already cancelled, is a duplicate.
 */
function replayAnswer(call: MoneyCall, rows: Map<string, CallRow>, money: PlayerMoney): WalletAnswer {
  const earlier = rows.get(keyOf(call.caller.providerId, call.input.transaction_id));
  if (!earlier || earlier.state === 'tombstone' || earlier.request_canonical !== call.canonical) {
    return answer('DUPLICATE_TRANSACTION', availableOf(money), call.input.transaction_id);
  }
  const status = earlier.answer_status as WalletAnswer['status'];
  return answer(status, earlier.answer_balance, call.input.transaction_id, earlier.original_transaction_id);
}

/**
 * One call's verdict, on the figures read in the batch. A player with money limits counts inside a
 * savepoint first (as the counting came first when each call had its transaction), undone when the
 * call is refused after all.
 */
async function decide(context: Context, one: Fresh): Promise<Verdict> {
  const verdict = await verdictOf(context, one);
  const { trx, now } = context;
  const { call } = one;
  if (!one.gate?.hasLimits) return verdict;
  if (call.kind !== 'bet') {
    if (verdict.kind === 'ok' && verdict.movement) {
      const { cashKurus, bonusKurus } = verdict.movement.shares;
      await countReturn(trx, call.userId, cashKurus + bonusKurus, now);
    }
    return verdict;
  }
  await sql`savepoint limited_call`.execute(trx);
  try {
    await countStake(trx, call.userId, call.input.amount, now, true);
  } catch (error) {
    if (!(error instanceof ProtectionRefusal)) throw error;
    await sql`rollback to savepoint limited_call`.execute(trx);
    await sql`release savepoint limited_call`.execute(trx);
    context.refusals.push({ userId: call.userId, reason: error.key, amountKurus: call.input.amount });
    return { kind: 'remembered', status: 'LIMIT_REACHED' };
  }
  if (verdict.kind !== 'ok') await sql`rollback to savepoint limited_call`.execute(trx);
  await sql`release savepoint limited_call`.execute(trx);
  return verdict;
}

function verdictOf(context: Context, one: Fresh): Verdict | Promise<Verdict> {
  if (one.call.kind === 'bet') return betVerdict(context, one);
  if (one.call.kind === 'win') return winVerdict(context, one);
  return rollbackVerdict(context, one);
}

/** The round a bet joins: made on its first bet; it must be this player's and still open. */
function betVerdict(context: Context, one: Fresh): Verdict {
  const { call, money } = one;
  const input = call.input as WalletBetRequest;
  const round = context.rounds.byRoundId.get(keyOf(call.caller.providerId, input.round_id));
  if (round && (round.user_id !== call.userId || round.status !== 'open')) {
    return { kind: 'refused', status: 'INVALID_REQUEST' };
  }
  const shares = stakeSharesOf(money, input.amount);
  if (!shares) return { kind: 'remembered', status: 'INSUFFICIENT_FUNDS' };
  const change: RoundChange = {
    existing: round ?? null,
    user_id: call.userId,
    game_id: call.gameId,
    provider_id: call.caller.providerId,
    round_id: input.round_id,
    status: 'open',
    stake_kurus: input.amount,
    bonus_stake_kurus: shares.bonusKurus,
    win_kurus: 0,
  };
  return { kind: 'ok', round: change, movement: { from: 'player', shares } };
}

/** Cash first, the bonus balance for the rest; null when the two together cannot pay. */
function stakeSharesOf(money: PlayerMoney, stakeKurus: number): Shares | null {
  const available = (account: LockedAccount | null) =>
    account ? Math.max(0, account.balanceKurus - account.pendingDebitsKurus) : 0;
  const cashKurus = Math.min(stakeKurus, available(money.cash));
  const bonusKurus = stakeKurus - cashKurus;
  return bonusKurus > available(money.bonus) ? null : { cashKurus, bonusKurus };
}

/**
 * A win names an accepted bet of this player's round that was not rolled back, and the round must
 * still be open. The bet is marked as won, so that a rollback can no longer cancel it.
 */
function winVerdict(context: Context, one: Fresh): Verdict {
  const { call } = one;
  const input = call.input as WalletWinRequest;
  const bet = context.rows.get(keyOf(call.caller.providerId, input.reference_transaction_id));
  if (!bet || bet.kind !== 'bet' || bet.answer_status !== 'OK' || bet.user_id !== call.userId) {
    return { kind: 'refused', status: 'TRANSACTION_NOT_FOUND' };
  }
  if (bet.state !== 'done') return { kind: 'refused', status: 'TRANSACTION_NOT_FOUND' };
  const round = context.rounds.byId.get(bet.game_round_id ?? -1);
  if (!round || round.round_id !== input.round_id || round.status !== 'open') {
    return { kind: 'refused', status: 'INVALID_REQUEST' };
  }
  const closing = input.round_closed === true;
  const shares = winShares(input.amount, Number(round.stake_kurus), Number(round.bonus_stake_kurus));
  return {
    kind: 'ok',
    round: { ...sameRound(round), status: closing ? 'settled' : 'open', win_kurus: input.amount },
    movement: input.amount > 0 ? { from: 'house', shares } : null,
    bet: { id: bet.id, hasWin: true },
  };
}

function sameRound(round: RoundRow): RoundChange {
  return {
    existing: round,
    user_id: round.user_id,
    game_id: round.game_id,
    provider_id: round.provider_id,
    round_id: round.round_id,
    status: 'open',
    stake_kurus: 0,
    bonus_stake_kurus: 0,
    win_kurus: 0,
  };
}

/**
 * Cancels the named bet, once: its stake goes back where it came from. A bet never seen leaves a
 * tombstone; a refused bet moves nothing; a bet already cancelled is answered with the rollback
 * that did it, without a second refund.
 */
async function rollbackVerdict(context: Context, one: Fresh): Promise<Verdict> {
  const { call } = one;
  const input = call.input as WalletRollbackRequest;
  const bet = context.rows.get(keyOf(call.caller.providerId, input.reference_transaction_id));
  if (!bet) return { kind: 'ok', tombstone: true };
  if (bet.kind !== 'bet' || bet.user_id !== call.userId) return { kind: 'refused', status: 'TRANSACTION_NOT_FOUND' };
  // The tombstone keeps the id of the rollback that left it.
  if (bet.state === 'tombstone') return { kind: 'ok', original: bet.reference_transaction_id };
  if (bet.answer_status !== 'OK') return { kind: 'ok' };
  if (bet.has_win === 1) return { kind: 'refused', status: 'INVALID_REQUEST' };
  const round = context.rounds.byId.get(bet.game_round_id ?? -1);
  if (bet.amount !== input.amount || round?.round_id !== input.round_id) {
    return { kind: 'refused', status: 'INVALID_REQUEST' };
  }
  if (bet.state === 'rolled_back') return { kind: 'ok', original: await cancellingRollback(context, call, bet) };
  const bonusKurus = Number(bet.bonus_amount);
  return {
    kind: 'ok',
    round: {
      ...sameRound(round),
      status: round.status === 'open' ? 'rolled_back' : 'open',
      stake_kurus: -bet.amount,
      bonus_stake_kurus: -bonusKurus,
    },
    movement: { from: 'house', shares: { cashKurus: bet.amount - bonusKurus, bonusKurus } },
    bet: { id: bet.id, rolledBack: true },
  };
}

/** The rollback that gave the bet's stake back: the only one of its rollbacks with a ledger transfer. */
async function cancellingRollback(context: Context, call: MoneyCall, bet: CallRow): Promise<string | null> {
  const row = await context.trx
    .selectFrom('wallet_transactions')
    .select('transaction_id')
    .where('provider_id', '=', call.caller.providerId)
    .where('reference_transaction_id', '=', bet.transaction_id)
    .where('kind', '=', 'rollback')
    .where('ledger_transfer_id', 'is not', null)
    .executeTakeFirst();
  return row?.transaction_id ?? null;
}

/**
 * The batch's writes, a statement per table: the tombstones, the rounds, the ledger's transfers and
 * balances, the call rows' answers (and the bets wins and rollbacks mark), the refused calls' rows
 * removed, the round_settled events. Answers each fresh call by its place in the batch.
 */
async function writeAccepted(context: Context, fresh: readonly Fresh[], verdicts: Map<number, Verdict>) {
  const { deps, trx } = context;
  const tombstones = fresh.filter((one) => {
    const verdict = verdicts.get(one.index)!;
    return verdict.kind === 'ok' && verdict.tombstone === true;
  });
  await insertTombstones(trx, tombstones, context.now.toISOString());
  const roundIds = await writeRounds(deps, trx, fresh, verdicts, context.now.toISOString());
  const moved = await moveMoney(context, fresh, verdicts, roundIds);
  const answers = new Map<number, WalletAnswer>();
  const updates: RowUpdate[] = [];
  const refused: number[] = [];
  for (const one of fresh) {
    const verdict = verdicts.get(one.index)!;
    const txId = one.call.input.transaction_id;
    if (verdict.kind === 'refused') {
      refused.push(one.rowId);
      answers.set(one.index, answer(verdict.status, availableOf(one.money), txId));
      continue;
    }
    if (verdict.kind === 'remembered') {
      const balance = availableOf(one.money);
      updates.push({ id: one.rowId, status: verdict.status, balance });
      answers.set(one.index, answer(verdict.status, balance, txId));
      continue;
    }
    const balance = balanceAfter(one.money, moved);
    const original = verdict.original ?? null;
    updates.push({
      id: one.rowId,
      status: 'OK',
      balance,
      roundId: roundIds.get(one.index) ?? null,
      transferId: verdict.movement ? transferIdOf(one, verdict.movement.shares) : null,
      bonusKurus: verdict.movement?.shares.bonusKurus ?? 0,
      original,
    });
    if (verdict.bet)
      updates.push({ id: verdict.bet.id, hasWin: verdict.bet.hasWin, rolledBack: verdict.bet.rolledBack });
    answers.set(one.index, answer('OK', balance, txId, original));
  }
  await updateRows(trx, updates);
  await deleteRows(trx, refused);
  return answers;
}

/** The cash part's transfer when there is one, else the bonus part's (as each call's row names it). */
function transferIdOf(one: Fresh, shares: Shares): string | null {
  if (shares.cashKurus > 0) return `wallet:${one.rowId}`;
  return shares.bonusKurus > 0 ? `wallet:${one.rowId}:bonus` : null;
}

async function moveMoney(
  context: Context,
  fresh: readonly Fresh[],
  verdicts: Map<number, Verdict>,
  roundIds: Map<number, number>,
): Promise<Map<number, number>> {
  const requests: TransferRequest[] = [];
  const accounts = new Map<number, LockedAccount>();
  for (const one of fresh) {
    const verdict = verdicts.get(one.index)!;
    if (verdict.kind !== 'ok' || !verdict.movement) continue;
    const { from, shares } = verdict.movement;
    const { cash, bonus, house } = one.money;
    const reference = `round:${roundIds.get(one.index) ?? 'none'}`;
    const part = (transferId: string, player: LockedAccount | null, amountKurus: number) => {
      if (amountKurus <= 0) return;
      // A bonus part exists only when the bet took some of the bonus balance, so the account exists.
      if (!player) throw new Error(`the bonus account of player ${one.call.userId} is missing`);
      for (const account of [player, house]) accounts.set(account.id, account);
      const [debit, credit] = from === 'player' ? [player, house] : [house, player];
      requests.push({
        transferId,
        debitAccountId: debit.id,
        creditAccountId: credit.id,
        amountKurus,
        kind: one.call.kind,
        reference,
      });
    };
    part(`wallet:${one.rowId}`, cash, shares.cashKurus);
    part(`wallet:${one.rowId}:bonus`, bonus, shares.bonusKurus);
  }
  return context.deps.ledger.moveLocked(context.trx, requests, [...accounts.values()]);
}

/** What the answer tells: the cash and bonus available after the call, as the transfers left them. */
function balanceAfter(money: PlayerMoney, moved: Map<number, number>): number {
  const cash = moved.get(money.cash.id) ?? money.cash.balanceKurus - money.cash.pendingDebitsKurus;
  const bonusNow = money.bonus ? moved.get(money.bonus.id) : undefined;
  const bonus = bonusNow ?? (money.bonus ? Math.max(0, money.bonus.balanceKurus - money.bonus.pendingDebitsKurus) : 0);
  return cash + bonus;
}
