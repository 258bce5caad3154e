import {
  type Leaderboard,
  type MethodParsedInput,
  type MyStanding,
  type TournamentPrizeShare,
  type TournamentScoringRule,
  tournamentState,
} from '@bnw/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, TournamentsTable } from '../../db/schema.js';
import { prizeRangesOf } from '../../db/tournament-columns.js';
import type { Actor } from '../../platform/actor.js';
import { playerOf } from '../../platform/actor.js';
import { maskName } from '../../platform/masked-name.js';
import { RpcError } from '../../rpc/outcome.js';
import type { TournamentDeps } from './deps.js';
import { type PrizeShare, type RankedEntry, lastPrizeRank, standingFromCounts, standingsOf } from './standings.js';

type TournamentRow = Selectable<TournamentsTable>;

/** A published tournament, or "not found". */
export async function publishedTournament(db: Kysely<Database>, id: number): Promise<TournamentRow> {
  const row = await db
    .selectFrom('tournaments')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!row) throw new RpcError('tournamentNotFound');
  return row;
}

/**
 * The best `count` entries with points, best first (points down, then who reached them first),
 * and every further member of the last one's tie, so that its shared prize is computed right.
 */
export async function topEntries(
  db: Kysely<Database>,
  tournamentId: number,
  count: number,
): Promise<Array<RankedEntry & { username: string }>> {
  const ranked = () =>
    db
      .selectFrom('tournament_entries')
      .innerJoin('users', 'users.id', 'tournament_entries.user_id')
      .select(['tournament_entries.user_id as userId', 'tournament_entries.points', 'users.username'])
      .where('tournament_entries.tournament_id', '=', tournamentId)
      .where('tournament_entries.points', '>', 0)
      .orderBy('tournament_entries.points', 'desc')
      .orderBy('tournament_entries.reached_at')
      .orderBy('tournament_entries.user_id');
  const top = await ranked().limit(count).execute();
  const last = top.at(-1);
  if (!last || top.length < count) return top;
  const tail = await ranked().where('tournament_entries.points', '=', last.points).execute();
  const seen = new Set(top.map((entry) => entry.userId));
  return [...top, ...tail.filter((entry) => !seen.has(entry.userId))];
}

function prizeOf(share: PrizeShare | null): TournamentPrizeShare | null {
  return share ? { CashKurus: share.cashKurus, BonusKurus: share.bonusKurus } : null;
}

/** `tournaments.leaderboard`: the top of the ranking with each standing's prize; names masked. */
export async function leaderboard(
  deps: Pick<TournamentDeps, 'db' | 'clock'>,
  _actor: Actor,
  input: MethodParsedInput<'tournaments.leaderboard'>,
): Promise<Leaderboard> {
  const tournament = await publishedTournament(deps.db, input.tournamentID);
  const prizes = prizeRangesOf(tournament.prize_table);
  const entries = await topEntries(deps.db, tournament.id, Math.max(input.limit, lastPrizeRank(prizes)));
  const names = new Map(entries.map((entry) => [entry.userId, entry.username]));
  const rows = standingsOf(entries, prizes)
    .slice(0, input.limit)
    .map((standing) => ({
      Rank: standing.rank,
      MaskedName: maskName(names.get(standing.userId) ?? ''),
      Points: standing.points,
      Prize: prizeOf(standing.prize),
    }));
  const [count, settled] = await Promise.all([
    deps.db
      .selectFrom('tournament_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tournament_id', '=', tournament.id)
      .where('points', '>', 0)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('tournament_settlements')
      .select('tournament_id')
      .where('tournament_id', '=', tournament.id)
      .executeTakeFirst(),
  ]);
  return {
    TournamentID: tournament.id,
    State: tournamentState({ Start_date: tournament.start_date, End_date: tournament.end_date }, deps.clock()),
    ScoringRule: tournament.scoring_rule as TournamentScoringRule,
    Entries: Number(count.n),
    Rows: rows,
    Settled: settled !== undefined,
  };
}

/** `tournaments.my_standing`: the player's own rank, points and prize, however far down they are. */
export async function myStanding(
  deps: Pick<TournamentDeps, 'db'>,
  actor: Actor,
  input: MethodParsedInput<'tournaments.my_standing'>,
): Promise<MyStanding> {
  const tournament = await publishedTournament(deps.db, input.tournamentID);
  const userId = playerOf(actor).user.id;
  const mine = await deps.db
    .selectFrom('tournament_entries')
    .select(['points', 'reached_at'])
    .where('tournament_id', '=', tournament.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!mine || mine.points <= 0) {
    return { TournamentID: tournament.id, Rank: null, Points: 0, Prize: null };
  }
  const counts = await deps.db
    .selectFrom('tournament_entries')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('points', '>', mine.points).then(1).else(0).end()).as('better'),
      eb.fn.sum<number>(eb.case().when('points', '=', mine.points).then(1).else(0).end()).as('tied'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.and([
                eb('points', '=', mine.points),
                eb.or([
                  eb('reached_at', '<', mine.reached_at),
                  eb.and([eb('reached_at', '=', mine.reached_at), eb('user_id', '<', userId)]),
                ]),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('tiedBefore'),
    ])
    .where('tournament_id', '=', tournament.id)
    .executeTakeFirstOrThrow();
  const standing = standingFromCounts(
    { better: Number(counts.better), tied: Number(counts.tied), tiedBefore: Number(counts.tiedBefore) },
    prizeRangesOf(tournament.prize_table),
  );
  return { TournamentID: tournament.id, Rank: standing.rank, Points: mine.points, Prize: prizeOf(standing.prize) };
}
