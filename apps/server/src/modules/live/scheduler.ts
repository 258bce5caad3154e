import { randomBytes } from 'node:crypto';
import { type LiveTableEvent, liveSequence } from '@bnw/contract';
import { hashServerSeed, provablyFairRandom } from '@bnw/game-math';
import type { LiveDeps } from './deps.js';
import { StaleLeader, fenced, raiseFence } from './fence.js';
import { publishStep } from './publish.js';
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
/** A table's lease: renewed every tick (1 s), so another process takes over within 5 s of a death. */
export const LEASE_TTL_MS = 5_000;
export const TICK_MS = 1_000;
/** Steps one tick may take for a table (open, close, draw, settle, open): enough to catch up after a pause. */
const STEPS_PER_TICK = 6;
const TABLES_MAX = 200;

export function leaseName(code: string): string {
  return `live.table:${code}`;
}

type Table = Pick<LiveTableRow, 'id' | 'code' | 'game' | 'public_seed'>;
type Step = 'open' | 'close' | 'draw' | 'settle' | 'void' | 'idle';

/** What the table's latest round needs next at `now`. */
export function nextStep(round: LiveRoundRow | undefined, now: Date): Step {
  if (!round) return 'open';
  const at = now.getTime();
  switch (round.phase) {
    case 'settled':
    case 'void':
      return round.next_round_at !== null && at >= Date.parse(round.next_round_at) ? 'open' : 'idle';
    case 'result':
      // The result is stored: it is paid, whoever leads and however late.
      return 'settle';
    case 'betting':
    case 'closed':
      if (at >= Date.parse(round.draw_at) + DRAW_GRACE_MS) return 'void';
      if (round.phase === 'betting') return at >= Date.parse(round.closes_at) ? 'close' : 'idle';
      return at >= Date.parse(round.draw_at) ? 'draw' : 'idle';
  }
}

/**
 * What the latest round of a table switched off (by staff, or with its game, provider or category)
 * needs: a stored result is still paid; a round still taking or holding bets is voided and every
 * stake returned; no new round opens. Bets are refused on such a table already (tables.ts).
 */
export function closingStep(round: LiveRoundRow | undefined): Step {
  if (round?.phase === 'result') return 'settle';
  if (round?.phase === 'betting' || round?.phase === 'closed') return 'void';
  return 'idle';
}

/**
 * Runs every table's rounds, exactly once across processes: for each table, this process acts only
 * while it holds the table's lease, and each of its writes carries the fencing token it raised when
 * it took the lease (fence.ts). One instance per process; `tick` is the job's run (every second) and
 * what tests call with a moved clock.
 */
export class LiveScheduler {
  /** The token of each table this process leads. */
  private readonly fences = new Map<number, number>();

  constructor(private readonly deps: LiveDeps) {}

  async tick(): Promise<void> {
    const open = await tablesQuery(this.deps.db).orderBy('live_tables.id').limit(TABLES_MAX).execute();
    const closing = await switchedOffWithRoundLeft(
      this.deps,
      open.map((table) => table.id),
    );
    const failures: unknown[] = [];
    for (const [tables, running] of [
      [open, true],
      [closing, false],
    ] as const) {
      for (const table of tables) {
        // One table's failure (retried next tick) must not stop the others.
        await this.tickTable(table, running).catch((error: unknown) => failures.push(error));
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  /** Whether this process leads the table now (as of its last tick). */
  leads(tableId: number): boolean {
    return this.fences.has(tableId);
  }

  /** `running` false: the table is switched off, its last round is finished (closingStep) and no other opens. */
  async tickTable(table: Table, running = true): Promise<void> {
    if (!(await this.deps.leases.tryAcquire(leaseName(table.code), LEASE_TTL_MS))) {
      this.fences.delete(table.id);
      return;
    }
    let fence = this.fences.get(table.id);
    if (fence === undefined) {
      fence = await raiseFence(this.deps.db, table.id);
      this.fences.set(table.id, fence);
    }
    try {
      await advanceTable(this.deps, table, fence, running);
    } catch (error) {
      if (!(error instanceof StaleLeader)) throw error;
      // Another process led the table since this one raised its token (our lease lapsed unseen, and
      // was taken and given up again): nothing was written; the next tick raises a new token.
      this.fences.delete(table.id);
    }
  }

  /** A clean stop: the leases go at once, so another process need not wait for them to lapse. */
  async release(): Promise<void> {
    const tables = await tablesQuery(this.deps.db)
      .where('live_tables.id', 'in', [...this.fences.keys(), -1])
      .execute();
    await Promise.all(tables.map((table) => this.deps.leases.release(leaseName(table.code))));
    this.fences.clear();
  }
}

/** Takes the table's round as far as the clock allows, one committed step at a time. */
export async function advanceTable(deps: LiveDeps, table: Table, fence: number, running = true): Promise<void> {
  for (let steps = 0; steps < STEPS_PER_TICK; steps += 1) {
    const round = await latestRound(deps.db, table.id);
    const step = running ? nextStep(round, deps.clock()) : closingStep(round);
    if (step === 'idle') return;
    const done = await runStep(deps, { table, fence }, step, round);
    if (!done) return;
  }
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
  fence: number;
}

/** Answers false when the step could not finish in this tick (a settlement with more players left). */
async function runStep(
  deps: LiveDeps,
  leading: Leading,
  step: Step,
  round: LiveRoundRow | undefined,
): Promise<boolean> {
  switch (step) {
    case 'open':
      await openRound(deps, leading, round);
      return true;
    case 'close':
      await closeBetting(deps, leading, round!);
      return true;
    case 'draw':
      await drawResult(deps, leading, round!);
      return true;
    case 'settle':
      return finishRound(deps, leading, round!, 'settled');
    case 'void':
      return finishRound(deps, leading, round!, 'void');
    case 'idle':
      return false;
  }
}

/** A new round with a new server seed, whose hash is published now and the seed once the round ends. */
async function openRound(deps: LiveDeps, { table, fence }: Leading, previous: LiveRoundRow | undefined) {
  const now = deps.clock();
  const serverSeed = randomBytes(32).toString('hex');
  const closesAt = new Date(now.getTime() + BETTING_MS);
  const drawAt = new Date(closesAt.getTime() + CLOSED_MS);
  const round = await fenced(deps.db, { tableId: table.id, fence }, (trx) =>
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
  );
  await publishStep(deps, table, {
    type: 'round_opened',
    ...eventBase(table, round, 'round_opened'),
    closesAt: round.closes_at,
    drawAt: round.draw_at,
    serverSeedHash: round.server_seed_hash,
    publicSeed: round.public_seed,
  });
}

async function closeBetting(deps: LiveDeps, { table, fence }: Leading, round: LiveRoundRow) {
  // The bets' own update of the round row checks the phase, so a bet either commits before this or is refused.
  const closed = await fenced(deps.db, { tableId: table.id, fence }, (trx) =>
    trx
      .updateTable('live_rounds')
      .set({ phase: 'closed' })
      .where('id', '=', round.id)
      .where('phase', '=', 'betting')
      .returningAll()
      .executeTakeFirst(),
  );
  if (!closed) return;
  await publishStep(deps, table, {
    type: 'betting_closed',
    ...eventBase(table, closed, 'betting_closed'),
    players: closed.player_count,
  });
}

/**
 * The outcome from the round's seeds, stored with the phase `result` in one transaction before
 * anything is paid: from then on the round is settled whatever happens to this process.
 */
async function drawResult(deps: LiveDeps, { table, fence }: Leading, round: LiveRoundRow) {
  const random = provablyFairRandom(round.server_seed, round.public_seed, round.round_no);
  const outcome = LIVE_RULES[table.game].draw(random);
  const drawn = await fenced(deps.db, { tableId: table.id, fence }, (trx) =>
    trx
      .updateTable('live_rounds')
      .set({ phase: 'result', result: JSON.stringify(outcome), drawn_at: deps.clock().toISOString() })
      .where('id', '=', round.id)
      .where('phase', '=', 'closed')
      .returningAll()
      .executeTakeFirst(),
  );
  if (!drawn) return;
  await publishStep(deps, table, {
    type: 'result',
    ...eventBase(table, drawn, 'result'),
    result: resultOf(table.game, drawn),
  });
}

/**
 * Pays (or, for an interrupted round, refunds) every bet, then marks the round finished and names
 * when the next opens. Answers false while players are left for the next tick.
 */
async function finishRound(deps: LiveDeps, leading: Leading, round: LiveRoundRow, phase: 'settled' | 'void') {
  const { table, fence } = leading;
  if (round.phase === 'betting') {
    // No bet may join a round being voided: closing it first makes the bets' own check refuse them.
    await fenced(deps.db, { tableId: table.id, fence }, (trx) =>
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
  const finished = await fenced(deps.db, { tableId: table.id, fence }, (trx) =>
    trx
      .updateTable('live_rounds')
      .set({ phase, finished_at: now.toISOString(), next_round_at: new Date(showUntil).toISOString() })
      .where('id', '=', round.id)
      .where('phase', '=', round.phase)
      .returningAll()
      .executeTakeFirst(),
  );
  if (!finished) return true;
  const base = eventBase(table, finished, phase);
  const event: LiveTableEvent =
    phase === 'settled'
      ? { type: 'settled', ...base, serverSeed: finished.server_seed, nextRoundAt: finished.next_round_at! }
      : { type: 'void', ...base, serverSeed: finished.server_seed, nextRoundAt: finished.next_round_at! };
  await publishStep(deps, table, event);
  return true;
}

function eventBase(table: Table, round: LiveRoundRow, step: Parameters<typeof liveSequence>[1]) {
  return {
    table: table.code,
    tableID: table.id,
    roundID: round.id,
    roundNo: round.round_no,
    sequence: liveSequence(round.round_no, step),
  };
}
