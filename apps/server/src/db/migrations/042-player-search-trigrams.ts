import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context.js';
import { turkishLowerSql } from '../turkish-text.js';

/**
 * The back office's player search finds a piece anywhere in a username, an e-mail address or a
 * name (modules/user/staff-players.ts): a contains-search no B-tree serves. On PostgreSQL,
 * trigram indexes (pg_trgm, a trusted extension) on exactly the expressions the search compares
 * let it read only the matching players. SQLite, the demo's database, keeps its scan.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  if (context.dialect !== 'postgres') return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index users_username_trgm on users using gin (username_folded gin_trgm_ops)`.execute(db);
  await sql`create index users_email_trgm on users using gin (email_folded gin_trgm_ops)`.execute(db);
  // The search's own name expression (turkishLowerSql writes its letters as literals): an index
  // serves only the expression it was made on.
  const fullName = turkishLowerSql(sql<string>`first_name || ' ' || last_name`);
  await sql`create index users_name_trgm on users using gin ((${fullName}) gin_trgm_ops)`.execute(db);
}
