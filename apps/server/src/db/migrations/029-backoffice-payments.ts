import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * Approvals of payments by staff (four-eyes): one row per (payment, staff
 * member), the primary key itself refusing a second approval by the same person however many
 * arrive at once. A payment at or above the threshold (the `settings` row
 * `payments.four_eyes_threshold_kurus`, changed by an administrator) completes on its second row.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('payment_approvals')
    .addColumn('payment_id', 'integer', (col) => col.notNull().references('payment_transactions.id'))
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_users.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_approvals_pk', ['payment_id', 'staff_id'])
    .execute();
}
