import type { Subscriber } from '../../platform/events.js';
import { endBonus } from './bonus-money.js';
import type { BonusDeps } from './deps.js';

export const RESTRICTION_SUBSCRIBER = 'bonuses.forfeit_on_exclusion';

/**
 * A player who excluded themselves or closed their account loses their bonuses: the
 * prizes waiting in the queue end with nothing to move, then the open bonus is forfeited by a
 * ledger transfer back to the house. A time-out keeps them. Idempotent: ended bonuses stay ended.
 */
export function restrictionSubscriber(deps: BonusDeps): Subscriber<'player_restricted'> {
  return {
    name: RESTRICTION_SUBSCRIBER,
    event: 'player_restricted',
    handle: async ({ userId, kind }) => {
      if (kind === 'timeout') return;
      const now = deps.clock().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('player_bonuses')
          .set({ status: 'forfeited', ended_at: now })
          .where('user_id', '=', userId)
          .where('status', '=', 'queued')
          .execute();
        const open = await trx
          .selectFrom('player_bonuses')
          .select('id')
          .where('user_id', '=', userId)
          .where('status', 'in', ['awaiting_deposit', 'active'])
          .executeTakeFirst();
        if (open) await endBonus(deps, trx, { id: open.id, userId }, 'forfeited');
      });
    },
  };
}
