import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * What launching games needs beyond the catalogue: which lobby a game belongs to (the slot lobby,
 * or the virtual games that `virtualgames.init_game` starts by provider and type), and whether a
 * provider's launch address answers, so the lobby never lists a game nobody can open.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('lobby', 'varchar(10)', (col) => col.notNull().defaultTo('slot'))
    .execute();
  await db.schema.createIndex('games_lobby_provider').on('games').columns(['lobby', 'provider_id', 'code']).execute();
  /** Consecutive failed checks of the launch address; at two the provider's games leave the lobby. */
  await db.schema
    .alterTable('game_providers')
    .addColumn('failed_checks', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('game_providers').addColumn('checked_at', 'varchar(32)').execute();
}
