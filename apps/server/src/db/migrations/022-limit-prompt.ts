import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * The deposit-limit offer a new player skipped: 'registration' after their first
 * skip, 'first_deposit' after the second. Kept on the server so another device does not ask again.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.alterTable('protection_settings').addColumn('limit_prompt_skipped', 'varchar(20)').execute();
}
