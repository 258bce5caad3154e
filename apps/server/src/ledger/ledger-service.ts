import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { CommitHooks } from '../platform/after-commit.js';
import type { DialectName } from '../db/database.js';
import type { Database, LedgerAccountsTable, LedgerTransfersTable, TransferPhase } from '../db/schema.js';
import { LedgerError } from './ledger-error.js';
import { playerBonusAccount, playerCashAccount } from './house-accounts.js';

export type LedgerTransfer = Selectable<LedgerTransfersTable>;
export type LedgerAccount = Selectable<LedgerAccountsTable>;
type Db = Kysely<Database> | Transaction<Database>;

const TRANSFER_ID_PATTERN = /^[A-Za-z0-9:_.-]{1,64}$/;
const MAX_REFERENCE_LENGTH = 100;
/** Bounds the account id cache (each entry is a short code and a number). */
const ACCOUNT_ID_CACHE_LIMIT = 100_000;

export interface TransferRequest {
  /** Idempotency id: the same id again answers the first transfer. */
  transferId: string;
  debitAccountId: number;
  creditAccountId: number;
  amountKurus: number;
  /** What the movement is for: deposit, withdrawal, bet, win, rollback, demo_grant, ... */
  kind: string;
  /** Hold the money instead of moving it; `post` or `void` resolves it later. */
  pending?: boolean;
  reference?: string | null;
}

export interface TransferOutcome {
  transfer: LedgerTransfer;
  /** True when the id was seen before and this is the first answer again. */
  replayed: boolean;
  /**
   * The available balance of each account this transfer changed, read by the same statement that
   * changed it (empty for a replay): a caller that answers with a balance needs no further read.
   */
  availableAfter: ReadonlyMap<number, number>;
}

/** Told, after the commit, that a player's cash or bonus balance changed. */
export type PlayerMoneyWatcher = (userId: number) => void;

export interface TransfersOutcome {
  /** In the order they were asked for. */
  transfers: LedgerTransfer[];
  /** True when every id was seen before with the same fields: nothing moved this time. */
  replayed: boolean;
  /** The available balance of each account after all the transfers (empty for a replay). */
  availableAfter: ReadonlyMap<number, number>;
}

/** An account read under its lock: its figures hold until the transaction ends. */
export interface LockedAccount {
  id: number;
  code: string;
  /** The account's player; null for a house account. */
  userId: number | null;
  balanceKurus: number;
  pendingDebitsKurus: number;
  allowNegative: boolean;
}

export interface Balance {
  balanceKurus: number;
  pendingDebitsKurus: number;
  availableKurus: number;
}

/**
 * The double-entry ledger. Every movement is one immutable transfer from a debit account to
 * a credit account, applied in the same database transaction as the balance updates. A
 * player's available balance (balance minus held debits) never goes below zero: the debit
 * is a conditional update, so concurrent debits cannot overdraw whatever their interleaving.
 * Transfers made together (`transferAll`) are each recorded, and change each account once by
 * their net, the account's debits checked before its credits count.
 */
export class LedgerService {
  /** Account ids by code: an account is never deleted nor renumbered, so a known id stays true. */
  private readonly accountIds = new Map<string, number>();
  private readonly watchers = new Set<PlayerMoneyWatcher>();
  /** The players whose money a transaction moved so far, told once after it commits. */
  private readonly movedBy = new WeakMap<Transaction<Database>, Set<number>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
    /** Without it (a test's bare ledger) nobody can be told of a movement. */
    private readonly commits: CommitHooks | null = null,
  ) {}

  /**
   * Tells `watcher` of every committed movement of a player's cash or bonus (deposits, holds,
   * bets, wins, bonus moves: every path goes through `apply` or `transferAll`); never of a
   * rolled-back one. Answers the function that stops it.
   */
  watchPlayerMoney(watcher: PlayerMoneyWatcher): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Moves (or holds) money. Runs in its own transaction unless given one. */
  async transfer(request: TransferRequest, trx?: Transaction<Database>): Promise<TransferOutcome> {
    validateRequest(request);
    const phase: TransferPhase = request.pending ? 'pending' : 'single';
    const wanted = { ...request, phase, pendingId: null };
    return trx ? this.apply(trx, wanted) : this.db.transaction().execute((tx) => this.apply(tx, wanted));
  }

  /**
   * Moves several sums together in the caller's transaction, such as a game round's stake and its
   * win: each is recorded as its own transfer (one insert for all of them), and each account's
   * balance changes once, by its net. An account's debits are checked against its available
   * balance before any credit to it counts, so a round's win never pays for its own stake.
   * Either every id is new, or every one was made before with the same fields (a replay, which
   * moves nothing); a mix is refused. Holds are not taken here.
   */
  async transferAll(requests: readonly TransferRequest[], trx: Transaction<Database>): Promise<TransfersOutcome> {
    for (const request of requests) validateRequest(request);
    if (requests.some((request) => request.pending)) throw new Error('transferAll moves money; a hold is one transfer');
    const wanted = requests.map((request) => ({ ...request, phase: 'single' as const, pendingId: null }));
    if (wanted.length === 0 || new Set(wanted.map((one) => one.transferId)).size !== wanted.length) {
      throw new LedgerError('invalid_transfer_id');
    }
    const inserted = await this.insertTransfers(trx, wanted);
    if (inserted.length < wanted.length) return this.earlierTransfers(trx, wanted, inserted.length);
    const byId = new Map(inserted.map((transfer) => [transfer.transfer_id, transfer]));
    const availableAfter = new Map<number, number>();
    // Rows are always locked in id order, so two batches or transfers between the same accounts cannot deadlock.
    const changes = [...netChanges(wanted)].sort(([a], [b]) => a - b);
    if (changes.some(([, net]) => !Number.isSafeInteger(net.debitKurus) || !Number.isSafeInteger(net.creditKurus))) {
      throw new LedgerError('invalid_amount');
    }
    for (const [accountId, net] of changes) {
      const after =
        net.debitKurus > 0
          ? await this.applyDebit(trx, accountId, {
              balance: net.debitKurus - net.creditKurus,
              pending: 0,
              checkAvailable: net.debitKurus,
            })
          : await this.applyCredit(trx, accountId, net.creditKurus);
      availableAfter.set(accountId, after.availableKurus);
      if (after.userId !== null) this.noteMoved(trx, after.userId);
    }
    return { transfers: wanted.map((one) => byId.get(one.transferId)!), replayed: false, availableAfter };
  }

  /**
   * Locks the accounts named by `codes` until the transaction ends, in id order (the order every
   * transfer locks in), and reads them, in one statement: a batch of rounds decides each debit
   * on figures nobody can change before it commits. An account not made yet is absent.
   */
  async lockAccounts(
    trx: Transaction<Database>,
    dialect: DialectName,
    codes: readonly string[],
  ): Promise<Map<string, LockedAccount>> {
    if (codes.length === 0) return new Map();
    const columns = ['id', 'code', 'user_id', 'balance', 'pending_debits', 'allow_negative'] as const;
    // SQLite has no row locks: a write that changes nothing takes its one writer's lock at once.
    const rows =
      dialect === 'postgres'
        ? await trx
            .selectFrom('ledger_accounts')
            .select(columns)
            .where('code', 'in', codes)
            .orderBy('id')
            .forNoKeyUpdate()
            .execute()
        : await trx
            .updateTable('ledger_accounts')
            .set((eb) => ({ allow_negative: eb.ref('allow_negative') }))
            .where('code', 'in', codes)
            .returning(columns)
            .execute();
    return new Map(
      rows.map((row) => [
        row.code,
        {
          id: row.id,
          code: row.code,
          userId: row.user_id,
          balanceKurus: Number(row.balance),
          pendingDebitsKurus: Number(row.pending_debits),
          allowNegative: row.allow_negative === 1,
        },
      ]),
    );
  }

  /**
   * Moves many sums between accounts the caller locked (`lockAccounts`) and checked: every transfer
   * recorded by one insert, every account changed once by its net by one update. The caller decided
   * each debit on the locked figures; a debit that would still overdraw an account is a bug, and
   * refuses the whole batch. Answers each account's available balance after.
   */
  async moveLocked(
    trx: Transaction<Database>,
    requests: readonly TransferRequest[],
    locked: readonly LockedAccount[],
  ): Promise<Map<number, number>> {
    for (const request of requests) validateRequest(request);
    const wanted = requests.map((request) => ({ ...request, phase: 'single' as const, pendingId: null }));
    const availableAfter = new Map<number, number>();
    if (wanted.length === 0) return availableAfter;
    const inserted = await this.insertTransfers(trx, wanted);
    if (inserted.length < wanted.length) throw new LedgerError('exists_with_different_fields');
    const byId = new Map(locked.map((account) => [account.id, account]));
    const deltas: Array<[number, number]> = [];
    for (const [accountId, net] of netChanges(wanted)) {
      const account = byId.get(accountId);
      if (!account) throw new Error(`ledger account ${accountId} was moved without its lock`);
      const available = account.balanceKurus - account.pendingDebitsKurus;
      if (!account.allowNegative && net.debitKurus > 0 && available < net.debitKurus) {
        throw new LedgerError('insufficient_funds', available);
      }
      const delta = net.creditKurus - net.debitKurus;
      if (!Number.isSafeInteger(delta)) throw new LedgerError('invalid_amount');
      deltas.push([accountId, delta]);
      availableAfter.set(accountId, available + delta);
      if (account.userId !== null) this.noteMoved(trx, account.userId);
    }
    await applyDeltas(trx, deltas);
    return availableAfter;
  }

  /** Completes a held transfer: the held amount leaves the debit account for good. */
  postPending(transferId: string, pendingTransferId: string, trx?: Transaction<Database>): Promise<TransferOutcome> {
    return this.resolve('post', transferId, pendingTransferId, trx);
  }

  /** Cancels a held transfer: the held amount is available again. */
  voidPending(transferId: string, pendingTransferId: string, trx?: Transaction<Database>): Promise<TransferOutcome> {
    return this.resolve('void', transferId, pendingTransferId, trx);
  }

  /** The player's cash account, made on first use. */
  async playerCashAccountId(userId: number, db: Db = this.db): Promise<number> {
    return this.accountId(playerCashAccount(userId), { kind: 'player_cash', userId, allowNegative: false }, db);
  }

  /** The player's bonus account, made on first use. */
  async playerBonusAccountId(userId: number, db: Db = this.db): Promise<number> {
    return this.accountId(playerBonusAccount(userId), { kind: 'player_bonus', userId, allowNegative: false }, db);
  }

  /** A house account by code, made on first use. */
  async houseAccountId(code: string, db: Db = this.db): Promise<number> {
    return this.accountId(code, { kind: 'house', userId: null, allowNegative: true }, db);
  }

  async balance(accountId: number, db: Db = this.db): Promise<Balance> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select(['balance', 'pending_debits'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!row) throw new LedgerError('account_not_found');
    return {
      balanceKurus: row.balance,
      pendingDebitsKurus: row.pending_debits,
      availableKurus: row.balance - row.pending_debits,
    };
  }

  async findTransfer(transferId: string, db: Db = this.db): Promise<LedgerTransfer | undefined> {
    return db.selectFrom('ledger_transfers').selectAll().where('transfer_id', '=', transferId).executeTakeFirst();
  }

  private async resolve(
    phase: 'post' | 'void',
    transferId: string,
    pendingTransferId: string,
    trx?: Transaction<Database>,
  ) {
    if (!TRANSFER_ID_PATTERN.test(transferId)) throw new LedgerError('invalid_transfer_id');
    const run = async (tx: Transaction<Database>) => {
      const pending = await this.findTransfer(pendingTransferId, tx);
      if (!pending || pending.phase !== 'pending') throw new LedgerError('pending_transfer_not_found');
      return this.apply(tx, {
        transferId,
        debitAccountId: pending.debit_account_id,
        creditAccountId: pending.credit_account_id,
        amountKurus: pending.amount,
        kind: pending.kind,
        reference: pending.reference,
        phase,
        pendingId: pending.id,
      });
    };
    return trx ? run(trx) : this.db.transaction().execute(run);
  }

  /**
   * Inserts the transfer first and applies the balances only if the insert took place. The
   * unique transfer id (and, for a post or void, the unique pending id) makes a second attempt
   * insert nothing: `on conflict do nothing` also waits for a concurrent insert of the same id
   * to commit, so no read has to come first. A failed balance check rolls the insert back with
   * the rest of the transaction.
   */
  private async apply(tx: Transaction<Database>, wanted: WantedTransfer): Promise<TransferOutcome> {
    const transfer = await this.insertTransfer(tx, wanted);
    if (!transfer) return this.earlierTransfer(tx, wanted);
    const amount = wanted.amountKurus;
    const debit = debitChange(wanted.phase, amount);
    const credit = wanted.phase === 'single' || wanted.phase === 'post' ? amount : 0;
    // A hold or a void leaves the credit account alone and unlocked, so holds against one busy
    // house account do not queue behind each other (the foreign key proved the account exists).
    const updates = [{ id: wanted.debitAccountId, apply: () => this.applyDebit(tx, wanted.debitAccountId, debit) }];
    if (credit > 0)
      updates.push({ id: wanted.creditAccountId, apply: () => this.applyCredit(tx, wanted.creditAccountId, credit) });
    // Rows are always locked in id order, so two transfers between the same accounts cannot deadlock.
    updates.sort((a, b) => a.id - b.id);
    const availableAfter = new Map<number, number>();
    for (const update of updates) {
      const after = await update.apply();
      availableAfter.set(update.id, after.availableKurus);
      if (after.userId !== null) this.noteMoved(tx, after.userId);
    }
    return { transfer, replayed: false, availableAfter };
  }

  /** Remembers the player for the watchers, who hear of it once the transaction has committed. */
  private noteMoved(tx: Transaction<Database>, userId: number): void {
    if (this.watchers.size === 0 || !this.commits) return;
    const moved = this.movedBy.get(tx);
    if (moved) {
      moved.add(userId);
      return;
    }
    const players = new Set([userId]);
    if (!this.commits.afterCommit(tx, () => this.tellWatchers(players))) return;
    this.movedBy.set(tx, players);
  }

  private tellWatchers(players: ReadonlySet<number>): void {
    for (const userId of players) for (const watcher of this.watchers) watcher(userId);
  }

  private async insertTransfer(tx: Transaction<Database>, wanted: WantedTransfer): Promise<LedgerTransfer | undefined> {
    try {
      return await tx
        .insertInto('ledger_transfers')
        .values({
          transfer_id: wanted.transferId,
          debit_account_id: wanted.debitAccountId,
          credit_account_id: wanted.creditAccountId,
          amount: wanted.amountKurus,
          kind: wanted.kind,
          phase: wanted.phase,
          pending_id: wanted.pendingId,
          reference: wanted.reference ?? null,
          created_at: this.clock().toISOString(),
        })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new LedgerError('account_not_found');
      throw error;
    }
  }

  private async insertTransfers(
    tx: Transaction<Database>,
    wanted: readonly WantedTransfer[],
  ): Promise<LedgerTransfer[]> {
    const createdAt = this.clock().toISOString();
    try {
      return await tx
        .insertInto('ledger_transfers')
        .values(
          wanted.map((one) => ({
            transfer_id: one.transferId,
            debit_account_id: one.debitAccountId,
            credit_account_id: one.creditAccountId,
            amount: one.amountKurus,
            kind: one.kind,
            phase: one.phase,
            pending_id: one.pendingId,
            reference: one.reference ?? null,
            created_at: createdAt,
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .execute();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new LedgerError('account_not_found');
      throw error;
    }
  }

  /** Not every id was new: a replay of the whole batch answers the first transfers, a mix is refused. */
  private async earlierTransfers(
    tx: Transaction<Database>,
    wanted: readonly WantedTransfer[],
    insertedCount: number,
  ): Promise<TransfersOutcome> {
    if (insertedCount > 0) throw new LedgerError('exists_with_different_fields');
    const transfers: LedgerTransfer[] = [];
    for (const one of wanted) {
      const existing = await this.findTransfer(one.transferId, tx);
      if (!existing) throw new Error(`ledger transfer ${one.transferId} conflicted with no transfer of that id`);
      transfers.push(sameOrThrow(existing, one));
    }
    return { transfers, replayed: true, availableAfter: new Map() };
  }

  /** Nothing was inserted: the id is taken (a replay, or a reuse), or the held transfer is already resolved. */
  private async earlierTransfer(tx: Transaction<Database>, wanted: WantedTransfer): Promise<TransferOutcome> {
    const existing = await this.findTransfer(wanted.transferId, tx);
    if (existing) return { transfer: sameOrThrow(existing, wanted), replayed: true, availableAfter: new Map() };
    if (wanted.pendingId !== null) throw new LedgerError('pending_transfer_already_resolved');
    throw new Error(`ledger transfer ${wanted.transferId} conflicted with no transfer of that id`);
  }

  /** The conditional debit; answers the account's available balance after it, and its player. */
  private async applyDebit(tx: Transaction<Database>, accountId: number, change: DebitChange): Promise<AppliedChange> {
    const { balance, pending, checkAvailable } = change;
    const updated = await tx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '-', balance), pending_debits: eb('pending_debits', '+', pending) }))
      .where('id', '=', accountId)
      .$if(checkAvailable > 0, (query) =>
        query.where((eb) =>
          eb.or([eb('allow_negative', '=', 1), eb(sql`balance - pending_debits`, '>=', checkAvailable)]),
        ),
      )
      .returning(['balance', 'pending_debits', 'user_id'])
      .executeTakeFirst();
    if (updated) return appliedChange(updated);
    const account = await tx
      .selectFrom('ledger_accounts')
      .select(['balance', 'pending_debits'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account) throw new LedgerError('account_not_found');
    throw new LedgerError('insufficient_funds', account.balance - account.pending_debits);
  }

  /** Answers the account's available balance after the credit, and its player. */
  private async applyCredit(tx: Transaction<Database>, accountId: number, amount: number): Promise<AppliedChange> {
    const updated = await tx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '+', amount) }))
      .where('id', '=', accountId)
      .returning(['balance', 'pending_debits', 'user_id'])
      .executeTakeFirst();
    if (!updated) throw new LedgerError('account_not_found');
    return appliedChange(updated);
  }

  private async accountId(
    code: string,
    shape: { kind: LedgerAccountsTable['kind']; userId: number | null; allowNegative: boolean },
    db: Db,
  ): Promise<number> {
    const cached = this.accountIds.get(code);
    if (cached !== undefined) return cached;
    const id = await this.findOrCreateAccount(code, shape, db);
    // Only a committed row may be remembered: inside a transaction the row could still roll back.
    if (db === this.db) {
      if (this.accountIds.size >= ACCOUNT_ID_CACHE_LIMIT) this.accountIds.clear();
      this.accountIds.set(code, id);
    }
    return id;
  }

  private async findOrCreateAccount(
    code: string,
    shape: { kind: LedgerAccountsTable['kind']; userId: number | null; allowNegative: boolean },
    db: Db,
  ): Promise<number> {
    const found = await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirst();
    if (found) return found.id;
    await db
      .insertInto('ledger_accounts')
      .values({
        code,
        kind: shape.kind,
        user_id: shape.userId,
        balance: 0,
        pending_debits: 0,
        allow_negative: shape.allowNegative ? 1 : 0,
        created_at: this.clock().toISOString(),
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    const created = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return created.id;
  }
}

interface WantedTransfer extends TransferRequest {
  phase: TransferPhase;
  pendingId: number | null;
}

interface AppliedChange {
  availableKurus: number;
  /** The account's player; null for a house account. */
  userId: number | null;
}

function appliedChange(row: { balance: number; pending_debits: number; user_id: number | null }): AppliedChange {
  return { availableKurus: Number(row.balance) - Number(row.pending_debits), userId: row.user_id };
}

interface DebitChange {
  /** Taken off the posted balance. */
  balance: number;
  /** Added to (or, negative, released from) the held amount. */
  pending: number;
  /** The available amount the account must have, 0 for no check. */
  checkAvailable: number;
}

/** Each account's balance changed by its delta: one statement for all of them, on both databases. */
async function applyDeltas(trx: Transaction<Database>, deltas: ReadonlyArray<[number, number]>): Promise<void> {
  // Cast: PostgreSQL types a bare parameter in VALUES as text.
  const rows = sql.join(deltas.map(([id, delta]) => sql`(cast(${id} as bigint), cast(${delta} as bigint))`));
  const result = await sql`with moved(id, delta) as (values ${rows})
    update ledger_accounts set balance = balance + moved.delta
    from moved where ledger_accounts.id = moved.id`.execute(trx);
  if (Number(result.numAffectedRows ?? deltas.length) !== deltas.length) {
    throw new Error(`a batch changed ${String(result.numAffectedRows)} of ${deltas.length} ledger accounts`);
  }
}

/** What a batch takes from and gives to each account it touches. */
function netChanges(wanted: readonly WantedTransfer[]): Map<number, { debitKurus: number; creditKurus: number }> {
  const changes = new Map<number, { debitKurus: number; creditKurus: number }>();
  const of = (accountId: number) => {
    let change = changes.get(accountId);
    if (!change) changes.set(accountId, (change = { debitKurus: 0, creditKurus: 0 }));
    return change;
  };
  for (const one of wanted) {
    of(one.debitAccountId).debitKurus += one.amountKurus;
    of(one.creditAccountId).creditKurus += one.amountKurus;
  }
  return changes;
}

function debitChange(phase: TransferPhase, amount: number): DebitChange {
  switch (phase) {
    case 'single':
      return { balance: amount, pending: 0, checkAvailable: amount };
    case 'pending':
      return { balance: 0, pending: amount, checkAvailable: amount };
    case 'post':
      return { balance: amount, pending: -amount, checkAvailable: 0 };
    case 'void':
      return { balance: 0, pending: -amount, checkAvailable: 0 };
  }
}

function validateRequest(request: TransferRequest): void {
  if (!TRANSFER_ID_PATTERN.test(request.transferId)) throw new LedgerError('invalid_transfer_id');
  if (!Number.isSafeInteger(request.amountKurus) || request.amountKurus <= 0) throw new LedgerError('invalid_amount');
  if (request.debitAccountId === request.creditAccountId) throw new LedgerError('accounts_must_be_different');
  if ((request.reference?.length ?? 0) > MAX_REFERENCE_LENGTH) throw new LedgerError('invalid_transfer_id');
}

/** A replay must ask for exactly what the first call asked for. */
function sameOrThrow(existing: LedgerTransfer, wanted: WantedTransfer): LedgerTransfer {
  const same =
    existing.debit_account_id === wanted.debitAccountId &&
    existing.credit_account_id === wanted.creditAccountId &&
    existing.amount === wanted.amountKurus &&
    existing.kind === wanted.kind &&
    existing.phase === wanted.phase &&
    existing.pending_id === wanted.pendingId &&
    (existing.reference ?? null) === (wanted.reference ?? null);
  if (!same) throw new LedgerError('exists_with_different_fields');
  return existing;
}

/** SQLite and PostgreSQL spell a unique-constraint failure differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
