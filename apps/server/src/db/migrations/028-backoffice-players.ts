import type { Kysely } from 'kysely';
import { type MigrationContext, idColumn } from './context.js';

/**
 * Staff notes on a player (the back office's players area): bounded text,
 * who wrote it and when. Append only by use: the back office has no call that edits or removes a
 * note, so a correction is a new note and the history of what staff knew stays whole.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('staff_player_notes'), context)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_users.id'))
    .addColumn('text', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // A player's notes newest first, a page at a time.
  await db.schema.createIndex('staff_player_notes_user').on('staff_player_notes').columns(['user_id', 'id']).execute();
}
