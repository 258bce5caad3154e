import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/** Players, their sessions, single-use e-mail tokens, the mail outbox, throttling and the security audit. */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('users'), context)
    .addColumn('uid', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('username', 'varchar(20)', (col) => col.notNull())
    .addColumn('username_folded', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('email_folded', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('birth_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('phone', 'varchar(10)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('language', 'varchar(2)', (col) => col.notNull().defaultTo('tr'))
    .addColumn('rid', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('active'))
    .addColumn('email_confirmed_at', 'varchar(32)')
    .addColumn('ga_secret', 'varchar(64)')
    .addColumn('ga_pending_secret', 'varchar(64)')
    .addColumn('ga_last_step', 'bigint')
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('last_login_ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await idColumn(db.schema.createTable('sessions'), context)
    .addColumn('sid_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('restricted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await idColumn(db.schema.createTable('email_tokens'), context)
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await idColumn(db.schema.createTable('mail_outbox'), context)
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('error', 'varchar(500)')
    .execute();

  await idColumn(db.schema.createTable('auth_failures'), context)
    .addColumn('throttle_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('failed_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('auth_failures_key_time')
    .on('auth_failures')
    .columns(['throttle_key', 'failed_at'])
    .execute();

  await idColumn(db.schema.createTable('security_events'), context)
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('event', 'varchar(32)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull())
    .addColumn('detail', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('security_events_user_time')
    .on('security_events')
    .columns(['user_id', 'created_at'])
    .execute();
}
