import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * Support tickets (modules/support). A ticket with its thread of messages (a
 * staff author's id stays null until the back office brings staff accounts); the payment a ticket
 * is about recorded by value, as it was when the ticket was opened; one counter row per player whose
 * conditional update is the daily and open-ticket limit itself, so a burst of openings cannot pass
 * it between a read and a write; and an audit of every act on a ticket, the player's and staff's.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('support_tickets'), context)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('category', 'varchar(20)', (col) => col.notNull())
    .addColumn('subject', 'varchar(120)', (col) => col.notNull())
    // open, answered or closed.
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('payment_public_id', 'varchar(40)')
    .addColumn('payment_type', 'integer')
    .addColumn('payment_amount_kurus', 'bigint')
    .addColumn('payment_created_at', 'varchar(32)')
    .addColumn('assigned_staff_id', 'integer')
    .addColumn('message_count', 'integer', (col) => col.notNull())
    // The player's messages since the last staff answer: the reply limit's counter.
    .addColumn('unanswered_count', 'integer', (col) => col.notNull())
    // Staff answers the player has not read.
    .addColumn('unread_answers', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('closed_at', 'varchar(32)')
    // player or staff.
    .addColumn('closed_by', 'varchar(10)')
    .execute();
  await db.schema.createIndex('support_tickets_user').on('support_tickets').columns(['user_id', 'id']).execute();
  // The staff queue (back office): tickets by status, oldest activity first.
  await db.schema
    .createIndex('support_tickets_queue')
    .on('support_tickets')
    .columns(['status', 'updated_at'])
    .execute();

  await idColumn(db.schema.createTable('support_messages'), context)
    .addColumn('ticket_id', 'integer', (col) => col.notNull().references('support_tickets.id'))
    // player or staff.
    .addColumn('author_kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('body', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('support_messages_ticket').on('support_messages').columns(['ticket_id', 'id']).execute();

  await db.schema
    .createTable('support_counters')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    // The Turkish day 'YYYY-MM-DD' opened_today counts.
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('opened_today', 'integer', (col) => col.notNull())
    // Tickets not closed.
    .addColumn('open_count', 'integer', (col) => col.notNull())
    .execute();

  await idColumn(db.schema.createTable('support_audit'), context)
    .addColumn('ticket_id', 'integer', (col) => col.notNull().references('support_tickets.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    // player or staff; staff_id set for staff.
    .addColumn('actor_kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('staff_id', 'integer')
    // opened, replied, answered, assigned, closed.
    .addColumn('action', 'varchar(20)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(512)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('support_audit_ticket').on('support_audit').columns(['ticket_id', 'id']).execute();
}
