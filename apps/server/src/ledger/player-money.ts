import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../db/database.js';
import { lockRow } from '../db/locks.js';
import type { Database } from '../db/schema.js';
import { playerBonusAccount, playerCashAccount } from './house-accounts.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface AccountMoney {
  id: number;
  balanceKurus: number;
  pendingDebitsKurus: number;
  /** What may leave it now: the balance less the held debits, never below zero. */
  availableKurus: number;
}

/** A player's two accounts as they stand; an account not made yet is null (it holds nothing). */
export interface PlayerMoney {
  cash: AccountMoney | null;
  bonus: AccountMoney | null;
}

/**
 * The player's cash and bonus accounts in one read, without making either. Everything that shows or
 * splits a player's money (the balance call, the bonus list, a stake) reads it here.
 */
export async function readPlayerMoney(db: Db, userId: number): Promise<PlayerMoney> {
  const codes = { cash: playerCashAccount(userId), bonus: playerBonusAccount(userId) };
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'code', 'balance', 'pending_debits'])
    .where('code', 'in', [codes.cash, codes.bonus])
    .execute();
  const money = (code: string): AccountMoney | null => {
    const row = rows.find((candidate) => candidate.code === code);
    if (!row) return null;
    const balanceKurus = Number(row.balance);
    const pendingDebitsKurus = Number(row.pending_debits);
    return {
      id: row.id,
      balanceKurus,
      pendingDebitsKurus,
      availableKurus: Math.max(0, balanceKurus - pendingDebitsKurus),
    };
  };
  return { cash: money(codes.cash), bonus: money(codes.bonus) };
}

/**
 * Locks a player's accounts until the transaction ends, in id order: the order every ledger transfer
 * locks in, so a split stake, a bonus's grant or ending and a plain transfer never wait for each
 * other in opposite orders.
 */
export async function lockPlayerAccounts(
  trx: Transaction<Database>,
  dialect: DialectName,
  accountIds: readonly number[],
): Promise<void> {
  for (const id of [...accountIds].sort((a, b) => a - b)) await lockRow(trx, dialect, 'ledger_accounts', id);
}
