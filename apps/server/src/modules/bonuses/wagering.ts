import type { Transaction } from 'kysely';
import { contributionPercent, contributionsOf } from '../../db/bonus-offer-columns.js';
import type { Database } from '../../db/schema.js';
import type { DomainEvents } from '../../platform/event-types.js';
import type { Subscriber } from '../../platform/events.js';
import { endBonus, lockPlayerMoney } from './bonus-money.js';
import type { BonusDeps } from './deps.js';

export const WAGERING_SUBSCRIBER = 'bonuses.wager';

type Round = DomainEvents['round_settled'];

/**
 * Wagering from real rounds: a round settled while the player's bonus is active counts at its
 * lobby's contribution, when it began after the bonus did and its stake is within the bonus's
 * maximum. Counted once (bonus_wagers), in the same transaction as the progress; the round that
 * completes the requirement converts what remains of the bonus to cash.
 */
export function wageringSubscriber(deps: BonusDeps): Subscriber<'round_settled'> {
  return { name: WAGERING_SUBSCRIBER, event: 'round_settled', handle: (round) => countRound(deps, round) };
}

export async function countRound(deps: BonusDeps, round: Round): Promise<void> {
  const found = await deps.db
    .selectFrom('player_bonuses')
    .innerJoin('bonus_offers', 'bonus_offers.id', 'player_bonuses.offer_id')
    .innerJoin('game_rounds', (join) => join.on('game_rounds.id', '=', round.roundId))
    .innerJoin('games', 'games.id', 'game_rounds.game_id')
    .select([
      'player_bonuses.id',
      'player_bonuses.activated_at',
      'bonus_offers.max_stake_kurus',
      'bonus_offers.contributions',
      'game_rounds.status as round_status',
      'game_rounds.opened_at',
      'game_rounds.stake_kurus',
      'games.lobby',
    ])
    .where('player_bonuses.user_id', '=', round.userId)
    .where('player_bonuses.status', '=', 'active')
    .executeTakeFirst();
  if (!found || found.round_status !== 'settled' || found.activated_at === null) return;
  if (found.opened_at < found.activated_at) return;
  const stake = Number(found.stake_kurus);
  if (stake <= 0 || stake > Number(found.max_stake_kurus)) return;
  const counted = Math.floor((stake * contributionPercent(contributionsOf(found.contributions), found.lobby)) / 100);
  if (counted <= 0) return;
  await deps.db
    .transaction()
    .execute((trx) =>
      addWager(deps, trx, { bonusId: found.id, userId: round.userId, roundId: round.roundId, counted }),
    );
}

async function addWager(
  deps: BonusDeps,
  trx: Transaction<Database>,
  wager: { bonusId: number; userId: number; roundId: number; counted: number },
): Promise<void> {
  await lockPlayerMoney(deps, trx, wager.userId);
  const first = await trx
    .insertInto('bonus_wagers')
    .values({ player_bonus_id: wager.bonusId, game_round_id: wager.roundId, counted_kurus: wager.counted })
    .onConflict((conflict) => conflict.doNothing())
    .returning('game_round_id')
    .executeTakeFirst();
  if (!first) return;
  const progress = await trx
    .updateTable('player_bonuses')
    .set((eb) => ({ wagered_kurus: eb('wagered_kurus', '+', wager.counted) }))
    .where('id', '=', wager.bonusId)
    .where('status', '=', 'active')
    .returning(['wagered_kurus', 'wagering_required_kurus'])
    .executeTakeFirst();
  if (progress && Number(progress.wagered_kurus) >= Number(progress.wagering_required_kurus)) {
    await endBonus(deps, trx, { id: wager.bonusId, userId: wager.userId }, 'converted');
  }
}
