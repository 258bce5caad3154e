import { type Transaction, sql } from 'kysely';
import type { DialectName } from './database.js';
import type { Database } from './schema.js';

/** Rows the rules serialise on: a player (per-player limits, favourites), a bank account, a payment, a player's cash and bonus accounts (a stake split between them). */
export type LockedTable = 'users' | 'bank_accounts' | 'payment_transactions' | 'ledger_accounts';

/**
 * The column SQLite's lock rewrites with its own value: never a key another table refers to (a
 * rewritten `id` makes SQLite check every referring row, 24 ms with 300,000 of them) nor an
 * indexed one (its index entries would be rewritten too).
 */
const SQLITE_LOCK_COLUMN: Record<LockedTable, string> = {
  users: 'status',
  bank_accounts: 'holder_name',
  payment_transactions: 'note',
  ledger_accounts: 'allow_negative',
};

/**
 * Locks one row until the transaction ends, so that a rule checked by reading (ten accounts at
 * most, three open deposits, no pending withdrawal to this account) still holds when the write
 * that follows commits.
 *
 * PostgreSQL: `select … for no key update`, which queues writers of the same row but not the
 * inserts of rows that merely refer to it (a new session of the player, say). SQLite has no row
 * locks and one writer at a time: a write that changes nothing takes the database's write lock
 * now, so a transaction that read first can never fail to write because another process wrote
 * in between.
 */
export async function lockRow(
  tx: Transaction<Database>,
  dialect: DialectName,
  table: LockedTable,
  id: number,
): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select id from ${sql.table(table)} where id = ${id} for no key update`.execute(tx);
  } else {
    const column = sql.ref(SQLITE_LOCK_COLUMN[table]);
    await sql`update ${sql.table(table)} set ${column} = ${column} where id = ${id}`.execute(tx);
  }
}
