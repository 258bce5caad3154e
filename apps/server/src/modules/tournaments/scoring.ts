import type { TournamentScoringRule } from '@bnw/contract';
import { type Selectable, type Transaction, sql } from 'kysely';
import type { Database, TournamentsTable } from '../../db/schema.js';
import { readJsonList, storedIdsSchema } from '../../db/tournament-columns.js';
import type { DomainEvents } from '../../platform/event-types.js';
import type { EventMeta, Subscriber } from '../../platform/events.js';
import type { TournamentDeps } from './deps.js';

type Round = DomainEvents['round_settled'];
type TournamentRow = Selectable<TournamentsTable>;

export const SCORING_SUBSCRIBER = 'tournaments.score';

/**
 * Every settled round counts for each published tournament whose window holds its settlement
 * (strictly after the start and before the end, as the state by date says "active"), when the
 * game is eligible and the stake is at least the tournament's minimum. Idempotent: the round is
 * recorded per tournament in the same transaction as the points.
 */
export function scoringSubscriber(deps: Pick<TournamentDeps, 'db'>): Subscriber<'round_settled'> {
  return {
    name: SCORING_SUBSCRIBER,
    event: 'round_settled',
    handle: (round, meta) => scoreRound(deps, round, meta),
  };
}

export async function scoreRound(deps: Pick<TournamentDeps, 'db'>, round: Round, meta: Pick<EventMeta, 'recordedAt'>) {
  const tournaments = await deps.db
    .selectFrom('tournaments')
    .selectAll()
    .where('status', '=', 'active')
    .where('start_date', '<', meta.recordedAt)
    .where('end_date', '>', meta.recordedAt)
    .where('min_stake_kurus', '<=', round.stakeKurus)
    .execute();
  if (tournaments.length === 0) return;
  const game = await deps.db
    .selectFrom('games')
    .select(['id', 'category_id', 'lobby'])
    .where('id', '=', round.gameId)
    .executeTakeFirst();
  if (!game) return;
  const counting = tournaments.filter((tournament) => isEligible(tournament, game));
  if (counting.length === 0) return;
  await deps.db.transaction().execute(async (trx) => {
    for (const tournament of counting) await countRound(trx, tournament, round, meta.recordedAt);
  });
}

/** The tournament's games and categories; with neither named, every game of the slot lobby. */
function isEligible(tournament: TournamentRow, game: { id: number; category_id: number; lobby: string }): boolean {
  const games = readJsonList(tournament.eligible_game_ids, storedIdsSchema);
  const categories = readJsonList(tournament.eligible_category_ids, storedIdsSchema);
  if (games.length === 0 && categories.length === 0) return game.lobby === 'slot';
  return games.includes(game.id) || categories.includes(game.category_id);
}

/** The round's points under a scoring rule: kuruş of stake or win, or hundredths of the stake won. */
export function pointsOf(rule: TournamentScoringRule, round: Pick<Round, 'stakeKurus' | 'winKurus'>): number {
  switch (rule) {
    case 'total_stake':
      return round.stakeKurus;
    case 'total_win':
      return round.winKurus;
    case 'best_multiplier':
      return round.stakeKurus > 0 ? Math.floor((round.winKurus * 100) / round.stakeKurus) : 0;
  }
}

async function countRound(trx: Transaction<Database>, tournament: TournamentRow, round: Round, at: string) {
  const counted = await trx
    .insertInto('tournament_rounds')
    .values({ tournament_id: tournament.id, game_round_id: round.roundId })
    .onConflict((conflict) => conflict.columns(['tournament_id', 'game_round_id']).doNothing())
    .returning('game_round_id')
    .executeTakeFirst();
  if (!counted) return;
  const rule = tournament.scoring_rule as TournamentScoringRule;
  const points = pointsOf(rule, round);
  // Sums add up; the best multiplier keeps the higher. Either way `reached_at` moves only when the
  // points grow, so of two tied players the one who got there first stays first.
  const next =
    rule === 'best_multiplier' ? sql<number>`excluded.points` : sql<number>`tournament_entries.points + ${points}`;
  await trx
    .insertInto('tournament_entries')
    .values({ tournament_id: tournament.id, user_id: round.userId, points, reached_at: at, rounds: 1 })
    .onConflict((conflict) =>
      conflict.columns(['tournament_id', 'user_id']).doUpdateSet({
        points: sql`case when ${next} > tournament_entries.points then ${next} else tournament_entries.points end`,
        reached_at: sql`case when ${next} > tournament_entries.points then excluded.reached_at else tournament_entries.reached_at end`,
        rounds: sql`tournament_entries.rounds + 1`,
      }),
    )
    .execute();
}
