import type { Leases } from './lease.js';

/** Scheduled work a module declares. */
export interface Job {
  /** Stable and unique (`finance.demo_sweep`); the lease of a `once` job is named after it. */
  name: string;
  intervalMs: number;
  /**
   * `everywhere`: every process runs it (idempotent clean-up). `once`: only the process holding
   * the job's lease runs it (payouts, draws), so it happens once across processes.
   */
  scope: 'everywhere' | 'once';
  run(): Promise<unknown>;
}

interface JobLog {
  warn(object: unknown, message: string): void;
}

/**
 * Runs each job now and then every interval, until the answered function stops them. A `once` job first takes or renews its lease for
 * two intervals, so a leader that dies is replaced within two intervals. A run that is still
 * going when the next tick comes is not started twice; a failure is logged and retried next tick.
 */
export function startJobs(jobs: readonly Job[], leases: Leases, log: JobLog): () => Promise<void> {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        if (job.scope === 'once' && !(await leases.tryAcquire(`job:${job.name}`, job.intervalMs * 2))) return;
        await job.run();
      } catch (error) {
        log.warn({ err: error, job: job.name }, 'job failed; retrying at the next interval');
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), job.intervalMs);
    timer.unref();
    return timer;
  });
  // Stopping hands the leases over at once, so another process need not wait for them to lapse.
  return async () => {
    timers.forEach((timer) => clearInterval(timer));
    const leased = jobs.filter((job) => job.scope === 'once');
    await Promise.all(leased.map((job) => leases.release(`job:${job.name}`).catch(() => undefined)));
  };
}
