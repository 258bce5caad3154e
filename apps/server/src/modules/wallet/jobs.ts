import type { Job } from '../../platform/jobs.js';
import type { WalletDeps } from './deps.js';

/** A provider may still send a win or a rollback under a lapsed token; after a month it may not. */
export const GAME_SESSION_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes game sessions that lapsed more than a month ago; answers how many. */
export async function sweepGameSessions(deps: Pick<WalletDeps, 'db' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock().getTime() - GAME_SESSION_KEEP_MS).toISOString();
  const result = await deps.db.deleteFrom('game_sessions').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * `wallet.session_sweep`: every process may run it (a delete of what is long lapsed is idempotent).
 * Rounds and wallet transactions keep no reference to the session, so nothing else goes with it.
 */
export function walletJobs(deps: Pick<WalletDeps, 'db' | 'clock'>): Job[] {
  return [
    {
      name: 'wallet.session_sweep',
      intervalMs: SWEEP_INTERVAL_MS,
      scope: 'everywhere',
      run: () => sweepGameSessions(deps),
    },
  ];
}
