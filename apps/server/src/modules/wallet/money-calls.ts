import {
  WALLET_CURRENCY,
  type WalletAnswer,
  type WalletBetRequest,
  type WalletRollbackRequest,
  type WalletWinRequest,
} from '@bnw/contract';
import type { Transaction } from 'kysely';
import type { Database, WalletTransactionKind } from '../../db/schema.js';
import { houseGameAccount } from '../../ledger/house-accounts.js';
import { LedgerError } from '../../ledger/ledger-error.js';
import { ProtectionRefusal, countReturn, countStake, playGate, recordDecision } from '../../protection/guard.js';
import { answer, answeringRefusals, availableBalance } from './answers.js';
import { type WalletCaller, WalletRefusal } from './caller.js';
import type { WalletDeps } from './deps.js';
import { resolveGameSession } from './game-sessions.js';
import { type MoneyContext, closeRoundByRollback, findWalletRow, openRoundForBet, settleRoundByWin } from './rounds.js';
import {
  type PlayerAccounts,
  type Shares,
  balanceAfter,
  moveShares,
  stakeShares,
  usableBonusAccount,
  winShares,
} from './bonus-money.js';

type MoneyRequest = WalletBetRequest | WalletWinRequest | WalletRollbackRequest;

/** Where a call's money goes: the ledger transfers of one wallet row, its cash part and its bonus part. */
interface Movement {
  from: 'player' | 'house';
  shares: Shares;
}

/** `bet`: the stake leaves the player's cash for the provider's house account. */
export function placeBet(deps: WalletDeps, caller: WalletCaller, input: WalletBetRequest): Promise<WalletAnswer> {
  const rules = { checkExpiry: true, refuseBlocked: true, maySettle: false };
  return moneyCall(deps, caller, 'bet', input, rules, async (context) => {
    await countStake(context.trx, context.userId, input.amount, deps.clock(), context.hasLimits);
    const shares = await stakeShares(deps, context.trx, context.accounts, input.amount);
    const round = await openRoundForBet(context, input, shares.bonusKurus);
    return { roundId: round.id, movement: { from: 'player', shares } };
  });
}

/** `win`: the provider pays the player for a bet it names. A zero win only closes the round. */
export function payWin(deps: WalletDeps, caller: WalletCaller, input: WalletWinRequest): Promise<WalletAnswer> {
  const rules = { checkExpiry: false, refuseBlocked: false, maySettle: true };
  return moneyCall(deps, caller, 'win', input, rules, async (context) => {
    const round = await settleRoundByWin(context, input);
    await countReturn(context.trx, context.userId, input.amount, deps.clock());
    const shares = winShares(input.amount, Number(round.stake_kurus), Number(round.bonus_stake_kurus));
    return { roundId: round.id, movement: { from: 'house', shares } };
  });
}

/**
 * `rollback`: the provider cancels a bet, and its stake goes back to the player, once. A rollback of
 * a bet never seen is answered OK and leaves a tombstone under the bet's id, so the late bet is
 * refused; a rollback of a bet already cancelled is answered OK, moves nothing and names the
 * rollback that cancelled it.
 */
export function rollBackBet(
  deps: WalletDeps,
  caller: WalletCaller,
  input: WalletRollbackRequest,
): Promise<WalletAnswer> {
  const rules = { checkExpiry: false, refuseBlocked: false, maySettle: true };
  return moneyCall(deps, caller, 'rollback', input, rules, async (context) => {
    const outcome = await closeRoundByRollback(context, input);
    if (outcome.kind === 'alreadyCancelled') {
      return { roundId: null, movement: null, originalTransactionId: outcome.originalTransactionId };
    }
    if (outcome.kind === 'nothing') return { roundId: null, movement: null };
    const { cashKurus, bonusKurus } = outcome.refund;
    await countReturn(context.trx, context.userId, cashKurus + bonusKurus, deps.clock());
    return { roundId: outcome.roundId, movement: { from: 'house', shares: outcome.refund } };
  });
}

interface CallRules {
  checkExpiry: boolean;
  refuseBlocked: boolean;
  /** A win or rollback may settle its round (and record round_settled); a bet never does. */
  maySettle: boolean;
}

/** What a call did: its round, the money it moved, and for a repeated rollback the one that moved it. */
interface Applied {
  roundId: number | null;
  movement: Movement | null;
  originalTransactionId?: string | null;
}

type Apply = (context: MoneyContext & { accounts: PlayerAccounts; hasLimits: boolean | undefined }) => Promise<Applied>;

/**
 * The shape every money call shares: the token names the player; the call's row is inserted first
 * (its unique provider + transaction id makes copies wait for the first and then replay its
 * answer); the round, the ledger transfer and the answer follow in the same transaction.
 */
async function moneyCall(
  deps: WalletDeps,
  caller: WalletCaller,
  kind: WalletTransactionKind,
  input: MoneyRequest,
  rules: CallRules,
  apply: Apply,
): Promise<WalletAnswer> {
  const known: { userId: number | null } = { userId: null };
  return answeringRefusals(deps, known, input.transaction_id, async () => {
    const { session, gameCode, userActive, expired } = await resolveGameSession(deps, caller, input.token);
    known.userId = session.user_id;
    if (rules.checkExpiry && expired) throw new WalletRefusal('TOKEN_EXPIRED');
    if (input.currency !== WALLET_CURRENCY) throw new WalletRefusal('WRONG_CURRENCY');
    if (input.game_id !== gameCode) throw new WalletRefusal('INVALID_REQUEST');
    if (rules.refuseBlocked && !userActive) throw new WalletRefusal('PLAYER_BLOCKED');
    // The player's own protection (a time-out, an exclusion, a closure) and the operator's highest stake.
    const hasLimits = rules.refuseBlocked ? await checkPlayGate(deps, session.user_id, input.amount) : undefined;
    const accounts = await ledgerAccounts(deps, caller, session.user_id);
    const call = { deps, caller, kind, input, userId: session.user_id, gameId: session.game_id, accounts, hasLimits };
    try {
      return await deps.db.transaction().execute((trx) => applyOnce(call, trx, apply));
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') {
        return rememberRefusal(call, 'INSUFFICIENT_FUNDS');
      }
      if (error instanceof ProtectionRefusal) {
        await recordDecision(deps.db, {
          userId: call.userId,
          kind: 'bet_refused',
          reason: error.key,
          amountKurus: input.amount,
          at: deps.clock(),
        });
        return rememberRefusal(call, 'LIMIT_REACHED');
      }
      throw error;
    } finally {
      // Only a call that can record an event looks for deliveries: a bet skips one statement.
      if (rules.maySettle) await deps.events.deliverNow();
    }
  });
}

/**
 * A bet's gate: PLAYER_BLOCKED while restricted, LIMIT_REACHED once the day's play time is used or
 * a reality check is due, or above the highest stake. Answers whether the player has money limits.
 */
async function checkPlayGate(deps: WalletDeps, userId: number, stakeKurus: number): Promise<boolean> {
  const gate = await playGate(deps.db, userId, deps.clock());
  const refusal = gate.refusal ?? (stakeKurus > gate.maxStakeKurus ? gate.maxStakeRefusal : null);
  if (!refusal) return gate.hasLimits;
  const at = deps.clock();
  await recordDecision(deps.db, { userId, kind: 'bet_refused', reason: refusal.key, amountKurus: stakeKurus, at });
  throw new WalletRefusal(gate.refusal ? gate.refusalStatus : 'LIMIT_REACHED');
}

interface Call {
  deps: WalletDeps;
  caller: WalletCaller;
  kind: WalletTransactionKind;
  input: MoneyRequest;
  userId: number;
  gameId: number;
  accounts: PlayerAccounts;
  /** From a bet's gate: whether the player has money limits to count; unknown for wins and rollbacks. */
  hasLimits: boolean | undefined;
}

/** Found (or made) before the transaction, where the ledger may remember them; the bonus balance as it stands. */
async function ledgerAccounts(deps: WalletDeps, caller: WalletCaller, userId: number): Promise<PlayerAccounts> {
  const player = await deps.ledger.playerCashAccountId(userId);
  const house = await deps.ledger.houseAccountId(
    houseGameAccount(caller.providerCode, userId, deps.config.walletHouseShards),
  );
  return { userId, player, house, bonus: await usableBonusAccount(deps.db, userId) };
}

async function applyOnce(call: Call, trx: Transaction<Database>, apply: Apply): Promise<WalletAnswer> {
  const row = await insertCallRow(call, trx, 'PENDING', 0);
  if (!row) return earlierAnswer(call, trx);
  const context = { ...call, trx, now: call.deps.clock().toISOString() };
  const { roundId, movement, originalTransactionId = null } = await apply(context);
  const moved = movement
    ? await moveShares(call.deps, trx, call.accounts, {
        from: movement.from,
        shares: movement.shares,
        transferId: `wallet:${row.id}`,
        kind: call.kind,
        reference: `round:${roundId ?? 'none'}`,
      })
    : { transferId: null, cashAfter: undefined, bonusAfter: undefined };
  // The transfers' own statements told the balances; what they did not tell is read.
  const balance = (await balanceAfter(trx, call.accounts, moved)).totalKurus;
  await trx
    .updateTable('wallet_transactions')
    .set({
      answer_status: 'OK',
      answer_balance: balance,
      game_round_id: roundId,
      ledger_transfer_id: moved.transferId,
      bonus_amount: movement?.shares.bonusKurus ?? 0,
      original_transaction_id: originalTransactionId,
    })
    .where('id', '=', row.id)
    .execute();
  return answer('OK', balance, call.input.transaction_id, originalTransactionId);
}

/** Inserts the call's row unless its id is taken; answers undefined when it is. */
function insertCallRow(
  call: Call,
  executor: Transaction<Database> | WalletDeps['db'],
  status: string,
  balance: number,
) {
  const { input } = call;
  return executor
    .insertInto('wallet_transactions')
    .values({
      provider_id: call.caller.providerId,
      transaction_id: input.transaction_id,
      kind: call.kind,
      state: 'done',
      user_id: call.userId,
      game_round_id: null,
      amount: input.amount,
      reference_transaction_id: 'reference_transaction_id' in input ? input.reference_transaction_id : null,
      has_win: 0,
      request_canonical: canonicalRequest(call),
      answer_status: status,
      answer_balance: balance,
      ledger_transfer_id: null,
      created_at: call.deps.clock().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['provider_id', 'transaction_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * The id was used before: the same request gets the first answer again; another request under the
 * same id, or a bet whose id a rollback already cancelled, is a duplicate.
 */
async function earlierAnswer(call: Call, trx: Transaction<Database>): Promise<WalletAnswer> {
  const earlier = await findWalletRow(trx, call.caller, call.input.transaction_id);
  if (!earlier || earlier.state === 'tombstone' || earlier.request_canonical !== canonicalRequest(call)) {
    throw new WalletRefusal('DUPLICATE_TRANSACTION');
  }
  const status = earlier.answer_status as WalletAnswer['status'];
  return answer(status, earlier.answer_balance, call.input.transaction_id, earlier.original_transaction_id);
}

/**
 * A bet the player cannot pay is refused, and the refusal is remembered like any answer, so that
 * a retry of the same bet is refused again even if money came in since.
 */
async function rememberRefusal(call: Call, status: 'INSUFFICIENT_FUNDS' | 'LIMIT_REACHED'): Promise<WalletAnswer> {
  const balance = await availableBalance(call.deps, call.userId);
  const row = await insertCallRow(call, call.deps.db, status, balance);
  if (!row) return call.deps.db.transaction().execute((trx) => earlierAnswer(call, trx));
  return answer(status, balance, call.input.transaction_id);
}

/** What a replay must repeat exactly; the token and request id may change between retries. */
function canonicalRequest(call: Call): string {
  return canonicalRequestOf(call.kind, call.input, call.userId);
}

export function canonicalRequestOf(kind: WalletTransactionKind, input: MoneyRequest, userId: number): string {
  return JSON.stringify([
    kind,
    input.round_id,
    input.game_id,
    input.amount,
    input.currency,
    'reference_transaction_id' in input ? input.reference_transaction_id : null,
    input.round_closed ?? false,
    userId,
  ]);
}
