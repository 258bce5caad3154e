import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * The tournaments engine (modules/tournaments): each player's points in a
 * tournament, the rounds already counted (a round_settled delivered twice counts once), the prizes
 * paid (one row per tournament and player, with the ledger transfer's id), and the settlement that
 * marks a tournament done. A prize is paid once because its row and its transfer are unique, in
 * the same transaction; the job that pays holds a lease besides.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('tournament_entries')
    .addColumn('tournament_id', 'integer', (col) => col.notNull().references('tournaments.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    // In the scoring rule's unit: kuruş of stake or win, or hundredths of the stake (best multiplier).
    .addColumn('points', 'bigint', (col) => col.notNull())
    // When the player reached these points: the earlier of two tied players gets the leftover kuruş.
    .addColumn('reached_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('rounds', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('tournament_entries_pk', ['tournament_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('tournament_entries_rank')
    .on('tournament_entries')
    .columns(['tournament_id', 'points', 'reached_at'])
    .execute();

  await db.schema
    .createTable('tournament_rounds')
    .addColumn('tournament_id', 'integer', (col) => col.notNull().references('tournaments.id'))
    .addColumn('game_round_id', 'integer', (col) => col.notNull().references('game_rounds.id'))
    .addPrimaryKeyConstraint('tournament_rounds_pk', ['tournament_id', 'game_round_id'])
    .execute();

  await db.schema
    .createTable('tournament_payouts')
    .addColumn('tournament_id', 'integer', (col) => col.notNull().references('tournaments.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addColumn('points', 'bigint', (col) => col.notNull())
    .addColumn('cash_kurus', 'bigint', (col) => col.notNull())
    .addColumn('cash_transfer_id', 'varchar(64)')
    // A bonus prize is owed until bonuses exist to pay it into (then `paid`); none when there is none.
    .addColumn('bonus_kurus', 'bigint', (col) => col.notNull())
    .addColumn('bonus_status', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('tournament_payouts_pk', ['tournament_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('tournament_settlements')
    .addColumn('tournament_id', 'integer', (col) => col.primaryKey().references('tournaments.id'))
    .addColumn('winners', 'integer', (col) => col.notNull())
    .addColumn('cash_kurus', 'bigint', (col) => col.notNull())
    .addColumn('bonus_kurus', 'bigint', (col) => col.notNull())
    .addColumn('settled_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}
