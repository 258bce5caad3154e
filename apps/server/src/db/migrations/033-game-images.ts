import type { Kysely } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * A game's uploaded picture (bo_catalogue.game_image_set, modules/casino/game-image-upload.ts):
 * at most one per game, the game's id its primary key, so an upload replaces the earlier picture
 * in one upsert and a burst of uploads leaves one row. The file's bytes (checked PNG, JPEG or WebP
 * of at most 150 KB) are kept here rather than on a disk, so every server process answers the
 * same picture; the SHA-256 versions its address. No row: the lobby shows the drawn picture.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('game_images')
    .addColumn('game_id', 'integer', (col) => col.primaryKey().references('games.id'))
    // image/png, image/jpeg or image/webp: read from the file's magic bytes, never from a name.
    .addColumn('mime_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('bytes', context.dialect === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('uploaded_by', 'integer', (col) => col.notNull().references('staff_users.id'))
    .addColumn('uploaded_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}
