import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * The seamless wallet of outside game providers (docs/wallet-api.md): the game sessions whose
 * tokens a provider presents, the rounds, and every wallet call that moved (or refused) money,
 * kept with its answer so that a retried call gets the first answer again.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('game_sessions'), context)
    /** SHA-256 of the token: a stolen database holds no usable token. */
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id'))
    .addColumn('provider_id', 'integer', (col) => col.notNull().references('game_providers.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await idColumn(db.schema.createTable('game_rounds'), context)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id'))
    .addColumn('provider_id', 'integer', (col) => col.notNull().references('game_providers.id'))
    /** The provider's own round id. */
    .addColumn('round_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('stake_kurus', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('win_kurus', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('opened_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('game_rounds_provider_round')
    .on('game_rounds')
    .columns(['provider_id', 'round_id'])
    .unique()
    .execute();
  await db.schema.createIndex('game_rounds_user').on('game_rounds').columns(['user_id', 'id']).execute();

  await idColumn(db.schema.createTable('wallet_transactions'), context)
    .addColumn('provider_id', 'integer', (col) => col.notNull().references('game_providers.id'))
    .addColumn('transaction_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    /**
     * 'done'; a bet may become 'rolled_back'; 'tombstone' is a bet id a rollback named before the
     * bet arrived, kept so that the late bet is refused.
     */
    .addColumn('state', 'varchar(12)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('game_round_id', 'integer', (col) => col.references('game_rounds.id'))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('reference_transaction_id', 'varchar(100)')
    /** 1 once a win names this bet: a bet with a win can no longer be rolled back. */
    .addColumn('has_win', 'integer', (col) => col.notNull().defaultTo(0))
    /** The request's fields that matter, as canonical JSON: a replay must match them exactly. */
    .addColumn('request_canonical', 'varchar(600)', (col) => col.notNull())
    .addColumn('answer_status', 'varchar(30)', (col) => col.notNull())
    .addColumn('answer_balance', 'bigint', (col) => col.notNull())
    .addColumn('ledger_transfer_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_transactions_provider_tx')
    .on('wallet_transactions')
    .columns(['provider_id', 'transaction_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('wallet_transactions_reference')
    .on('wallet_transactions')
    .columns(['provider_id', 'reference_transaction_id'])
    .execute();
}
