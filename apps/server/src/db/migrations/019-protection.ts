import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * Player protection (protection/ and modules/protection). A player's settings in one row
 * (reality check, daily play limit, time-out, self-exclusion, closure), each limit in a row of its
 * own with the change waiting for its 24 hours, and the usage counters the limits are enforced on:
 * one row per player, period and window, whose conditional update is the limit itself, so a burst
 * of deposits or bets cannot pass it between a read and a write. The audit keeps every change a
 * player makes (from, to, when it applies); the decisions keep every refusal and restriction the
 * server makes, for the back office.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('protection_settings')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('reality_check_minutes', 'integer', (col) => col.notNull())
    .addColumn('reality_check_pending', 'integer')
    .addColumn('reality_check_pending_at', 'varchar(32)')
    .addColumn('session_limit_minutes', 'integer')
    // 1 when a change waits (its value may be null: the limit's removal).
    .addColumn('session_limit_pending_set', 'integer', (col) => col.notNull())
    .addColumn('session_limit_pending', 'integer')
    .addColumn('session_limit_pending_at', 'varchar(32)')
    .addColumn('timeout_until', 'varchar(32)')
    .addColumn('excluded_at', 'varchar(32)')
    // Null with excluded_at set: indefinite.
    .addColumn('excluded_until', 'varchar(32)')
    .addColumn('return_requested_at', 'varchar(32)')
    .addColumn('return_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('reviewed_at', 'varchar(32)')
    // 1 while any money limit is in force or pending: only then do deposits and bets count usage.
    .addColumn('has_limits', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('protection_limits')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('period', 'varchar(10)', (col) => col.notNull())
    .addColumn('amount_kurus', 'bigint')
    .addColumn('pending_set', 'integer', (col) => col.notNull())
    .addColumn('pending_amount_kurus', 'bigint')
    .addColumn('pending_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('protection_limits_pk', ['user_id', 'kind', 'period'])
    .execute();

  await db.schema
    .createTable('protection_usage')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('period', 'varchar(10)', (col) => col.notNull())
    .addColumn('window_start', 'varchar(32)', (col) => col.notNull())
    .addColumn('deposited_kurus', 'bigint', (col) => col.notNull())
    .addColumn('staked_kurus', 'bigint', (col) => col.notNull())
    // Stakes less wins and refunds: negative when the player is ahead.
    .addColumn('lost_kurus', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('protection_usage_pk', ['user_id', 'period', 'window_start'])
    .execute();

  await idColumn(db.schema.createTable('protection_audit'), context)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('actor', 'varchar(40)', (col) => col.notNull())
    .addColumn('setting', 'varchar(40)', (col) => col.notNull())
    .addColumn('from_value', 'varchar(40)')
    .addColumn('to_value', 'varchar(40)')
    .addColumn('applies_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('protection_audit_user').on('protection_audit').columns(['user_id', 'id']).execute();

  await idColumn(db.schema.createTable('protection_decisions'), context)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('decision', 'varchar(30)', (col) => col.notNull())
    .addColumn('reason', 'varchar(40)', (col) => col.notNull())
    .addColumn('amount_kurus', 'bigint')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('protection_decisions_user')
    .on('protection_decisions')
    .columns(['user_id', 'id'])
    .execute();
}
