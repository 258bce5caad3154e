import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { type ServerProcess, startServer } from './support/server-process.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import {
  type TestGame,
  type TestProvider,
  createGame,
  createProvider,
  playerInGame,
  walletHttpCall,
  walletId,
} from './support/wallet.js';

/**
 * Kills the real server with SIGKILL in the middle of a stream of wallet bets and wins from
 * several "provider" clients, starts it again, and checks: the ledger verifies, every acknowledged
 * call exists exactly once with its transfer, every round agrees with its transfers, and a
 * provider that retries everything it sent (as providers do after a timeout) moves no money twice.
 */
const STAKE = 1_000;
const WIN = 700;
let dataDir: string;
let app: TestApp;
let server: ServerProcess | null = null;
let provider: TestProvider;
let game: TestGame;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-wallet-crash-'));
  app = await createTestApp({ sqlitePath: path.join(dataDir, 'crash.sqlite') });
  provider = await createProvider(app);
  game = await createGame(app, provider);
});
afterAll(async () => {
  await server?.kill();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function serverEnv(): Record<string, string> {
  return { ...app.database.env, LOG_LEVEL: 'silent' };
}

interface SentCall {
  call: 'bet' | 'win';
  body: Record<string, unknown>;
}

/** A bet and its win, as a provider sends them for one round. */
function roundCalls(token: string): [SentCall, SentCall] {
  const round = walletId('round');
  const bet = walletId('bet');
  const common = { token, round_id: round, game_id: game.code, currency: 'TRY' };
  return [
    { call: 'bet', body: { ...common, request_id: walletId('req'), transaction_id: bet, amount: STAKE } },
    {
      call: 'win',
      body: {
        ...common,
        request_id: walletId('req'),
        transaction_id: walletId('win'),
        reference_transaction_id: bet,
        amount: WIN,
        round_closed: true,
      },
    },
  ];
}

async function roundsAgreeWithTheirCalls(userId: number) {
  const rounds = await app.services.db
    .selectFrom('game_rounds')
    .select(['id', 'status', 'stake_kurus', 'win_kurus'])
    .where('user_id', '=', userId)
    .execute();
  for (const round of rounds) {
    const calls = await app.services.db
      .selectFrom('wallet_transactions')
      .innerJoin('ledger_transfers', 'ledger_transfers.transfer_id', 'wallet_transactions.ledger_transfer_id')
      .select(['wallet_transactions.kind', 'ledger_transfers.amount'])
      .where('wallet_transactions.game_round_id', '=', round.id)
      .execute();
    const sum = (kind: string) =>
      calls.filter((call) => call.kind === kind).reduce((total, call) => total + Number(call.amount), 0);
    expect({ stake: Number(round.stake_kurus), win: Number(round.win_kurus) }).toEqual({
      stake: sum('bet'),
      win: sum('win'),
    });
  }
  return rounds.length;
}

describe('a server killed during a stream of wallet calls', () => {
  it('keeps every acknowledged call exactly once, rounds agreeing with transfers, and the ledger consistent', async () => {
    const { token, userId } = await playerInGame(app, game);
    server = await startServer(serverEnv());
    const sent: Array<[SentCall, SentCall]> = [];
    const acknowledged = new Map<string, number>();
    const stream = async (baseUrl: string) => {
      for (let index = 0; index < 40; index += 1) {
        const round = roundCalls(token);
        sent.push(round);
        for (const sentCall of round) {
          try {
            const answer = await walletHttpCall(baseUrl, provider, sentCall.call, sentCall.body);
            if (answer.status === 'OK') acknowledged.set(String(sentCall.body.transaction_id), answer.balance);
          } catch {
            return; // the server is gone
          }
        }
      }
    };
    const running = Promise.all([stream(server.baseUrl), stream(server.baseUrl), stream(server.baseUrl)]);
    while (acknowledged.size < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.kill();
    await running;

    server = await startServer(serverEnv());
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
    for (const transactionId of acknowledged.keys()) {
      const rows = await app.services.db
        .selectFrom('wallet_transactions')
        .innerJoin('ledger_transfers', 'ledger_transfers.transfer_id', 'wallet_transactions.ledger_transfer_id')
        .select('ledger_transfers.id')
        .where('wallet_transactions.provider_id', '=', provider.id)
        .where('wallet_transactions.transaction_id', '=', transactionId)
        .execute();
      expect(rows).toHaveLength(1);
    }
    await roundsAgreeWithTheirCalls(userId);

    // The provider retries every round it began, in order: acknowledged calls answer their first
    // balance again, and every round ends with exactly one stake and one win.
    for (const sentCall of sent.flat()) {
      const answer = await walletHttpCall(server.baseUrl, provider, sentCall.call, sentCall.body);
      expect(answer.status).toBe('OK');
      const first = acknowledged.get(String(sentCall.body.transaction_id));
      if (first !== undefined) expect(answer.balance).toBe(first);
    }
    const roundCount = await roundsAgreeWithTheirCalls(userId);
    expect(roundCount).toBe(sent.length);
    const balance = await walletHttpCall(server.baseUrl, provider, 'balance', { token, request_id: walletId('req') });
    expect(balance.balance).toBe(LIMITS.demoGrantKurus - roundCount * (STAKE - WIN));
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  }, 90_000);
});
