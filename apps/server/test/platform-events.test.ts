import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { EventOutbox, type Subscriber } from '../src/platform/events.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

const quietLog = { warn: () => {}, error: () => {} };
let database: TestDatabase;
let second: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  // A file, not memory, on SQLite: the second "process" opens the same database.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-events-'));
  database = await createTestDatabase({ sqlitePath: path.join(dataDir, 'events.sqlite') });
  second = openDatabase({
    databaseUrl: database.env.DATABASE_URL || null,
    sqlitePath: database.env.SQLITE_PATH,
    maxConnections: 5,
  });
});

afterAll(async () => {
  await second.destroy();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.handle.db.deleteFrom('outbox_deliveries').execute();
  await database.handle.db.deleteFrom('outbox_events').execute();
});

/** A subscriber that counts what it was handed, and fails its first `failures` attempts. */
function countingSubscriber(name: string, failures = 0) {
  const seen: number[] = [];
  let attempts = 0;
  const subscriber: Subscriber<'email_confirmed'> = {
    name,
    event: 'email_confirmed',
    async handle(payload) {
      attempts += 1;
      if (attempts <= failures) throw new Error('subscriber is down');
      seen.push(payload.userId);
    },
  };
  return { subscriber, seen, attempts: () => attempts };
}

function outboxOn(handle: DatabaseHandle, clock: () => Date = () => new Date()) {
  return new EventOutbox(handle.db, clock, { log: quietLog });
}

describe('event outbox', () => {
  it('delivers a committed event to each of its subscribers once', async () => {
    const outbox = outboxOn(database.handle);
    const first = countingSubscriber('test.first');
    const other = countingSubscriber('test.other');
    outbox.subscribe([first.subscriber, other.subscriber]);
    await database.handle.db.transaction().execute((trx) => outbox.record(trx, 'email_confirmed', { userId: 7 }));
    await outbox.drain();
    await outbox.drain();
    expect(first.seen).toEqual([7]);
    expect(other.seen).toEqual([7]);
  });

  it('records a batch of events in one go, each delivered to each subscriber once', async () => {
    const outbox = outboxOn(database.handle);
    const first = countingSubscriber('test.batch-first');
    const other = countingSubscriber('test.batch-other');
    outbox.subscribe([first.subscriber, other.subscriber]);
    await database.handle.db
      .transaction()
      .execute((trx) => outbox.recordMany(trx, 'email_confirmed', [{ userId: 1 }, { userId: 2 }, { userId: 3 }]));
    await outbox.drain();
    expect([...first.seen].sort()).toEqual([1, 2, 3]);
    expect([...other.seen].sort()).toEqual([1, 2, 3]);
    const deliveries = await database.handle.db.selectFrom('outbox_deliveries').select('id').execute();
    expect(deliveries).toHaveLength(6);
  });

  it('hands a batch subscriber all its due events in one call, in the order they were recorded', async () => {
    const outbox = outboxOn(database.handle);
    const calls: number[][] = [];
    const single = countingSubscriber('test.single');
    const batched: Subscriber<'email_confirmed'> = {
      name: 'test.batched',
      event: 'email_confirmed',
      handle: () => Promise.reject(new Error('one at a time was not expected')),
      async handleBatch(events) {
        calls.push(events.map((event) => event.payload.userId));
        expect(events.every((event) => event.meta.attempt === 1 && event.meta.eventId > 0)).toBe(true);
      },
    };
    outbox.subscribe([batched, single.subscriber]);
    const users = [1, 2, 3, 4, 5, 6];
    await database.handle.db.transaction().execute((trx) =>
      outbox.recordMany(
        trx,
        'email_confirmed',
        users.map((userId) => ({ userId })),
      ),
    );
    expect(await outbox.deliverDue()).toBe(12);
    expect(calls).toEqual([users]);
    expect(single.seen).toEqual(users);
    expect(await undelivered()).toEqual([]);
  });

  it('runs a failed batch again one at a time: a poison event ends failed, the others are delivered', async () => {
    let now = Date.parse('2026-01-01T10:00:00.000Z');
    const outbox = new EventOutbox(database.handle.db, () => new Date(now), { log: quietLog, maxAttempts: 2 });
    const seen: number[] = [];
    let batches = 0;
    const poisoned: Subscriber<'email_confirmed'> = {
      name: 'test.poisoned',
      event: 'email_confirmed',
      async handle({ userId }) {
        if (userId === 13) throw new Error('poison');
        seen.push(userId);
      },
      async handleBatch(events) {
        batches += 1;
        if (events.some((event) => event.payload.userId === 13)) throw new Error('poison in the batch');
        seen.push(...events.map((event) => event.payload.userId));
      },
    };
    outbox.subscribe([poisoned]);
    await outbox.recordMany(database.handle.db, 'email_confirmed', [{ userId: 12 }, { userId: 13 }, { userId: 14 }]);
    for (let step = 0; step < 4; step += 1) {
      await outbox.drain();
      now += 60_000;
    }
    expect(batches).toBe(1); // the retry has one event left: handled alone
    expect(seen).toEqual([12, 14]);
    const rows = await database.handle.db
      .selectFrom('outbox_deliveries')
      .innerJoin('outbox_events', 'outbox_events.id', 'outbox_deliveries.event_id')
      .select(['outbox_events.payload', 'attempts', 'delivered_at', 'failed_at', 'last_error'])
      .orderBy('outbox_deliveries.id')
      .execute();
    expect(rows.map((row) => [row.attempts, row.delivered_at !== null, row.failed_at !== null])).toEqual([
      [1, true, false],
      [2, false, true],
      [1, true, false],
    ]);
    expect(rows[1]!.last_error).toBe('poison');
  });

  it('never delivers an event recorded in a transaction that rolled back', async () => {
    const outbox = outboxOn(database.handle);
    const counter = countingSubscriber('test.rollback');
    outbox.subscribe([counter.subscriber]);
    await expect(
      database.handle.db.transaction().execute(async (trx) => {
        await outbox.record(trx, 'email_confirmed', { userId: 8 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await outbox.drain();
    expect(counter.attempts()).toBe(0);
    const events = await database.handle.db.selectFrom('outbox_events').selectAll().execute();
    expect(events).toEqual([]);
  });

  it('retries a subscriber that fails, after its backoff, until it succeeds', async () => {
    let now = Date.parse('2026-01-01T10:00:00.000Z');
    const outbox = outboxOn(database.handle, () => new Date(now));
    const flaky = countingSubscriber('test.flaky', 2);
    outbox.subscribe([flaky.subscriber]);
    await outbox.record(database.handle.db, 'email_confirmed', { userId: 9 });

    await outbox.drain();
    expect(flaky.attempts()).toBe(1);
    await outbox.drain(); // still in its backoff: nothing runs
    expect(flaky.attempts()).toBe(1);
    now += 1_000;
    await outbox.drain();
    now += 2_000;
    await outbox.drain();
    expect(flaky.attempts()).toBe(3);
    expect(flaky.seen).toEqual([9]);
    const row = await database.handle.db.selectFrom('outbox_deliveries').selectAll().executeTakeFirstOrThrow();
    expect(row.delivered_at).not.toBeNull();
    expect(row.attempts).toBe(3);
  });

  it('sets a delivery aside for the operator when its attempts run out', async () => {
    let now = Date.parse('2026-01-01T10:00:00.000Z');
    const outbox = new EventOutbox(database.handle.db, () => new Date(now), { log: quietLog, maxAttempts: 2 });
    const broken = countingSubscriber('test.broken', 100);
    outbox.subscribe([broken.subscriber]);
    await outbox.record(database.handle.db, 'email_confirmed', { userId: 10 });
    for (let step = 0; step < 5; step += 1) {
      await outbox.drain();
      now += 60_000;
    }
    expect(broken.attempts()).toBe(2);
    const row = await database.handle.db.selectFrom('outbox_deliveries').selectAll().executeTakeFirstOrThrow();
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toBe('subscriber is down');
  });

  it('takes over a claim whose process died', async () => {
    let now = Date.parse('2026-01-01T10:00:00.000Z');
    const clock = () => new Date(now);
    const dead = new EventOutbox(database.handle.db, clock, { log: quietLog, claimMs: 30_000 });
    const alive = new EventOutbox(second.db, clock, { log: quietLog, claimMs: 30_000 });
    const counter = countingSubscriber('test.takeover');
    dead.subscribe([{ ...counter.subscriber, handle: () => new Promise<void>(() => {}) }]); // hangs forever
    alive.subscribe([counter.subscriber]);
    await alive.record(database.handle.db, 'email_confirmed', { userId: 11 });
    void dead.deliverDue(); // claims it, then never finishes
    await waitUntil(async () => (await claimedBy()) === dead.owner);
    await alive.drain();
    expect(counter.seen).toEqual([]); // the claim is still fresh
    now += 30_001;
    await alive.drain();
    expect(counter.seen).toEqual([11]);
  });

  it('delivers each event once when two processes deliver at the same time, one at a time or in batches', async () => {
    const counts = new Map<number, number>();
    const count = (userId: number) => counts.set(userId, (counts.get(userId) ?? 0) + 1);
    const subscriber: Subscriber<'email_confirmed'> = {
      name: 'test.once',
      event: 'email_confirmed',
      handle: async ({ userId }) => void count(userId),
    };
    const batched: Subscriber<'email_confirmed'> = {
      ...subscriber,
      name: 'test.once-batched',
      handle: async ({ userId }) => void count(-userId),
      handleBatch: async (events) => events.forEach((event) => count(-event.payload.userId)),
    };
    // Small batches, so the two processes take turns at the rows.
    const processes = [database.handle, second].map(
      (handle) => new EventOutbox(handle.db, () => new Date(), { log: quietLog, batchSize: 7 }),
    );
    for (const outbox of processes) outbox.subscribe([subscriber, batched]);
    for (let userId = 1; userId <= 60; userId += 1) {
      await processes[0]!.record(database.handle.db, 'email_confirmed', { userId });
    }
    await Promise.all(processes.flatMap((outbox) => [outbox.drain(), outbox.drain()]));
    expect(counts.size).toBe(120);
    expect([...counts.values()].every((times) => times === 1)).toBe(true);
  });
});

async function undelivered(): Promise<number[]> {
  const rows = await database.handle.db
    .selectFrom('outbox_deliveries')
    .select('id')
    .where('delivered_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

async function claimedBy(): Promise<string | null> {
  const row = await database.handle.db.selectFrom('outbox_deliveries').select('claimed_by').executeTakeFirst();
  return row?.claimed_by ?? null;
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
