import { randomBytes } from 'node:crypto';
import { type TombalaEvent, tombalaSequence } from '@bnw/contract';
import {
  hashServerSeed,
  playTombalaRound,
  provablyFairRandom,
  tombalaCardFromKey,
  tombalaDrawOrder,
} from '@bnw/game-math';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type FencedRow, FencedLeadership, StaleLeader, fencedWrite } from '../../platform/fence.js';
import type { TombalaDeps } from './deps.js';
import { amountsOf, fallenPrizes } from './prizes.js';
import { publishRoomEvent } from './publish.js';
import { type TombalaRoomRow, type TombalaRoundRow, latestRound, openRoomsQuery, visibleBallCount } from './rounds.js';
import { payCards, refundCards } from './settlement.js';
import type { TombalaTiming } from './timing.js';

/** A room's lease: renewed every tick (1 s), so another process takes over within 5 s of a death. */
export const LEASE_TTL_MS = 5_000;
export const TICK_MS = 1_000;
/** Steps one tick may take for a room (reveal, settle, open, ...): enough to catch up after a pause. */
const STEPS_PER_TICK = 6;

export function leaseName(code: string): string {
  return `tombala.room:${code}`;
}

type Room = Pick<TombalaRoomRow, 'id' | 'code'>;
type Step = 'open' | 'start' | 'cancel' | 'refund' | 'reveal' | 'settle' | 'idle';

/** What the room's latest round needs next at `now`. */
export function nextStep(round: TombalaRoundRow | undefined, now: Date, timing: TombalaTiming): Step {
  if (!round) return 'open';
  const at = now.getTime();
  switch (round.phase) {
    case 'finished':
    case 'cancelled':
      if (round.next_round_at === null) return 'refund';
      return at >= Date.parse(round.next_round_at) ? 'open' : 'idle';
    case 'selling':
      if (at < Date.parse(round.starts_at)) return 'idle';
      // The order was never stored: the round is cancelled rather than started late.
      return at >= Date.parse(round.starts_at) + timing.startGraceMs ? 'cancel' : 'start';
    case 'running': {
      // The order is stored: the round goes on from it, whoever leads and however late.
      const shown = visibleBallCount(round, now);
      if (shown >= round.balls_drawn!) return 'settle';
      return shown > round.balls_published ? 'reveal' : 'idle';
    }
  }
}

/**
 * Runs every room's rounds, exactly once across processes: for each room, this process acts only
 * while it holds the room's lease, and each of its writes carries the fencing token it raised when
 * it took the lease (platform/fence.ts). One instance per process; `tick` is the job's run (every
 * second) and what tests call with a moved clock.
 */
export class TombalaScheduler {
  private readonly leadership: FencedLeadership;
  private readonly codes = new Map<number, string>();

  constructor(private readonly deps: TombalaDeps) {
    this.leadership = new FencedLeadership(deps, 'tombala_rooms', LEASE_TTL_MS);
  }

  async tick(): Promise<void> {
    const rooms = await openRoomsQuery(this.deps.db).execute();
    const failures: unknown[] = [];
    for (const room of rooms) {
      // One room's failure (retried next tick) must not stop the others.
      await this.tickRoom(room).catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  }

  leads(roomId: number): boolean {
    return this.leadership.leads(roomId);
  }

  async tickRoom(room: Room): Promise<void> {
    this.codes.set(room.id, room.code);
    const leading = await this.leadership.lead(room.id, leaseName(room.code));
    if (!leading) return;
    try {
      await advanceRoom(this.deps, room, leading);
    } catch (error) {
      if (!(error instanceof StaleLeader)) throw error;
      // Another process led the room since this one raised its token: nothing was written; the next tick raises a new one.
      this.leadership.drop(room.id);
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

interface Leading {
  room: Room;
  fence: FencedRow;
}

/** Takes the room's round as far as the clock allows, one committed step at a time. */
export async function advanceRoom(deps: TombalaDeps, room: Room, fence: FencedRow): Promise<void> {
  for (let steps = 0; steps < STEPS_PER_TICK; steps += 1) {
    const round = await latestRound(deps.db, room.id);
    const step = nextStep(round, deps.clock(), deps.timing);
    if (step === 'idle') return;
    const done = await runStep(deps, { room, fence }, step, round);
    if (!done) return;
  }
}

/** Answers false when the step could not finish in this tick (a settlement with more players left). */
async function runStep(
  deps: TombalaDeps,
  leading: Leading,
  step: Step,
  round: TombalaRoundRow | undefined,
): Promise<boolean> {
  switch (step) {
    case 'open':
      await openRound(deps, leading, round);
      return true;
    case 'start':
      await startRound(deps, leading, round!);
      return true;
    case 'cancel':
      await cancelRound(deps, leading, round!);
      return true;
    case 'refund':
      return finishRefunds(deps, leading, round!);
    case 'reveal':
      await revealBalls(deps, leading, round!);
      return true;
    case 'settle':
      await revealBalls(deps, leading, round!);
      return finishRound(deps, leading, round!);
    case 'idle':
      return false;
  }
}

/** A new round with a new server seed, whose hash is published now and the seed once the round is over. */
async function openRound(deps: TombalaDeps, { room, fence }: Leading, previous: TombalaRoundRow | undefined) {
  const now = deps.clock();
  const serverSeed = randomBytes(32).toString('hex');
  const round = await fencedWrite(deps.db, fence, async (trx) => {
    // The room's figures now: an operator's change applies from the next round on.
    const figures = await trx
      .selectFrom('tombala_rooms')
      .selectAll()
      .where('id', '=', room.id)
      .executeTakeFirstOrThrow();
    return trx
      .insertInto('tombala_rounds')
      .values({
        room_id: room.id,
        round_no: (previous?.round_no ?? 0) + 1,
        phase: 'selling',
        server_seed: serverSeed,
        server_seed_hash: hashServerSeed(serverSeed),
        public_seed: figures.public_seed,
        card_price_kurus: figures.card_price_kurus,
        min_cards: figures.min_cards,
        max_cards_per_player: figures.max_cards_per_player,
        max_cards_per_round: figures.max_cards_per_round,
        ball_ms: deps.timing.ballMs,
        opened_at: now.toISOString(),
        starts_at: new Date(now.getTime() + deps.timing.sellMs).toISOString(),
        started_at: null,
        draw_order: null,
        balls_drawn: null,
        finished_at: null,
        next_round_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  await publishRoomEvent(deps, room.code, {
    type: 'round_opened',
    ...eventBase(room, round, { type: 'round_opened' }),
    startsAt: round.starts_at,
    cardPriceKurus: Number(round.card_price_kurus),
    serverSeedHash: round.server_seed_hash,
    publicSeed: round.public_seed,
  });
}

/**
 * Ends the sale. Too few cards: the round is cancelled (its refunds follow). Otherwise the draw
 * order from the round's seeds, the balls until the tombala and every prize's winners are stored
 * with the phase `running` in the same transaction, before any ball is shown: from then on the
 * round goes on from the stored order whatever happens to this process.
 */
async function startRound(deps: TombalaDeps, { room, fence }: Leading, round: TombalaRoundRow) {
  const now = deps.clock();
  const started = await fencedWrite(deps.db, fence, async (trx) => {
    // The purchases' own update of this row checks the phase, so each commits before this or is refused.
    const sale = await trx
      .updateTable('tombala_rounds')
      .set((eb) => ({ cards_sold: eb.ref('cards_sold') }))
      .where('id', '=', round.id)
      .where('phase', '=', 'selling')
      .returning(['cards_sold', 'pot_kurus', 'min_cards'])
      .executeTakeFirst();
    if (!sale) return undefined;
    if (sale.cards_sold < sale.min_cards) {
      return trx
        .updateTable('tombala_rounds')
        .set({ phase: 'cancelled' })
        .where('id', '=', round.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    return storeDraw(trx, round, Number(sale.pot_kurus), now);
  });
  if (!started) return;
  if (started.phase === 'cancelled') {
    // Refunds follow in the next step; the `cancelled` event once they are done.
    return;
  }
  await publishRoomEvent(deps, room.code, {
    type: 'round_started',
    ...eventBase(room, started, { type: 'round_started' }),
    startedAt: started.started_at!,
    ballIntervalMs: started.ball_ms,
    cardsSold: started.cards_sold,
    potKurus: Number(started.pot_kurus),
    prizeKurus: amountsOf(Number(started.pot_kurus)).prizeKurus,
  });
}

async function storeDraw(trx: Transaction<Database>, round: TombalaRoundRow, potKurus: number, now: Date) {
  const order = tombalaDrawOrder(provablyFairRandom(round.server_seed, round.public_seed, round.round_no));
  const cards = await trx
    .selectFrom('tombala_cards')
    .select(['id', 'card_key'])
    .where('round_id', '=', round.id)
    .orderBy('id')
    // At most the round's card limit (the purchases' condition).
    .execute();
  const result = playTombalaRound(
    cards.map((card) => ({ cardId: card.id, card: tombalaCardFromKey(card.card_key) })),
    order,
    potKurus,
  );
  const prizeRows = result.prizes.flatMap((prize) =>
    prize.winners.map((winner) => ({
      round_id: round.id,
      card_id: winner.cardId,
      prize: prize.prize,
      ball_index: prize.ballCount - 1,
      prize_kurus: prize.prizeKurus,
      payout_kurus: winner.payoutKurus,
    })),
  );
  for (let from = 0; from < prizeRows.length; from += 500) {
    await trx
      .insertInto('tombala_card_prizes')
      .values(prizeRows.slice(from, from + 500))
      .execute();
  }
  return trx
    .updateTable('tombala_rounds')
    .set({
      phase: 'running',
      started_at: now.toISOString(),
      draw_order: JSON.stringify(order),
      balls_drawn: result.ballsDrawn,
    })
    .where('id', '=', round.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A round still selling long after its start: interrupted before its order was stored, so cancelled. */
async function cancelRound(deps: TombalaDeps, { fence }: Leading, round: TombalaRoundRow) {
  await fencedWrite(deps.db, fence, (trx) =>
    trx
      .updateTable('tombala_rounds')
      .set({ phase: 'cancelled' })
      .where('id', '=', round.id)
      .where('phase', '=', 'selling')
      .execute(),
  );
}

/** Refunds every card of a cancelled round, then names the next round's time. */
async function finishRefunds(deps: TombalaDeps, { room, fence }: Leading, round: TombalaRoundRow) {
  if (!(await refundCards(deps, round, fence))) return false;
  const finished = await markOver(deps, fence, round);
  if (!finished) return true;
  await publishRoomEvent(deps, room.code, {
    type: 'cancelled',
    ...eventBase(room, finished, { type: 'cancelled' }),
    cardsSold: finished.cards_sold,
    serverSeed: finished.server_seed,
    nextRoundAt: finished.next_round_at!,
  });
  return true;
}

/** Pays every card once the tombala ball is out, then marks the round finished. */
async function finishRound(deps: TombalaDeps, { room, fence }: Leading, round: TombalaRoundRow) {
  if (!(await payCards(deps, round, fence))) return false;
  const finished = await markOver(deps, fence, round, 'finished');
  if (!finished) return true;
  await publishRoomEvent(deps, room.code, {
    type: 'finished',
    ...eventBase(room, finished, { type: 'finished' }),
    serverSeed: finished.server_seed,
    nextRoundAt: finished.next_round_at!,
  });
  return true;
}

function markOver(deps: TombalaDeps, fence: FencedRow, round: TombalaRoundRow, phase?: 'finished') {
  const now = deps.clock();
  return fencedWrite(deps.db, fence, (trx) =>
    trx
      .updateTable('tombala_rounds')
      .set({
        ...(phase ? { phase } : {}),
        finished_at: now.toISOString(),
        next_round_at: new Date(now.getTime() + deps.timing.showMs).toISOString(),
      })
      .where('id', '=', round.id)
      .where('phase', '=', round.phase)
      .where('next_round_at', 'is', null)
      .returningAll()
      .executeTakeFirst(),
  );
}

/**
 * Publishes the balls whose time has come since the last published (and the prizes that fell on
 * them), after counting them published: a ball's event goes out once, from whichever process led.
 */
async function revealBalls(deps: TombalaDeps, { room, fence }: Leading, round: TombalaRoundRow) {
  const shown = visibleBallCount(round, deps.clock());
  if (shown <= round.balls_published) return;
  const moved = await fencedWrite(deps.db, fence, (trx) =>
    trx
      .updateTable('tombala_rounds')
      .set({ balls_published: shown })
      .where('id', '=', round.id)
      .where('balls_published', '=', round.balls_published)
      .executeTakeFirst(),
  );
  if (Number(moved.numUpdatedRows) !== 1) return;
  const order = JSON.parse(round.draw_order!) as number[];
  const prizes = await fallenPrizes(deps.db, round, shown);
  for (let index = round.balls_published; index < shown; index += 1) {
    await publishRoomEvent(deps, room.code, {
      type: 'ball',
      ...eventBase(room, round, { type: 'ball', index }),
      index,
      number: order[index]!,
    });
    const prize = prizes.find((fallen) => fallen.ballIndex === index);
    if (prize) {
      await publishRoomEvent(deps, room.code, {
        type: 'prize',
        ...eventBase(room, round, { type: 'prize', index }),
        prize,
      });
    }
  }
}

function eventBase(room: Room, round: TombalaRoundRow, step: Parameters<typeof tombalaSequence>[1]) {
  return {
    room: room.code,
    roomID: room.id,
    roundID: round.id,
    roundNo: round.round_no,
    sequence: tombalaSequence(round.round_no, step),
  } satisfies Partial<TombalaEvent>;
}
