import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Dialect, Kysely, type LogEvent, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import type { StatementCounts } from './statement-counts.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where it lives, for logs: a file path or the URL without its password. */
  location: string;
  destroy(): Promise<void>;
}

const PG_INT8_OID = 20;
// PostgreSQL sends bigint as text; our bigints are kuruş and counts, always safe integers.
pg.types.setTypeParser(PG_INT8_OID, (text) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`bigint out of the safe range: ${text}`);
  return value;
});

export interface DatabaseOptions {
  databaseUrl: string | null;
  sqlitePath: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * SQLite in memory: start as a copy of this serialized database instead of an empty one (the
   * tests copy one migrated and seeded database instead of migrating one for each file).
   */
  sqliteImage?: Buffer;
  /** Counts every statement sent (the benchmarks'); without it the client has no hook. */
  statementCounts?: StatementCounts | null;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const counts = options.statementCounts ?? null;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10, counts);
  return openSqlite(options.sqlitePath, options.sqliteImage, counts);
}

/** Kysely's query log sees every statement on a connection, BEGIN and COMMIT included; unset, it costs nothing. */
function kyselyOver(dialect: Dialect, counts: StatementCounts | null): Kysely<Database> {
  if (!counts) return new Kysely<Database>({ dialect });
  return new Kysely<Database>({ dialect, log: (event: LogEvent) => counts.record(event.query.sql) });
}

function openPostgres(url: string, max: number, counts: StatementCounts | null): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, statement_timeout: 15000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = kyselyOver(new PostgresDialect({ pool }), counts);
  return { db, dialect: 'postgres', location: redactUrl(url), destroy: () => db.destroy() };
}

function openSqlite(file: string, image: Buffer | undefined, counts: StatementCounts | null): DatabaseHandle {
  const inMemory = file === ':memory:';
  if (!inMemory) fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(inMemory && image ? image : file, { timeout: 5000 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = kyselyOver(new SqliteDialect({ database: withStatementCache(sqlite) }), counts);
  return { db, dialect: 'sqlite', location: file, destroy: () => db.destroy() };
}

/** Enough for every distinct statement the application runs; the least recently used goes first. */
const STATEMENT_CACHE_LIMIT = 500;

/**
 * Kysely prepares every query anew, and preparing costs SQLite more than running our short
 * statements does. A prepared statement can be reused as long as only one query runs at a time
 * on the connection, which Kysely's SQLite driver guarantees with its connection mutex.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_LIMIT) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres (unparsable URL)';
  }
}
