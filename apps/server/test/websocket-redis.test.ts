import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIMITS, LIVE_PATH } from '@bnw/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { confirmOverdueDemoDeposits } from '../src/modules/finance/demo-sweeper.js';
import { syncLiveCatalogue } from '../src/modules/live/index.js';
import type { RedisPresence } from '../src/platform/presence-redis.js';
import { type LiveClient, closedWithin, liveClient, openLive } from './support/live-socket.js';
import { demoDeposit } from './support/money.js';
import { createPlayer, loginAs, manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { TEST_REDIS_URL, redisReachable } from './support/redis.js';

/**
 * Two server instances sharing one database and one Redis, as two processes behind a balancer: a
 * message published on one reaches a socket held by the other, a player's balance moved through
 * one is pushed to their socket on the other, and a cut Redis connection comes back subscribed.
 * Redis runs at 127.0.0.1:6379 here and on CI; the suite says so and skips only when it is not.
 */
const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisReachable(REDIS_URL);
if (!redisUp) console.warn(`websocket-redis: Redis at ${REDIS_URL} is not reachable; these tests are skipped`);

const DEPOSIT_DELAY_MS = 600_000;
const clock = manualClock(new Date());
const env = {
  REDIS_URL,
  // A channel prefix of this run's own: other test files and sessions share the Redis.
  REDIS_CHANNEL_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
  DEMO_PROVIDER_DELAY_MS: String(DEPOSIT_DELAY_MS),
  LIVE_MAX_BUFFERED_BYTES: '65536',
};
let first: TestApp;
let second: App;
let secondDatabase: DatabaseHandle;
let directory: string;

describe.skipIf(!redisUp)('two instances sharing Redis', () => {
  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'bnw-ws-'));
    first = await createTestApp({ clock: clock.now, env, sqlitePath: path.join(directory, 'shared.sqlite') });
    await syncLiveCatalogue(first.services); // the tables whose topics a socket may follow
    const shared = first.database.env;
    secondDatabase = openDatabase({ databaseUrl: shared.DATABASE_URL || null, sqlitePath: shared.SQLITE_PATH });
    const config = loadConfig({ ...env, ...shared, MAINTENANCE_CACHE_MS: '0', WEB_DIST_DIR: '' });
    second = await buildApp({ config, database: secondDatabase, logger: false, clock: clock.now });
    await second.server.ready();
  });
  afterAll(async () => {
    await second?.server.close();
    await secondDatabase?.destroy();
    await first?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('delivers a message published on one instance to a socket on the other', async () => {
    const watcher = await openLive(second);
    watcher.send({ type: 'subscribe', topic: 'table:rulet-bogaz' });
    expect(await watcher.next()).toEqual({ type: 'subscribed', topic: 'table:rulet-bogaz' });
    await first.services.presence.publish('table:rulet-bogaz', { result: 17 });
    expect(await watcher.next()).toEqual({ type: 'event', topic: 'table:rulet-bogaz', data: { result: 17 } });
    watcher.socket.terminate();
  });

  it("pushes a player's balance moved through one instance to their socket on the other", async () => {
    const { user } = await loginAs(first, await createPlayer(first));
    const socket = await openLive(second);
    socket.send({ type: 'auth', sid: user.sid, uid: user.uid });
    expect(await socket.next()).toMatchObject({ type: 'auth', ok: true });
    await demoDeposit(first, user, 12_300);
    clock.advance(DEPOSIT_DELAY_MS + 1_000);
    expect(await confirmOverdueDemoDeposits(first.services)).toBe(1);
    expect(await socket.next()).toMatchObject({
      type: 'event',
      data: { kind: 'balance', balance: { balance: LIMITS.demoGrantKurus + 12_300, pending: 0 } },
    });
    socket.socket.terminate();
  });

  it('subscribes again after its Redis connection is cut', async () => {
    const watcher = await openLive(second);
    watcher.send({ type: 'subscribe', topic: 'table:rulet-galata' });
    await watcher.next();
    const presence = second.services.presence as RedisPresence;
    const admin = new Redis(REDIS_URL, { connectTimeout: 2_000, commandTimeout: 2_000 });
    // Only this instance's subscriber connection: others on this Redis are left alone.
    const idOf = async () => {
      const lines = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')).split('\n');
      const line = lines.find((candidate) => candidate.includes(`name=${presence.subscriberConnectionName} `));
      return line ? /\bid=(\d+)/.exec(line)![1]! : null;
    };
    try {
      const before = await idOf();
      expect(before).not.toBeNull();
      expect(Number(await admin.call('CLIENT', 'KILL', 'ID', before!))).toBe(1);
      // Back with a new connection (the reconnection's backoff starts at 100 ms).
      await expect
        .poll(async () => [null, before].includes(await idOf()), { timeout: 10_000, interval: 50 })
        .toBe(false);
    } finally {
      admin.disconnect();
    }
    // Until the resubscription lands a message may be lost (presence messages may be); then it arrives.
    let received = false;
    watcher.socket.on('message', () => (received = true));
    await expect
      .poll(
        async () => {
          await first.services.presence.publish('table:rulet-galata', { round: 2 });
          return received;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    watcher.socket.terminate();
  });

  it('drops a client that does not read instead of buffering for it', async () => {
    const address = await first.server.listen({ port: 0, host: '127.0.0.1' });
    const raw = new WebSocket(`${address.replace('http', 'ws')}${LIVE_PATH}`);
    await new Promise((resolve, reject) => raw.once('open', resolve).once('error', reject));
    const slow: LiveClient = liveClient(raw);
    slow.send({ type: 'subscribe', topic: 'table:rulet-kapadokya' });
    expect(await slow.next()).toEqual({ type: 'subscribed', topic: 'table:rulet-kapadokya' });
    raw.pause(); // the client stops reading; the server's unsent output grows
    const chunk = { padding: 'x'.repeat(32_000) };
    const before = first.hub.connectionCount();
    for (let round = 0; round < 400 && first.hub.connectionCount() === before; round += 1) {
      await first.services.presence.publish('table:rulet-kapadokya', chunk);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect.poll(() => first.hub.connectionCount(), { timeout: 5_000 }).toBe(before - 1);
    raw.resume();
    expect((await closedWithin(slow)).code).toBe(1006); // cut, not asked to close: the close frame would queue too
    const text = await first.services.metrics.registry.metrics();
    expect(text).toMatch(/bnw_live_drops_total\{reason="slow"\} 1/);
  });
});
