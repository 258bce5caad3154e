import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface ThrottleRule {
  /** Failures allowed within the window before the key is locked. */
  limit: number;
  windowMs: number;
}

/** Five failures in fifteen minutes lock for fifteen minutes (OWASP ASVS 2.2.1). */
export const ACCOUNT_RULE: ThrottleRule = { limit: 5, windowMs: 15 * 60_000 };
/** An address may hide many players behind one NAT: a higher limit. */
export const ADDRESS_RULE: ThrottleRule = { limit: 20, windowMs: 15 * 60_000 };

/**
 * Counts failures per key (an account, an address, a purpose) in the database, so that
 * every server process sees the same count.
 */
export class Throttle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
  ) {}

  /** Minutes until the key may try again, or 0 when it may try now. */
  async lockedMinutes(key: string, rule: ThrottleRule): Promise<number> {
    const now = this.clock().getTime();
    const since = new Date(now - rule.windowMs).toISOString();
    const failures = await this.db
      .selectFrom('auth_failures')
      .select('failed_at')
      .where('throttle_key', '=', key)
      .where('failed_at', '>', since)
      .orderBy('failed_at', 'desc')
      .limit(rule.limit)
      .execute();
    if (failures.length < rule.limit) return 0;
    // Locked until the oldest of the last `limit` failures leaves the window.
    const oldest = Date.parse(failures[failures.length - 1]!.failed_at);
    return Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 60_000));
  }

  async recordFailure(key: string): Promise<void> {
    await this.db
      .insertInto('auth_failures')
      .values({ throttle_key: key, failed_at: this.clock().toISOString() })
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('auth_failures').where('throttle_key', '=', key).execute();
  }
}
