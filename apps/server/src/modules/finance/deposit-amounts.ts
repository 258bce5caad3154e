import type { Actor } from '../../platform/actor.js';
import type { Services } from '../../services.js';

/** Quick-pick amounts (kuruş) offered on a deposit form. */
const QUICK_AMOUNTS_KURUS = [5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000];
const MAX_QUICK_AMOUNTS = 6;

/** The quick amounts that fit the method's limits; `bankcode` is the method's code. */
export async function depositAmountsFor(
  deps: Pick<Services, 'db'>,
  _actor: Actor,
  { methodCode }: { methodCode: string },
): Promise<number[]> {
  const method = await deps.db
    .selectFrom('cash_methods')
    .select(['min_kurus', 'max_kurus'])
    .where('code', '=', methodCode)
    .where('type', '=', 1)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!method) return [];
  return QUICK_AMOUNTS_KURUS.filter((amount) => amount >= method.min_kurus && amount <= method.max_kurus).slice(
    0,
    MAX_QUICK_AMOUNTS,
  );
}
