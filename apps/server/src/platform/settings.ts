import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Site-wide settings stored as JSON text under a key. */
export class SettingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date,
  ) {}

  async get<T>(key: string): Promise<T | null> {
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(row.value) as T) : null;
  }

  async set(key: string, value: unknown): Promise<void> {
    const text = JSON.stringify(value);
    const updatedAt = this.clock().toISOString();
    await this.db
      .insertInto('settings')
      .values({ key, value: text, updated_at: updatedAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: text, updated_at: updatedAt }))
      .execute();
  }

  /** Stores the value only if the key has none yet (first writer wins). */
  async insertIfMissing(key: string, value: unknown): Promise<void> {
    await this.db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value), updated_at: this.clock().toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  }
}
