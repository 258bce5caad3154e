import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemoContent } from '../../src/db/seed/demo.js';

/**
 * What every test file's database is copied from, set by the server project's vitest global setup
 * (template-database.ts) and inherited by its workers: the run's migrated and seeded PostgreSQL
 * database, or the file of a migrated and seeded SQLite database. Without them (the benchmarks)
 * each database is migrated and seeded anew.
 */
export const TEMPLATE_DATABASE_VARIABLE = 'BNW_TEST_TEMPLATE_DATABASE';
export const SQLITE_TEMPLATE_VARIABLE = 'BNW_TEST_SQLITE_TEMPLATE';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Connection settings a second process (an operator command, a restarted server) would use. */
  env: { DATABASE_URL: string; SQLITE_PATH: string };
  drop(): Promise<void>;
}

/**
 * A fresh, migrated, seeded database for one test file. With DATABASE_URL set (CI's
 * PostgreSQL run) it creates a new database beside the given one and drops it afterwards;
 * otherwise it opens SQLite in memory, or at `sqlitePath` when a test needs a file.
 */
export async function createTestDatabase(options: { sqlitePath?: string } = {}): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return createSqliteDatabase(options.sqlitePath ?? ':memory:');
  const name = `bnw_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  await adminQuery(baseUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = withDatabase(baseUrl, name);
  const handle = openDatabase({ databaseUrl: url, sqlitePath: '', maxConnections: 20 });
  if (!template) await prepareDatabase(handle);
  return {
    handle,
    env: { DATABASE_URL: url, SQLITE_PATH: '' },
    drop: async () => {
      await handle.destroy();
      await dropWhenClosed(baseUrl, name);
    },
  };
}

async function createSqliteDatabase(sqlitePath: string): Promise<TestDatabase> {
  const image = sqliteTemplate();
  if (image && sqlitePath !== ':memory:') {
    fs.mkdirSync(path.dirname(sqlitePath), { recursive: true });
    fs.writeFileSync(sqlitePath, image);
  }
  const handle = openDatabase({ databaseUrl: null, sqlitePath, sqliteImage: image });
  if (!image) await prepareDatabase(handle);
  return { handle, env: { DATABASE_URL: '', SQLITE_PATH: sqlitePath }, drop: () => handle.destroy() };
}

let sqliteImage: Buffer | undefined;
/** The run's SQLite template, read once per worker (its files share this module). */
function sqliteTemplate(): Buffer | undefined {
  const file = process.env[SQLITE_TEMPLATE_VARIABLE];
  if (file && !sqliteImage) sqliteImage = fs.readFileSync(file);
  return file ? sqliteImage : undefined;
}

/** The schema and the demo content every test file starts from. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle);
  await seedDemoContent(handle.db);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * pg's pool resolves `end()` before its sockets have closed; dropping at once with FORCE
 * would kill them mid-close. Wait (bounded) for them to go, and force only as a last resort.
 */
async function dropWhenClosed(baseUrl: string, name: string): Promise<void> {
  const DATABASE_IN_USE = '55006';
  for (let attempt = 0; attempt < 40; attempt += 1) {
    try {
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DATABASE_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
