import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface ThrottleRule {
  /** Attempts allowed within the window; the next ones wait until it ends. */
  limit: number;
  windowMs: number;
}

/** Five failures in fifteen minutes lock for fifteen minutes (OWASP ASVS 2.2.1). */
export const ACCOUNT_RULE: ThrottleRule = { limit: 5, windowMs: 15 * 60_000 };
/** An address may hide many players behind one NAT: a higher limit. */
export const ADDRESS_RULE: ThrottleRule = { limit: 20, windowMs: 15 * 60_000 };

/** One key and the rule it is counted by. */
export type ThrottleCheck = readonly [key: string, rule: ThrottleRule];

/**
 * Counts attempts per key (an account, an address, a purpose) in the database, so that every
 * server process sees the same count.
 *
 * An attempt is RESERVED before it is judged, in one statement that increments the key's
 * counter only while it is under the limit: reading the count first and recording a failure
 * afterwards let 60 parallel attempts all read "0 failures" and all be judged. The caller gives
 * the reservation back (`release`) or wipes the key (`clear`) when the attempt succeeded; a
 * failure simply keeps it. The window is fixed: it starts at the first attempt counted and, once
 * over, the next attempt starts a new one.
 */
export class Throttle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
  ) {}

  /**
   * Reserves one attempt on every key, or none: answers 0 when all were reserved, else the
   * minutes until the most distant lock ends (the keys reserved meanwhile are given back).
   */
  async reserve(checks: readonly ThrottleCheck[]): Promise<number> {
    const reserved: string[] = [];
    for (const [key, rule] of checks) {
      if (await this.reserveOne(key, rule)) {
        reserved.push(key);
        continue;
      }
      for (const taken of reserved) await this.release(taken);
      return this.lockedMinutes(key, rule);
    }
    return 0;
  }

  /** Gives back one reserved attempt: it was judged and it was fine. */
  async release(key: string): Promise<void> {
    await this.db
      .updateTable('throttle_counters')
      .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
      .where('throttle_key', '=', key)
      .where('attempts', '>', 0)
      .execute();
  }

  /** Forgets every attempt of the key (a correct password clears the account's failures). */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttle_counters').where('throttle_key', '=', key).execute();
  }

  /**
   * Insert the key's first attempt, or increment its counter while under the limit (or restart
   * a window that is over). PostgreSQL and SQLite both run the upsert atomically per key, and
   * the row comes back only when the attempt was counted.
   */
  private async reserveOne(key: string, rule: ThrottleRule): Promise<boolean> {
    const now = this.clock();
    const startedAt = now.toISOString();
    const windowOver = new Date(now.getTime() - rule.windowMs).toISOString();
    const row = await this.db
      .insertInto('throttle_counters')
      .values({ throttle_key: key, attempts: 1, window_started_at: startedAt })
      .onConflict((conflict) =>
        conflict
          .column('throttle_key')
          .doUpdateSet((eb) => {
            const over = eb('throttle_counters.window_started_at', '<=', windowOver);
            return {
              attempts: eb
                .case()
                .when(over)
                .then(1)
                .else(eb('throttle_counters.attempts', '+', 1))
                .end(),
              window_started_at: eb
                .case()
                .when(over)
                .then(startedAt)
                .else(eb.ref('throttle_counters.window_started_at'))
                .end(),
            };
          })
          .where((eb) =>
            eb.or([
              eb('throttle_counters.attempts', '<', rule.limit),
              eb('throttle_counters.window_started_at', '<=', windowOver),
            ]),
          ),
      )
      .returning('attempts')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Minutes until the key's window ends; at least 1, as the refusal says "try again in N minutes". */
  private async lockedMinutes(key: string, rule: ThrottleRule): Promise<number> {
    const row = await this.db
      .selectFrom('throttle_counters')
      .select('window_started_at')
      .where('throttle_key', '=', key)
      .executeTakeFirst();
    const endsAt = row ? Date.parse(row.window_started_at) + rule.windowMs : 0;
    return Math.max(1, Math.ceil((endsAt - this.clock().getTime()) / 60_000));
  }
}
