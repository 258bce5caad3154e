import type { Kysely } from 'kysely';

/**
 * Figures that must not cost more as history grows.
 *
 * The reports' closed days (modules/reports/day-summaries.ts): a Turkish day, once over, is summed
 * once from the ledger's and the rounds' rows into these tables, in the shapes the report adds up:
 * the ledger's movements per kind and sides, the rounds per game, and the (day, player) and
 * (day, game, player) pairs that distinct-player counts need. `report_closed_days` says which days
 * they hold; any other day is read from the live rows.
 *
 * `ledger verify`'s checkpoint (ledger/verify-ledger.ts): the transfers up to `through_id` were
 * checked, and each account's sums over them are kept, so a run reads only newer transfers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_closed_days')
    .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('summarised_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('report_ledger_days')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('debit_side', 'varchar(60)', (col) => col.notNull())
    .addColumn('credit_side', 'varchar(60)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('transfers', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_ledger_days_pk', ['day', 'kind', 'debit_side', 'credit_side'])
    .execute();
  await db.schema
    .createTable('report_round_days')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('game_id', 'integer', (col) => col.notNull())
    .addColumn('played', 'bigint', (col) => col.notNull())
    .addColumn('stakes', 'bigint', (col) => col.notNull())
    .addColumn('wins', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_round_days_pk', ['day', 'game_id'])
    .execute();
  await db.schema
    .createTable('report_active_players')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_active_players_pk', ['day', 'user_id'])
    .execute();
  await db.schema
    .createTable('report_game_players')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('game_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_game_players_pk', ['day', 'game_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('ledger_verify_checkpoint')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('through_id', 'bigint', (col) => col.notNull())
    .addColumn('verified_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('ledger_verified_sums')
    .addColumn('account_id', 'integer', (col) => col.primaryKey())
    .addColumn('balance', 'bigint', (col) => col.notNull())
    .addColumn('held', 'bigint', (col) => col.notNull())
    .execute();
}
