import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import {
  SQLITE_TEMPLATE_VARIABLE,
  TEMPLATE_DATABASE_VARIABLE,
  adminQuery,
  prepareDatabase,
  withDatabase,
} from './test-database.js';

/**
 * Vitest global setup of the server project: the run migrates and seeds one database from nothing,
 * and each test file's database starts as a copy of it. On PostgreSQL migrating a database takes
 * seconds (38 migrations of DDL, each its own transaction; 7-8 s a file under load) and copying one
 * with CREATE DATABASE … TEMPLATE a fraction of that (0,6 s); on SQLite a file's 0,2-0,5 s of
 * migrating and seeding becomes a millisecond of reading the image. The migrations still run from an
 * empty database once per run here, and the migration tests run them on bare databases of their own.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  return baseUrl ? postgresTemplate(baseUrl) : sqliteTemplate();
}

async function sqliteTemplate(): Promise<() => Promise<void>> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-test-template-'));
  const file = path.join(directory, 'template.sqlite');
  const handle = openDatabase({ databaseUrl: null, sqlitePath: ':memory:' });
  try {
    await prepareDatabase(handle);
    await sql`VACUUM INTO ${file}`.execute(handle.db);
  } finally {
    await handle.destroy();
  }
  process.env[SQLITE_TEMPLATE_VARIABLE] = file;
  return async () => {
    delete process.env[SQLITE_TEMPLATE_VARIABLE];
    fs.rmSync(directory, { recursive: true, force: true });
  };
}

async function postgresTemplate(baseUrl: string): Promise<() => Promise<void>> {
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
