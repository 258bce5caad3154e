import {
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  TRANSACTION_SUB_CATEGORY,
  TRANSACTION_TYPE,
  formatTry,
} from '@bnw/contract';
import { type BackofficeMethodOutput, type BackofficeParsedInput, PLAYER_LIMITS } from '@bnw/contract/backoffice';
import type { Kysely, Transaction } from 'kysely';
import { randomId } from '../../auth/tokens.js';
import type { Database } from '../../db/schema.js';
import { HOUSE_ACCOUNTS } from '../../ledger/house-accounts.js';
import { LedgerError } from '../../ledger/ledger-error.js';
import { isUniqueViolation } from '../../ledger/ledger-service.js';
import { type AccountMoney, readPlayerMoney } from '../../ledger/player-money.js';
import { type StaffActor, StaffRefusal, staffOf } from '../../rpc/backoffice-handlers.js';
import type { Services } from '../../services.js';
import { sharedIbanKey, sharedIbans } from './shared-iban.js';

/**
 * The back office's view of a player's money: cash and bonus as the ledger
 * holds them, the player's payment transactions, and a manual adjustment through the ledger.
 */

type Db = Kysely<Database> | Transaction<Database>;
type Balances = BackofficeMethodOutput<'bo_players.balances'>;
type StaffTransaction = BackofficeMethodOutput<'bo_players.adjust'>['transaction'];

const NOTHING: Omit<AccountMoney, 'id'> = { balanceKurus: 0, pendingDebitsKurus: 0, availableKurus: 0 };

export async function playerBalances(db: Db, playerId: number): Promise<Balances> {
  const money = await readPlayerMoney(db, playerId);
  const view = (account: AccountMoney | null) => {
    const { balanceKurus, pendingDebitsKurus, availableKurus } = account ?? { ...NOTHING };
    return { balanceKurus, pendingDebitsKurus, availableKurus };
  };
  return { cash: view(money.cash), bonus: view(money.bonus) };
}

function transactionQuery(db: Db) {
  return db
    .selectFrom('payment_transactions')
    .leftJoin('cash_methods', 'cash_methods.id', 'payment_transactions.method_id')
    .select([
      'payment_transactions.id',
      'payment_transactions.public_id',
      'payment_transactions.type',
      'payment_transactions.category',
      'payment_transactions.sub_category',
      'payment_transactions.status',
      'payment_transactions.amount',
      'payment_transactions.note',
      'payment_transactions.resolved_by',
      'payment_transactions.created_at',
      'payment_transactions.resolved_at',
      'cash_methods.name_tr as method_name',
    ]);
}
type TransactionRow = Awaited<ReturnType<ReturnType<typeof transactionQuery>['executeTakeFirstOrThrow']>>;

function toTransaction(row: TransactionRow): StaffTransaction {
  return {
    id: row.id,
    publicId: row.public_id,
    type: row.type,
    category: row.category,
    subCategory: row.sub_category,
    status: row.status,
    amountKurus: Number(row.amount),
    methodName: row.method_name,
    note: row.note,
    resolvedBy: row.resolved_by,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  };
}

/** Deposits, withdrawals and adjustments of the player, newest first (index user_id, created_at). */
export async function playerTransactions(
  deps: Pick<Services, 'db'>,
  input: BackofficeParsedInput<'bo_players.transactions'>,
): Promise<BackofficeMethodOutput<'bo_players.transactions'>> {
  const counted = await deps.db
    .selectFrom('payment_transactions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', input.playerID)
    .executeTakeFirstOrThrow();
  const rows = await transactionQuery(deps.db)
    .where('payment_transactions.user_id', '=', input.playerID)
    .orderBy('payment_transactions.created_at', 'desc')
    .orderBy('payment_transactions.id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    transactions: rows.map(toTransaction),
    pagination: { total: Number(counted.total), limit: input.limit, offset: input.offset },
  };
}

type AdjustInput = BackofficeParsedInput<'bo_players.adjust'>;
type AdjustDeps = Pick<Services, 'db' | 'clock' | 'ledger'>;

/**
 * A staff credit or debit of the player's cash, with its reason: a line in the player's history
 * (category adjustment, "Personel düzeltmesi") and a ledger transfer against the house's
 * adjustments account, in one transaction. The ledger's conditional debit is what keeps the
 * balance from going below zero, whatever else moves the player's money at the same moment. The
 * request id is the row's unique request key and the transfer's id: the same request again moves
 * nothing and answers the first adjustment.
 */
export async function adjustPlayerCash(
  deps: AdjustDeps,
  actor: StaffActor,
  input: AdjustInput,
): Promise<BackofficeMethodOutput<'bo_players.adjust'> & { cashMoved: CashMoved | null }> {
  const staff = staffOf(actor);
  const requestKey = `staff-adjust:${input.requestID}`;
  try {
    const { transaction, cashMoved } = await deps.db
      .transaction()
      .execute((tx) => adjustIn(deps, tx, staff.username, requestKey, input));
    return { transaction, balances: await playerBalances(deps.db, input.playerID), replayed: false, cashMoved };
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds') {
      const available = formatTry(Math.max(0, error.availableKurus ?? 0));
      throw new StaffRefusal('staffAdjustmentInsufficient', { available }, `player:${input.playerID}`);
    }
    if (!isUniqueViolation(error)) throw error;
    return replayOf(deps.db, requestKey, input);
  }
}

/** The player's cash balance just before and just after an adjustment, for the staff audit. */
export interface CashMoved {
  beforeKurus: number;
  afterKurus: number;
}

async function adjustIn(
  deps: AdjustDeps,
  tx: Transaction<Database>,
  staffUsername: string,
  requestKey: string,
  input: AdjustInput,
): Promise<{ transaction: StaffTransaction; cashMoved: CashMoved }> {
  const now = deps.clock().toISOString();
  const credit = input.direction === 'credit';
  const publicId = randomId();
  const inserted = await tx
    .insertInto('payment_transactions')
    .values({
      public_id: publicId,
      user_id: input.playerID,
      type: credit ? TRANSACTION_TYPE.deposit : TRANSACTION_TYPE.withdraw,
      category: TRANSACTION_CATEGORY.adjustment,
      sub_category: TRANSACTION_SUB_CATEGORY.staffAdjustment,
      amount: input.amountKurus,
      status: TRANSACTION_STATUS.completed,
      request_key: requestKey,
      ledger_transfer_id: requestKey,
      note: input.reason,
      resolved_by: staffUsername,
      created_at: now,
      resolved_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const house = await deps.ledger.houseAccountId(HOUSE_ACCOUNTS.adjustments, tx);
  const player = await deps.ledger.playerCashAccountId(input.playerID, tx);
  await deps.ledger.transfer(
    {
      transferId: requestKey,
      debitAccountId: credit ? house : player,
      creditAccountId: credit ? player : house,
      amountKurus: input.amountKurus,
      kind: 'adjustment',
      reference: publicId,
    },
    tx,
  );
  // The transfer keeps the player's account locked until commit: this is exactly the balance it left.
  const afterKurus = (await readPlayerMoney(tx, input.playerID)).cash?.balanceKurus ?? 0;
  const movedKurus = credit ? input.amountKurus : -input.amountKurus;
  const row = await transactionQuery(tx).where('payment_transactions.id', '=', inserted.id).executeTakeFirstOrThrow();
  return { transaction: toTransaction(row), cashMoved: { beforeKurus: afterKurus - movedKurus, afterKurus } };
}

/** The adjustment a request id made before; the same id with anything else changed is refused. */
async function replayOf(db: Db, requestKey: string, input: AdjustInput) {
  const row = await transactionQuery(db)
    .select('payment_transactions.user_id')
    .where('payment_transactions.request_key', '=', requestKey)
    .executeTakeFirst();
  const type = input.direction === 'credit' ? TRANSACTION_TYPE.deposit : TRANSACTION_TYPE.withdraw;
  const same =
    row !== undefined &&
    row.user_id === input.playerID &&
    row.type === type &&
    row.category === TRANSACTION_CATEGORY.adjustment &&
    Number(row.amount) === input.amountKurus;
  if (!same) throw new StaffRefusal('staffAdjustmentReused', {}, `player:${input.playerID}`);
  return {
    transaction: toTransaction(row),
    balances: await playerBalances(db, input.playerID),
    replayed: true,
    cashMoved: null,
  };
}

/**
 * `bo_players.bank_accounts`: every bank account the player saved, newest first, deleted ones too
 * (where past withdrawals went), each with the other players who saved the same IBAN.
 */
export async function playerBankAccounts(
  deps: Pick<Services, 'db'>,
  playerId: number,
): Promise<BackofficeMethodOutput<'bo_players.bank_accounts'>> {
  const rows = await deps.db
    .selectFrom('bank_accounts')
    .innerJoin('banks', 'banks.id', 'bank_accounts.bank_id')
    .select([
      'bank_accounts.id',
      'banks.name as bank_name',
      'bank_accounts.iban',
      'bank_accounts.holder_name',
      'bank_accounts.created_at',
      'bank_accounts.deleted_at',
    ])
    .where('bank_accounts.user_id', '=', playerId)
    .orderBy('bank_accounts.id', 'desc')
    .limit(PLAYER_LIMITS.bankAccountsMax)
    .execute();
  const shared = await sharedIbans(
    deps.db,
    rows.map((row) => ({ iban: row.iban, userId: playerId })),
  );
  return {
    accounts: rows.map((row) => ({
      id: row.id,
      bankName: row.bank_name,
      iban: row.iban,
      holderName: row.holder_name,
      createdAt: row.created_at,
      deletedAt: row.deleted_at,
      sharedIban: shared.get(sharedIbanKey({ iban: row.iban, userId: playerId })) ?? null,
    })),
  };
}
