/**
 * Ledger transfers per second through the real API, next to the same ledger statements run
 * directly on the database, on SQLite and (with BENCH_DATABASE_URL or DATABASE_URL) on
 * PostgreSQL. Writes bench/results/ledger-throughput.json.
 *
 * API path: `prepayServices.processTransaction` (a withdrawal request): HTTP, session,
 * validation, request idempotency, a payment row and the ledger hold, in one transaction.
 * Direct path: the ledger's own two statements for one hold in one transaction (the transfer
 * insert, the conditional debit), through the same driver, no HTTP and no application code.
 *
 * Targets: the API reaches at least half the direct rate; p99 under 20 ms at half load.
 * `system.ping` through the same client shows the ceiling: the rate of a call that does no work.
 */
import os from 'node:os';
import { PANEL_FRONTEND, RPC_PATH, type UserPart } from '@bnw/contract';
import { sql } from 'kysely';
import { HOUSE_ACCOUNTS } from '../apps/server/src/ledger/house-accounts.js';
import { bankId, freshIban, methodId, requestId } from '../apps/server/test/support/money.js';
import { createPlayer, loginAs } from '../apps/server/test/support/players.js';
import { startServer } from '../apps/server/test/support/server-process.js';
import { type TestApp, createTestApp } from '../apps/server/test/support/test-app.js';
import { PHASE_MS, atRate, saturate } from './support/load.js';
import { onBothDatabases, writeResults } from './support/results.js';

const CONCURRENCY = 8;
const AMOUNT_KURUS = 10_000;

/** A funded player with a saved bank account; each worker gets its own, as real traffic would. */
async function setUp(app: TestApp) {
  const { user } = await loginAs(app, await createPlayer(app));
  const saved = await app.call<{ bankAccountID: number }>(
    'finance',
    'save_bank_account',
    { bankID: await bankId(app), iban: freshIban(), holderName: 'Ayşe Yılmaz' },
    user,
  );
  // Enough money for every withdrawal the run can make.
  const userRow = await app.services.db
    .selectFrom('users')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const player = await app.services.ledger.playerCashAccountId(userRow.id);
  const adjustments = await app.services.ledger.houseAccountId(HOUSE_ACCOUNTS.adjustments);
  await app.services.ledger.transfer({
    transferId: `bench-funding-${userRow.id}`,
    debitAccountId: adjustments,
    creditAccountId: player,
    amountKurus: 1e13,
    kind: 'adjustment',
  });
  return { user, bankAccountID: saved.data.bankAccountID, methodID: await methodId(app, 'bank_withdrawal'), player };
}

async function rpc(baseUrl: string, body: object): Promise<void> {
  const response = await fetch(`${baseUrl}${RPC_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', panel: PANEL_FRONTEND },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json()) as { result: boolean; message: string };
  if (!answer.result) throw new Error(answer.message);
}

function apiWithdrawal(baseUrl: string, user: UserPart, form: Record<string, unknown>) {
  return () =>
    rpc(baseUrl, {
      api: { class: 'prepayServices', method: 'processTransaction' },
      data: { ...form, requestId: requestId() },
      user,
    });
}

/** `system.ping` through the same client and endpoint: the ceiling of any call on this machine. */
function apiPing(baseUrl: string) {
  return () => rpc(baseUrl, { api: { class: 'system', method: 'ping' }, data: {} });
}

/** The ledger's statements for one hold (a withdrawal's), straight through the driver. */
let directSequence = 0;
function directTransfer(app: TestApp, debit: number, credit: number) {
  return async () => {
    directSequence += 1;
    const id = `direct-${process.pid}-${directSequence}`;
    await app.services.db.transaction().execute(async (tx) => {
      await sql`insert into ledger_transfers (transfer_id, debit_account_id, credit_account_id, amount, kind, phase, created_at) values (${id}, ${debit}, ${credit}, ${AMOUNT_KURUS}, 'bench', 'pending', ${new Date().toISOString()}) on conflict do nothing returning *`.execute(
        tx,
      );
      await sql`update ledger_accounts set pending_debits = pending_debits + ${AMOUNT_KURUS} where id = ${debit} and balance - pending_debits >= ${AMOUNT_KURUS}`.execute(
        tx,
      );
    });
  };
}

async function measure(label: string, sqlitePath: string | undefined) {
  const app = await createTestApp({ sqlitePath });
  const server = await startServer({ ...app.database.env, LOG_LEVEL: 'warn' });
  try {
    const players = [];
    for (let index = 0; index < CONCURRENCY; index += 1) players.push(await setUp(app));
    const payable = await app.services.ledger.houseAccountId(HOUSE_ACCOUNTS.withdrawalsPayable);
    const direct = await saturate(players.map((player) => directTransfer(app, player.player, payable)));
    const apiCalls = players.map((player) =>
      apiWithdrawal(server.baseUrl, player.user, {
        Type: 2,
        methodID: player.methodID,
        amount: AMOUNT_KURUS,
        bankAccountID: player.bankAccountID,
      }),
    );
    const api = await saturate(apiCalls);
    const emptyCall = await saturate(players.map(() => apiPing(server.baseUrl)));
    const halfLoad = await atRate(Math.max(1, Math.floor(api.perSecond / 2)), apiCalls);
    const ratio = Math.round((api.perSecond / Math.max(1, direct.perSecond)) * 1000) / 1000;
    return {
      database: label,
      direct,
      api,
      apiAtHalfLoad: halfLoad,
      apiToDirectRatio: ratio,
      // Calls per second of a call that touches no table: no API call can be faster.
      emptyCallPerSecond: emptyCall.perSecond,
      emptyCallToDirectRatio: Math.round((emptyCall.perSecond / Math.max(1, direct.perSecond)) * 1000) / 1000,
      meetsRatioTarget: ratio >= 0.5,
      meetsP99Target: halfLoad.p99Ms < 20,
    };
  } finally {
    await server.stop();
    await app.close();
  }
}

async function main() {
  const results = await onBothDatabases(measure);
  writeResults('ledger-throughput', {
    phaseMs: PHASE_MS,
    concurrency: CONCURRENCY,
    machine: `${os.cpus().length} cores`,
    results,
  });
}

await main();
