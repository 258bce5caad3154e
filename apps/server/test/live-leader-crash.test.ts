import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MethodOutput } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseName } from '../src/modules/live/scheduler.js';
import {
  type LivePlayer,
  ledgerIsSound,
  moneyOf,
  newLivePlayer,
  prepareLive,
  requestId,
  tableByCode,
} from './live-support.js';
import { type ServerProcess, startServer } from './support/server-process.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * The proof of exactly-once rounds across processes: two real server processes share the
 * database and both run the live tables' scheduler; the one that leads a table is killed with
 * SIGKILL while its round holds players' stakes. The other takes the table's lease over, and the
 * round ends settled (or voided with every stake returned), each bet paid once, the ledger sound.
 * Real time, not a moved clock: the processes run their own schedules (a round is about 30 s).
 */
type Placed = MethodOutput<'livecasino.place_bets'>;

const TABLE = 'rulet-bogaz';
const STAKE_KURUS = 1_000;
/** Time a bet needs left in the betting window, so that it lands before the window closes. */
const BETTING_MARGIN_MS = 6_000;

let dataDir: string;
let app: TestApp;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-live-crash-'));
  app = await createTestApp({ sqlitePath: path.join(dataDir, 'live-crash.sqlite') });
  await prepareLive(app);
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The process that holds the table's lease now, if one of ours does. */
async function leaderOf(tableCode: string): Promise<ServerProcess | null> {
  const holder = await app.services.leases.holder(leaseName(tableCode));
  if (!holder || Date.parse(holder.expiresAt) < Date.now()) return null;
  return servers.find((server) => holder.owner.includes(`:${server.process.pid}:`)) ?? null;
}

/** A round of the table in its betting window with time enough left to bet. */
async function roundOpenForBets(tableId: number) {
  const round = await app.services.db
    .selectFrom('live_rounds')
    .select(['id', 'phase', 'closes_at'])
    .where('table_id', '=', tableId)
    .orderBy('round_no', 'desc')
    .executeTakeFirst();
  if (round?.phase !== 'betting') return null;
  return Date.parse(round.closes_at) - Date.now() > BETTING_MARGIN_MS ? round : null;
}

function bet(player: LivePlayer, tableID: number, roundID: number) {
  const bets = [
    { kind: 'red', stakeKurus: STAKE_KURUS },
    { kind: 'straight', numbers: [17], stakeKurus: STAKE_KURUS },
  ];
  return app.call<Placed>('livecasino', 'place_bets', { tableID, roundID, requestId: requestId(), bets }, player.user);
}

describe('the leader of a live table killed in the middle of a round', () => {
  it('is replaced by the other process, which ends the round with every bet paid or refunded once', async () => {
    const players = [await newLivePlayer(app), await newLivePlayer(app), await newLivePlayer(app)];
    const moneyBefore = await Promise.all(players.map((player) => moneyOf(app, player.userId)));
    const env = { ...app.database.env, LOG_LEVEL: 'silent' };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));

    const table = await tableByCode(app, TABLE);
    const leader = await until('a leader of the table', 20_000, () => leaderOf(TABLE));
    const round = await until('a round open for bets', 40_000, () => roundOpenForBets(table.id));
    for (const player of players) {
      const placed = await bet(player, table.id, round.id);
      expect(placed.result, placed.message).toBe(true);
    }

    await leader.kill();
    const survivor = servers.find((server) => server !== leader)!;
    await until('the other process leading the table', 15_000, async () =>
      (await leaderOf(TABLE)) === survivor ? true : null,
    );
    const ended = await until('the round settled or voided', 45_000, async () => {
      const row = await app.services.db
        .selectFrom('live_rounds')
        .select('phase')
        .where('id', '=', round.id)
        .executeTakeFirstOrThrow();
      return row.phase === 'settled' || row.phase === 'void' ? row.phase : null;
    });

    const bets = await app.services.db
      .selectFrom('live_bets')
      .select(['transaction_id', 'status', 'stake_kurus', 'return_kurus', 'user_id'])
      .where('round_id', '=', round.id)
      .execute();
    expect(bets).toHaveLength(players.length * 2);
    for (const placed of bets) {
      expect(placed.status).toBe(ended === 'void' ? 'void' : 'settled');
      // Exactly one settlement call (a win, or a refund) per bet, whoever ran it.
      const settlements = await app.services.db
        .selectFrom('wallet_transactions')
        .select('transaction_id')
        .where('transaction_id', 'in', [`${placed.transaction_id}-win`, `${placed.transaction_id}-void`])
        .execute();
      expect(settlements).toHaveLength(1);
    }
    // No wallet round of the table left open with money held.
    const open = await app.services.db
      .selectFrom('game_rounds')
      .select('id')
      .where(
        'user_id',
        'in',
        players.map((player) => player.userId),
      )
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);
    // Each player's money moved by exactly what the round's bets returned.
    for (const [index, player] of players.entries()) {
      const own = bets.filter((placed) => placed.user_id === player.userId);
      const net = own.reduce((sum, placed) => sum + Number(placed.return_kurus ?? 0) - Number(placed.stake_kurus), 0);
      expect(await moneyOf(app, player.userId)).toBe(moneyBefore[index]! + net);
    }
    await ledgerIsSound(app);
  }, 150_000);
});
