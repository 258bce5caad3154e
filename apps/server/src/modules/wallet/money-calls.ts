import {
  WALLET_CURRENCY,
  type WalletAnswer,
  type WalletBetRequest,
  type WalletRollbackRequest,
  type WalletWinRequest,
} from '@bnw/contract';
import type { WalletTransactionKind } from '../../db/schema.js';
import { houseGameAccount } from '../../ledger/house-accounts.js';
import { Batcher } from '../../platform/batcher.js';
import { answeringRefusals } from './answers.js';
import { type WalletCaller, WalletRefusal } from './caller.js';
import type { WalletDeps } from './deps.js';
import { resolveGameSession } from './game-sessions.js';
import { type MoneyCall, type MoneyRequest, settleMoneyBatch } from './money-batch.js';
import { TakenMeanwhile } from './money-rows.js';

/** `bet`: the stake leaves the player's cash (then bonus) for the provider's house account. */
export function placeBet(deps: WalletDeps, caller: WalletCaller, input: WalletBetRequest): Promise<WalletAnswer> {
  return moneyCall(deps, caller, 'bet', input, { checkExpiry: true, refuseBlocked: true });
}

/** `win`: the provider pays the player for a bet it names. A zero win only closes the round. */
export function payWin(deps: WalletDeps, caller: WalletCaller, input: WalletWinRequest): Promise<WalletAnswer> {
  return moneyCall(deps, caller, 'win', input, { checkExpiry: false, refuseBlocked: false });
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
  return moneyCall(deps, caller, 'rollback', input, { checkExpiry: false, refuseBlocked: false });
}

interface CallRules {
  checkExpiry: boolean;
  refuseBlocked: boolean;
}

/**
 * The shape every money call shares: the token names the player, and what needs no write is checked
 * here (the session, the currency, the game); the rest is settled with the calls of other players
 * that arrive meanwhile, in one transaction (money-batch.ts), and answered to this call alone.
 */
async function moneyCall(
  deps: WalletDeps,
  caller: WalletCaller,
  kind: WalletTransactionKind,
  input: MoneyRequest,
  rules: CallRules,
): Promise<WalletAnswer> {
  const known: { userId: number | null } = { userId: null };
  return answeringRefusals(deps, known, input.transaction_id, async () => {
    const { session, gameCode, userActive, expired } = await resolveGameSession(deps, caller, input.token);
    const userId = session.user_id;
    known.userId = userId;
    if (rules.checkExpiry && expired) throw new WalletRefusal('TOKEN_EXPIRED');
    if (input.currency !== WALLET_CURRENCY) throw new WalletRefusal('WRONG_CURRENCY');
    if (input.game_id !== gameCode) throw new WalletRefusal('INVALID_REQUEST');
    if (rules.refuseBlocked && !userActive) throw new WalletRefusal('PLAYER_BLOCKED');
    const houseCode = houseGameAccount(caller.providerCode, userId, deps.config.walletHouseShards);
    // Made on first use and remembered by the ledger: the batch only locks them.
    await deps.ledger.playerCashAccountId(userId);
    await deps.ledger.houseAccountId(houseCode);
    const canonical = canonicalRequestOf(kind, input, userId);
    const call: MoneyCall = { kind, caller, input, userId, gameId: session.game_id, houseCode, canonical };
    const answer = await batcherOf(deps).submit(call);
    if (answer instanceof CallFailure) throw answer.error;
    return answer;
  });
}

/** Calls settled together; more wait for the next batch. */
const BATCH_MAX_CALLS = 64;
/** Beyond this many waiting calls a new one is refused at once (an error, not a queue without end). */
const BATCH_MAX_QUEUED = 4_096;

/** A call whose settlement failed on its own (not refused: an error), answered to it alone. */
export class CallFailure {
  constructor(readonly error: unknown) {}
}

const batchers = new WeakMap<WalletDeps, Batcher<MoneyCall, WalletAnswer | CallFailure>>();

/** One batcher per process's services: every call of a player goes through it, one per batch. */
function batcherOf(deps: WalletDeps): Batcher<MoneyCall, WalletAnswer | CallFailure> {
  let batcher = batchers.get(deps);
  if (!batcher) {
    batcher = new Batcher({
      run: (take) => settleCalls(deps, take),
      keyOf: (call) => call.userId,
      maxSize: BATCH_MAX_CALLS,
      // SQLite has one writer: a second batch would only wait for the first.
      maxRunning: deps.dialect === 'postgres' ? 2 : 1,
      maxQueued: BATCH_MAX_QUEUED,
    });
    batchers.set(deps, batcher);
  }
  return batcher;
}

/**
 * The calls taken, settled in as few transactions as their ids allow: a call whose transaction id
 * (or the bet it names, or its round) another call of the batch also uses waits for the next
 * transaction, so a copy meets its original's answer as it did when every call had its own
 * transaction. A win or a rollback's round_settled is delivered before the calls are answered.
 */
export async function settleCalls(deps: WalletDeps, take: () => readonly MoneyCall[]) {
  let taken: readonly MoneyCall[] = [];
  let groups: number[][] = [];
  const answers: Array<WalletAnswer | CallFailure> = [];
  const settled = (group: readonly number[], outcome: ReadonlyArray<WalletAnswer | CallFailure>) =>
    group.forEach((index, position) => (answers[index] = outcome[position]!));
  const first = await settleOrRetry(deps, () => {
    taken = take();
    groups = groupsOf(taken);
    return (groups[0] ?? []).map((index) => taken[index]!);
  });
  settled(groups[0] ?? [], first);
  for (const group of groups.slice(1)) {
    settled(group, await settleOrRetry(deps, () => group.map((index) => taken[index]!)));
  }
  if (taken.some((call) => call.kind !== 'bet')) await deps.events.deliverNow();
  return answers;
}

/**
 * Groups of calls whose transaction ids, the bets they name and their rounds are all distinct: two
 * players' first bets on one round id must not both find it new.
 */
function groupsOf(calls: readonly MoneyCall[]): number[][] {
  const groups: Array<{ indexes: number[]; ids: Set<string> }> = [];
  calls.forEach((call, index) => {
    const ids = [`call:${call.input.transaction_id}`, `round:${call.input.round_id}`];
    if ('reference_transaction_id' in call.input) ids.push(`call:${call.input.reference_transaction_id}`);
    const named = ids.map((id) => `${call.caller.providerId}:${id}`);
    let group = groups.find((candidate) => named.every((id) => !candidate.ids.has(id)));
    if (!group) groups.push((group = { indexes: [], ids: new Set() }));
    group.indexes.push(index);
    for (const id of named) group.ids.add(id);
  });
  return groups.map((group) => group.indexes);
}

/**
 * One transaction for the calls; a batch that fails as a whole (a deadlock, a bug in one call) is
 * tried again call by call, so one call's error is answered to that call alone. A call that found
 * free what a concurrent batch took meanwhile is tried again, a few times, on what is there now.
 */
async function settleOrRetry(
  deps: WalletDeps,
  take: () => readonly MoneyCall[],
  attempt = 1,
): Promise<Array<WalletAnswer | CallFailure>> {
  let taken: readonly MoneyCall[] = [];
  try {
    return await settleMoneyBatch(deps, () => (taken = take()));
  } catch (error) {
    // Nothing taken (the database is down): the batcher fails the calls it would have taken.
    if (taken.length === 0) throw error;
    if (taken.length === 1) {
      const again = error instanceof TakenMeanwhile && attempt < MAX_ATTEMPTS;
      return again ? settleOrRetry(deps, () => taken, attempt + 1) : [new CallFailure(error)];
    }
    const answers: Array<WalletAnswer | CallFailure> = [];
    for (const call of taken) answers.push(...(await settleOrRetry(deps, () => [call])));
    return answers;
  }
}

/** A call alone, tried again after a concurrent batch took what it found free. */
const MAX_ATTEMPTS = 3;

/** What a replay must repeat exactly; the token and request id may change between retries. */
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
