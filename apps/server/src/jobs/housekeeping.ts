import type { Services } from '../services.js';

const DAY_MS = 24 * 3600_000;
/** Expired sessions and e-mail links are kept a month (support questions), then deleted. */
const EXPIRED_RETENTION_MS = 30 * DAY_MS;
/** Login throttling looks back 15 minutes; a day of failures is plenty. */
const FAILURE_RETENTION_MS = DAY_MS;
const DEFAULT_INTERVAL_MS = 3600_000;

export interface HousekeepingReport {
  authFailures: number;
  sessions: number;
  emailTokens: number;
}

/**
 * Deletes what can never be used again, so that tables written on every login or failed
 * attempt stay bounded: old throttle failures, long-expired sessions and e-mail links.
 * The security audit and the ledger are never touched.
 */
export async function runHousekeeping({ db, clock }: Pick<Services, 'db' | 'clock'>): Promise<HousekeepingReport> {
  const now = clock().getTime();
  const failuresBefore = new Date(now - FAILURE_RETENTION_MS).toISOString();
  const expiredBefore = new Date(now - EXPIRED_RETENTION_MS).toISOString();
  const failures = await db.deleteFrom('auth_failures').where('failed_at', '<', failuresBefore).executeTakeFirst();
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<', expiredBefore).executeTakeFirst();
  const tokens = await db.deleteFrom('email_tokens').where('expires_at', '<', expiredBefore).executeTakeFirst();
  return {
    authFailures: Number(failures.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    emailTokens: Number(tokens.numDeletedRows),
  };
}

/**
 * Runs the housekeeping now and then every `intervalMs`. Every server process may run it: the
 * deletes are idempotent. A failure is logged and retried at the next interval.
 */
export function startHousekeeping(
  services: Pick<Services, 'db' | 'clock'>,
  log: { warn(object: unknown, message: string): void },
  intervalMs = DEFAULT_INTERVAL_MS,
): () => void {
  const run = () =>
    void runHousekeeping(services).catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'));
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
