/**
 * What a benchmark reads off the server process it started: the statements its database client
 * sent (the server counts them with BENCH_STATEMENT_COUNTS_FILE and writes them on SIGUSR2) and
 * its resident memory (Linux's /proc).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.js';
import type { StatementCountsSnapshot } from '../../apps/server/src/db/statement-counts.js';

const SNAPSHOT_TIMEOUT_MS = 10_000;
/** Statements shown in the breakdown (the settlement's batching work reads it). */
const TOP_STATEMENTS = 25;
const SHOWN_SQL_LENGTH = 240;

/** A file for the server's counts, the environment variable that turns counting on, and the file's removal. */
export function statementCountsEnv(): { file: string; env: Record<string, string>; remove(): void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-statements-'));
  const file = path.join(folder, 'counts.json');
  return {
    file,
    env: { BENCH_STATEMENT_COUNTS_FILE: file },
    remove: () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

/** Asks the server for its counts now and waits, bounded, for the file it writes. */
export async function takeSnapshot(pid: number, file: string): Promise<StatementCountsSnapshot> {
  const previous = readSnapshot(file)?.sequence ?? 0;
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + SNAPSHOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const snapshot = readSnapshot(file);
    if (snapshot && snapshot.sequence > previous) return snapshot;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the server wrote no statement counts to ${file}`);
}

function readSnapshot(file: string): StatementCountsSnapshot | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as StatementCountsSnapshot;
  } catch {
    return null;
  }
}

export interface StatementsPerUnit {
  units: number;
  /** What the play sent, the server's background work of the same time taken out. */
  statements: number;
  perUnit: number;
  /** The server's own work (the outbox's poll, its jobs) per second, measured idle just before. */
  backgroundPerSecond: number;
  /** Per unit with the background left in, as the client counted it. */
  perUnitWithBackground: number;
  /** The most frequent statement shapes of the play, background taken out, with their count per unit. */
  top: Array<{ perUnit: number; count: number; sql: string }>;
}

type Counts = Map<string, number>;

/** Statements by shape between two snapshots. */
function countsBetween(before: StatementCountsSnapshot, after: StatementCountsSnapshot): Counts {
  const earlier = new Map(before.statements.map((statement) => [statement.sql, statement.count]));
  const counts: Counts = new Map();
  for (const statement of after.statements) {
    const count = statement.count - (earlier.get(statement.sql) ?? 0);
    if (count > 0) counts.set(statement.sql, count);
  }
  return counts;
}

const sum = (counts: Counts) => [...counts.values()].reduce((total, count) => total + count, 0);
const rounded = (value: number) => Math.round(value * 100) / 100;

interface Window {
  counts: Counts;
  ms: number;
}

/** The play's statements per unit, less the background's rate over the play's duration. */
function perUnitOf(play: Window, background: Window, units: number): StatementsPerUnit {
  const scale = play.ms / background.ms;
  const net: Counts = new Map(
    [...play.counts].map(([sql, count]) => [
      sql,
      Math.max(0, count - Math.round((background.counts.get(sql) ?? 0) * scale)),
    ]),
  );
  const per = (count: number) => rounded(count / Math.max(1, units));
  const top = [...net]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_STATEMENTS)
    .map(([sql, count]) => ({ perUnit: per(count), count, sql: sql.slice(0, SHOWN_SQL_LENGTH) }));
  return {
    units,
    statements: sum(net),
    perUnit: per(sum(net)),
    backgroundPerSecond: rounded((sum(background.counts) / background.ms) * 1000),
    perUnitWithBackground: per(sum(play.counts)),
    top,
  };
}

const OUTBOX_TIMEOUT_MS = 60_000;

/** Waits, bounded, until the server has delivered every event to every subscriber (or given up on it). */
async function outboxDelivered(db: Kysely<Database>): Promise<void> {
  const deadline = Date.now() + OUTBOX_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const waiting = await db
      .selectFrom('outbox_deliveries')
      .select('id')
      .where('delivered_at', 'is', null)
      .where('failed_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    if (!waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not deliver its events in time');
}

async function lastEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function roundsSettledAfter(db: Kysely<Database>, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id', '>', eventId)
    .where('type', '=', 'round_settled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How long the server is watched idle, for the rate of its own background work. */
const IDLE_MS = 5_000;

/** What the server's client sends while `run` runs. */
async function watch(server: { pid: number; file: string }, run: () => Promise<void>): Promise<Window> {
  const before = await takeSnapshot(server.pid, server.file);
  const startedAt = performance.now();
  await run();
  const after = await takeSnapshot(server.pid, server.file);
  return { counts: countsBetween(before, after), ms: performance.now() - startedAt };
}

/**
 * The statements the server's client sent while `play` ran, through to the last delivery of the
 * events it recorded, per round settled (counted from the outbox's `round_settled` events, read
 * through the benchmark's own connection, which the server does not count). The server's own
 * background work (the outbox's poll, leases, the live tables' scheduler) is measured idle first and
 * its rate over the play's duration taken out.
 */
export async function statementsPerSettledRound(
  db: Kysely<Database>,
  server: { pid: number; file: string },
  play: () => Promise<void>,
  warmUp: () => Promise<void>,
): Promise<StatementsPerUnit> {
  // A fresh process compiles and caches on its first calls (on a busy machine that takes seconds): not counted.
  await warmUp();
  await outboxDelivered(db);
  const background = await watch(server, () => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
  const lastEvent = await lastEventId(db);
  const played = await watch(server, async () => {
    await play();
    await outboxDelivered(db);
  });
  return perUnitOf(played, background, await roundsSettledAfter(db, lastEvent));
}

/** Prints the breakdown as a table a person reads. */
export function printStatements(title: string, figures: StatementsPerUnit): void {
  console.log(
    `\n${title}: ${figures.perUnit} statements per settled round (${figures.statements} over ${figures.units})`,
  );
  for (const statement of figures.top) console.log(`  ${String(statement.perUnit).padStart(6)}  ${statement.sql}`);
}

const KIB = 1024;
const MIB = 1024 * 1024;

/** The resident set of a process in bytes, or null where /proc cannot tell (not Linux, gone). */
export function residentBytes(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) * KIB : null;
  } catch {
    return null;
  }
}

export interface MemoryFigures {
  /** Before the load, once the server answers. */
  startMb: number | null;
  peakMb: number | null;
  endMb: number | null;
  samples: number;
}

const toMb = (bytes: number | null) => (bytes === null ? null : Math.round((bytes / MIB) * 10) / 10);

/** Samples the process's resident memory every `everyMs` while `during` runs. */
export async function sampleMemory<T>(
  pid: number,
  during: () => Promise<T>,
  everyMs = 100,
): Promise<{ result: T; memory: MemoryFigures }> {
  const start = residentBytes(pid);
  let peak = start;
  let samples = 0;
  const timer = setInterval(() => {
    const now = residentBytes(pid);
    samples += 1;
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, everyMs);
  try {
    const result = await during();
    const end = residentBytes(pid);
    if (end !== null && (peak === null || end > peak)) peak = end;
    return { result, memory: { startMb: toMb(start), peakMb: toMb(peak), endMb: toMb(end), samples } };
  } finally {
    clearInterval(timer);
  }
}
