import { LIMITS, TRANSACTION_STATUS } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { confirmOverdueDemoDeposits } from '../src/modules/finance/demo-sweeper.js';
import { DEMO_SWEEP_INTERVAL_MS, financeJobs } from '../src/modules/finance/jobs.js';
import { demoDeposit } from './support/money.js';
import { createPlayer, loginAs, manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * A demo deposit is confirmed by a timer in the process that started it. When that process dies
 * first, the periodic sweep confirms the deposit once it is older than the provider's delay.
 */
const DELAY_MS = 600_000;
const clock = manualClock(new Date());
let app: TestApp;
beforeAll(async () => {
  // The timer's delay is long and its timer unref'd: in this test only the sweep confirms.
  app = await createTestApp({ clock: clock.now, env: { DEMO_PROVIDER_DELAY_MS: String(DELAY_MS) } });
});
afterAll(() => app.close());

async function statusOf(publicId: string): Promise<number> {
  const row = await app.services.db
    .selectFrom('payment_transactions')
    .select('status')
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('the demo deposit sweep', () => {
  it('confirms a deposit older than the delay, leaves a fresh one, and confirms each once', async () => {
    const user = (await loginAs(app, await createPlayer(app))).user;
    const old = await demoDeposit(app, user, 20_000);
    clock.advance(DELAY_MS + 1000);
    const fresh = await demoDeposit(app, user, 30_000);

    expect(await confirmOverdueDemoDeposits(app.services)).toBe(1);
    expect(await statusOf(old)).toBe(TRANSACTION_STATUS.completed);
    expect(await statusOf(fresh)).toBe(TRANSACTION_STATUS.pending);

    expect(await confirmOverdueDemoDeposits(app.services)).toBe(0);
    const posts = await app.services.db
      .selectFrom('ledger_transfers')
      .select('transfer_id')
      .where('transfer_id', '=', `payment:${old}:post`)
      .execute();
    expect(posts).toHaveLength(1);

    clock.advance(DELAY_MS + 1000);
    // Two sweeps at once (two processes): each deposit still moves once.
    const [first, second] = await Promise.all([
      confirmOverdueDemoDeposits(app.services),
      confirmOverdueDemoDeposits(app.services),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await statusOf(fresh)).toBe(TRANSACTION_STATUS.completed);
    const balance = await app.call<Array<{ balance: number }>>('finance', 'check_balance', {}, user);
    expect(balance.data[0]!.balance).toBe(LIMITS.demoGrantKurus + 50_000);
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
  });

  it('is a periodic job of the finance module in demo mode only', async () => {
    const jobs = financeJobs(app.services);
    expect(jobs.map((job) => [job.name, job.intervalMs, job.scope])).toEqual([
      ['finance.demo_sweep', DEMO_SWEEP_INTERVAL_MS, 'once'],
    ]);
    expect(await jobs[0]!.run()).toBe(0);
    expect(financeJobs({ ...app.services, config: { ...app.services.config, demoMode: false } })).toEqual([]);
  });
});
