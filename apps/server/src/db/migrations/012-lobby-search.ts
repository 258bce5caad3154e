import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context.js';

/**
 * The lobby stays fast on 10,000 games (bench/casino-throughput.ts). A search is "any part of the
 * folded name", a `like '%…%'` that no B-tree serves; on PostgreSQL a trigram index does (pg_trgm,
 * shipped with PostgreSQL and trusted, so the database owner may enable it). Where the extension
 * is not installed the index is skipped and search scans, which is still correct. The lobby's
 * order (the operator's, then id) gets an index too, so a page of 9 stops after 9 rows.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await db.schema.createIndex('games_lobby_order').on('games').columns(['lobby', 'sort_order', 'id']).execute();
  if (context.dialect !== 'postgres') return;
  const available = await sql<{
    name: string;
  }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index games_search_trgm on games using gin (search_name gin_trgm_ops)`.execute(db);
}
