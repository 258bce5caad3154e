import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, type MethodOutput } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { BETTING_MS, CLOSED_MS, DRAW_GRACE_MS, LEASE_TTL_MS, RESULT_SHOW_MS } from '../src/modules/live/index.js';
import { StaleLeader } from '../src/platform/rounds/index.js';
import { advanceTable } from '../src/modules/live/scheduler.js';
import type { SharedRoundWalletPort } from '../src/platform/game-wallet-port.js';
import { manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import {
  type LivePlayer,
  latestRoundOf,
  ledgerIsSound,
  liveDeps,
  moneyOf,
  newLivePlayer,
  prepareLive,
  requestId,
  schedulerOf,
  tableByCode,
} from './live-support.js';

/**
 * Exactly once across processes: two app instances on one database run each round once and settle
 * each bet once; a stale leader cannot write; a burst of bets cannot pass a table's round limit;
 * a round interrupted after its result was stored is paid, one interrupted before is voided with
 * every stake returned. Time is the injected clock; the scheduler is driven by its tick.
 */
const ROUND_MS = BETTING_MS + CLOSED_MS + RESULT_SHOW_MS;
const clock = manualClock(new Date('2026-11-23T10:00:00Z'));
const folder = mkdtempSync(join(tmpdir(), 'live-scheduler-'));
let app: TestApp;
/** A second server process's services on the same database. */
let second: App;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, sqlitePath: join(folder, 'live.sqlite') });
  await prepareLive(app);
  const env = app.database.env;
  const handle = openDatabase({
    databaseUrl: env.DATABASE_URL || null,
    sqlitePath: env.SQLITE_PATH,
    maxConnections: 10,
  });
  const config = loadConfig({ MAINTENANCE_CACHE_MS: '0', WEB_DIST_DIR: '' });
  second = await buildApp({ config, database: handle, logger: false, clock: clock.now });
  await second.server.ready();
}, 120_000);
afterAll(async () => {
  await second?.server.close();
  await second?.services.db.destroy();
  await app?.close();
  rmSync(folder, { recursive: true, force: true });
});

function place(player: LivePlayer, tableID: number, roundID: number, bets: unknown[]) {
  return app.call<MethodOutput<'livecasino.place_bets'>>(
    'livecasino',
    'place_bets',
    { tableID, roundID, requestId: requestId(), bets },
    player.user,
  );
}

/**
 * Both processes at the same moment. On PostgreSQL truly at once; two SQLite handles in one
 * Node process cannot interleave transactions (better-sqlite3 waits synchronously for the file
 * lock, so the other transaction can never finish), so there they take turns.
 */
async function together(...runs: Array<() => Promise<void>>): Promise<void> {
  if (app.services.dialect === 'postgres') {
    await Promise.all(runs.map((run) => run()));
    return;
  }
  for (const run of runs) await run();
}

async function walletRows(pattern: string): Promise<number> {
  const row = await app.services.db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('transaction_id', 'like', pattern)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('two processes on one database', () => {
  it('run each round once and settle each bet once; the ledger stays sound', async () => {
    const one = schedulerOf(app.services);
    const two = schedulerOf(second.services);
    const table = await tableByCode(app, 'rulet-bogaz');
    const players = [await newLivePlayer(app), await newLivePlayer(app), await newLivePlayer(app)];
    let placed = 0;
    for (let round = 0; round < 4; round += 1) {
      // Both processes tick at every moment, in both orders; only the lease holder acts.
      await together(
        () => one.tick(),
        () => two.tick(),
      );
      const open = await latestRoundOf(app, table.id);
      expect(open.phase).toBe('betting');
      const answers = await Promise.all(
        players.map((player) => place(player, table.id, open.id, [{ kind: 'red', stakeKurus: 500 }])),
      );
      placed += answers.filter((answer) => answer.result).length;
      for (const step of [BETTING_MS, CLOSED_MS, RESULT_SHOW_MS]) {
        clock.advance(step);
        await together(
          () => two.tick(),
          () => one.tick(),
        );
      }
      // The leader dies now and then: the other takes over once the lease has lapsed.
      if (round === 1) {
        clock.advance(LEASE_TTL_MS + 1);
        await two.tick();
        await one.tick();
      }
    }
    expect(placed).toBe(12);
    const rounds = await app.services.db
      .selectFrom('live_rounds')
      .select(['round_no', 'phase'])
      .where('table_id', '=', table.id)
      .orderBy('round_no')
      .execute();
    // Each number once (the unique index would have refused a second), none left holding money.
    expect(new Set(rounds.map((round) => round.round_no)).size).toBe(rounds.length);
    expect(rounds.filter((round) => round.phase === 'settled').length).toBeGreaterThanOrEqual(4);
    expect(rounds.filter((round) => round.phase === 'betting' || round.phase === 'closed').length).toBeLessThanOrEqual(
      1,
    );
    // Each bet has exactly one settlement row, and each player's money moved by exactly the rounds' results.
    const bets = await app.services.db
      .selectFrom('live_bets')
      .select(['transaction_id', 'status'])
      .where('table_id', '=', table.id)
      .execute();
    expect(bets.filter((bet) => bet.status === 'settled')).toHaveLength(12);
    expect(await walletRows('live-%-win')).toBe(12);
    await ledgerIsSound(app);
  });

  it('refuses every write of a leader whose lease another process took over (fencing)', async () => {
    const table = await tableByCode(app, 'bakara-pera');
    const stale = schedulerOf(app.services);
    // The first test's schedulers are gone: their leases lapse.
    clock.advance(LEASE_TTL_MS + 1);
    await stale.tickTable(table);
    expect(stale.leads(table.id)).toBe(true);
    const staleFence = (await tableByCode(app, 'bakara-pera')).fence;
    // The leader pauses past its lease; the other process takes the table and raises the token.
    clock.advance(LEASE_TTL_MS + 1);
    const fresh = schedulerOf(second.services);
    await fresh.tickTable(table);
    expect(fresh.leads(table.id)).toBe(true);
    const before = await latestRoundOf(app, table.id);
    clock.advance(BETTING_MS);
    // The stale leader writes without asking for its lease again: the token refuses it.
    await expect(advanceTable(liveDeps(app.services), table, staleFence)).rejects.toBeInstanceOf(StaleLeader);
    expect(await latestRoundOf(app, table.id)).toEqual(before);
    // The new leader goes on; the stale one's next tick finds the lease taken and stops leading.
    await fresh.tickTable(table);
    await stale.tickTable(table);
    expect(stale.leads(table.id)).toBe(false);
    const moved = await app.services.db
      .selectFrom('live_rounds')
      .select('phase')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(moved.phase).toBe('settled');
  });
});

describe('a burst of bets against the table limit', () => {
  it('accepts exactly what the round limit allows, whatever runs at once', async () => {
    const table = await tableByCode(app, 'rulet-bogaz');
    const scheduler = schedulerOf(app.services);
    clock.advance(ROUND_MS + DRAW_GRACE_MS);
    await scheduler.tick();
    await scheduler.tick();
    const round = await latestRoundOf(app, table.id);
    expect(round.phase).toBe('betting');
    const player = await newLivePlayer(app);
    // ₺200 a round at this table: 20 parallel calls of ₺50 leave exactly 4.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(player, table.id, round.id, [{ kind: 'black', stakeKurus: 5_000 }])),
    );
    const accepted = answers.filter((answer) => answer.result);
    expect(accepted).toHaveLength(4);
    for (const refused of answers.filter((answer) => !answer.result)) {
      expect(refused.message).toBe('Bu masada bir turda toplam en çok ₺200,00 bahis yapabilirsiniz.');
    }
    expect(await moneyOf(app, player.userId)).toBe(1_000_000 - 20_000);
    const counted = await app.services.db
      .selectFrom('live_round_players')
      .select(['staked_kurus', 'bet_count'])
      .where('round_id', '=', round.id)
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect([Number(counted.staked_kurus), counted.bet_count]).toEqual([20_000, 4]);
    await ledgerIsSound(app);
  });
});

describe('crash recovery', () => {
  it('pays a round whose result was stored before its leader died', async () => {
    const table = await tableByCode(app, 'rulet-galata');
    const wallet = liveDeps(app.services).wallet;
    // The leader stores the result, then dies in the middle of paying (after the first player).
    let paid = 0;
    const dying: SharedRoundWalletPort = {
      ...wallet,
      settleBets: async (player, settlement) => {
        if (paid === 1) throw new Error('the process died');
        paid += 1;
        return wallet.settleBets(player, settlement);
      },
    };
    const leader = schedulerOf(app.services, { ...liveDeps(app.services), wallet: dying });
    clock.advance(ROUND_MS + DRAW_GRACE_MS);
    await leader.tickTable(table);
    const round = await latestRoundOf(app, table.id);
    expect(round.phase).toBe('betting');
    const players = [await newLivePlayer(app), await newLivePlayer(app)];
    for (const player of players) {
      expect(
        (await place(player, table.id, round.id, [{ kind: 'straight', numbers: [0], stakeKurus: 1_000 }])).result,
      ).toBe(true);
      expect((await place(player, table.id, round.id, [{ kind: 'low', stakeKurus: 1_000 }])).result).toBe(true);
    }
    clock.advance(BETTING_MS + CLOSED_MS);
    await expect(leader.tickTable(table)).rejects.toThrow('the process died');
    const stored = await latestRoundOf(app, table.id);
    expect(stored.phase).toBe('result');
    // Another process takes over once the lease lapses, however late, and pays what is left.
    clock.advance(LEASE_TTL_MS + DRAW_GRACE_MS);
    await schedulerOf(second.services).tickTable(table);
    const done = await app.services.db
      .selectFrom('live_rounds')
      .selectAll()
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(done.phase).toBe('settled');
    const pocket = (JSON.parse(done.result!) as { pocket: number }).pocket;
    const returnKurus = (pocket === 0 ? 36_000 : 0) + (pocket >= 1 && pocket <= 18 ? 2_000 : 0);
    for (const player of players) expect(await moneyOf(app, player.userId)).toBe(1_000_000 - 2_000 + returnKurus);
    expect(await walletRows(`live-${round.id}-%-win`)).toBe(4);
    await ledgerIsSound(app);
  });

  it('voids a round interrupted before its result was stored and returns every stake', async () => {
    const { table, round, player } = await roundWithAStake('bakara-efes', 'banker');
    // The leader dies during betting; nobody leads until long after the draw was due.
    clock.advance(BETTING_MS + CLOSED_MS + DRAW_GRACE_MS + LEASE_TTL_MS);
    const late = await place(player, table.id, round.id, [{ kind: 'banker', stakeKurus: 5_000 }]);
    expect(late).toMatchObject({ result: false, message: MESSAGES.liveBettingClosed.tr });
    await schedulerOf(second.services).tickTable(table);
    const voided = await app.services.db
      .selectFrom('live_rounds')
      .selectAll()
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(voided).toMatchObject({ phase: 'void', result: null });
    expect(await moneyOf(app, player.userId)).toBe(1_000_000);
    const bet = await app.services.db
      .selectFrom('live_bets')
      .selectAll()
      .where('round_id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ status: 'void' });
    const walletRound = await app.services.db
      .selectFrom('game_rounds')
      .select(['status', 'stake_kurus'])
      .where('round_id', '=', `live-${round.id}-${player.userId}`)
      .executeTakeFirstOrThrow();
    expect(walletRound.status).toBe('rolled_back');
    // Nothing is left holding money anywhere: no live bet open in a finished round.
    const open = await app.services.db
      .selectFrom('live_bets')
      .innerJoin('live_rounds', 'live_rounds.id', 'live_bets.round_id')
      .select('live_bets.id')
      .where('live_bets.status', '=', 'open')
      .where('live_rounds.phase', 'in', ['settled', 'void'])
      .execute();
    expect(open).toEqual([]);
    // The next round opens at once.
    await schedulerOf(second.services).tickTable(table);
    expect((await latestRoundOf(app, table.id)).round_no).toBe(round.round_no + 1);
    await ledgerIsSound(app);
  });
});

describe('a table switched off in the middle of a round', () => {
  it('returns every stake at the next tick, refuses bets and opens no round until it is on again', async () => {
    const { table, leader, round, player } = await roundWithAStake('rulet-galata', 'red');

    await switchTable(table.id, false);
    const refused = await place(player, table.id, round.id, [{ kind: 'red', stakeKurus: 5_000 }]);
    expect(refused).toMatchObject({ result: false, message: MESSAGES.liveTableNotFound.tr });
    await leader.tick();
    expect(await latestRoundOf(app, table.id)).toMatchObject({ id: round.id, phase: 'void' });
    expect(await moneyOf(app, player.userId)).toBe(1_000_000);
    await ledgerIsSound(app);
    // Later ticks leave it closed: no new round while it is off.
    clock.advance(ROUND_MS);
    await leader.tick();
    expect((await latestRoundOf(app, table.id)).id).toBe(round.id);

    await switchTable(table.id, true);
    await leader.tick();
    expect(await latestRoundOf(app, table.id)).toMatchObject({ round_no: round.round_no + 1, phase: 'betting' });
  });
});

/** A fresh betting round on the table, led by this app, with one new player's ₺50 stake on it. */
async function roundWithAStake(code: string, kind: string) {
  const table = await tableByCode(app, code);
  clock.advance(ROUND_MS + DRAW_GRACE_MS);
  const leader = schedulerOf(app.services);
  await leader.tickTable(table);
  const round = await latestRoundOf(app, table.id);
  expect(round.phase).toBe('betting');
  const player = await newLivePlayer(app);
  expect((await place(player, table.id, round.id, [{ kind, stakeKurus: 5_000 }])).result).toBe(true);
  expect(await moneyOf(app, player.userId)).toBe(1_000_000 - 5_000);
  return { table, leader, round, player };
}

async function switchTable(tableId: number, on: boolean): Promise<void> {
  await app.services.db
    .updateTable('live_tables')
    .set({ active: on ? 1 : 0 })
    .where('id', '=', tableId)
    .execute();
}
