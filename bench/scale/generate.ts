/**
 * Fills a fresh PostgreSQL database with a year of history (bench/scale/history.ts): creates it,
 * brings it up to date with the server's own migrations and demo content, writes the history in
 * multi-row inserts of 5,000 rows a transaction, sets the ledger balances the transfers add up
 * to, and moves the id sequences past the written rows.
 *
 *   node --import tsx bench/scale/generate.ts --transfers 1e5 [--seed 24]
 */
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/auth/credentials.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { seedDemoContent } from '../../apps/server/src/db/seed/demo.js';
import { BulkWriter, resetIdentities } from './bulk-insert.js';
import { type FirstIds, HistoryGenerator, type HistoryCounts } from './history.js';
import { HISTORY_TABLES } from './tables.js';

/** Every generated player's password, so that the bench can log any of them in. */
export const SCALE_PASSWORD = 'Gizli2024şifre';
export const DEFAULT_SEED = 24;
/** Transfers per player: 10^7 transfers are 100,000 players (issue's largest step). */
const TRANSFERS_PER_PLAYER = 100;

export interface GeneratedHistory {
  databaseUrl: string;
  transfers: number;
  seconds: number;
  counts: HistoryCounts;
  now: string;
}

export function databaseNameFor(transfers: number): string {
  return `bnw_scale_${transfers.toExponential(0).replace('+', '')}`.replace(/[^a-z0-9_]/g, '_');
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The database made anew (dropped first if a previous run left it), migrated and seeded. */
async function freshDatabase(baseUrl: string, name: string): Promise<string> {
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(baseUrl, name);
  const handle = openDatabase({ databaseUrl: url, sqlitePath: '' });
  try {
    await migrateToLatest(handle);
    await seedDemoContent(handle.db);
  } finally {
    await handle.destroy();
  }
  return url;
}

async function nextIds(client: pg.ClientBase): Promise<FirstIds> {
  const next = async (table: string) =>
    Number((await client.query(`select coalesce(max(id), 0) + 1 as next from ${table}`)).rows[0].next);
  return {
    user: await next('users'),
    bankAccount: await next('bank_accounts'),
    account: await next('ledger_accounts'),
    round: await next('game_rounds'),
    walletCall: await next('wallet_transactions'),
    payment: await next('payment_transactions'),
    bonus: await next('player_bonuses'),
    ticket: await next('support_tickets'),
    message: await next('support_messages'),
    transfer: await next('ledger_transfers'),
  };
}

/** The balances the transfers add up to, written once, 5,000 accounts a statement. */
async function writeBalances(client: pg.ClientBase, figures: Array<[number, number, number]>): Promise<void> {
  for (let start = 0; start < figures.length; start += 5_000) {
    const part = figures.slice(start, start + 5_000);
    await client.query(
      `update ledger_accounts a set balance = f.balance, pending_debits = f.held
       from unnest($1::int[], $2::bigint[], $3::bigint[]) as f(id, balance, held) where a.id = f.id`,
      [part.map(([id]) => id), part.map(([, balance]) => balance), part.map(([, , held]) => held)],
    );
  }
}

export async function generateHistory(options: {
  baseUrl: string;
  transfers: number;
  seed?: number;
  log?: (line: string) => void;
}): Promise<GeneratedHistory> {
  const log = options.log ?? console.log;
  const started = performance.now();
  const name = databaseNameFor(options.transfers);
  log(`scale: ${name}: migrating`);
  const databaseUrl = await freshDatabase(options.baseUrl, name);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const games = (await client.query('select id, code from games where provider_id = 1 and active = 1 order by id'))
      .rows as Array<{ id: number; code: string }>;
    if (games.length === 0) throw new Error('the demo content has no games of the reference provider');
    const now = new Date();
    const writer = new BulkWriter(client, HISTORY_TABLES);
    log(`scale: ${name}: writing about ${options.transfers} transfers`);
    const plan = {
      transfers: options.transfers,
      // The empty step keeps only the player whose history the calls read (with none of it).
      players: options.transfers === 0 ? 1 : Math.max(200, Math.round(options.transfers / TRANSFERS_PER_PLAYER)),
      seed: options.seed ?? DEFAULT_SEED,
      now,
      passwordHash: await hashPassword(SCALE_PASSWORD),
    };
    const { counts, finalFigures } = await HistoryGenerator.run(writer, plan, await nextIds(client), games);
    await writeBalances(client, finalFigures);
    await resetIdentities(client, HISTORY_TABLES);
    // A year-old database has been vacuumed many times over; a fresh bulk load has not, and the
    // autovacuum it sets off would run during the measurement (it slowed even the game list, which
    // reads no history). Vacuuming here also sets the visibility map that index-only scans need.
    log(`scale: ${name}: vacuum and analyze`);
    await client.query('vacuum (analyze)');
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    log(`scale: ${name}: ${JSON.stringify(counts)} in ${seconds} s`);
    return { databaseUrl, transfers: options.transfers, seconds, counts, now: now.toISOString() };
  } finally {
    await client.end();
  }
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server.');
  await generateHistory({
    baseUrl,
    transfers: Number(argument('transfers') ?? '1e5'),
    seed: Number(argument('seed') ?? DEFAULT_SEED),
  });
}
