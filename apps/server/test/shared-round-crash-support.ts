import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServer } from './support/server-process.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * What the SIGKILL tests of the shared-round games (tombala, bet on games) share: a database of
 * their own with two real server processes on it, the process holding a lease, a bounded wait,
 * and a bet's settlement rows. As live-leader-crash.test.ts: real processes on their own
 * schedules, not a moved clock.
 */
export interface CrashRig {
  app: TestApp;
  servers: ServerProcess[];
  /** Starts the two processes on the rig's database with the schedule's environment. */
  start(env: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

export async function crashRig(name: string, prepare: (app: TestApp) => Promise<unknown>): Promise<CrashRig> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bnw-${name}-`));
  const app = await createTestApp({ sqlitePath: path.join(dataDir, `${name}.sqlite`) });
  await prepare(app);
  const servers: ServerProcess[] = [];
  return {
    app,
    servers,
    async start(env) {
      const shared = { ...app.database.env, LOG_LEVEL: 'silent', ...env };
      servers.push(...(await Promise.all([startServer(shared), startServer(shared)])));
    },
    async close() {
      await Promise.all(servers.map((server) => server.kill()));
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `probe` every 250 ms until it answers something, at most `timeoutMs`. */
export async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | null | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The process of the rig that holds the lease now, if one does (a lease's owner names its process id). */
export async function leaderOf(rig: CrashRig, lease: string): Promise<ServerProcess | null> {
  const holder = await rig.app.services.leases.holder(lease);
  if (!holder || Date.parse(holder.expiresAt) < Date.now()) return null;
  return rig.servers.find((server) => holder.owner.includes(`:${server.process.pid}:`)) ?? null;
}

/** The wallet's settlement rows of one bet: its `-win` (paid, 0 for a loss) or `-void` (refunded). */
export async function settlementsOf(app: Pick<TestApp, 'services'>, betTransactionId: string): Promise<string[]> {
  const rows = await app.services.db
    .selectFrom('wallet_transactions')
    .select('transaction_id')
    .where('transaction_id', 'in', [`${betTransactionId}-win`, `${betTransactionId}-void`])
    .execute();
  return rows.map((row) => row.transaction_id);
}

/** The players' wallet rounds still open (money held), which no ended round may leave. */
export async function openWalletRounds(app: Pick<TestApp, 'services'>, userIds: number[]): Promise<number> {
  const rows = await app.services.db
    .selectFrom('game_rounds')
    .select('id')
    .where('user_id', 'in', userIds)
    .where('status', '=', 'open')
    .execute();
  return rows.length;
}
