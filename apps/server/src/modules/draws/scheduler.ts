import { randomBytes } from 'node:crypto';
import { type DrawEvent, type DrawGameCode, drawsTopic } from '@bnw/contract';
import { DRAW_GAMES, hashServerSeed, provablyFairRandom } from '@bnw/game-math';
import type { Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  ROUND_LEASE_TTL_MS,
  type RoundGame,
  RoundScheduler,
  type StepWrite,
  type UnitFence,
  type Unnumbered,
  fencedStep,
  roundLeaseName,
} from '../../platform/rounds/index.js';
import type { DrawsDeps } from './deps.js';
import { type DrawGameRow, type DrawRow, gameCodeOf, openGamesQuery, resultOf } from './draws.js';
import { settleDrawCoupons } from './settlement.js';

export const LEASE_TTL_MS = ROUND_LEASE_TTL_MS;
const LEASE_PREFIX = 'draws.game';

export function leaseName(code: string): string {
  return roundLeaseName(LEASE_PREFIX, code);
}

type Game = Pick<DrawGameRow, 'id' | 'code'>;

type Step = { kind: 'settle' | 'close' | 'draw' | 'void'; draw: DrawRow } | { kind: 'open'; last: DrawRow | undefined };

/**
 * What the game needs next at `now`, most urgent first: a drawn (or void) draw's settlement, a
 * draw whose betting time is over, a closed draw whose time has come (drawn, or void when it is
 * more than `graceMs` late: its leader died before storing a result), then a new draw to keep
 * `aheadCount` taking bets.
 */
export async function nextStep(deps: DrawsDeps, game: Game, now: Date): Promise<Step | null> {
  const at = now.toISOString();
  const draws = () => deps.db.selectFrom('draws').selectAll().where('game_id', '=', game.id);
  const unsettled = await draws()
    .where('phase', 'in', ['drawn', 'void'])
    .where('settled_at', 'is', null)
    .orderBy('draws_at')
    .limit(1)
    .executeTakeFirst();
  if (unsettled) return { kind: 'settle', draw: unsettled };
  const closing = await draws()
    .where('phase', '=', 'open')
    .where('closes_at', '<=', at)
    .orderBy('draws_at')
    .limit(1)
    .executeTakeFirst();
  if (closing) return { kind: 'close', draw: closing };
  const due = await draws()
    .where('phase', '=', 'closed')
    .where('draws_at', '<=', at)
    .orderBy('draws_at')
    .limit(1)
    .executeTakeFirst();
  if (due) {
    const late = now.getTime() >= Date.parse(due.draws_at) + deps.timing.graceMs;
    return { kind: late ? 'void' : 'draw', draw: due };
  }
  const open = await deps.db
    .selectFrom('draws')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('game_id', '=', game.id)
    .where('phase', '=', 'open')
    .executeTakeFirstOrThrow();
  if (Number(open.n) >= deps.timing.aheadCount) return null;
  const last = await draws().orderBy('draw_no', 'desc').limit(1).executeTakeFirst();
  return { kind: 'open', last };
}

/** The draw games as the round-game kit drives them: every open game, its draws' next step. */
export function drawsGame(deps: DrawsDeps): RoundGame<Game, Step> {
  return {
    leasePrefix: LEASE_PREFIX,
    fencedTable: 'draw_games',
    // Close, draw, settle, open, ...: enough to catch up after a pause.
    stepsPerTick: 8,
    units: () => openGamesQuery(deps.db).execute(),
    nextStep: (game, now) => nextStep(deps, game, now),
    runStep: (step, game, fence) => runStep(deps, { game, fence }, step),
  };
}

/**
 * Runs every game's draws exactly once across processes (platform/rounds/scheduler.ts). One
 * instance per process; `tick` is the job's run (every second) and what tests call with a moved clock.
 */
export class DrawScheduler extends RoundScheduler<Game, Step> {
  constructor(deps: DrawsDeps) {
    super(deps, drawsGame(deps));
  }
}

interface Leading {
  game: Game;
  fence: UnitFence;
}

/** Answers false when the step could not finish in this tick (a settlement with more coupons left). */
async function runStep(deps: DrawsDeps, leading: Leading, step: Step): Promise<boolean> {
  switch (step.kind) {
    case 'open':
      await openDraw(deps, leading, step.last);
      return true;
    case 'close':
      await closeDraw(deps, leading, step.draw);
      return true;
    case 'draw':
      await storeResult(deps, leading, step.draw);
      return true;
    case 'void':
      await voidDraw(deps, leading, step.draw);
      return true;
    case 'settle':
      return finishSettlement(deps, leading, step.draw);
  }
}

type GameEvent = Unnumbered<DrawEvent>;

/** A game's step: fenced, its events numbered on the game and published once it committed. */
function gameStep<T>(
  deps: DrawsDeps,
  { game, fence }: Leading,
  work: (trx: Transaction<Database>) => Promise<StepWrite<T, GameEvent>>,
) {
  return fencedStep(deps, fence, drawsTopic(gameCodeOf(game)), work);
}

/** A step that moves one draw from a phase to the next, and says so in one event if it did. */
async function moveDraw(
  deps: DrawsDeps,
  leading: Leading,
  draw: DrawRow,
  move: { from: Array<DrawRow['phase']>; set: Updateable<Database['draws']> },
  eventOf: (code: DrawGameCode) => GameEvent,
) {
  await gameStep(deps, leading, async (trx) => {
    const moved = await trx
      .updateTable('draws')
      .set(move.set)
      .where('id', '=', draw.id)
      .where('phase', 'in', move.from)
      .executeTakeFirst();
    const events = Number(moved.numUpdatedRows) === 1 ? [eventOf(gameCodeOf(leading.game))] : [];
    return { value: undefined, events };
  });
}

/** When the draw after `last` is made: an interval after it, or, when that leaves no betting time, an interval from now. */
export function nextDrawsAt(deps: Pick<DrawsDeps, 'timing'>, code: DrawGameCode, last: DrawRow | undefined, now: Date) {
  const intervalMs = deps.timing.intervalMs[code];
  const fromLast = last ? Date.parse(last.draws_at) + intervalMs : 0;
  const earliest = now.getTime() + deps.timing.closeLeadMs + intervalMs / 2;
  // Aligned on the interval so draws fall on round times (every 5 minutes at :00, :05, ...).
  const aligned = Math.ceil(earliest / intervalMs) * intervalMs;
  return new Date(fromLast >= earliest ? fromLast : aligned);
}

/** A new draw with a new server seed, whose hash is published now and the seed once it is settled. */
async function openDraw(deps: DrawsDeps, leading: Leading, last: DrawRow | undefined) {
  const { game } = leading;
  const code = gameCodeOf(game);
  const now = deps.clock();
  const drawsAt = nextDrawsAt(deps, code, last, now);
  const serverSeed = randomBytes(32).toString('hex');
  await gameStep(deps, leading, async (trx) => {
    const figures = await trx
      .selectFrom('draw_games')
      .select('public_seed')
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    const draw = await trx
      .insertInto('draws')
      .values({
        game_id: game.id,
        draw_no: (last?.draw_no ?? 0) + 1,
        phase: 'open',
        server_seed: serverSeed,
        server_seed_hash: hashServerSeed(serverSeed),
        public_seed: figures.public_seed,
        opened_at: now.toISOString(),
        closes_at: new Date(drawsAt.getTime() - deps.timing.closeLeadMs).toISOString(),
        draws_at: drawsAt.toISOString(),
        result: null,
        drawn_at: null,
        settled_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const opened: GameEvent = {
      type: 'draw_opened',
      ...eventBase(code, draw),
      closesAt: draw.closes_at,
      drawsAt: draw.draws_at,
      serverSeedHash: draw.server_seed_hash,
      publicSeed: draw.public_seed,
    };
    return { value: draw, events: [opened] };
  });
}

/** Betting is over. The placements' own update of this row checks the phase, so each commits before this or is refused. */
function closeDraw(deps: DrawsDeps, leading: Leading, draw: DrawRow) {
  return moveDraw(deps, leading, draw, { from: ['open'], set: { phase: 'closed' } }, (code) => ({
    type: 'closed',
    ...eventBase(code, draw),
    drawsAt: draw.draws_at,
  }));
}

/**
 * The draw from its stored seeds, stored with the phase `drawn` in one transaction before any
 * selection is decided or any coupon paid: from then on the draw is settled from the stored result
 * whatever happens to this process.
 */
function storeResult(deps: DrawsDeps, leading: Leading, draw: DrawRow) {
  const code = gameCodeOf(leading.game);
  const result = JSON.stringify(
    DRAW_GAMES[code].draw(provablyFairRandom(draw.server_seed, draw.public_seed, draw.draw_no)),
  );
  return moveDraw(
    deps,
    leading,
    draw,
    { from: ['closed'], set: { phase: 'drawn', result, drawn_at: deps.clock().toISOString() } },
    () => ({ type: 'result', ...eventBase(code, draw), result: resultOf(code, { result })! }),
  );
}

/** A draw not drawn in time (its leader died before storing a result): void, its selections count at 1.00. */
function voidDraw(deps: DrawsDeps, leading: Leading, draw: DrawRow) {
  return moveDraw(deps, leading, draw, { from: ['open', 'closed'], set: { phase: 'void' } }, (code) => ({
    type: 'void',
    ...eventBase(code, draw),
    serverSeed: draw.server_seed,
  }));
}

/** Decides the draw's selections and pays the coupons it completes; once all are done, marks it settled. */
async function finishSettlement(deps: DrawsDeps, leading: Leading, draw: DrawRow): Promise<boolean> {
  const code = gameCodeOf(leading.game);
  if (!(await settleDrawCoupons(deps, code, draw, leading.fence))) return false;
  await gameStep(deps, leading, async (trx) => {
    const moved = await trx
      .updateTable('draws')
      .set({ settled_at: deps.clock().toISOString() })
      .where('id', '=', draw.id)
      .where('settled_at', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return { value: undefined, events: [] };
    const settled: GameEvent = {
      type: 'settled',
      ...eventBase(code, draw),
      serverSeed: draw.server_seed,
      couponsSettled: await couponsSettledOn(trx, draw.id),
    };
    return { value: undefined, events: [settled] };
  });
  return true;
}

async function couponsSettledOn(trx: Transaction<Database>, drawId: number): Promise<number> {
  const row = await trx
    .selectFrom('draw_selections')
    .innerJoin('draw_coupons', 'draw_coupons.id', 'draw_selections.coupon_id')
    .select((eb) => eb.fn.count<number | string>('draw_coupons.id').distinct().as('n'))
    .where('draw_selections.draw_id', '=', drawId)
    .where('draw_coupons.status', '!=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function eventBase(code: DrawGameCode, draw: DrawRow) {
  return { game: code, drawID: draw.id, drawNo: draw.draw_no };
}
