import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * Our live tables (modules/live/): the live lobby's categories and its
 * providers' status (the spec's status 2), the tables (each a game of the `live` lobby, so the
 * wallet's rounds and history name it), their shared rounds and the players' bets in them.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('live_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name_tr', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_en', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('live_providers')
    .addColumn('provider_id', 'integer', (col) => col.primaryKey().references('game_providers.id'))
    // 1 standard, 2 shown to every role (a player of role 20 sees only these).
    .addColumn('status', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('live_tables')
    // The table is a game of the `live` lobby: its id is the game's.
    .addColumn('id', 'integer', (col) => col.primaryKey().references('games.id'))
    .addColumn('code', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('game', 'varchar(20)', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('live_categories.id'))
    .addColumn('min_bet_kurus', 'bigint', (col) => col.notNull())
    .addColumn('max_bet_kurus', 'bigint', (col) => col.notNull())
    .addColumn('max_round_kurus', 'bigint', (col) => col.notNull())
    // Published with every round: the HMAC message is `<public seed>:<round number>:<cursor>`.
    .addColumn('public_seed', 'varchar(64)', (col) => col.notNull())
    // The fencing token: a new leader of the table raises it, and every write of the scheduler
    // checks it in its own transaction, so a leader whose lease lapsed cannot write.
    .addColumn('fence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('live_rounds')
    .$call((table) => idColumn(table, context))
    .addColumn('table_id', 'integer', (col) => col.notNull().references('live_tables.id'))
    .addColumn('round_no', 'integer', (col) => col.notNull())
    // betting, closed, result, settled, void.
    .addColumn('phase', 'varchar(10)', (col) => col.notNull())
    .addColumn('server_seed', 'varchar(64)', (col) => col.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('public_seed', 'varchar(64)', (col) => col.notNull())
    .addColumn('opened_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('closes_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('draw_at', 'varchar(32)', (col) => col.notNull())
    // The outcome, JSON, stored with the phase `result` before anything is paid.
    .addColumn('result', 'text')
    .addColumn('drawn_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('next_round_at', 'varchar(32)')
    .addColumn('player_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('bet_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // Two leaders (or a stale one) can never open the same round twice.
  await db.schema
    .createIndex('live_rounds_table_no')
    .on('live_rounds')
    .columns(['table_id', 'round_no'])
    .unique()
    .execute();
  await db.schema.createIndex('live_rounds_phase').on('live_rounds').columns(['phase', 'table_id']).execute();

  await db.schema
    .createTable('live_round_players')
    .addColumn('round_id', 'integer', (col) => col.notNull().references('live_rounds.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    // The table's round limit is the `where` of the conditional update that adds to these.
    .addColumn('staked_kurus', 'bigint', (col) => col.notNull())
    .addColumn('bet_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('live_round_players_pk', ['round_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('live_bets')
    .$call((table) => idColumn(table, context))
    .addColumn('round_id', 'integer', (col) => col.notNull().references('live_rounds.id'))
    .addColumn('table_id', 'integer', (col) => col.notNull().references('live_tables.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('spot', 'varchar(40)', (col) => col.notNull())
    .addColumn('stake_kurus', 'bigint', (col) => col.notNull())
    // The wallet's bet call id; its settlement is `<this>-win`, its refund `<this>-void`.
    .addColumn('transaction_id', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('request_id', 'varchar(40)', (col) => col.notNull())
    // open, settled, void.
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('return_kurus', 'bigint')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('live_bets_round_user').on('live_bets').columns(['round_id', 'user_id']).execute();
  await db.schema.createIndex('live_bets_user').on('live_bets').columns(['user_id', 'round_id']).execute();
}
