import { type Insertable, type Selectable, sql, type Transaction } from 'kysely';
import type {
  Database,
  GameRoundStatus,
  GameRoundsTable,
  WalletTransactionKind,
  WalletTransactionsTable,
} from '../../db/schema.js';
import type { LockedAccount } from '../../ledger/ledger-service.js';
import { recordDecision } from '../../protection/guard.js';
import type { WalletCaller } from './caller.js';
import type { WalletDeps } from './deps.js';
import type { Shares } from './bonus-money.js';

/** The statements of a batch of money calls (money-batch.ts), each one for the whole batch. */

export type CallRow = Selectable<WalletTransactionsTable>;
export type RoundRow = Selectable<GameRoundsTable>;

/** A player's accounts as the batch locked them. */
export interface PlayerMoney {
  cash: LockedAccount;
  bonus: LockedAccount | null;
  house: LockedAccount;
}

/**
 * What a call does to its round: a new round (a first bet), or amounts added to one that exists
 * (`existing`), with the status it ends in ('open' keeps the status it has).
 */
export interface RoundChange {
  existing: RoundRow | null;
  user_id: number;
  game_id: number;
  provider_id: number;
  round_id: string;
  status: GameRoundStatus;
  stake_kurus: number;
  bonus_stake_kurus: number;
  win_kurus: number;
}

/** A call refused with nothing kept, refused with its answer remembered, or accepted. */
export type Verdict =
  | { kind: 'refused'; status: 'INVALID_REQUEST' | 'TRANSACTION_NOT_FOUND' }
  | { kind: 'remembered'; status: 'INSUFFICIENT_FUNDS' | 'LIMIT_REACHED' }
  | {
      kind: 'ok';
      round?: RoundChange;
      movement?: { from: 'player' | 'house'; shares: Shares } | null;
      /** The bet a win marks as won, or a rollback cancels. */
      bet?: { id: number; hasWin?: boolean; rolledBack?: boolean };
      /** A rollback of a bet never seen: its id is reserved. */
      tombstone?: boolean;
      /** A rollback of a bet already cancelled: the rollback that did it. */
      original?: string | null;
    };

interface Batched {
  index: number;
  call: {
    kind: WalletTransactionKind;
    caller: WalletCaller;
    input: { transaction_id: string; amount: number; round_id: string; reference_transaction_id?: string };
    userId: number;
    canonical: string;
  };
}

/**
 * Another transaction took a round or an id the batch found free (a concurrent batch committed it
 * meanwhile): the batch fails, and its calls are settled again on what is there now.
 */
export class TakenMeanwhile extends Error {
  constructor(what: string) {
    super(`${what} was taken while the batch was settled`);
    this.name = 'TakenMeanwhile';
  }
}

export const keyOf = (providerId: number, id: string) => `${providerId}:${id}`;

/** What a game may stake: the cash and bonus available, never below zero, as locked. */
export function availableOf(money: PlayerMoney): number {
  const available = (account: LockedAccount | null) =>
    account ? Math.max(0, account.balanceKurus - account.pendingDebitsKurus) : 0;
  return available(money.cash) + available(money.bonus);
}

function referenceOf(input: Batched['call']['input']): string | null {
  return 'reference_transaction_id' in input ? (input.reference_transaction_id ?? null) : null;
}

/**
 * Every call's row in one insert; an id taken before inserts nothing (its first call's transaction
 * committed, or is waited for). Answers the new rows' ids by provider and transaction id.
 */
export async function insertCallRows(
  trx: Transaction<Database>,
  calls: readonly Batched[],
  now: string,
): Promise<Map<string, number>> {
  if (calls.length === 0) return new Map();
  const rows = await trx
    .insertInto('wallet_transactions')
    .values(
      calls.map(({ call }): Insertable<WalletTransactionsTable> => ({
        provider_id: call.caller.providerId,
        transaction_id: call.input.transaction_id,
        kind: call.kind,
        state: 'done',
        user_id: call.userId,
        game_round_id: null,
        amount: call.input.amount,
        reference_transaction_id: referenceOf(call.input),
        has_win: 0,
        request_canonical: call.canonical,
        answer_status: 'PENDING',
        answer_balance: 0,
        ledger_transfer_id: null,
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['provider_id', 'transaction_id']).doNothing())
    .returning(['id', 'provider_id', 'transaction_id'])
    .execute();
  return new Map(rows.map((row) => [keyOf(row.provider_id, row.transaction_id), row.id]));
}

/** The rows under these calls' ids, in one read. */
export async function findRows(
  trx: Transaction<Database>,
  calls: ReadonlyArray<{ caller: WalletCaller; input: { transaction_id: string } }>,
): Promise<Map<string, CallRow>> {
  if (calls.length === 0) return new Map();
  const rows = await trx
    .selectFrom('wallet_transactions')
    .selectAll()
    .where('provider_id', 'in', [...new Set(calls.map((call) => call.caller.providerId))])
    .where('transaction_id', 'in', [...new Set(calls.map((call) => call.input.transaction_id))])
    .execute();
  return new Map(rows.map((row) => [keyOf(row.provider_id, row.transaction_id), row]));
}

/** The rounds the fresh calls name: a bet's by its round id, a win's or rollback's by its bet's round. */
export async function findRounds(
  trx: Transaction<Database>,
  fresh: readonly Batched[],
  rows: Map<string, CallRow>,
): Promise<{ byId: Map<number, RoundRow>; byRoundId: Map<string, RoundRow> }> {
  const bets = fresh.filter((one) => one.call.kind === 'bet');
  const ids = fresh.flatMap((one) => {
    const reference = referenceOf(one.call.input);
    const id = reference === null ? null : rows.get(keyOf(one.call.caller.providerId, reference))?.game_round_id;
    return id === null || id === undefined ? [] : [id];
  });
  const found = { byId: new Map<number, RoundRow>(), byRoundId: new Map<string, RoundRow>() };
  if (bets.length === 0 && ids.length === 0) return found;
  const rounds = await trx
    .selectFrom('game_rounds')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
        ...(bets.length > 0
          ? [
              eb.and([
                eb('provider_id', 'in', [...new Set(bets.map((one) => one.call.caller.providerId))]),
                eb('round_id', 'in', [...new Set(bets.map((one) => one.call.input.round_id))]),
              ]),
            ]
          : []),
      ]),
    )
    .execute();
  for (const round of rounds) {
    found.byId.set(round.id, round);
    found.byRoundId.set(keyOf(round.provider_id, round.round_id), round);
  }
  return found;
}

/** Reserves the ids of bets rolled back before they were seen; an id taken meanwhile fails the batch. */
export async function insertTombstones(
  trx: Transaction<Database>,
  calls: readonly Batched[],
  now: string,
): Promise<void> {
  if (calls.length === 0) return;
  const inserted = await trx
    .insertInto('wallet_transactions')
    .values(
      calls.map(({ call }): Insertable<WalletTransactionsTable> => ({
        provider_id: call.caller.providerId,
        transaction_id: referenceOf(call.input) ?? '',
        kind: 'bet',
        state: 'tombstone',
        user_id: call.userId,
        game_round_id: null,
        amount: call.input.amount,
        reference_transaction_id: call.input.transaction_id,
        has_win: 0,
        request_canonical: '',
        answer_status: 'TOMBSTONE',
        answer_balance: 0,
        ledger_transfer_id: null,
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['provider_id', 'transaction_id']).doNothing())
    .returning('id')
    .execute();
  if (inserted.length !== calls.length) throw new TakenMeanwhile('a rolled-back bet');
}

/**
 * Every round change in one statement: a first bet inserts its round; a bet joining a round, a win
 * and a rollback add their amounts to it (an open round keeps its status unless the call closes
 * it). Records round_settled for each round closed. Answers each call's round id by its place.
 */
export async function writeRounds(
  deps: Pick<WalletDeps, 'events'>,
  trx: Transaction<Database>,
  fresh: readonly Batched[],
  verdicts: Map<number, Verdict>,
  now: string,
): Promise<Map<number, number>> {
  const changes = fresh.flatMap((one) => {
    const verdict = verdicts.get(one.index)!;
    return verdict.kind === 'ok' && verdict.round ? [{ index: one.index, change: verdict.round }] : [];
  });
  const ids = new Map<number, number>();
  if (changes.length === 0) return ids;
  const rows = await trx
    .insertInto('game_rounds')
    .values(
      changes.map(({ change }): Insertable<GameRoundsTable> => {
        const closing = change.status !== 'open';
        return {
          user_id: change.user_id,
          game_id: change.game_id,
          provider_id: change.provider_id,
          round_id: change.round_id,
          status: change.status,
          stake_kurus: change.stake_kurus,
          win_kurus: change.win_kurus,
          bonus_stake_kurus: change.bonus_stake_kurus,
          opened_at: change.existing?.opened_at ?? now,
          settled_at: closing ? now : null,
        };
      }),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['provider_id', 'round_id'])
        .doUpdateSet((eb) => ({
          stake_kurus: eb('game_rounds.stake_kurus', '+', eb.ref('excluded.stake_kurus')),
          bonus_stake_kurus: eb('game_rounds.bonus_stake_kurus', '+', eb.ref('excluded.bonus_stake_kurus')),
          win_kurus: eb('game_rounds.win_kurus', '+', eb.ref('excluded.win_kurus')),
          status: eb
            .case()
            .when('excluded.status', '=', 'open')
            .then(eb.ref('game_rounds.status'))
            .else(eb.ref('excluded.status'))
            .end(),
          settled_at: eb
            .case()
            .when('excluded.status', '=', 'open')
            .then(eb.ref('game_rounds.settled_at'))
            .else(eb.ref('excluded.settled_at'))
            .end(),
        }))
        // A round of another player made meanwhile: the batch fails and is tried call by call.
        .where((eb) => eb('game_rounds.user_id', '=', eb.ref('excluded.user_id'))),
    )
    .returningAll()
    .execute();
  const byKey = new Map(rows.map((row) => [keyOf(row.provider_id, row.round_id), row]));
  const settled: RoundRow[] = [];
  for (const { index, change } of changes) {
    const row = byKey.get(keyOf(change.provider_id, change.round_id));
    if (!row || row.user_id !== change.user_id || (change.existing && row.id !== change.existing.id)) {
      throw new TakenMeanwhile(`round ${change.round_id}`);
    }
    ids.set(index, row.id);
    if (change.status !== 'open') settled.push(row);
  }
  await deps.events.recordMany(
    trx,
    'round_settled',
    settled.map((round) => ({
      roundId: round.id,
      userId: round.user_id,
      gameId: round.game_id,
      providerId: round.provider_id,
      stakeKurus: Number(round.stake_kurus),
      winKurus: Number(round.win_kurus),
    })),
  );
  return ids;
}

/** A call row's answer, or a bet's mark (won, rolled back); what is not given stays as it is. */
export interface RowUpdate {
  id: number;
  status?: string;
  balance?: number;
  roundId?: number | null;
  transferId?: string | null;
  bonusKurus?: number;
  original?: string | null;
  hasWin?: boolean;
  rolledBack?: boolean;
}

/** All the batch's row updates in one statement. */
export async function updateRows(trx: Transaction<Database>, updates: readonly RowUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  // Casts: PostgreSQL types a bare parameter in VALUES as text, and a null needs a type too.
  const text = (value: string | null | undefined) => sql`cast(${value ?? null} as text)`;
  const integer = (value: number | null | undefined) => sql`cast(${value ?? null} as bigint)`;
  const values = sql.join(
    updates.map(
      (one) =>
        sql`(${sql.join([
          integer(one.id),
          text(one.status),
          integer(one.balance),
          integer(one.roundId),
          text(one.transferId),
          integer(one.bonusKurus),
          text(one.original),
          integer(one.hasWin ? 1 : null),
          text(one.rolledBack ? 'rolled_back' : null),
        ])})`,
    ),
  );
  const result = await sql`with answered(id, status, balance, round_id, transfer_id, bonus, original, has_win, state)
    as (values ${values})
    update wallet_transactions set
      answer_status = coalesce(answered.status, wallet_transactions.answer_status),
      answer_balance = coalesce(answered.balance, wallet_transactions.answer_balance),
      game_round_id = coalesce(answered.round_id, wallet_transactions.game_round_id),
      ledger_transfer_id = coalesce(answered.transfer_id, wallet_transactions.ledger_transfer_id),
      bonus_amount = coalesce(answered.bonus, wallet_transactions.bonus_amount),
      original_transaction_id = coalesce(answered.original, wallet_transactions.original_transaction_id),
      has_win = coalesce(answered.has_win, wallet_transactions.has_win),
      state = coalesce(answered.state, wallet_transactions.state)
    from answered where wallet_transactions.id = answered.id`.execute(trx);
  if (Number(result.numAffectedRows ?? updates.length) !== updates.length) {
    throw new Error(`a batch answered ${String(result.numAffectedRows)} of ${updates.length} calls`);
  }
}

/** The rows of calls refused without an answer to remember: as if they never came. */
export async function deleteRows(trx: Transaction<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom('wallet_transactions').where('id', 'in', ids).execute();
}

/** Player protection's record of the bets it refused, in the batch's transaction. */
export async function recordRefusals(
  trx: Transaction<Database>,
  refusals: ReadonlyArray<{ userId: number; reason: string; amountKurus: number }>,
  at: Date,
): Promise<void> {
  for (const refusal of refusals) {
    await recordDecision(trx, { kind: 'bet_refused', ...refusal, at });
  }
}
