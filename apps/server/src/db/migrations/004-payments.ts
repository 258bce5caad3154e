import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * Payments: banks, players' saved bank accounts, the operator's receiving accounts,
 * cash methods and favourites, and the player-visible payment transactions, each tied to
 * the ledger transfer that moves (or holds) its money.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('banks'), context)
    .addColumn('type_id', 'integer', (col) => col.notNull())
    .addColumn('code', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await idColumn(db.schema.createTable('bank_accounts'), context)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('bank_id', 'integer', (col) => col.notNull().references('banks.id'))
    .addColumn('iban', 'varchar(26)', (col) => col.notNull())
    .addColumn('holder_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('bank_accounts_user').on('bank_accounts').column('user_id').execute();

  await idColumn(db.schema.createTable('operator_bank_accounts'), context)
    .addColumn('bank_id', 'integer', (col) => col.notNull().references('banks.id'))
    .addColumn('iban', 'varchar(26)', (col) => col.notNull().unique())
    .addColumn('holder_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await idColumn(db.schema.createTable('cash_methods'), context)
    .addColumn('code', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('provider', 'varchar(40)', (col) => col.notNull())
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('sub_category', 'integer', (col) => col.notNull())
    .addColumn('name_tr', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(100)', (col) => col.notNull())
    .addColumn('description_tr', 'varchar(500)', (col) => col.notNull())
    .addColumn('description_en', 'varchar(500)', (col) => col.notNull())
    .addColumn('min_kurus', 'bigint', (col) => col.notNull())
    .addColumn('max_kurus', 'bigint', (col) => col.notNull())
    .addColumn('highlighted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('demo_only', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('favorite_cash_methods')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('method_id', 'integer', (col) => col.notNull().references('cash_methods.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('favorite_cash_methods_pk', ['user_id', 'method_id'])
    .execute();

  await idColumn(db.schema.createTable('payment_transactions'), context)
    .addColumn('public_id', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('category', 'integer', (col) => col.notNull())
    .addColumn('sub_category', 'integer', (col) => col.notNull())
    .addColumn('method_id', 'integer', (col) => col.references('cash_methods.id'))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('bank_account_id', 'integer', (col) => col.references('bank_accounts.id'))
    .addColumn('operator_account_id', 'integer', (col) => col.references('operator_bank_accounts.id'))
    .addColumn('sender_name', 'varchar(100)')
    .addColumn('request_key', 'varchar(64)', (col) => col.unique())
    .addColumn('ledger_transfer_id', 'varchar(64)')
    .addColumn('provider_reference', 'varchar(100)')
    .addColumn('note', 'varchar(500)')
    .addColumn('resolved_by', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('resolved_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('payment_transactions_user_time')
    .on('payment_transactions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payment_transactions_status')
    .on('payment_transactions')
    .columns(['status', 'created_at'])
    .execute();
}
