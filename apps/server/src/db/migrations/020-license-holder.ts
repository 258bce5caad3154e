import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.js';

/** The company that holds a licence (lawful operation): the footer names it beside the regulator. */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.alterTable('licenses').addColumn('holder', 'varchar(200)').execute();
}
