import type { Kysely } from 'kysely';

/**
 * A player's account history lists their ledger movements newest first, one page at a time: with
 * the account and the time in one index, a page reads its rows in order from the player's own
 * movements and stops, instead of gathering and sorting every movement of the account
 * (docs/payments.md, "Account history"). They replace the account-only indexes of 003, which
 * they serve as well (the account leads), so a transfer still writes two index entries, not four.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ledger_transfers_credit_time')
    .on('ledger_transfers')
    .columns(['credit_account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ledger_transfers_debit_time')
    .on('ledger_transfers')
    .columns(['debit_account_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('ledger_transfers_credit').execute();
  await db.schema.dropIndex('ledger_transfers_debit').execute();
}
