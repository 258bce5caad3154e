import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';

/**
 * Leadership for work that must happen once however many processes run (tournament payouts,
 * game rounds): a row per lease with an owner and an expiry. The owner renews it before it
 * lapses; when its process dies, the lease lapses and another process takes it over.
 */
export class Leases {
  /** This process's name as a lease owner. */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes or renews the lease for `ttlMs`; true when this process holds it afterwards. One
   * statement decides: the row is inserted, or updated only if we own it or it has lapsed, so two
   * contenders can never both win (the loser's conditional update matches nothing).
   */
  async tryAcquire(name: string, ttlMs: number, owner = this.owner): Promise<boolean> {
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
    const row = await this.db
      .insertInto('leases')
      .values({ name, owner, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ owner, expires_at: expiresAt })
          .where((eb) => eb.or([eb('leases.owner', '=', owner), eb('leases.expires_at', '<', now.toISOString())])),
      )
      .returning('owner')
      .executeTakeFirst();
    return row?.owner === owner;
  }

  /** Gives the lease up at once (a clean shutdown), so another process need not wait for it to lapse. */
  async release(name: string, owner = this.owner): Promise<void> {
    await this.db.deleteFrom('leases').where('name', '=', name).where('owner', '=', owner).execute();
  }

  async holder(name: string): Promise<{ owner: string; expiresAt: string } | null> {
    const row = await this.db
      .selectFrom('leases')
      .select(['owner', 'expires_at'])
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? { owner: row.owner, expiresAt: row.expires_at } : null;
  }
}
