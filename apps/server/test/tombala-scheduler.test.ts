import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MethodOutput } from '@bnw/contract';
import { provablyFairRandom, tombalaDrawOrder } from '@bnw/game-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { PANEL_FRONTEND, PANEL_HEADER, RPC_PATH } from '@bnw/contract';
import { LEASE_TTL_MS } from '../src/modules/tombala/index.js';
import { manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type LivePlayer, ledgerIsSound, moneyOf, newLivePlayer, requestId } from './live-support.js';
import {
  TEST_TIMING,
  cardsOfRound,
  latestTombalaRound,
  prepareTombala,
  roomByCode,
  tombalaSchedulerOf,
} from './tombala-support.js';

/**
 * Exactly once across processes: two app instances on one database run each round once and pay
 * each card once; a burst of purchases stops at the per-player limit; a round whose order was
 * stored goes on after a takeover with the same balls, one interrupted before is cancelled and
 * refunded. Time is the injected clock; the schedulers are driven by their ticks.
 */
const clock = manualClock(new Date('2026-11-25T10:00:00Z'));
const folder = mkdtempSync(join(tmpdir(), 'tombala-scheduler-'));
let app: TestApp;
/** A second server process's services on the same database. */
let second: App;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, sqlitePath: join(folder, 'tombala.sqlite') });
  await prepareTombala(app);
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

/** Both processes at the same moment: truly at once on PostgreSQL, in turns on SQLite (see live-scheduler.test.ts). */
async function together(...runs: Array<() => Promise<void>>): Promise<void> {
  if (app.services.dialect === 'postgres') {
    await Promise.all(runs.map((run) => run()));
    return;
  }
  for (const run of runs) await run();
}

function buy(player: LivePlayer, roomID: number, roundID: number, count: number) {
  return app.call<MethodOutput<'tombala.buy_cards'>>(
    'tombala',
    'buy_cards',
    { roomID, roundID, count, requestId: requestId() },
    player.user,
  );
}

function roundById(id: number) {
  return app.services.db.selectFrom('tombala_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function winRows(roundId: number, kind: 'win' | 'void'): Promise<number> {
  const rows = await app.services.db
    .selectFrom('wallet_transactions')
    .select('transaction_id')
    .where('transaction_id', 'like', `tombala-${roundId}-%-${kind}`)
    .execute();
  return rows.length;
}

/** Moves the clock to the round's start. */
function toStart(round: { starts_at: string }) {
  clock.advance(Math.max(0, Date.parse(round.starts_at) - clock.now().getTime()));
}

/** Ticks `scheduler` until the room has a round selling with at least 30 s left. */
async function openSale(scheduler: ReturnType<typeof tombalaSchedulerOf>, roomId: number) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await scheduler.tick();
    const round = await latestTombalaRound(app, roomId);
    if (round.phase === 'selling' && Date.parse(round.starts_at) - clock.now().getTime() > 30_000) return round;
    clock.advance(TEST_TIMING.ballMs);
  }
  throw new Error('no round selling');
}

describe('the per-player limit', () => {
  it('lets exactly the limit through a burst of purchases at once', async () => {
    const one = tombalaSchedulerOf(app.services);
    const room = await roomByCode(app, 'sultan');
    await one.tick();
    const round = await latestTombalaRound(app, room.id);
    expect(round.phase).toBe('selling');
    const player = await newLivePlayer(app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => buy(player, room.id, round.id, 1)));
    expect(answers.filter((answer) => answer.result)).toHaveLength(room.max_cards_per_player);
    for (const refused of answers.filter((answer) => !answer.result)) {
      expect(refused.message).toBe('Bir turda en çok 6 kart alabilirsiniz. Bu turda alabileceğiniz kart sayısı: 0.');
    }
    const after = await roundById(round.id);
    expect(after.cards_sold).toBe(6);
    expect(Number(after.pot_kurus)).toBe(6 * 2_000);
    expect(await cardsOfRound(app, round.id)).toHaveLength(6);
    expect(await moneyOf(app, player.userId)).toBe(1_000_000 - 6 * 2_000);
  });
});

describe('two processes on one database', () => {
  it('run each round once and pay each card once; the ledger stays sound', async () => {
    const one = tombalaSchedulerOf(app.services);
    const two = tombalaSchedulerOf(second.services);
    const room = await roomByCode(app, 'lale');
    const players = [await newLivePlayer(app), await newLivePlayer(app)];
    const played: number[] = [];
    for (let game = 0; game < 2; game += 1) {
      await together(
        () => one.tick(),
        () => two.tick(),
      );
      const round = await latestTombalaRound(app, room.id);
      expect(round.phase).toBe('selling');
      for (const player of players) expect((await buy(player, room.id, round.id, 3)).result).toBe(true);
      toStart(round);
      for (let step = 0; step < 200 && (await roundById(round.id)).next_round_at === null; step += 1) {
        await together(
          () => two.tick(),
          () => one.tick(),
        );
        clock.advance(TEST_TIMING.ballMs);
      }
      played.push(round.id);
      clock.advance(TEST_TIMING.showMs);
    }
    // Exactly one of them led the room, and every card was closed by one win row.
    expect([one.leads(room.id), two.leads(room.id)].filter(Boolean)).toHaveLength(1);
    for (const roundId of played) {
      const round = await roundById(roundId);
      expect(round.phase).toBe('finished');
      expect(await winRows(roundId, 'win')).toBe(6);
      const cards = await cardsOfRound(app, roundId);
      const paid = cards.reduce((sum, card) => sum + Number(card.payout_kurus), 0);
      // Everything but the house's 10 % went back to the cards.
      expect(paid).toBe(6 * 500 - 300);
    }
    const rounds = await app.services.db
      .selectFrom('tombala_rounds')
      .select('round_no')
      .where('room_id', '=', room.id)
      .orderBy('round_no')
      .execute();
    expect(rounds.map((round) => round.round_no)).toEqual(rounds.map((_, index) => index + 1));
    await ledgerIsSound(app);
  });
});

describe('a leader dying', () => {
  it('mid-round: the other process takes over and goes on from the stored order with the same balls', async () => {
    const one = tombalaSchedulerOf(app.services);
    const two = tombalaSchedulerOf(second.services);
    const room = await roomByCode(app, 'cinar');
    // Let any earlier leader's lease lapse; `one` leads from here.
    clock.advance(LEASE_TTL_MS + 1);
    const round = await openSale(one, room.id);
    await two.tick();
    expect(one.leads(room.id)).toBe(true);
    const players = [await newLivePlayer(app), await newLivePlayer(app)];
    for (const player of players) expect((await buy(player, room.id, round.id, 4)).result).toBe(true);
    const before = await Promise.all(players.map((player) => moneyOf(app, player.userId)));
    toStart(round);
    await one.tick();
    clock.advance(TEST_TIMING.ballMs * 4);
    await one.tick();
    const mid = await roundById(round.id);
    expect(mid.phase).toBe('running');
    expect(mid.balls_published).toBe(4);
    const order = tombalaDrawOrder(provablyFairRandom(mid.server_seed, mid.public_seed, mid.round_no));
    expect(JSON.parse(mid.draw_order!)).toEqual(order);
    const watched = await second.server.inject({
      method: 'POST',
      url: RPC_PATH,
      headers: { 'content-type': 'application/json', [PANEL_HEADER]: PANEL_FRONTEND },
      payload: { api: { class: 'tombala', method: 'round' }, data: { roomID: room.id } },
    });
    // The other process shows the same balls at the same moment.
    expect(watched.json<{ data: MethodOutput<'tombala.round'> }>().data.round!.balls).toEqual(order.slice(0, 4));

    // `one` dies: `two` takes the lease once it lapses and finishes the round from the stored order.
    clock.advance(LEASE_TTL_MS + 1);
    for (let step = 0; step < 200 && (await roundById(round.id)).next_round_at === null; step += 1) {
      await two.tick();
      clock.advance(TEST_TIMING.ballMs);
    }
    expect(two.leads(room.id)).toBe(true);
    const over = await roundById(round.id);
    expect(over.phase).toBe('finished');
    expect(over.draw_order).toBe(mid.draw_order);
    expect(over.balls_published).toBe(over.balls_drawn);
    expect(await winRows(round.id, 'win')).toBe(8);
    const cards = await cardsOfRound(app, round.id);
    const after = await Promise.all(players.map((player) => moneyOf(app, player.userId)));
    players.forEach((player, index) => {
      const won = cards
        .filter((card) => card.user_id === player.userId)
        .reduce((sum, card) => sum + Number(card.payout_kurus), 0);
      expect(after[index]).toBe(before[index]! + won);
    });
    // The dead leader, back, writes nothing: its token is stale.
    await one.tick();
    expect(one.leads(room.id)).toBe(false);
    await ledgerIsSound(app);
  });

  it('before the order was stored: the round is cancelled and every card refunded once', async () => {
    const one = tombalaSchedulerOf(app.services);
    const two = tombalaSchedulerOf(second.services);
    const room = await roomByCode(app, 'cinar');
    clock.advance(TEST_TIMING.showMs + LEASE_TTL_MS + 1);
    const round = await openSale(one, room.id);
    const player = await newLivePlayer(app);
    expect((await buy(player, room.id, round.id, 5)).result).toBe(true);
    expect(await moneyOf(app, player.userId)).toBe(1_000_000 - 500);
    // `one` dies before the start; nobody leads until well past it.
    toStart(round);
    clock.advance(TEST_TIMING.startGraceMs + 1);
    await two.tick();
    await two.tick();
    const over = await roundById(round.id);
    expect(over.phase).toBe('cancelled');
    expect(over.draw_order).toBeNull();
    expect(over.next_round_at).not.toBeNull();
    expect(await winRows(round.id, 'void')).toBe(5);
    expect(await moneyOf(app, player.userId)).toBe(1_000_000);
    await two.tick();
    expect(await winRows(round.id, 'void')).toBe(5);
    await ledgerIsSound(app);
  });
});
