import { type Kysely, sql } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * The platform floor's tables: the event outbox (one row per event, one delivery row per
 * subscriber, so each subscriber is retried on its own) and leases (one owner for work that
 * must run once across processes).
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('outbox_events'), context)
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('recorded_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await idColumn(db.schema.createTable('outbox_deliveries'), context)
    .addColumn('event_id', 'integer', (col) => col.notNull().references('outbox_events.id'))
    .addColumn('subscriber', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('available_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('claimed_by', 'varchar(64)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('delivered_at', 'varchar(32)')
    .addColumn('failed_at', 'varchar(32)')
    .addColumn('last_error', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('outbox_deliveries_event_subscriber')
    .on('outbox_deliveries')
    .columns(['event_id', 'subscriber'])
    .unique()
    .execute();
  // The claim query scans only what is still to deliver.
  await db.schema
    .createIndex('outbox_deliveries_pending')
    .on('outbox_deliveries')
    .columns(['available_at', 'id'])
    .where(sql.ref('delivered_at'), 'is', null)
    .where(sql.ref('failed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('leases')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('owner', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}
