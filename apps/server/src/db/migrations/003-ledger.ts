import { type Kysely, sql } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * The double-entry ledger. Every amount is an integer number of kuruş (bigint).
 * Accounts keep their posted balance and held (pending) debits; transfers are immutable,
 * each with a unique idempotency id. A pending transfer is resolved by exactly one later
 * transfer (post or void) that names it, which the unique index on pending_id guarantees.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('ledger_accounts'), context)
    .addColumn('code', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('balance', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('pending_debits', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('allow_negative', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ledger_accounts_user').on('ledger_accounts').column('user_id').execute();

  await idColumn(db.schema.createTable('ledger_transfers'), context)
    .addColumn('transfer_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('debit_account_id', 'integer', (col) => col.notNull().references('ledger_accounts.id'))
    .addColumn('credit_account_id', 'integer', (col) => col.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('phase', 'varchar(12)', (col) => col.notNull())
    .addColumn('pending_id', 'integer', (col) => col.unique().references('ledger_transfers.id'))
    .addColumn('reference', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ledger_transfers_debit').on('ledger_transfers').column('debit_account_id').execute();
  await db.schema.createIndex('ledger_transfers_credit').on('ledger_transfers').column('credit_account_id').execute();
}
