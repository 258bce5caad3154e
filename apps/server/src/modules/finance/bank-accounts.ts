import {
  type BankAccount,
  LIMITS,
  type MethodParsedInput,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  normaliseIban,
  turkishLower,
} from '@bnw/contract';
import type { Kysely, Transaction } from 'kysely';
import type { UserRow } from '../../platform/actor.js';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../ledger/ledger-service.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';
import { lockRow } from '../../db/locks.js';
import { bankOfIban } from './bank-of-iban.js';

type Db = Kysely<Database> | Transaction<Database>;
type WriteDeps = Pick<Services, 'db' | 'dialect' | 'clock'>;

/** The player's saved accounts: withdrawals go only to these. */
export async function listBankAccounts(deps: Pick<Services, 'db'>, actor: Actor): Promise<BankAccount[]> {
  const rows = await accountQuery(deps.db)
    .where('bank_accounts.user_id', '=', playerOf(actor).user.id)
    .orderBy('bank_accounts.id')
    .limit(LIMITS.maxBankAccounts)
    .execute();
  return rows.map(toView);
}

/** One of the player's accounts; someone else's answers "not found", never the account. */
export async function getBankAccount(
  deps: Pick<Services, 'db'>,
  actor: Actor,
  input: { bankAccountId: number },
): Promise<BankAccount> {
  return findAccount(deps.db, playerOf(actor).user.id, input.bankAccountId);
}

/**
 * Adds or (with bankAccountID) updates a saved account. Answers the account and whether it was
 * new. The bank is the IBAN's own (its bank code); a bank chosen that is not it is refused. The limit of accounts and the one-IBAN rule are checked with the player's row locked, so
 * parallel saves cannot pass them together; a unique index on the live (player, IBAN) pairs is
 * the database's own guard. An account a pending withdrawal goes to cannot change.
 */
export async function saveBankAccount(
  deps: WriteDeps,
  actor: Actor,
  input: MethodParsedInput<'finance.save_bank_account'>,
): Promise<{ account: BankAccount; added: boolean }> {
  const user = playerOf(actor).user;
  const iban = normaliseIban(input.iban);
  if (!iban) throw new RpcError('ibanInvalid');
  if (!isHolderOf(user, input.holderName)) throw new RpcError('holderNameMismatch');
  const chosen = await deps.db
    .selectFrom('banks')
    .select(['id', 'code', 'name'])
    .where('id', '=', input.bankID)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!chosen) throw new RpcError('bankUnknown');
  const derived = await bankOfIban(deps.db, iban, chosen);
  if (!derived.ok) throw new RpcError(derived.key, derived.params);
  const bank = { id: derived.bankId };

  try {
    return await deps.db.transaction().execute(async (tx) => {
      await lockRow(tx, deps.dialect, 'users', user.id);
      const live = await tx
        .selectFrom('bank_accounts')
        .select(['id', 'iban'])
        .where('user_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .execute();
      if (live.some((account) => account.iban === iban && account.id !== input.bankAccountID))
        throw new RpcError('bankAccountExists');

      const editedId = input.bankAccountID;
      if (editedId !== undefined) {
        if (!live.some((account) => account.id === editedId)) throw new RpcError('bankAccountNotFound');
        await lockRow(tx, deps.dialect, 'bank_accounts', editedId);
        if (await hasPendingWithdrawal(tx, editedId)) throw new RpcError('bankAccountInUse');
        await tx
          .updateTable('bank_accounts')
          .set({ bank_id: bank.id, iban, holder_name: input.holderName })
          .where('id', '=', editedId)
          .where('user_id', '=', user.id)
          .execute();
        return { account: await findAccount(tx, user.id, editedId), added: false };
      }

      if (live.length >= LIMITS.maxBankAccounts)
        throw new RpcError('bankAccountLimit', { max: LIMITS.maxBankAccounts });
      const row = await tx
        .insertInto('bank_accounts')
        .values({
          user_id: user.id,
          bank_id: bank.id,
          iban,
          holder_name: input.holderName,
          created_at: deps.clock().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { account: await findAccount(tx, user.id, row.id), added: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RpcError('bankAccountExists');
    throw error;
  }
}

/**
 * Soft delete: past withdrawals still show where they went. An account a pending withdrawal
 * goes to stays until the withdrawal is settled (its row is locked, so a withdrawal requested
 * at the same moment is either seen here or finds the account gone).
 */
export async function deleteBankAccount(
  deps: WriteDeps,
  actor: Actor,
  input: { bankAccountId: number },
): Promise<void> {
  const userId = playerOf(actor).user.id;
  await deps.db.transaction().execute(async (tx) => {
    await lockRow(tx, deps.dialect, 'bank_accounts', input.bankAccountId);
    const account = await tx
      .selectFrom('bank_accounts')
      .select('id')
      .where('id', '=', input.bankAccountId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!account) throw new RpcError('bankAccountNotFound');
    if (await hasPendingWithdrawal(tx, account.id)) throw new RpcError('bankAccountInUse');
    await tx
      .updateTable('bank_accounts')
      .set({ deleted_at: deps.clock().toISOString() })
      .where('id', '=', account.id)
      .execute();
  });
}

/** The holder must be the player: same first and last name, without regard to case or spacing. */
export function isHolderOf(user: Pick<UserRow, 'first_name' | 'last_name'>, holderName: string): boolean {
  const fold = (text: string) => turkishLower(text).replace(/\s+/g, ' ').trim();
  return fold(holderName) === fold(`${user.first_name} ${user.last_name}`);
}

/**
 * The player's live account a withdrawal goes to, with its row locked until the transaction
 * ends: an edit or deletion waits for the withdrawal, then sees it pending (and refuses).
 */
export async function lockedWithdrawalAccount(
  tx: Transaction<Database>,
  dialect: DialectName,
  userId: number,
  bankAccountId: number,
) {
  // PostgreSQL locks the row with the read itself (one round trip); only the account's row, not its bank's.
  if (dialect !== 'postgres') await lockRow(tx, dialect, 'bank_accounts', bankAccountId);
  return accountQuery(tx)
    .where('bank_accounts.user_id', '=', userId)
    .where('bank_accounts.id', '=', bankAccountId)
    .$if(dialect === 'postgres', (query) => query.forNoKeyUpdate('bank_accounts'))
    .executeTakeFirst();
}

async function hasPendingWithdrawal(tx: Db, bankAccountId: number): Promise<boolean> {
  const row = await tx
    .selectFrom('payment_transactions')
    .select('id')
    .where('bank_account_id', '=', bankAccountId)
    .where('type', '=', TRANSACTION_TYPE.withdraw)
    .where('status', '=', TRANSACTION_STATUS.pending)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function findAccount(db: Db, userId: number, bankAccountId: number): Promise<BankAccount> {
  const row = await accountQuery(db)
    .where('bank_accounts.user_id', '=', userId)
    .where('bank_accounts.id', '=', bankAccountId)
    .executeTakeFirst();
  if (!row) throw new RpcError('bankAccountNotFound');
  return toView(row);
}

function accountQuery(db: Db) {
  return db
    .selectFrom('bank_accounts')
    .innerJoin('banks', 'banks.id', 'bank_accounts.bank_id')
    .select([
      'bank_accounts.id',
      'bank_accounts.bank_id',
      'banks.name as bank_name',
      'bank_accounts.iban',
      'bank_accounts.holder_name',
      'bank_accounts.created_at',
    ])
    .where('bank_accounts.deleted_at', 'is', null);
}

function toView(row: {
  id: number;
  bank_id: number;
  bank_name: string;
  iban: string;
  holder_name: string;
  created_at: string;
}): BankAccount {
  return {
    bankAccountID: row.id,
    bankID: row.bank_id,
    bankName: row.bank_name,
    iban: row.iban,
    holderName: row.holder_name,
    createdAt: row.created_at,
  };
}
