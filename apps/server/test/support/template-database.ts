import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { TEMPLATE_DATABASE_VARIABLE, adminQuery, prepareDatabase, withDatabase } from './test-database.js';

/**
 * Vitest global setup of the server project. On PostgreSQL, migrating and seeding a new database
 * takes several seconds (38 migrations of DDL, each its own transaction) while copying a database
 * with CREATE DATABASE … TEMPLATE takes a fraction of that: the run migrates and seeds one
 * template from nothing, and each test file's database starts as a copy of it. The migrations
 * still run from an empty database once per run here, and the migration tests run them on bare
 * databases of their own. SQLite keeps migrating in memory per file: there it is fast.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return undefined;
  const name = `bnw_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const drop = () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const handle = openDatabase({ databaseUrl: withDatabase(baseUrl, name), sqlitePath: '', maxConnections: 2 });
    try {
      await prepareDatabase(handle);
    } finally {
      await handle.destroy();
    }
    await untilNobodyConnected(baseUrl, name);
  } catch (error) {
    await drop();
    throw error;
  }
  process.env[TEMPLATE_DATABASE_VARIABLE] = name;
  return async () => {
    delete process.env[TEMPLATE_DATABASE_VARIABLE];
    await drop();
  };
}

/**
 * A database cannot be copied while a session is connected to it, and pg's pool resolves `end()`
 * before its sockets have closed: wait (bounded) until the server has let them go.
 */
async function untilNobodyConnected(baseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await client.query<{ sessions: number }>(
        'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.sessions === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the template database ${name} still has sessions after 5 s`);
  } finally {
    await client.end();
  }
}
