import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * What the player's game history reads (modules/wallet/history.ts). 009's `game_rounds_user`
 * (user_id, id) serves "newest first" but not a date range: the range is on `opened_at`, so the
 * rows of the player's whole history would be read to keep a week of them. Ordered by
 * (user_id, opened_at, id), a page reads only its range, in order, and stops. A round's wallet
 * calls had no index by round at all (009 indexes them by the provider's ids).
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createIndex('game_rounds_user_opened')
    .on('game_rounds')
    .columns(['user_id', 'opened_at', 'id'])
    .execute();
  await db.schema
    .createIndex('wallet_transactions_round')
    .on('wallet_transactions')
    .columns(['game_round_id', 'id'])
    .execute();
}
