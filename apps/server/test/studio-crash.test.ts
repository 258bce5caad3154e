import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PANEL_FRONTEND, PANEL_HEADER, RPC_PATH, type RpcResponse, type UserPart } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { syncStudioCatalogue } from '../src/modules/studio/index.js';
import { createPlayer, loginAs } from './support/players.js';
import { type ServerProcess, startServer } from './support/server-process.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * SIGKILL during a stream of studio spins from many players at once, settled in batches of several
 * players' rounds: a batch is one transaction, so after the crash every round is either whole (its
 * rows, both transfers, the studio's proof) or absent, no round is left open with money held, every
 * answered spin is kept exactly once, and the ledger verifies.
 */
let dataDir: string;
let app: TestApp;
let server: ServerProcess | null = null;
let gameId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-studio-crash-'));
  app = await createTestApp({ sqlitePath: path.join(dataDir, 'crash.sqlite') });
  await syncStudioCatalogue(app.services);
  const game = await app.services.db
    .selectFrom('games')
    .select('id')
    .where('code', 'like', 'k-%')
    .where('active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  gameId = game.id;
}, 60_000);
afterAll(async () => {
  await server?.kill();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function serverEnv(): Record<string, string> {
  // The cycle is shortened (allowed under NODE_ENV=test) so that a stream of spins is a stream.
  return { ...app.database.env, LOG_LEVEL: 'silent', STUDIO_MIN_CYCLE_MS: '0' };
}

async function spinOverHttp(baseUrl: string, user: UserPart): Promise<RpcResponse<unknown>> {
  const response = await fetch(`${baseUrl}${RPC_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PANEL_HEADER]: PANEL_FRONTEND },
    body: JSON.stringify({
      api: { class: 'studio', method: 'spin' },
      data: { gameID: gameId, stakeKurus: 1_000 },
      user,
    }),
    signal: AbortSignal.timeout(5_000),
  });
  return (await response.json()) as RpcResponse<unknown>;
}

async function count(table: 'studio_rounds' | 'game_rounds' | 'wallet_transactions'): Promise<number> {
  const row = await app.services.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a server killed during a stream of studio spins', () => {
  it('leaves no round open with money held, and the ledger verifies', async () => {
    const players = await Promise.all(
      Array.from({ length: 12 }, async () => (await loginAs(app, await createPlayer(app))).user),
    );
    server = await startServer(serverEnv());
    const acknowledgedRounds: number[] = [];
    const stream = async (user: UserPart) => {
      for (let index = 0; index < 200; index += 1) {
        try {
          const answer = await spinOverHttp(server!.baseUrl, user);
          if (answer.result) acknowledgedRounds.push((answer.data as { roundID: number }).roundID);
        } catch {
          return; // the server is gone
        }
      }
    };
    const running = Promise.all(players.map(stream));
    while (acknowledgedRounds.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.kill();
    server = null;
    await running;

    // Nothing waits for a restart: what the crash cut never committed.
    const open = await app.services.db.selectFrom('game_rounds').select('id').where('status', '=', 'open').execute();
    expect(open).toEqual([]);
    const studioRounds = await count('studio_rounds');
    expect(studioRounds).toBeGreaterThanOrEqual(acknowledgedRounds.length);
    const kept = await app.services.db
      .selectFrom('game_rounds')
      .select('id')
      .where('id', 'in', acknowledgedRounds)
      .execute();
    expect(kept).toHaveLength(new Set(acknowledgedRounds).size);
    expect(new Set(acknowledgedRounds).size).toBe(acknowledgedRounds.length);
    expect(await count('game_rounds')).toBe(studioRounds);
    expect(await count('wallet_transactions')).toBe(2 * studioRounds);
    const withoutRound = await app.services.db
      .selectFrom('studio_rounds')
      .select('id')
      .where('game_round_id', 'is', null)
      .execute();
    expect(withoutRound).toEqual([]);
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);

    // And play goes on after a restart: no turn or nonce was left taken.
    server = await startServer(serverEnv());
    for (const user of players) expect((await spinOverHttp(server.baseUrl, user)).result).toBe(true);
  }, 120_000);
});
