import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * When the player last answered a reality check: with an interval set, a bet is
 * refused once the stretch of play since that answer (or since the stretch began) reaches it.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.alterTable('protection_settings').addColumn('reality_check_answered_at', 'varchar(32)').execute();
}
