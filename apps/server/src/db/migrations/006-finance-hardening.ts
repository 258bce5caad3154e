import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * Money hardening:
 * - one live copy of an IBAN per player, enforced by a unique partial index (accounts are
 *   soft-deleted); live copies left by the race this closes are soft-deleted first, the oldest kept;
 * - a withdrawal keeps where it goes (IBAN, holder, bank) from the moment it is requested, so
 *   an account edited or deleted later cannot redirect it; pending ones get it from their account;
 * - indexes behind every bounded list: a player's history by amount and by status (the status
 *   one also counts open deposits), and the withdrawals that use a bank account.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.alterTable('payment_transactions').addColumn('destination_iban', 'varchar(26)').execute();
  await db.schema.alterTable('payment_transactions').addColumn('destination_holder', 'varchar(100)').execute();
  await db.schema.alterTable('payment_transactions').addColumn('destination_bank', 'varchar(100)').execute();
  await sql`
    update payment_transactions
    set destination_iban = (select iban from bank_accounts where bank_accounts.id = payment_transactions.bank_account_id),
        destination_holder = (select holder_name from bank_accounts where bank_accounts.id = payment_transactions.bank_account_id),
        destination_bank = (
          select banks.name from bank_accounts inner join banks on banks.id = bank_accounts.bank_id
          where bank_accounts.id = payment_transactions.bank_account_id
        )
    where type = 2 and status = 1002 and bank_account_id is not null and destination_iban is null
  `.execute(db);

  await sql`
    update bank_accounts
    set deleted_at = ${new Date().toISOString()}
    where deleted_at is null
      and exists (
        select 1 from bank_accounts as older
        where older.user_id = bank_accounts.user_id and older.iban = bank_accounts.iban
          and older.deleted_at is null and older.id < bank_accounts.id
      )
  `.execute(db);
  await db.schema
    .createIndex('bank_accounts_user_iban_live')
    .on('bank_accounts')
    .columns(['user_id', 'iban'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createIndex('payment_transactions_user_amount')
    .on('payment_transactions')
    .columns(['user_id', 'amount', 'id'])
    .execute();
  await db.schema
    .createIndex('payment_transactions_user_status')
    .on('payment_transactions')
    .columns(['user_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('payment_transactions_bank_account')
    .on('payment_transactions')
    .column('bank_account_id')
    .execute();
}
