import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LiveLobbyEvent, MethodOutput } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { BETTING_MS, CLOSED_MS, RESULT_SHOW_MS } from '../src/modules/live/index.js';
import { InProcessPresence } from '../src/platform/presence.js';
import { RedisPresence } from '../src/platform/presence-redis.js';
import {
  latestRoundOf,
  newLivePlayer,
  ownOpened,
  ownTiles,
  prepareLive,
  requestId,
  schedulerOf,
  tableByCode,
} from './live-support.js';
import { type LiveClient, openLive } from './support/live-socket.js';
import { manualClock } from './support/players.js';
import { REPO_ROOT } from './support/server-process.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { latestTombalaRound, prepareTombala, roomByCode, tombalaSchedulerOf } from './tombala-support.js';
import { TEST_REDIS_URL, redisReachable } from './support/redis.js';

/**
 * "People at the table": every socket watching a table's topic, on this process and (through
 * Redis) every other, or the round's bettors when more of them bet through the API. Counted by
 * the hub on subscribe, unsubscribe and close; a process that stops (SIGKILL) leaves the count
 * when its heartbeat lapses; a Redis that is down gives the bettors' count, never an error.
 */
type TableList = MethodOutput<'livecasino.game_table_list'>;
type TableRound = MethodOutput<'livecasino.table_round'>;
type TombalaRoundAnswer = MethodOutput<'tombala.round'>;

const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisReachable(REDIS_URL);
if (!redisUp) console.warn(`live-watchers: Redis at ${REDIS_URL} is not reachable; the Redis tests are skipped`);

const quietLog = { warn: () => undefined };

/** A presence of this test's own, on this run's prefix (other files and sessions share the Redis). */
function redisPresence(prefix: string, watchers?: { ttlMs: number; flushMs: number }): RedisPresence {
  return new RedisPresence({
    url: REDIS_URL,
    connectTimeoutMs: 2_000,
    commandTimeoutMs: 2_000,
    maxMessageBytes: 4_096,
    channelPrefix: prefix,
    log: quietLog,
    ...(watchers ? { watchers } : {}),
  });
}

async function subscribed(app: Pick<TestApp, 'server'>, topic: string): Promise<LiveClient> {
  const client = await openLive(app);
  client.send({ type: 'subscribe', topic });
  expect(await client.next()).toEqual({ type: 'subscribed', topic });
  return client;
}

async function closeAll(clients: LiveClient[]): Promise<void> {
  for (const client of clients) client.socket.terminate();
  await Promise.all(clients.map((client) => client.closed));
}

describe('in one process', () => {
  const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ clock: clock.now });
    await prepareLive(app);
    await prepareTombala(app);
  }, 120_000);
  afterAll(() => app?.close());

  it('keeps its own book: a count per topic, gone at zero', async () => {
    const presence = new InProcessPresence();
    presence.reportWatchers('table:a', 3);
    presence.reportWatchers('table:b', 1);
    presence.reportWatchers('table:b', 0);
    const counts = await presence.watcherCounts(['table:a', 'table:b', 'table:c']);
    expect([...counts]).toEqual([['table:a', 3]]);
  });

  it('counts the sockets watching a table on subscribe, unsubscribe and close; the lobby and private topics are not tables', async () => {
    const topic = 'table:rulet-kapadokya';
    const watchers = [await subscribed(app, topic), await subscribed(app, topic)];
    const leaving = await subscribed(app, topic);
    const lobby = await subscribed(app, 'lobby:live');
    const count = async () => (await app.services.presence.watcherCounts([topic, 'lobby:live'])).get(topic);
    expect(await count()).toBe(3);
    expect((await app.services.presence.watcherCounts(['lobby:live'])).size).toBe(0);

    leaving.send({ type: 'unsubscribe', topic });
    expect(await leaving.next()).toEqual({ type: 'unsubscribed', topic });
    expect(await count()).toBe(2);
    // Asking twice counts once.
    watchers[0]!.send({ type: 'subscribe', topic });
    await watchers[0]!.next();
    expect(await count()).toBe(2);

    await closeAll([watchers[0]!]);
    await expect.poll(count).toBe(1);
    await closeAll([watchers[1]!, leaving, lobby]);
    await expect.poll(count).toBeUndefined();
  });

  it('shows the larger of watchers and bettors on the lobby tile, the table and the lobby update', async () => {
    const table = await tableByCode(app, 'rulet-bogaz');
    const scheduler = schedulerOf(app.services);
    let round = await latestRoundOf(app, table.id).catch(() => undefined);
    for (
      let attempt = 0;
      attempt < 10 && !(round?.phase === 'betting' && Date.parse(round.closes_at) - clock.now().getTime() > 10_000);
      attempt += 1
    ) {
      clock.advance(round ? BETTING_MS + CLOSED_MS + RESULT_SHOW_MS : 0);
      await scheduler.tick();
      round = await latestRoundOf(app, table.id).catch(() => undefined);
    }
    expect(round?.phase).toBe('betting');
    const tile = async () => {
      const list = await app.call<TableList>('livecasino', 'game_table_list', {});
      return ownTiles(list.data.tables).find((shown) => shown.code === 'rulet-bogaz')!.live.players;
    };
    const atTable = async () => {
      const answer = await app.call<TableRound>('livecasino', 'table_round', { tableID: table.id });
      return [answer.data.state.players, answer.data.round!.players];
    };
    expect(await tile()).toBe(0);

    const watchers = [await subscribed(app, 'table:rulet-bogaz'), await subscribed(app, 'table:rulet-bogaz')];
    expect(await tile()).toBe(2);
    expect(await atTable()).toEqual([2, 2]);
    const others = await app.call<TableList>('livecasino', 'game_table_list', {});
    const otherTiles = ownTiles(others.data.tables).filter((shown) => shown.code !== 'rulet-bogaz');
    expect(otherTiles.map((shown) => shown.live.players)).toEqual(otherTiles.map(() => 0));

    // Three players bet through the API, none of them watching: the table has three people, not two.
    const bettors = await Promise.all([newLivePlayer(app), newLivePlayer(app), newLivePlayer(app)]);
    for (const bettor of bettors) {
      const placed = await app.call(
        'livecasino',
        'place_bets',
        {
          tableID: table.id,
          roundID: round!.id,
          requestId: requestId(),
          bets: [{ kind: 'red', stakeKurus: 500 }],
        },
        bettor.user,
      );
      expect(placed.code).toBe(200);
    }
    expect(await tile()).toBe(3);
    expect(await atTable()).toEqual([3, 3]);
    const opened = await app.call<MethodOutput<'livecasino.init_game'>>(
      'livecasino',
      'init_game',
      { tableID: table.id },
      bettors[0]!.user,
    );
    const own = ownOpened(opened.data);
    expect([own.table.live.players, own.round!.players]).toEqual([3, 3]);

    // Five watchers now: more than the bettors, and the lobby's update says so when betting closes.
    watchers.push(...(await Promise.all([1, 2, 3].map(() => subscribed(app, 'table:rulet-bogaz')))));
    const updates: LiveLobbyEvent[] = [];
    const stop = app.services.presence.subscribe('lobby:live', (message) => updates.push(message as LiveLobbyEvent));
    try {
      clock.advance(BETTING_MS);
      await scheduler.tick();
      const update = updates.find((event) => event.table === 'rulet-bogaz' && event.state.phase !== 'betting');
      expect(update?.state.players).toBe(5);
    } finally {
      stop();
    }
    expect(await atTable()).toEqual([5, 5]);
    await closeAll(watchers);
    await expect.poll(atTable).toEqual([3, 3]);
  });

  it("counts a tombala room's watchers in its round now; an earlier round asked by id keeps its card holders", async () => {
    const room = await roomByCode(app, 'lale');
    await tombalaSchedulerOf(app.services).tick();
    const round = await latestTombalaRound(app, room.id);
    const watchers = [await subscribed(app, 'table:tombala-lale'), await subscribed(app, 'table:tombala-lale')];
    const now = await app.call<TombalaRoundAnswer>('tombala', 'round', { roomID: room.id });
    expect(now.data.round!.players).toBe(2);
    const byId = await app.call<TombalaRoundAnswer>('tombala', 'round', { roomID: room.id, roundID: round.id });
    expect(byId.data.round!.players).toBe(round.player_count);
    await closeAll(watchers);
  });
});

describe('when Redis is down', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    app = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_CONNECT_TIMEOUT_MS: '500' } });
    await prepareLive(app);
  }, 120_000);
  afterAll(() => app?.close());

  it('answers the bettors count, within its bound, never an error', async () => {
    const client = await openLive(app);
    client.send({ type: 'subscribe', topic: 'table:rulet-galata' });
    await client.next();
    const table = await tableByCode(app, 'rulet-galata');
    const started = Date.now();
    const list = await app.call<TableList>('livecasino', 'game_table_list', {});
    expect(list.code).toBe(200);
    expect(ownTiles(list.data.tables).find((shown) => shown.tableID === table.id)!.live.players).toBe(0);
    const counts = await app.services.presence.watcherCounts(['table:rulet-galata']);
    expect(counts.size).toBe(0);
    expect(Date.now() - started).toBeLessThan(3_000);
    client.socket.terminate();
  });
});

describe.skipIf(!redisUp)('across processes through Redis', () => {
  const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const env = { REDIS_URL, REDIS_CHANNEL_PREFIX: prefix };
  let first: TestApp;
  let second: App;
  let secondDatabase: DatabaseHandle;
  let directory: string;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'bnw-watchers-'));
    first = await createTestApp({ clock: clock.now, env, sqlitePath: path.join(directory, 'shared.sqlite') });
    await prepareLive(first);
    const shared = first.database.env;
    secondDatabase = openDatabase({ databaseUrl: shared.DATABASE_URL || null, sqlitePath: shared.SQLITE_PATH });
    const config = loadConfig({ ...env, ...shared, MAINTENANCE_CACHE_MS: '0', WEB_DIST_DIR: '' });
    second = await buildApp({ config, database: secondDatabase, logger: false, clock: clock.now });
    await second.server.ready();
  }, 120_000);
  afterAll(async () => {
    await second?.server.close();
    await secondDatabase?.destroy();
    await first?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it("two hubs see each other's watchers in the table's view, and a socket's close on one", async () => {
    const table = await tableByCode(first, 'rulet-galata');
    const topic = 'table:rulet-galata';
    const onSecond = [await subscribed(second, topic), await subscribed(second, topic)];
    const onFirst = await subscribed(first, topic);
    const seenByFirst = async () => {
      const list = await first.call<TableList>('livecasino', 'game_table_list', {});
      return ownTiles(list.data.tables).find((shown) => shown.tableID === table.id)!.live.players;
    };
    // Flushed about once a second.
    await expect.poll(seenByFirst, { timeout: 5_000, interval: 100 }).toBe(3);
    await expect
      .poll(async () => (await second.services.presence.watcherCounts([topic])).get(topic), { timeout: 5_000 })
      .toBe(3);
    await closeAll([onSecond[0]!]);
    await expect.poll(seenByFirst, { timeout: 5_000, interval: 100 }).toBe(2);
    await closeAll([onSecond[1]!, onFirst]);
    await expect.poll(seenByFirst, { timeout: 5_000, interval: 100 }).toBe(0);
  });

  it('a process stopped gracefully takes its watchers away at once', async () => {
    const topic = 'table:graceful';
    const leaving = redisPresence(prefix);
    const staying = redisPresence(prefix);
    try {
      leaving.reportWatchers(topic, 4);
      staying.reportWatchers(topic, 1);
      await Promise.all([leaving.flushWatchers(), staying.flushWatchers()]);
      expect((await staying.watcherCounts([topic])).get(topic)).toBe(5);
      await leaving.close();
      expect((await staying.watcherCounts([topic])).get(topic)).toBe(1);
    } finally {
      await staying.close();
    }
  });

  it("a SIGKILLed process's watchers vanish when its heartbeat lapses; a living one's stay", async () => {
    const topic = 'table:killed';
    const ttlMs = 1_500;
    const reader = redisPresence(prefix, { ttlMs, flushMs: 100 });
    const child = await watcherProcess(prefix, topic, 4, ttlMs);
    try {
      reader.reportWatchers(topic, 1);
      await reader.flushWatchers();
      // Longer than the expiry: the child's heartbeat keeps its count.
      await new Promise((resolve) => setTimeout(resolve, ttlMs * 2));
      expect((await reader.watcherCounts([topic])).get(topic)).toBe(5);
      await kill(child);
      const killedAt = Date.now();
      expect((await reader.watcherCounts([topic])).get(topic)).toBe(5);
      await expect
        .poll(async () => (await reader.watcherCounts([topic])).get(topic), { timeout: 5_000, interval: 100 })
        .toBe(1);
      expect(Date.now() - killedAt).toBeLessThan(ttlMs + 1_000);
    } finally {
      await kill(child);
      await reader.close();
    }
  }, 30_000);
});

/** A process of its own with `count` watchers of `topic` through Redis; resolves once they are written. */
function watcherProcess(prefix: string, topic: string, count: number, ttlMs: number): Promise<ChildProcess> {
  const presencePath = path.join(REPO_ROOT, 'apps/server/src/platform/presence-redis.ts');
  const script = `
    const { RedisPresence } = await import(${JSON.stringify(presencePath)});
    const presence = new RedisPresence({
      url: ${JSON.stringify(REDIS_URL)}, connectTimeoutMs: 2000, commandTimeoutMs: 2000, maxMessageBytes: 4096,
      channelPrefix: ${JSON.stringify(prefix)}, log: console, watchers: { ttlMs: ${ttlMs}, flushMs: 100 },
    });
    presence.reportWatchers(${JSON.stringify(topic)}, ${count});
    await presence.flushWatchers();
    process.stdout.write('ready\\n');
    setInterval(() => undefined, 60000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('watcher process not ready in time'));
    }, 20_000);
    child.stdout!.on('data', (data: Buffer) => {
      if (!String(data).includes('ready')) return;
      clearTimeout(timer);
      resolve(child);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`watcher process exited with ${code}`));
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
