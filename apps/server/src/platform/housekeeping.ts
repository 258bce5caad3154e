import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';
import type { Job } from './jobs.js';

const DAY_MS = 24 * 3600_000;
/** Expired sessions and e-mail links are kept a month (support questions), then deleted. */
const EXPIRED_RETENTION_MS = 30 * DAY_MS;
/** Throttle windows last an hour at most (registrations); a counter whose window began a day ago is over. */
const THROTTLE_RETENTION_MS = DAY_MS;
const DEFAULT_INTERVAL_MS = 3600_000;

/** What housekeeping touches: the database and the time (it sits below the services). */
export interface HousekeepingDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export interface HousekeepingReport {
  throttleCounters: number;
  sessions: number;
  emailTokens: number;
  /** Events every subscriber received, a month ago or more (failed deliveries stay for the operator). */
  deliveredEvents: number;
}

/**
 * Deletes what can never be used again, so that tables written on every login or failed
 * attempt stay bounded: old throttle counters, long-expired sessions and e-mail links.
 * The security audit and the ledger are never touched.
 */
export async function runHousekeeping({ db, clock }: HousekeepingDeps): Promise<HousekeepingReport> {
  const now = clock().getTime();
  const windowsBefore = new Date(now - THROTTLE_RETENTION_MS).toISOString();
  const expiredBefore = new Date(now - EXPIRED_RETENTION_MS).toISOString();
  const counters = await db
    .deleteFrom('throttle_counters')
    .where('window_started_at', '<', windowsBefore)
    .executeTakeFirst();
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<', expiredBefore).executeTakeFirst();
  const tokens = await db.deleteFrom('email_tokens').where('expires_at', '<', expiredBefore).executeTakeFirst();
  const deliveredEvents = await pruneDeliveredEvents(db, expiredBefore);
  return {
    throttleCounters: Number(counters.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    emailTokens: Number(tokens.numDeletedRows),
    deliveredEvents,
  };
}

/** Bounded per run: a backlog is worked off over several runs instead of in one long statement. */
const EVENT_PRUNE_BATCH = 5_000;

async function pruneDeliveredEvents(db: Kysely<Database>, recordedBefore: string): Promise<number> {
  const done = await db
    .selectFrom('outbox_events')
    .select('id')
    .where('recorded_at', '<', recordedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('outbox_deliveries')
            .select('outbox_deliveries.id')
            .whereRef('outbox_deliveries.event_id', '=', 'outbox_events.id')
            .where('outbox_deliveries.delivered_at', 'is', null),
        ),
      ),
    )
    .orderBy('id')
    .limit(EVENT_PRUNE_BATCH)
    .execute();
  if (done.length === 0) return 0;
  const ids = done.map((row) => row.id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('outbox_deliveries').where('event_id', 'in', ids).execute();
    await trx.deleteFrom('outbox_events').where('id', 'in', ids).execute();
  });
  return ids.length;
}

/** Every process may run it: the deletes are idempotent. */
export function housekeepingJob(services: HousekeepingDeps, intervalMs = DEFAULT_INTERVAL_MS): Job {
  return { name: 'platform.housekeeping', intervalMs, scope: 'everywhere', run: () => runHousekeeping(services) };
}
