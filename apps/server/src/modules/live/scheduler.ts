import { randomBytes } from 'node:crypto';
import { type LiveTableEvent, tableTopic } from '@bnw/contract';
import { hashServerSeed, provablyFairRandom } from '@bnw/game-math';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  ROUND_LEASE_TTL_MS,
  type RoundGame,
  RoundScheduler,
  type StepWrite,
  type UnitFence,
  type Unnumbered,
  advanceUnit,
  fencedStep,
  fencedWrite,
  isDue,
  roundLeaseName,
} from '../../platform/rounds/index.js';
import type { LiveDeps } from './deps.js';
import { publishLobbyState } from './publish.js';
import { LIVE_RULES } from './rules.js';
import { settleRound, voidRound } from './settlement.js';
import { type LiveRoundRow, type LiveTableRow, latestRound, resultOf, tablesQuery } from './tables.js';

/** A round: 20 s of betting, 3 s of "no more bets" until the draw, 7 s for the result and settlement. */
export const BETTING_MS = 20_000;
export const CLOSED_MS = 3_000;
export const RESULT_SHOW_MS = 7_000;
/**
 * A round not drawn this long after its draw time was interrupted (its leader died and nobody took
 * over in time): it is voided and every stake returned rather than drawn late.
 */
export const DRAW_GRACE_MS = 10_000;
export const LEASE_TTL_MS = ROUND_LEASE_TTL_MS;
const TABLES_MAX = 200;
const LEASE_PREFIX = 'live.table';

export function leaseName(code: string): string {
  return roundLeaseName(LEASE_PREFIX, code);
}

type Table = Pick<LiveTableRow, 'id' | 'code' | 'game' | 'public_seed'>;
/** `running` false: the table is switched off, its last round is finished (closingStep) and no other opens. */
type TickedTable = Table & { running: boolean };
type StepKind = 'open' | 'close' | 'draw' | 'settle' | 'void' | 'idle';
interface Step {
  kind: Exclude<StepKind, 'idle'>;
  round: LiveRoundRow | undefined;
}

/** What the table's latest round needs next at `now`. */
export function nextStep(round: LiveRoundRow | undefined, now: Date): StepKind {
  if (!round) return 'open';
  switch (round.phase) {
    case 'settled':
    case 'void':
      return round.next_round_at !== null && isDue(now, round.next_round_at) ? 'open' : 'idle';
    case 'result':
      // The result is stored: it is paid, whoever leads and however late.
      return 'settle';
    case 'betting':
    case 'closed':
      if (isDue(now, round.draw_at, DRAW_GRACE_MS)) return 'void';
      if (round.phase === 'betting') return isDue(now, round.closes_at) ? 'close' : 'idle';
      return isDue(now, round.draw_at) ? 'draw' : 'idle';
  }
}

/**
 * What the latest round of a table switched off (by staff, or with its game, provider or category)
 * needs: a stored result is still paid; a round still taking or holding bets is voided and every
 * stake returned; no new round opens. Bets are refused on such a table already (tables.ts).
 */
export function closingStep(round: LiveRoundRow | undefined): StepKind {
  if (round?.phase === 'result') return 'settle';
  if (round?.phase === 'betting' || round?.phase === 'closed') return 'void';
  return 'idle';
}

/** The live tables as the round-game kit drives them: the open tables, then those switched off mid-round. */
export function liveGame(deps: LiveDeps): RoundGame<TickedTable, Step> {
  return {
    leasePrefix: LEASE_PREFIX,
    fencedTable: 'live_tables',
    // Open, close, draw, settle, open: enough to catch up after a pause.
    stepsPerTick: 6,
    async units() {
      const open = await tablesQuery(deps.db).orderBy('live_tables.id').limit(TABLES_MAX).execute();
      const closing = await switchedOffWithRoundLeft(
        deps,
        open.map((table) => table.id),
      );
      return [
        ...open.map((table) => ({ ...table, running: true })),
        ...closing.map((table) => ({ ...table, running: false })),
      ];
    },
    async nextStep(table, now) {
      const round = await latestRound(deps.db, table.id);
      const kind = table.running ? nextStep(round, now) : closingStep(round);
      return kind === 'idle' ? null : { kind, round };
    },
    runStep: ({ kind, round }, table, fence) => STEPS[kind](deps, { table, fence }, round),
  };
}

/**
 * Runs every table's rounds exactly once across processes (platform/rounds/scheduler.ts). One
 * instance per process; `tick` is the job's run (every second) and what tests call with a moved clock.
 */
export class LiveScheduler extends RoundScheduler<TickedTable, Step> {
  constructor(deps: LiveDeps) {
    super(deps, liveGame(deps));
  }

  /** One table's tick; `running` false for a table switched off (closingStep). */
  tickTable(table: Table, running = true): Promise<void> {
    return this.tickUnit({ ...table, running });
  }
}

/** Takes the table's round as far as the clock allows with the token `fence`. */
export function advanceTable(deps: LiveDeps, table: Table, fence: number, running = true): Promise<void> {
  return advanceUnit(deps, liveGame(deps), { ...table, running }, { table: 'live_tables', id: table.id, fence });
}

/** Tables not among the open ones whose latest round is not finished (switched off mid-round). */
function switchedOffWithRoundLeft(deps: LiveDeps, openIds: readonly number[]): Promise<Table[]> {
  return deps.db
    .selectFrom('live_tables')
    .select(['live_tables.id', 'live_tables.code', 'live_tables.game', 'live_tables.public_seed'])
    .where('live_tables.id', 'not in', [...openIds, -1])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('live_rounds')
          .select('live_rounds.id')
          .whereRef('live_rounds.table_id', '=', 'live_tables.id')
          .where('live_rounds.phase', 'in', ['betting', 'closed', 'result']),
      ),
    )
    .orderBy('live_tables.id')
    .limit(TABLES_MAX)
    .execute();
}

interface Leading {
  table: Table;
  fence: UnitFence;
}

/** Each step of a table's round; false when it could not finish in this tick (a settlement with players left). */
const STEPS: Record<
  Step['kind'],
  (deps: LiveDeps, leading: Leading, round: LiveRoundRow | undefined) => Promise<boolean | void>
> = {
  open: openRound,
  close: (deps, leading, round) => closeBetting(deps, leading, round!),
  draw: (deps, leading, round) => drawResult(deps, leading, round!),
  settle: (deps, leading, round) => finishRound(deps, leading, round!, 'settled'),
  void: (deps, leading, round) => finishRound(deps, leading, round!, 'void'),
};

type TableEvent = Unnumbered<LiveTableEvent>;

/**
 * A table's step: fenced, its event numbered on the table and published once it committed; then
 * the lobby tile's new state under the same number.
 */
async function tableStep<T>(
  deps: LiveDeps,
  { table, fence }: Leading,
  work: (trx: Transaction<Database>) => Promise<StepWrite<T, TableEvent>>,
): Promise<T> {
  const { value, events } = await fencedStep(deps, fence, tableTopic(table.code), work);
  const last = events.at(-1);
  if (last) await publishLobbyState(deps, table, last.sequence);
  return value;
}

/** A step that moves the round from a phase to the next, and says so in one event if it did. */
function moveRound(
  deps: LiveDeps,
  leading: Leading,
  move: (trx: Transaction<Database>) => Promise<LiveRoundRow | undefined>,
  eventOf: (moved: LiveRoundRow) => TableEvent,
) {
  return tableStep(deps, leading, async (trx) => {
    const moved = await move(trx);
    return { value: moved, events: moved ? [eventOf(moved)] : [] };
  });
}

/** A new round with a new server seed, whose hash is published now and the seed once the round ends. */
async function openRound(deps: LiveDeps, leading: Leading, previous: LiveRoundRow | undefined) {
  const { table } = leading;
  const now = deps.clock();
  const serverSeed = randomBytes(32).toString('hex');
  const closesAt = new Date(now.getTime() + BETTING_MS);
  const drawAt = new Date(closesAt.getTime() + CLOSED_MS);
  await moveRound(
    deps,
    leading,
    (trx) =>
      trx
        .insertInto('live_rounds')
        .values({
          table_id: table.id,
          round_no: (previous?.round_no ?? 0) + 1,
          phase: 'betting',
          server_seed: serverSeed,
          server_seed_hash: hashServerSeed(serverSeed),
          public_seed: table.public_seed,
          opened_at: now.toISOString(),
          closes_at: closesAt.toISOString(),
          draw_at: drawAt.toISOString(),
          result: null,
          drawn_at: null,
          finished_at: null,
          next_round_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    (round) => ({
      type: 'round_opened',
      ...eventBase(table, round),
      closesAt: round.closes_at,
      drawAt: round.draw_at,
      serverSeedHash: round.server_seed_hash,
      publicSeed: round.public_seed,
    }),
  );
}

async function closeBetting(deps: LiveDeps, leading: Leading, round: LiveRoundRow) {
  // The bets' own update of the round row checks the phase, so a bet either commits before this or is refused.
  await moveRound(
    deps,
    leading,
    (trx) =>
      trx
        .updateTable('live_rounds')
        .set({ phase: 'closed' })
        .where('id', '=', round.id)
        .where('phase', '=', 'betting')
        .returningAll()
        .executeTakeFirst(),
    (closed) => ({ type: 'betting_closed', ...eventBase(leading.table, closed), players: closed.player_count }),
  );
}

/**
 * The outcome from the round's seeds, stored with the phase `result` in one transaction before
 * anything is paid: from then on the round is settled whatever happens to this process.
 */
async function drawResult(deps: LiveDeps, leading: Leading, round: LiveRoundRow) {
  const { table } = leading;
  const random = provablyFairRandom(round.server_seed, round.public_seed, round.round_no);
  const outcome = LIVE_RULES[table.game].draw(random);
  await moveRound(
    deps,
    leading,
    (trx) =>
      trx
        .updateTable('live_rounds')
        .set({ phase: 'result', result: JSON.stringify(outcome), drawn_at: deps.clock().toISOString() })
        .where('id', '=', round.id)
        .where('phase', '=', 'closed')
        .returningAll()
        .executeTakeFirst(),
    (drawn) => ({ type: 'result', ...eventBase(table, drawn), result: resultOf(table.game, drawn) }),
  );
}

/**
 * Pays (or, for an interrupted round, refunds) every bet, then marks the round finished and names
 * when the next opens. Answers false while players are left for the next tick.
 */
async function finishRound(deps: LiveDeps, leading: Leading, round: LiveRoundRow, phase: 'settled' | 'void') {
  const { table, fence } = leading;
  if (round.phase === 'betting') {
    // No bet may join a round being voided: closing it first makes the bets' own check refuse them.
    await fencedWrite(deps.db, fence, (trx) =>
      trx
        .updateTable('live_rounds')
        .set({ phase: 'closed' })
        .where('id', '=', round.id)
        .where('phase', '=', 'betting')
        .execute(),
    );
    round = { ...round, phase: 'closed' };
  }
  const allClosed =
    phase === 'settled' ? await settleRound(deps, table, round, fence) : await voidRound(deps, table, round, fence);
  if (!allClosed) return false;
  const now = deps.clock();
  // A settled round's result stays on screen until its time is up; after a void the next opens at once.
  const showUntil =
    phase === 'settled' ? Math.max(now.getTime(), Date.parse(round.draw_at) + RESULT_SHOW_MS) : now.getTime();
  await moveRound(
    deps,
    leading,
    (trx) =>
      trx
        .updateTable('live_rounds')
        .set({ phase, finished_at: now.toISOString(), next_round_at: new Date(showUntil).toISOString() })
        .where('id', '=', round.id)
        .where('phase', '=', round.phase)
        .returningAll()
        .executeTakeFirst(),
    (finished) => ({
      type: phase,
      ...eventBase(table, finished),
      serverSeed: finished.server_seed,
      nextRoundAt: finished.next_round_at!,
    }),
  );
  return true;
}

function eventBase(table: Table, round: LiveRoundRow) {
  return { table: table.code, tableID: table.id, roundID: round.id, roundNo: round.round_no };
}
