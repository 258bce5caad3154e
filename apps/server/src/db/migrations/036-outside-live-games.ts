import type { Kysely } from 'kysely';

/**
 * An outside provider's live games in our live lobby (`ops games add … --live`): a game of the
 * `live` lobby names the live category it is listed under. Our own tables keep theirs in
 * live_tables; an outside provider runs its tables itself, so its game has no live_tables row and
 * this column is all the lobby needs (null for every other game). One column on the games row, so
 * listing such a game stays one insert that cannot half happen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('live_category_id', 'integer', (col) => col.references('live_categories.id'))
    .execute();
}
