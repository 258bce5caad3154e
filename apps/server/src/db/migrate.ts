import { Migrator } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { migrationsFor } from './migrations/index.js';

/** Brings the schema up to date; safe to run at every start and from several processes. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrationsFor({ dialect: handle.dialect }) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}
