import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * What the back office's reports read (modules/reports/): a period of the ledger's transfers and of
 * the games' rounds. Neither table had an index on its time (the ledger is read by account, the
 * rounds by player), so a day's report would read the whole ledger and every round ever played.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.createIndex('ledger_transfers_created').on('ledger_transfers').columns(['created_at']).execute();
  await db.schema.createIndex('game_rounds_opened').on('game_rounds').columns(['opened_at']).execute();
}
