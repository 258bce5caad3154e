import type { TournamentState } from '@bnw/contract';
import type { BackofficeMethodOutput, BackofficeParsedInput, StaffTournament } from '@bnw/contract/backoffice';
import type { Kysely, Selectable } from 'kysely';
import { contributionsOf } from '../../db/bonus-offer-columns.js';
import type { BonusOffersTable, Database, TournamentsTable } from '../../db/schema.js';
import { containsText, pageOf } from '../../db/staff-lists.js';
import { prizeRangesOf } from '../../db/tournament-columns.js';
import type { CmsDeps } from './deps.js';
import {
  type ContentKind,
  type StaffActor,
  artColumn,
  artOf,
  findRow,
  nowIso,
  refuse,
  refuseUntouched,
  rowTarget,
  staffRowCode,
} from './staff-rows.js';
import { toTournament } from './tournaments.js';

type TournamentRow = Selectable<TournamentsTable>;
type SaveInput = BackofficeParsedInput<'bo_content.tournament_save'>;
type PrizeTerms = NonNullable<SaveInput['prizeBonus']>;
type RuleField =
  | 'startDate'
  | 'endDate'
  | 'scoringRule'
  | 'minStakeKurus'
  | 'eligibleGameIds'
  | 'eligibleCategoryIds'
  | 'prizes'
  | 'prizeBonus';
type Progress = { entries: number; settled: boolean; offer: Selectable<BonusOffersTable> | undefined };

/**
 * Tournaments as staff write them: `tournaments` (015-content), which the player site lists by its
 * status and dates and the tournaments engine scores (every settled round inside the window) and
 * pays (after the end, by the prize table). Its bonus prizes' terms are its `bonus_offers` row
 * (018), read by the bonuses module when a prize is paid. Once a tournament has started, what it
 * is scored and paid by (dates, rule, games, prizes, prize terms) is fixed: each update that could
 * change it carries that condition in its own WHERE, so no check can go stale before the write.
 */

const TOURNAMENTS: ContentKind<'tournaments'> = {
  table: 'tournaments',
  name: 'tournament',
  notFound: 'contentTournamentNotFound',
};

const target = (id: number) => rowTarget(TOURNAMENTS, id);

function toStaffTournament(row: TournamentRow, progress: Progress, now: Date): StaffTournament {
  const preview = toTournament(row, now);
  const offer = progress.offer;
  return {
    id: row.id,
    siteType: row.site_type,
    title: row.title,
    text: row.text,
    terms: row.terms,
    art: artOf(row.art, row.title),
    sortOrder: row.sort_order,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    scoringRule: preview.ScoringRule,
    minStakeKurus: Number(row.min_stake_kurus),
    eligibleGameIds: preview.EligibleGameIDs,
    eligibleCategoryIds: preview.EligibleCategoryIDs,
    prizes: prizeRangesOf(row.prize_table),
    prizeBonus: offer ? prizeTermsOf(offer) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    state: preview.State as TournamentState,
    started: row.start_date <= now.toISOString() || progress.entries > 0,
    entries: progress.entries,
    settled: progress.settled,
    preview,
  };
}

function prizeTermsOf(offer: Selectable<BonusOffersTable>): PrizeTerms {
  return {
    wageringMultiple: offer.wagering_multiple,
    maxStakeKurus: Number(offer.max_stake_kurus),
    validDays: offer.valid_days,
    contributions: contributionsOf(offer.contributions).map((part) => ({ lobby: part.Lobby, percent: part.Percent })),
  };
}

async function progressOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, Progress>> {
  if (ids.length === 0) return new Map();
  const [entries, settled, offers] = await Promise.all([
    db
      .selectFrom('tournament_entries')
      .select(['tournament_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tournament_id', 'in', ids)
      .groupBy('tournament_id')
      .execute(),
    db.selectFrom('tournament_settlements').select('tournament_id').where('tournament_id', 'in', ids).execute(),
    db.selectFrom('bonus_offers').selectAll().where('tournament_id', 'in', ids).execute(),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      {
        entries: Number(entries.find((row) => row.tournament_id === id)?.n ?? 0),
        settled: settled.some((row) => row.tournament_id === id),
        offer: offers.find((offer) => offer.tournament_id === id),
      },
    ]),
  );
}

export async function listStaffTournaments(
  deps: CmsDeps,
  _actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.tournaments_list'>,
): Promise<BackofficeMethodOutput<'bo_content.tournaments_list'>> {
  let query = deps.db.selectFrom('tournaments');
  if (input.status) query = query.where('status', '=', input.status);
  if (input.search) query = query.where((eb) => containsText(eb.ref('title'), input.search!));
  const { rows, pagination } = await pageOf(
    query,
    (rows) => rows.selectAll().orderBy('start_date', 'desc').orderBy('id', 'desc'),
    input,
  );
  const progress = await progressOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const now = deps.clock();
  return { items: rows.map((row) => toStaffTournament(row, progress.get(row.id)!, now)), pagination };
}

export function getStaffTournament(deps: CmsDeps, _actor: StaffActor, input: { id: number }): Promise<StaffTournament> {
  return readTournament(deps, input.id);
}

async function readTournament(deps: CmsDeps, id: number): Promise<StaffTournament> {
  const row = await findRow(deps, TOURNAMENTS, id);
  const progress = await progressOf(deps.db, [row.id]);
  return toStaffTournament(row, progress.get(row.id)!, deps.clock());
}

/** The columns that say how the tournament is scored and paid. */
function ruleColumns(input: SaveInput) {
  return {
    start_date: input.startDate,
    end_date: input.endDate,
    scoring_rule: input.scoringRule,
    min_stake_kurus: input.minStakeKurus,
    eligible_game_ids: JSON.stringify(input.eligibleGameIds),
    eligible_category_ids: JSON.stringify(input.eligibleCategoryIds),
    prize_table: JSON.stringify(input.prizes),
  };
}

/** What players read, and its order and site type: editable at any time. */
function displayColumns(input: SaveInput, at: string) {
  return {
    site_type: input.siteType,
    title: input.title,
    text: input.text,
    terms: input.terms,
    art: artColumn(input.art),
    sort_order: input.sortOrder,
    updated_at: at,
  };
}

/** Every named game and category exists (a typo would make a tournament nobody can score in). */
async function assertEligibleExist(deps: CmsDeps, input: SaveInput): Promise<void> {
  const [games, categories] = await Promise.all([
    input.eligibleGameIds.length === 0
      ? []
      : deps.db.selectFrom('games').select('id').where('id', 'in', input.eligibleGameIds).execute(),
    input.eligibleCategoryIds.length === 0
      ? []
      : deps.db.selectFrom('game_categories').select('id').where('id', 'in', input.eligibleCategoryIds).execute(),
  ]);
  if (games.length !== input.eligibleGameIds.length || categories.length !== input.eligibleCategoryIds.length) {
    refuse('contentEligibleUnknown', input.id === undefined ? 'tournament:new' : target(input.id));
  }
}

function offerColumns(terms: PrizeTerms) {
  return {
    kind: 'prize' as const,
    percent: 0,
    max_kurus: 0,
    min_deposit_kurus: 0,
    fixed_kurus: 0,
    wagering_multiple: terms.wageringMultiple,
    max_stake_kurus: terms.maxStakeKurus,
    valid_days: terms.validDays,
    contributions: JSON.stringify(terms.contributions),
    active: 1,
  };
}

/** The tournament's prize terms as given: written, or removed when it pays no bonus. */
async function writePrizeTerms(trx: Kysely<Database>, id: number, terms: PrizeTerms | null, at: string) {
  if (terms === null) {
    await trx.deleteFrom('bonus_offers').where('tournament_id', '=', id).execute();
    return;
  }
  const columns = offerColumns(terms);
  await trx
    .insertInto('bonus_offers')
    .values({ ...columns, tournament_id: id, promotion_id: null, created_at: at })
    .onConflict((conflict) => conflict.column('tournament_id').doUpdateSet(columns))
    .execute();
}

export async function saveStaffTournament(
  deps: CmsDeps,
  actor: StaffActor,
  input: SaveInput,
): Promise<StaffTournament> {
  await assertEligibleExist(deps, input);
  const at = nowIso(deps);
  if (input.id === undefined) {
    const id = await deps.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('tournaments')
        .values({
          ...displayColumns(input, at),
          ...ruleColumns(input),
          status: input.status,
          code: staffRowCode('tournament'),
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writePrizeTerms(trx, created.id, input.prizeBonus, at);
      return created.id;
    });
    return getStaffTournament(deps, actor, { id });
  }
  const id = input.id;
  const replaced = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('tournaments')
      .set({ ...displayColumns(input, at), ...ruleColumns(input), status: input.status })
      .where('id', '=', id)
      .where('start_date', '>', at)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('tournament_entries').select('user_id').where('tournament_id', '=', id))),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await writePrizeTerms(trx, id, input.prizeBonus, at);
    return true;
  });
  if (!replaced) await editStartedTournament(deps, input, id, at);
  return getStaffTournament(deps, actor, { id });
}

/**
 * A started tournament: only its texts, picture, order, site type and status may change, so the
 * save goes through only when every rule it carries is the stored one (the form sends them back).
 */
async function editStartedTournament(deps: CmsDeps, input: SaveInput, id: number, at: string): Promise<void> {
  const current = await readTournament(deps, id);
  const rules = (value: Pick<StaffTournament, RuleField>) =>
    JSON.stringify([
      value.startDate,
      value.endDate,
      value.scoringRule,
      value.minStakeKurus,
      value.eligibleGameIds,
      value.eligibleCategoryIds,
      value.prizes,
      value.prizeBonus,
    ]);
  if (rules(current) !== rules(input)) refuse('contentTournamentStarted', target(id));
  if (input.status !== current.status) await setStatusUnlessSettled(deps, id, input.status, at);
  await deps.db.updateTable('tournaments').set(displayColumns(input, at)).where('id', '=', id).execute();
}

/** One statement: a tournament whose prizes were paid keeps its status (reopening it could pay again). */
async function setStatusUnlessSettled(deps: CmsDeps, id: number, status: 'active' | 'inactive', at: string) {
  const updated = await deps.db
    .updateTable('tournaments')
    .set({ status, updated_at: at })
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('tournament_settlements').select('tournament_id').where('tournament_id', '=', id))),
    )
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await refuseUntouched(deps, TOURNAMENTS, id, 'contentTournamentSettled');
}

export async function setStaffTournamentStatus(
  deps: CmsDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_content.tournament_status'>,
): Promise<StaffTournament> {
  await setStatusUnlessSettled(deps, input.id, input.status, nowIso(deps));
  return getStaffTournament(deps, actor, input);
}

/**
 * Only a tournament nobody scored in goes, with its prize terms: both deletes in one transaction,
 * each conditional on what it must not lose (a score, a paid prize), so a round scored meanwhile
 * keeps the tournament.
 */
export async function deleteStaffTournament(
  deps: CmsDeps,
  _actor: StaffActor,
  input: { id: number },
): Promise<{ id: number }> {
  const id = input.id;
  const done = await deps.db
    .transaction()
    .execute(async (trx) => {
      await trx
        .deleteFrom('bonus_offers')
        .where('tournament_id', '=', id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('player_bonuses').select('id').whereRef('player_bonuses.offer_id', '=', 'bonus_offers.id'),
            ),
          ),
        )
        .execute();
      const deleted = await trx
        .deleteFrom('tournaments')
        .where('id', '=', id)
        .where(({ not, exists, selectFrom, and }) =>
          and([
            not(exists(selectFrom('tournament_entries').select('user_id').where('tournament_id', '=', id))),
            not(exists(selectFrom('tournament_rounds').select('game_round_id').where('tournament_id', '=', id))),
            not(exists(selectFrom('tournament_settlements').select('tournament_id').where('tournament_id', '=', id))),
            not(exists(selectFrom('bonus_offers').select('id').where('tournament_id', '=', id))),
          ]),
        )
        .executeTakeFirst();
      // Nothing deleted: undo the terms' delete with the rest.
      if (Number(deleted.numDeletedRows) === 0) throw new KeptTournament();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof KeptTournament) return false;
      throw error;
    });
  if (done) return { id };
  return refuseUntouched(deps, TOURNAMENTS, id, 'contentTournamentHasEntries');
}

class KeptTournament extends Error {}
