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
import { answer, answeringRefusals, availableBalance } from './answers.js';
import { type WalletCaller, WalletRefusal } from './caller.js';
import type { WalletDeps } from './deps.js';
import { resolveGameSession } from './game-sessions.js';
import { type MoneyContext, closeRoundByRollback, findWalletRow, openRoundForBet, settleRoundByWin } from './rounds.js';

type MoneyRequest = WalletBetRequest | WalletWinRequest | WalletRollbackRequest;

/** Where a call's money goes: the ledger transfer of one wallet row. */
interface Movement {
  from: 'player' | 'house';
  amountKurus: number;
}

/** `bet`: the stake leaves the player's cash for the provider's house account. */
export function placeBet(deps: WalletDeps, caller: WalletCaller, input: WalletBetRequest): Promise<WalletAnswer> {
  const rules = { checkExpiry: true, refuseBlocked: true, maySettle: false };
  return moneyCall(deps, caller, 'bet', input, rules, async (context) => {
    const round = await openRoundForBet(context, input);
    return { roundId: round.id, movement: { from: 'player', amountKurus: input.amount } };
  });
}

/** `win`: the provider pays the player for a bet it names. A zero win only closes the round. */
export function payWin(deps: WalletDeps, caller: WalletCaller, input: WalletWinRequest): Promise<WalletAnswer> {
  const rules = { checkExpiry: false, refuseBlocked: false, maySettle: true };
  return moneyCall(deps, caller, 'win', input, rules, async (context) => {
    const round = await settleRoundByWin(context, input);
    return { roundId: round.id, movement: { from: 'house', amountKurus: input.amount } };
  });
}

/**
 * `rollback`: the provider cancels a bet, and its stake goes back to the player. A rollback of a
 * bet never seen is answered OK and leaves a tombstone under the bet's id, so the late bet is refused.
 */
export function rollBackBet(
  deps: WalletDeps,
  caller: WalletCaller,
  input: WalletRollbackRequest,
): Promise<WalletAnswer> {
  const rules = { checkExpiry: false, refuseBlocked: false, maySettle: true };
  return moneyCall(deps, caller, 'rollback', input, rules, async (context) => {
    const round = await closeRoundByRollback(context, input);
    return round
      ? { roundId: round.id, movement: { from: 'house', amountKurus: round.refundKurus } }
      : { roundId: null, movement: null };
  });
}

interface CallRules {
  checkExpiry: boolean;
  refuseBlocked: boolean;
  /** A win or rollback may settle its round (and record round_settled); a bet never does. */
  maySettle: boolean;
}

type Apply = (context: MoneyContext) => Promise<{ roundId: number | null; movement: Movement | null }>;

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
    const accounts = await ledgerAccounts(deps, caller, session.user_id);
    const call = { deps, caller, kind, input, userId: session.user_id, gameId: session.game_id, accounts };
    try {
      return await deps.db.transaction().execute((trx) => applyOnce(call, trx, apply));
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') return rememberRefusal(call);
      throw error;
    } finally {
      // Only a call that can record an event looks for deliveries: a bet skips one statement.
      if (rules.maySettle) await deps.events.deliverNow();
    }
  });
}

interface Call {
  deps: WalletDeps;
  caller: WalletCaller;
  kind: WalletTransactionKind;
  input: MoneyRequest;
  userId: number;
  gameId: number;
  accounts: { player: number; house: number };
}

/** Found (or made) before the transaction, where the ledger may remember them. */
async function ledgerAccounts(deps: WalletDeps, caller: WalletCaller, userId: number) {
  const player = await deps.ledger.playerCashAccountId(userId);
  const house = await deps.ledger.houseAccountId(
    houseGameAccount(caller.providerCode, userId, deps.config.walletHouseShards),
  );
  return { player, house };
}

async function applyOnce(call: Call, trx: Transaction<Database>, apply: Apply): Promise<WalletAnswer> {
  const row = await insertCallRow(call, trx, 'PENDING', 0);
  if (!row) return earlierAnswer(call, trx);
  const context: MoneyContext = { ...call, trx, now: call.deps.clock().toISOString() };
  const { roundId, movement } = await apply(context);
  const moved =
    movement && movement.amountKurus > 0 ? await moveMoney(call, trx, { id: row.id, roundId }, movement) : null;
  const transferId = moved?.transferId ?? null;
  // The transfer's own statement told the player's balance; a call that moved nothing reads it.
  const balance = moved?.playerAvailable ?? (await availableBalance(call.deps, call.userId, trx));
  await trx
    .updateTable('wallet_transactions')
    .set({ answer_status: 'OK', answer_balance: balance, game_round_id: roundId, ledger_transfer_id: transferId })
    .where('id', '=', row.id)
    .execute();
  return answer('OK', balance, call.input.transaction_id);
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
  return answer(earlier.answer_status as WalletAnswer['status'], earlier.answer_balance, call.input.transaction_id);
}

/**
 * A bet the player cannot pay is refused, and the refusal is remembered like any answer, so that
 * a retry of the same bet is refused again even if money came in since.
 */
async function rememberRefusal(call: Call): Promise<WalletAnswer> {
  const balance = await availableBalance(call.deps, call.userId);
  const row = await insertCallRow(call, call.deps.db, 'INSUFFICIENT_FUNDS', balance);
  if (!row) return call.deps.db.transaction().execute((trx) => earlierAnswer(call, trx));
  return answer('INSUFFICIENT_FUNDS', balance, call.input.transaction_id);
}

/**
 * One ledger transfer per wallet row; the ledger refuses a debit the player's cash cannot cover.
 * Answers the transfer's id and the player's available balance after it.
 */
async function moveMoney(
  call: Call,
  trx: Transaction<Database>,
  row: { id: number; roundId: number | null },
  movement: Movement,
): Promise<{ transferId: string; playerAvailable: number | undefined }> {
  const { player, house } = call.accounts;
  const transferId = `wallet:${row.id}`;
  const outcome = await call.deps.ledger.transfer(
    {
      transferId,
      debitAccountId: movement.from === 'player' ? player : house,
      creditAccountId: movement.from === 'player' ? house : player,
      amountKurus: movement.amountKurus,
      kind: call.kind,
      reference: `round:${row.roundId ?? 'none'}`,
    },
    trx,
  );
  return { transferId, playerAvailable: outcome.availableAfter.get(player) };
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
