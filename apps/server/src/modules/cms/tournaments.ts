import {
  type SiteType,
  type Tournament,
  type TournamentPrize,
  type TournamentScoringRule,
  tournamentState,
} from '@bnw/contract';
import { type Selectable, sql } from 'kysely';
import type { TournamentsTable } from '../../db/schema.js';
import { prizeRangesOf, readJsonList, storedIdsSchema } from '../../db/tournament-columns.js';
import type { Actor } from '../../platform/actor.js';
import { contentImage } from './content-art.js';
import { siteTypesFor } from './content-rows.js';
import type { CmsDeps } from './deps.js';

type TournamentRow = Selectable<TournamentsTable>;

function prizesOf(row: TournamentRow): TournamentPrize[] {
  return prizeRangesOf(row.prize_table).map((range) => ({
    FromRank: range.fromRank,
    ToRank: range.toRank,
    AmountKurus: range.amountKurus,
    Kind: range.kind,
  }));
}

function prizePool(prizes: TournamentPrize[]): number {
  return prizes.reduce((sum, prize) => sum + (prize.ToRank - prize.FromRank + 1) * prize.AmountKurus, 0);
}

export function toTournament(row: TournamentRow, now: Date): Tournament {
  const prizes = prizesOf(row);
  return {
    ID: row.id,
    Title: row.title,
    Text: row.text,
    Terms: row.terms,
    Image: contentImage({ kind: 'tournament', id: row.id, size: 'tournament', title: row.title, art: row.art }),
    Status: row.status,
    Start_date: row.start_date,
    End_date: row.end_date,
    State: tournamentState({ Start_date: row.start_date, End_date: row.end_date }, now),
    ScoringRule: row.scoring_rule as TournamentScoringRule,
    MinStakeKurus: row.min_stake_kurus,
    EligibleGameIDs: readJsonList(row.eligible_game_ids, storedIdsSchema),
    EligibleCategoryIDs: readJsonList(row.eligible_category_ids, storedIdsSchema),
    Prizes: prizes,
    PrizePoolKurus: prizePool(prizes),
    SortOrder: row.sort_order,
  };
}

/**
 * The state of section 4 as an order: 0 active, 1 upcoming, 2 concluded, with the same
 * comparisons as `tournamentState` (the exact start still upcoming, the exact end concluded).
 */
function stateRank(now: string) {
  return sql<number>`case when start_date >= ${now} then 1 when end_date > ${now} then 0 else 2 end`;
}

export interface TournamentPage {
  tournaments: Tournament[];
  pagination: { total: number; limit: number; offset: number };
  serverTime: string;
}

/**
 * `cmscontroller.getTournaments`: published tournaments with their state by date; active ones
 * first (ending soonest first), then upcoming (starting soonest first), then concluded (latest first).
 */
export async function listTournaments(
  deps: CmsDeps,
  _actor: Actor,
  input: { SiteType: SiteType; limit: number; offset: number },
): Promise<TournamentPage> {
  const now = deps.clock();
  const at = now.toISOString();
  const published = deps.db
    .selectFrom('tournaments')
    .where('status', '=', 'active')
    .where('site_type', 'in', siteTypesFor(input.SiteType));
  const rank = stateRank(at);
  const [rows, count] = await Promise.all([
    published
      .selectAll()
      .orderBy(rank)
      .orderBy(sql`case when ${rank} = 0 then end_date end`)
      .orderBy(sql`case when ${rank} = 1 then start_date end`)
      .orderBy(sql`case when ${rank} = 2 then end_date end`, 'desc')
      .orderBy('id')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    published.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    tournaments: rows.map((row) => toTournament(row, now)),
    pagination: { total: Number(count.n), limit: input.limit, offset: input.offset },
    serverTime: at,
  };
}
