import type { Job } from '../../platform/jobs.js';
import { confirmOverdueDemoDeposits } from './demo-sweeper.js';
import type { FinanceDeps } from './deps.js';

/** How often lost demo provider call-backs are looked for (the provider's own delay is 3 s). */
export const DEMO_SWEEP_INTERVAL_MS = 30_000;

/**
 * The finance module's scheduled work, for the composition root to start with `startJobs`:
 *
 * - `finance.demo_sweep`: confirms demo deposits whose provider timer died with its process
 *   (older than DEMO_PROVIDER_DELAY_MS and still pending). One process at a time runs it (its
 *   lease); it would be safe everywhere too, since a confirmation is idempotent. Demo mode only.
 */
export function financeJobs(deps: FinanceDeps): Job[] {
  if (!deps.config.demoMode) return [];
  return [
    {
      name: 'finance.demo_sweep',
      intervalMs: DEMO_SWEEP_INTERVAL_MS,
      scope: 'once',
      run: () => confirmOverdueDemoDeposits(deps),
    },
  ];
}
