import type { Kysely } from 'kysely';

/**
 * A bet is rolled back once. A later rollback of it under another transaction id (a provider that
 * retries with a fresh id) is answered OK without moving money, naming the rollback that did
 * cancel the bet (docs/wallet-api.md, "Idempotency"). The name is kept on that call's row, so
 * that a replay of it gets the same answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_transactions').addColumn('original_transaction_id', 'varchar(100)').execute();
}
