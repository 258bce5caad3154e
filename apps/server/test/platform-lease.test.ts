import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Job, startJobs } from '../src/platform/jobs.js';
import { Leases } from '../src/platform/lease.js';
import { type TestDatabase, createTestDatabase } from './support/test-database.js';

let database: TestDatabase;
let now = Date.parse('2026-01-01T10:00:00.000Z');
const clock = () => new Date(now);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('leases', () => {
  it('gives a lease to exactly one of many contenders at once', async () => {
    const leases = new Leases(database.handle.db, clock);
    const contenders = Array.from({ length: 20 }, (_, index) => `process-${index}`);
    const won = await Promise.all(contenders.map((owner) => leases.tryAcquire('draw', 10_000, owner)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const holder = await leases.holder('draw');
    expect(holder?.owner).toBe(contenders[won.indexOf(true)]);
  });

  it('lets the owner renew and keeps others out until it lapses, then one takes it over', async () => {
    const leases = new Leases(database.handle.db, clock);
    expect(await leases.tryAcquire('payout', 10_000, 'a')).toBe(true);
    now += 9_000;
    expect(await leases.tryAcquire('payout', 10_000, 'b')).toBe(false);
    expect(await leases.tryAcquire('payout', 10_000, 'a')).toBe(true); // renewed until +19 s
    now += 9_000;
    expect(await leases.tryAcquire('payout', 10_000, 'b')).toBe(false);
    now += 1_001; // a died and did not renew
    const takers = await Promise.all(['b', 'c', 'd'].map((owner) => leases.tryAcquire('payout', 10_000, owner)));
    expect(takers.filter(Boolean)).toHaveLength(1);
    expect(await leases.tryAcquire('payout', 10_000, 'a')).toBe(false);
  });

  it('frees a released lease at once, but only for its owner', async () => {
    const leases = new Leases(database.handle.db, clock);
    expect(await leases.tryAcquire('tournament', 60_000, 'a')).toBe(true);
    await leases.release('tournament', 'b');
    expect(await leases.tryAcquire('tournament', 60_000, 'b')).toBe(false);
    await leases.release('tournament', 'a');
    expect(await leases.tryAcquire('tournament', 60_000, 'b')).toBe(true);
  });
});

describe('jobs', () => {
  const quiet = { warn: () => {} };
  const counting = (scope: Job['scope']) => {
    const job = { name: `count-${scope}`, intervalMs: 60_000, scope, runs: 0, run: async () => void job.runs++ };
    return job;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('runs a `once` job in one process only, and a stopped leader hands its lease over', async () => {
    const job = counting('once');
    const first = startJobs([job], new Leases(database.handle.db, clock), quiet);
    const second = startJobs([job], new Leases(database.handle.db, clock), quiet);
    await settle();
    expect(job.runs).toBe(1);
    await first();
    await second();
    expect(await new Leases(database.handle.db, clock).holder('job:count-once')).toBeNull();
  });

  it('runs an `everywhere` job in every process', async () => {
    const job = counting('everywhere');
    const stops = [1, 2, 3].map(() => startJobs([job], new Leases(database.handle.db, clock), quiet));
    await settle();
    expect(job.runs).toBe(3);
    await Promise.all(stops.map((stop) => stop()));
  });
});
