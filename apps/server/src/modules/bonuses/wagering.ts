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
 * completes the requirement converts what remains of the bonus to cash. A delivered batch is read
 * in one query: most players have no active bonus, and their rounds then cost nothing more.
 */
export function wageringSubscriber(deps: BonusDeps): Subscriber<'round_settled'> {
  return {
    name: WAGERING_SUBSCRIBER,
    event: 'round_settled',
    handle: (round) => countRounds(deps, [round]),
    handleBatch: (events) =>
      countRounds(
        deps,
        events.map((event) => event.payload),
      ),
  };
}

export function countRound(deps: BonusDeps, round: Round): Promise<void> {
  return countRounds(deps, [round]);
}

/**
 * Counts the rounds in the order given, each in its own transaction as one at a time would; a
 * round after one that found its bonus over (converted by it, or ended meanwhile) is not counted,
 * as its own read would have found no active bonus.
 */
export async function countRounds(deps: BonusDeps, rounds: readonly Round[]): Promise<void> {
  if (rounds.length === 0) return;
  const bonuses = await activeBonusesOf(deps, rounds);
  const over = new Set<number>();
  for (const round of rounds) {
    const found = bonuses.get(round.roundId);
    if (!found || found.user_id !== round.userId || over.has(found.id)) continue;
    const counted = countedKurus(found);
    if (counted <= 0) continue;
    const wager = { bonusId: found.id, userId: round.userId, roundId: round.roundId, counted };
    if (await deps.db.transaction().execute((trx) => addWager(deps, trx, wager))) over.add(found.id);
  }
}

/** Each round with its player's active bonus, for the rounds whose player has one. */
async function activeBonusesOf(deps: BonusDeps, rounds: readonly Round[]) {
  const rows = await deps.db
    .selectFrom('game_rounds')
    .innerJoin('games', 'games.id', 'game_rounds.game_id')
    .innerJoin('player_bonuses', 'player_bonuses.user_id', 'game_rounds.user_id')
    .innerJoin('bonus_offers', 'bonus_offers.id', 'player_bonuses.offer_id')
    .select([
      'game_rounds.id as round_id',
      'player_bonuses.id',
      'player_bonuses.user_id',
      'player_bonuses.activated_at',
      'bonus_offers.max_stake_kurus',
      'bonus_offers.contributions',
      'game_rounds.status as round_status',
      'game_rounds.opened_at',
      'game_rounds.stake_kurus',
      'games.lobby',
    ])
    .where(
      'game_rounds.id',
      'in',
      rounds.map((round) => round.roundId),
    )
    .where('player_bonuses.status', '=', 'active')
    .execute();
  return new Map(rows.map((row) => [row.round_id, row]));
}

/** What the round adds to the wagering: nothing unless it counts under the bonus's terms. */
function countedKurus(found: {
  round_status: string;
  activated_at: string | null;
  opened_at: string;
  stake_kurus: number;
  max_stake_kurus: number;
  contributions: string;
  lobby: string;
}): number {
  if (found.round_status !== 'settled' || found.activated_at === null) return 0;
  if (found.opened_at < found.activated_at) return 0;
  const stake = Number(found.stake_kurus);
  if (stake <= 0 || stake > Number(found.max_stake_kurus)) return 0;
  return Math.floor((stake * contributionPercent(contributionsOf(found.contributions), found.lobby)) / 100);
}

/** Adds the round's wager to its bonus; answers whether the bonus is over now (converted, or found ended). */
async function addWager(
  deps: BonusDeps,
  trx: Transaction<Database>,
  wager: { bonusId: number; userId: number; roundId: number; counted: number },
): Promise<boolean> {
  await lockPlayerMoney(deps, trx, wager.userId);
  const first = await trx
    .insertInto('bonus_wagers')
    .values({ player_bonus_id: wager.bonusId, game_round_id: wager.roundId, counted_kurus: wager.counted })
    .onConflict((conflict) => conflict.doNothing())
    .returning('game_round_id')
    .executeTakeFirst();
  if (!first) return false;
  const progress = await trx
    .updateTable('player_bonuses')
    .set((eb) => ({ wagered_kurus: eb('wagered_kurus', '+', wager.counted) }))
    .where('id', '=', wager.bonusId)
    .where('status', '=', 'active')
    .returning(['wagered_kurus', 'wagering_required_kurus'])
    .executeTakeFirst();
  if (!progress) return true;
  if (Number(progress.wagered_kurus) < Number(progress.wagering_required_kurus)) return false;
  await endBonus(deps, trx, { id: wager.bonusId, userId: wager.userId }, 'converted');
  return true;
}
