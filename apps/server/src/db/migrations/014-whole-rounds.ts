import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * A studio spin became one transaction (platform/game-wallet-port.ts `playRound`): a studio round is
 * written settled, together with its money, or not at all. No round waits as `pending` for a job to
 * roll it back any more, so the index that job searched by (status, created_at) only slows inserts.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.dropIndex('studio_rounds_open').execute();
}
