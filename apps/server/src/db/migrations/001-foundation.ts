import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/** Site settings (maintenance flag, site name, ...), licences and information pages. */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await idColumn(db.schema.createTable('licenses'), context)
    .addColumn('authority', 'varchar(200)', (col) => col.notNull())
    .addColumn('license_number', 'varchar(100)', (col) => col.notNull())
    .addColumn('jurisdiction', 'varchar(100)', (col) => col.notNull())
    .addColumn('url', 'varchar(500)')
    .addColumn('logo_url', 'varchar(500)')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('licenses_authority_number')
    .on('licenses')
    .columns(['authority', 'license_number'])
    .unique()
    .execute();

  await db.schema
    .createTable('information_pages')
    .addColumn('inf_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('lang', 'varchar(2)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('information_pages_pk', ['inf_type', 'lang'])
    .execute();
}
