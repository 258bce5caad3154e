import { TICKET_LIMITS, turkishDateOf } from '@bnw/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { RpcError } from '../../rpc/outcome.js';

/** The Turkish calendar day 'YYYY-MM-DD' of an instant: the day a ticket opening counts on. */
export function turkishDay(at: Date): string {
  return turkishDateOf(at);
}

/**
 * Reserves one opening for the player inside the opening's transaction: today's count and the
 * count of tickets not closed go up by one in a single conditional update that only passes under
 * both limits, so a burst of openings (two tabs, a script) cannot all read "under the limit"
 * together. A new day starts today's count again. Refuses with the limit that stopped it.
 */
export async function reserveOpening(trx: Kysely<Database>, userId: number, day: string): Promise<void> {
  await trx
    .insertInto('support_counters')
    .values({ user_id: userId, day, opened_today: 0, open_count: 0 })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const reserved = await trx
    .updateTable('support_counters')
    .set((eb) => ({
      // Both expressions read the row as it was: a new day counts this opening as its first.
      opened_today: eb
        .case()
        .when('day', '=', day)
        .then(eb('opened_today', '+', 1))
        .else(1)
        .end(),
      day,
      open_count: eb('open_count', '+', 1),
    }))
    .where('user_id', '=', userId)
    .where('open_count', '<', TICKET_LIMITS.open)
    .where((eb) => eb.or([eb('day', '<>', day), eb('opened_today', '<', TICKET_LIMITS.perDay)]))
    .returning('user_id')
    .executeTakeFirst();
  if (reserved) return;
  const counter = await trx
    .selectFrom('support_counters')
    .select('open_count')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (counter.open_count >= TICKET_LIMITS.open) throw new RpcError('ticketOpenLimit', { limit: TICKET_LIMITS.open });
  throw new RpcError('ticketDailyLimit', { limit: TICKET_LIMITS.perDay });
}

/** A ticket was closed: one fewer not closed (never below zero). */
export async function releaseOpen(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx
    .updateTable('support_counters')
    .set((eb) => ({ open_count: eb('open_count', '-', 1) }))
    .where('user_id', '=', userId)
    .where('open_count', '>', 0)
    .execute();
}
