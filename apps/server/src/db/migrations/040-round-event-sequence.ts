import { type Kysely, sql } from 'kysely';

/**
 * Every round game numbers its events one scheme (platform/rounds/publish.ts): a counter on the
 * unit's row raised by the write that makes them, as the draw games did from the start. Live tables
 * and tombala rooms numbered theirs from the round (round number × 10 + step, × 1 000 000 + step),
 * so their counters start past the last number the old scheme could have given: a browser open
 * across the upgrade takes the next events as news, not as old ones. Big integers, since the old
 * tombala numbers pass two thousand million after a few thousand rounds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('live_tables')
    .addColumn('sequence', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('tombala_rooms')
    .addColumn('sequence', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update live_tables set sequence =
    coalesce((select max(round_no) from live_rounds where live_rounds.table_id = live_tables.id), 0) * 10 + 9`.execute(
    db,
  );
  await sql`update tombala_rooms set sequence =
    coalesce((select max(round_no) from tombala_rounds where tombala_rounds.room_id = tombala_rooms.id), 0) * 1000000 + 999999`.execute(
    db,
  );
}
