import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PANEL_FRONTEND, RPC_PATH, type UserPart } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { bankId, freshIban, methodId, requestId } from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import { type ServerProcess, startServer } from './support/server-process.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * Kills the real server with SIGKILL in the middle of a stream of withdrawals, starts it
 * again, and checks that the ledger holds together and that every acknowledged request is
 * there exactly once — also after the client retries everything it sent.
 */
const AMOUNT_KURUS = 10_000;
let dataDir: string;
let app: TestApp;
let server: ServerProcess | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-crash-'));
  app = await createTestApp({ sqlitePath: path.join(dataDir, 'crash.sqlite') });
});
afterAll(async () => {
  await server?.kill();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function rpc(baseUrl: string, user: UserPart, data: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}${RPC_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', panel: PANEL_FRONTEND },
    body: JSON.stringify({ api: { class: 'prepayServices', method: 'processTransaction' }, data, user }),
    signal: AbortSignal.timeout(5_000),
  });
  return (await response.json()) as { result: boolean; data: { transaction: { transactionID: string } } | null };
}

function serverEnv(): Record<string, string> {
  return { ...app.database.env, LOG_LEVEL: 'silent', DEMO_PROVIDER_DELAY_MS: '60000' };
}

describe('a server killed mid-stream', () => {
  it('keeps every acknowledged operation exactly once, and the ledger consistent', async () => {
    const player = await createPlayer(app);
    const { user } = await loginAs(app, player);
    const saved = await app.call<{ bankAccountID: number }>(
      'finance',
      'save_bank_account',
      { bankID: await bankId(app), iban: freshIban(), holderName: 'Ayşe Yılmaz' },
      user,
    );
    const form = {
      Type: 2,
      methodID: await methodId(app, 'bank_withdrawal'),
      amount: AMOUNT_KURUS,
      bankAccountID: saved.data.bankAccountID,
    };

    server = await startServer(serverEnv());
    const sent: string[] = [];
    const acknowledged = new Map<string, string>();
    const stream = async (baseUrl: string) => {
      for (let index = 0; index < 60; index += 1) {
        const id = requestId();
        sent.push(id);
        try {
          const answer = await rpc(baseUrl, user, { ...form, requestId: id });
          if (answer.result && answer.data) acknowledged.set(id, answer.data.transaction.transactionID);
        } catch {
          return; // the server is gone
        }
      }
    };
    const running = Promise.all([stream(server.baseUrl), stream(server.baseUrl), stream(server.baseUrl)]);
    while (acknowledged.size < 15) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.kill();
    await running;
    expect(acknowledged.size).toBeGreaterThanOrEqual(15);

    server = await startServer(serverEnv());
    const report = await verifyLedger(app.services.db);
    expect(report.violations).toEqual([]);
    for (const [id, transactionId] of acknowledged) {
      const rows = await app.services.db
        .selectFrom('payment_transactions')
        .select('public_id')
        .where('request_key', 'like', `%:${id}`)
        .execute();
      expect(rows.map((row) => row.public_id)).toEqual([transactionId]);
    }

    // The client retries everything it sent: acknowledged ones answer the same transaction.
    for (const id of sent) {
      const answer = await rpc(server.baseUrl, user, { ...form, requestId: id });
      expect(answer.result).toBe(true);
      if (acknowledged.has(id)) expect(answer.data?.transaction.transactionID).toBe(acknowledged.get(id));
    }
    const withdrawals = await app.services.db
      .selectFrom('payment_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 2)
      .executeTakeFirstOrThrow();
    expect(Number(withdrawals.n)).toBe(sent.length);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
    const balance = await app.call<Array<{ balance: number; pending: number }>>('finance', 'check_balance', {}, user);
    expect(balance.data[0]!.pending).toBe(sent.length * AMOUNT_KURUS);
  }, 60_000);
});
