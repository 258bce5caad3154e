import { randomBytes } from 'node:crypto';
import type { DrawGameCode } from '@bnw/contract';
import { DRAW_GAMES, hashServerSeed, provablyFairRandom } from '@bnw/game-math';
import { type FencedRow, FencedLeadership, StaleLeader, fencedWrite } from '../../platform/fence.js';
import type { DrawsDeps } from './deps.js';
import { type DrawGameRow, type DrawRow, gameCodeOf, openGamesQuery, resultOf } from './draws.js';
import { nextSequence, publishDrawEvent } from './publish.js';
import { settleDrawCoupons } from './settlement.js';

/** A game's lease: renewed every tick (1 s), so another process takes over within 5 s of a death. */
export const LEASE_TTL_MS = 5_000;
export const TICK_MS = 1_000;
/** Steps one tick may take for a game (close, draw, settle, open, ...): enough to catch up after a pause. */
const STEPS_PER_TICK = 8;

export function leaseName(code: string): string {
  return `draws.game:${code}`;
}

type Game = Pick<DrawGameRow, 'id' | 'code'>;

type Step =
  | { kind: 'settle' | 'close' | 'draw' | 'void'; draw: DrawRow }
  | { kind: 'open'; last: DrawRow | undefined }
  | { kind: 'idle' };

/**
 * What the game needs next at `now`, most urgent first: a drawn (or void) draw's settlement, a
 * draw whose betting time is over, a closed draw whose time has come (drawn, or void when it is
 * more than `graceMs` late: its leader died before storing a result), then a new draw to keep
 * `aheadCount` taking bets.
 */
export async function nextStep(deps: DrawsDeps, game: Game, now: Date): Promise<Step> {
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
  if (Number(open.n) >= deps.timing.aheadCount) return { kind: 'idle' };
  const last = await draws().orderBy('draw_no', 'desc').limit(1).executeTakeFirst();
  return { kind: 'open', last };
}

/**
 * Runs every game's draws, exactly once across processes: for each game, this process acts only
 * while it holds the game's lease, and each of its writes carries the fencing token it raised when
 * it took the lease (platform/fence.ts). One instance per process; `tick` is the job's run (every
 * second) and what tests call with a moved clock.
 */
export class DrawScheduler {
  private readonly leadership: FencedLeadership;
  private readonly codes = new Map<number, string>();

  constructor(private readonly deps: DrawsDeps) {
    this.leadership = new FencedLeadership(deps, 'draw_games', LEASE_TTL_MS);
  }

  async tick(): Promise<void> {
    const games = await openGamesQuery(this.deps.db).execute();
    const failures: unknown[] = [];
    for (const game of games) {
      // One game's failure (retried next tick) must not stop the others.
      await this.tickGame(game).catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  }

  leads(gameId: number): boolean {
    return this.leadership.leads(gameId);
  }

  async tickGame(game: Game): Promise<void> {
    this.codes.set(game.id, game.code);
    const fence = await this.leadership.lead(game.id, leaseName(game.code));
    if (!fence) return;
    try {
      await advanceGame(this.deps, game, fence);
    } catch (error) {
      if (!(error instanceof StaleLeader)) throw error;
      // Another process led the game since this one raised its token: nothing was written; the next tick raises a new one.
      this.leadership.drop(game.id);
    }
  }

  /** A clean stop: the leases go at once, so another process need not wait for them to lapse. */
  async release(): Promise<void> {
    await this.leadership.release((id) => {
      const code = this.codes.get(id);
      return code === undefined ? undefined : leaseName(code);
    });
  }
}

/** Takes the game's draws as far as the clock allows, one committed step at a time. */
export async function advanceGame(deps: DrawsDeps, game: Game, fence: FencedRow): Promise<void> {
  for (let steps = 0; steps < STEPS_PER_TICK; steps += 1) {
    const step = await nextStep(deps, game, deps.clock());
    if (step.kind === 'idle') return;
    const done = await runStep(deps, { game, fence }, step);
    if (!done) return;
  }
}

interface Leading {
  game: Game;
  fence: FencedRow;
}

/** Answers false when the step could not finish in this tick (a settlement with more coupons left). */
async function runStep(deps: DrawsDeps, leading: Leading, step: Exclude<Step, { kind: 'idle' }>): Promise<boolean> {
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
async function openDraw(deps: DrawsDeps, { game, fence }: Leading, last: DrawRow | undefined) {
  const code = gameCodeOf(game);
  const now = deps.clock();
  const drawsAt = nextDrawsAt(deps, code, last, now);
  const serverSeed = randomBytes(32).toString('hex');
  const opened = await fencedWrite(deps.db, fence, async (trx) => {
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
    return { draw, sequence: await nextSequence(trx, game.id) };
  });
  await publishDrawEvent(deps, code, {
    type: 'draw_opened',
    game: code,
    drawID: opened.draw.id,
    drawNo: opened.draw.draw_no,
    sequence: opened.sequence,
    closesAt: opened.draw.closes_at,
    drawsAt: opened.draw.draws_at,
    serverSeedHash: opened.draw.server_seed_hash,
    publicSeed: opened.draw.public_seed,
  });
}

/** Betting is over. The placements' own update of this row checks the phase, so each commits before this or is refused. */
async function closeDraw(deps: DrawsDeps, { game, fence }: Leading, draw: DrawRow) {
  const code = gameCodeOf(game);
  const sequence = await fencedWrite(deps.db, fence, async (trx) => {
    const moved = await trx
      .updateTable('draws')
      .set({ phase: 'closed' })
      .where('id', '=', draw.id)
      .where('phase', '=', 'open')
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1 ? nextSequence(trx, game.id) : null;
  });
  if (sequence === null) return;
  await publishDrawEvent(deps, code, {
    type: 'closed',
    game: code,
    drawID: draw.id,
    drawNo: draw.draw_no,
    sequence,
    drawsAt: draw.draws_at,
  });
}

/**
 * The draw from its stored seeds, stored with the phase `drawn` in one transaction before any
 * selection is decided or any coupon paid: from then on the draw is settled from the stored result
 * whatever happens to this process.
 */
async function storeResult(deps: DrawsDeps, { game, fence }: Leading, draw: DrawRow) {
  const code = gameCodeOf(game);
  const result = DRAW_GAMES[code].draw(provablyFairRandom(draw.server_seed, draw.public_seed, draw.draw_no));
  const sequence = await fencedWrite(deps.db, fence, async (trx) => {
    const moved = await trx
      .updateTable('draws')
      .set({ phase: 'drawn', result: JSON.stringify(result), drawn_at: deps.clock().toISOString() })
      .where('id', '=', draw.id)
      .where('phase', '=', 'closed')
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1 ? nextSequence(trx, game.id) : null;
  });
  if (sequence === null) return;
  await publishDrawEvent(deps, code, {
    type: 'result',
    game: code,
    drawID: draw.id,
    drawNo: draw.draw_no,
    sequence,
    result: resultOf(code, { result: JSON.stringify(result) })!,
  });
}

/** A draw not drawn in time (its leader died before storing a result): void, its selections count at 1.00. */
async function voidDraw(deps: DrawsDeps, { game, fence }: Leading, draw: DrawRow) {
  const code = gameCodeOf(game);
  const sequence = await fencedWrite(deps.db, fence, async (trx) => {
    const moved = await trx
      .updateTable('draws')
      .set({ phase: 'void' })
      .where('id', '=', draw.id)
      .where('phase', 'in', ['open', 'closed'])
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1 ? nextSequence(trx, game.id) : null;
  });
  if (sequence === null) return;
  await publishDrawEvent(deps, code, {
    type: 'void',
    game: code,
    drawID: draw.id,
    drawNo: draw.draw_no,
    sequence,
    serverSeed: draw.server_seed,
  });
}

/** Decides the draw's selections and pays the coupons it completes; once all are done, marks it settled. */
async function finishSettlement(deps: DrawsDeps, { game, fence }: Leading, draw: DrawRow): Promise<boolean> {
  const code = gameCodeOf(game);
  const pass = await settleDrawCoupons(deps, code, draw, fence);
  if (!pass.done) return false;
  const sequence = await fencedWrite(deps.db, fence, async (trx) => {
    const moved = await trx
      .updateTable('draws')
      .set({ settled_at: deps.clock().toISOString() })
      .where('id', '=', draw.id)
      .where('settled_at', 'is', null)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1 ? nextSequence(trx, game.id) : null;
  });
  if (sequence === null) return true;
  const couponsSettled = await deps.db
    .selectFrom('draw_selections')
    .innerJoin('draw_coupons', 'draw_coupons.id', 'draw_selections.coupon_id')
    .select((eb) => eb.fn.count<number | string>('draw_coupons.id').distinct().as('n'))
    .where('draw_selections.draw_id', '=', draw.id)
    .where('draw_coupons.status', '!=', 'open')
    .executeTakeFirstOrThrow();
  await publishDrawEvent(deps, code, {
    type: 'settled',
    game: code,
    drawID: draw.id,
    drawNo: draw.draw_no,
    sequence,
    serverSeed: draw.server_seed,
    couponsSettled: Number(couponsSettled.n),
  });
  return true;
}
