import { BONUS_OPEN_STATUSES } from '@bnw/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DomainEvents } from '../../platform/event-types.js';
import type { Subscriber } from '../../platform/events.js';
import { grantBonus, lockPlayerMoney } from './bonus-money.js';
import type { BonusDeps } from './deps.js';
import { daysAfter } from './player-bonuses.js';

export const PRIZE_SUBSCRIBER = 'bonuses.tournament_prize';

type Prize = DomainEvents['tournament_prize_won'];

/**
 * A tournament's bonus prize becomes a bonus on the tournament's own offer (its wagering, highest
 * stake, days and games). One open bonus at a time still holds: a player who has one gets the
 * prize queued, and it starts when that bonus ends (bonus-money.ts `endBonus` starts it).
 * Once: the unique (player, offer) lets a second delivery insert nothing.
 */
export function prizeSubscriber(deps: BonusDeps): Subscriber<'tournament_prize_won'> {
  return { name: PRIZE_SUBSCRIBER, event: 'tournament_prize_won', handle: (prize) => grantPrize(deps, prize) };
}

export async function grantPrize(deps: BonusDeps, prize: Prize): Promise<void> {
  const offer = await deps.db
    .selectFrom('bonus_offers')
    .select(['id', 'wagering_multiple', 'valid_days'])
    .where('tournament_id', '=', prize.tournamentId)
    .executeTakeFirst();
  // Retried, then set aside for the operator: a bonus prize without terms is a content error to fix.
  if (!offer) throw new Error(`tournament ${prize.tournamentId} pays bonus prizes but has no bonus terms`);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    // Under the player's money locks, as a claim and an ending take them: whether a bonus is open
    // cannot change until this transaction ends.
    await lockPlayerMoney(deps, trx, prize.userId);
    const queued = await hasOpenBonus(trx, prize.userId);
    const inserted = await trx
      .insertInto('player_bonuses')
      .values({
        user_id: prize.userId,
        offer_id: offer.id,
        status: queued ? 'queued' : 'active',
        amount_kurus: prize.bonusKurus,
        wagering_required_kurus: prize.bonusKurus * offer.wagering_multiple,
        wagered_kurus: 0,
        deposit_public_id: null,
        claimed_at: now.toISOString(),
        activated_at: queued ? null : now.toISOString(),
        // A queued prize's days start when it does (startQueuedBonus sets them again).
        expires_at: daysAfter(now, offer.valid_days),
        ended_at: null,
        converted_kurus: 0,
        forfeited_kurus: 0,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted || queued) return;
    await grantBonus(deps, trx, { id: inserted.id, userId: prize.userId, amountKurus: prize.bonusKurus });
  });
}

async function hasOpenBonus(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const open = await trx
    .selectFrom('player_bonuses')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', [...BONUS_OPEN_STATUSES])
    .executeTakeFirst();
  return open !== undefined;
}
