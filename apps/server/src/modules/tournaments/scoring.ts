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
 * recorded per tournament in the same transaction as the points. A delivered batch of rounds is
 * scored together: two reads and one four-statement transaction, whatever its number of rounds.
 */
export function scoringSubscriber(deps: Pick<TournamentDeps, 'db'>): Subscriber<'round_settled'> {
  return {
    name: SCORING_SUBSCRIBER,
    event: 'round_settled',
    handle: (payload, meta) => scoreRounds(deps, [{ payload, meta }]),
    handleBatch: (events) => scoreRounds(deps, events),
  };
}

export function scoreRound(deps: Pick<TournamentDeps, 'db'>, round: Round, meta: Pick<EventMeta, 'recordedAt'>) {
  return scoreRounds(deps, [{ payload: round, meta }]);
}

interface SettledRound {
  payload: Round;
  meta: Pick<EventMeta, 'recordedAt'>;
}

/** One round counting for one tournament. */
interface Count {
  tournament: TournamentRow;
  round: Round;
  at: string;
}

/** Scores rounds in the order given (the order they were recorded: it decides `reached_at`). */
export async function scoreRounds(deps: Pick<TournamentDeps, 'db'>, rounds: readonly SettledRound[]): Promise<void> {
  if (rounds.length === 0) return;
  const tournaments = await tournamentsDuring(deps, rounds);
  if (tournaments.length === 0) return;
  const games = await gamesOf(deps, rounds);
  const counts = firstOfEach(
    rounds.flatMap(({ payload, meta }) =>
      tournaments
        .filter((tournament) => countsFor(tournament, payload, meta.recordedAt, games.get(payload.gameId)))
        .map((tournament) => ({ tournament, round: payload, at: meta.recordedAt })),
    ),
  );
  if (counts.length === 0) return;
  const bestIds = tournaments.filter((row) => row.scoring_rule === 'best_multiplier').map((row) => row.id);
  await deps.db.transaction().execute(async (trx) => {
    const fresh = await recordCounted(trx, counts);
    await addPoints(trx, entryChanges(counts.filter((count) => fresh.has(countKey(count)))), bestIds);
  });
}

/** The active tournaments any of the rounds may count for; each round is then checked against each. */
function tournamentsDuring(deps: Pick<TournamentDeps, 'db'>, rounds: readonly SettledRound[]) {
  const times = rounds.map((round) => round.meta.recordedAt).sort();
  const highestStake = Math.max(...rounds.map((round) => round.payload.stakeKurus));
  return deps.db
    .selectFrom('tournaments')
    .selectAll()
    .where('status', '=', 'active')
    .where('start_date', '<', times.at(-1)!)
    .where('end_date', '>', times[0]!)
    .where('min_stake_kurus', '<=', highestStake)
    .execute();
}

type GameRow = { id: number; category_id: number; lobby: string };

async function gamesOf(deps: Pick<TournamentDeps, 'db'>, rounds: readonly SettledRound[]) {
  const ids = [...new Set(rounds.map((round) => round.payload.gameId))];
  const rows = await deps.db
    .selectFrom('games')
    .select(['id', 'category_id', 'lobby'])
    .where('id', 'in', ids)
    .execute();
  return new Map<number, GameRow>(rows.map((row) => [row.id, row]));
}

function countsFor(tournament: TournamentRow, round: Round, at: string, game: GameRow | undefined): boolean {
  if (!game || !(tournament.start_date < at && at < tournament.end_date)) return false;
  return Number(tournament.min_stake_kurus) <= round.stakeKurus && isEligible(tournament, game);
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

/** Rows a statement writes at most: far under both databases' limits on parameters. */
const ROWS_PER_STATEMENT = 500;

const countKey = (count: { tournament: { id: number }; round: { roundId: number } }) =>
  `${count.tournament.id}:${count.round.roundId}`;

/** A round twice in one batch (two events of it) counts once, as it would one event at a time. */
function firstOfEach(counts: readonly Count[]): Count[] {
  const seen = new Set<string>();
  return counts.filter((count) => !seen.has(countKey(count)) && seen.add(countKey(count)));
}

/**
 * Records the rounds as counted; answers those not counted before (a replayed round is already
 * there and adds nothing). In key order, so two transactions never wait on each other crosswise.
 */
async function recordCounted(trx: Transaction<Database>, counts: readonly Count[]): Promise<Set<string>> {
  const rows = counts
    .map((count) => ({ tournament_id: count.tournament.id, game_round_id: count.round.roundId }))
    .sort((a, b) => a.tournament_id - b.tournament_id || a.game_round_id - b.game_round_id);
  const fresh = new Set<string>();
  for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
    const inserted = await trx
      .insertInto('tournament_rounds')
      .values(part)
      .onConflict((conflict) => conflict.columns(['tournament_id', 'game_round_id']).doNothing())
      .returning(['tournament_id', 'game_round_id'])
      .execute();
    for (const row of inserted) fresh.add(`${row.tournament_id}:${row.game_round_id}`);
  }
  return fresh;
}

interface EntryChange {
  tournament_id: number;
  user_id: number;
  points: number;
  reached_at: string;
  rounds: number;
}

/**
 * The batch's rounds folded per player and tournament, one at a time in their order, as they
 * would land on a new entry; adding the fold to an existing entry then ends where counting the
 * rounds one by one would (a sum grows by the fold's points, dated at its last gain; the best
 * multiplier is the fold's if higher, dated at the first round that reached it).
 */
function entryChanges(counts: readonly Count[]): EntryChange[] {
  const changes = new Map<string, EntryChange>();
  for (const { tournament, round, at } of counts) {
    const key = `${tournament.id}:${round.userId}`;
    const rule = tournament.scoring_rule as TournamentScoringRule;
    const points = pointsOf(rule, round);
    const change = changes.get(key);
    if (!change) {
      changes.set(key, { tournament_id: tournament.id, user_id: round.userId, points, reached_at: at, rounds: 1 });
      continue;
    }
    const next = rule === 'best_multiplier' ? points : change.points + points;
    if (next > change.points) Object.assign(change, { points: next, reached_at: at });
    change.rounds += 1;
  }
  return [...changes.values()].sort((a, b) => a.tournament_id - b.tournament_id || a.user_id - b.user_id);
}

/**
 * Adds the changes to the entries in one upsert. Sums add up; the best multiplier keeps the
 * higher. Either way `reached_at` moves only when the points grow, so of two tied players the one
 * who got there first stays first.
 */
async function addPoints(trx: Transaction<Database>, changes: readonly EntryChange[], bestIds: readonly number[]) {
  for (const part of chunks(changes, ROWS_PER_STATEMENT)) {
    const next = nextPoints(bestIds.filter((id) => part.some((change) => change.tournament_id === id)));
    await trx
      .insertInto('tournament_entries')
      .values(part)
      .onConflict((conflict) =>
        conflict.columns(['tournament_id', 'user_id']).doUpdateSet({
          points: sql`case when ${next} > tournament_entries.points then ${next} else tournament_entries.points end`,
          reached_at: sql`case when ${next} > tournament_entries.points then excluded.reached_at else tournament_entries.reached_at end`,
          rounds: sql`tournament_entries.rounds + excluded.rounds`,
        }),
      )
      .execute();
  }
}

/** An entry's points after the change: the change's own under the best multiplier, else the sum. */
function nextPoints(bestIds: readonly number[]) {
  const sum = sql<number>`tournament_entries.points + excluded.points`;
  if (bestIds.length === 0) return sum;
  const best = sql<number>`excluded.points`;
  return sql<number>`case when tournament_entries.tournament_id in (${sql.join(bestIds)}) then ${best} else ${sum} end`;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}
