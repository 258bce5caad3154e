import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** One of our own game labels (the studio's, the live tables', tombala's, the draws'). */
export interface InProcessLabel {
  code: string;
  name: string;
  sortOrder: number;
}

export interface ProviderRow {
  id: number;
  code: string;
  name: string;
}

/**
 * Lists our own labels as game providers, so that their games sit in the catalogue, the wallet and
 * the history like an outside studio's. Their pages are ours, at the same origin: the health check
 * asks `launchUrl` like any provider's, and a restart with another PUBLIC_URL moves it. Our games
 * call the wallet in process, so the wallet key signs nothing; the column wants one all the same.
 * Idempotent: an existing label keeps its id, name and order.
 */
export async function upsertInProcessProviders(
  db: Kysely<Database>,
  labels: readonly InProcessLabel[],
  launchUrl: string,
  now: string,
): Promise<Map<string, ProviderRow>> {
  await db
    .insertInto('game_providers')
    .values(
      labels.map((label) => ({
        code: label.code,
        name: label.name,
        launch_url: launchUrl,
        wallet_secret: randomBytes(32).toString('hex'),
        active: 1,
        sort_order: label.sortOrder,
        created_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('code').doUpdateSet((eb) => ({ launch_url: eb.ref('excluded.launch_url') })),
    )
    .execute();
  const rows = await db
    .selectFrom('game_providers')
    .select(['id', 'code', 'name'])
    .where(
      'code',
      'in',
      labels.map((label) => label.code),
    )
    .execute();
  return new Map(rows.map((row) => [row.code, row]));
}
