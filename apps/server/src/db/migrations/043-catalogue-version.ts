import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * The lobby keeps how many games each filter finds (a count is a scan of the catalogue, a page of
 * 9 is not) for as long as the catalogue stays as it was. What may change a count is any write to a
 * game's listing columns or to a provider's state, from every module, the operator's commands and
 * SQL typed by hand; so the database itself numbers the catalogue's versions, and every process
 * reads the number (one row by its key) before trusting what it kept.
 */
const GAME_COLUMNS = [
  'active',
  'lobby',
  'provider_id',
  'category_id',
  'mobile',
  'is_new',
  'is_popular',
  'quick_access',
  'search_name',
] as const;
const PROVIDER_COLUMNS = ['active', 'failed_checks'] as const;
const WATCHED = { games: GAME_COLUMNS, game_providers: PROVIDER_COLUMNS } as const;

export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);
  if (context.dialect === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** An update that leaves the watched columns as they were (the health check's, every minute) is no change. */
function changedColumns(columns: readonly string[], distinct: string): string {
  return columns.map((column) => `old.${column} ${distinct} new.${column}`).join(' or ');
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const [table, columns] of Object.entries(WATCHED)) {
    // Once per statement for inserts and deletes: a catalogue loaded 500 rows at a time bumps 20 times, not 10,000.
    await sql
      .raw(
        `create trigger ${table}_catalogue_rows after insert or delete on ${table}
         for each statement execute function bump_catalogue_version()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_catalogue_update after update on ${table} for each row
         when (${changedColumns(columns, 'is distinct from')}) execute function bump_catalogue_version()`,
      )
      .execute(db);
  }
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const bump = 'update catalogue_version set version = version + 1 where id = 1;';
  for (const [table, columns] of Object.entries(WATCHED)) {
    for (const event of ['insert', 'delete'] as const) {
      await sql
        .raw(`create trigger ${table}_catalogue_${event} after ${event} on ${table} begin ${bump} end`)
        .execute(db);
    }
    await sql
      .raw(
        `create trigger ${table}_catalogue_update after update on ${table}
         when ${changedColumns(columns, 'is not')} begin ${bump} end`,
      )
      .execute(db);
  }
}
