import { randomBytes } from 'node:crypto';
import { type TombalaEvent, tombalaTopic } from '@bnw/contract';
import {
  hashServerSeed,
  playTombalaRound,
  provablyFairRandom,
  tombalaCardFromKey,
  tombalaDrawOrder,
} from '@bnw/game-math';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  ROUND_LEASE_TTL_MS,
  type RoundGame,
  RoundScheduler,
  type StepWrite,
  type UnitFence,
  type Unnumbered,
  fencedStep,
  fencedWrite,
  isDue,
  roundLeaseName,
} from '../../platform/rounds/index.js';
import type { TombalaDeps } from './deps.js';
import { amountsOf, fallenPrizes } from './prizes.js';
import { type TombalaRoomRow, type TombalaRoundRow, latestRound, openRoomsQuery, visibleBallCount } from './rounds.js';
import { payCards, refundCards } from './settlement.js';
import type { TombalaTiming } from './timing.js';

export const LEASE_TTL_MS = ROUND_LEASE_TTL_MS;
const LEASE_PREFIX = 'tombala.room';

export function leaseName(code: string): string {
  return roundLeaseName(LEASE_PREFIX, code);
}

type Room = Pick<TombalaRoomRow, 'id' | 'code'>;
type StepKind = 'open' | 'start' | 'cancel' | 'refund' | 'reveal' | 'settle' | 'idle';
interface Step {
  kind: Exclude<StepKind, 'idle'>;
  round: TombalaRoundRow | undefined;
}

/** What the room's latest round needs next at `now`. */
export function nextStep(round: TombalaRoundRow | undefined, now: Date, timing: TombalaTiming): StepKind {
  if (!round) return 'open';
  switch (round.phase) {
    case 'finished':
    case 'cancelled':
      if (round.next_round_at === null) return 'refund';
      return isDue(now, round.next_round_at) ? 'open' : 'idle';
    case 'selling':
      if (!isDue(now, round.starts_at)) return 'idle';
      // The order was never stored: the round is cancelled rather than started late.
      return isDue(now, round.starts_at, timing.startGraceMs) ? 'cancel' : 'start';
    case 'running': {
      // The order is stored: the round goes on from it, whoever leads and however late.
      const shown = visibleBallCount(round, now);
      if (shown >= round.balls_drawn!) return 'settle';
      return shown > round.balls_published ? 'reveal' : 'idle';
    }
  }
}

/** Tombala as the round-game kit drives it: every open room, its latest round's next step. */
export function tombalaGame(deps: TombalaDeps): RoundGame<Room, Step> {
  return {
    leasePrefix: LEASE_PREFIX,
    fencedTable: 'tombala_rooms',
    // Reveal, settle, open, ...: enough to catch up after a pause.
    stepsPerTick: 6,
    units: () => openRoomsQuery(deps.db).execute(),
    async nextStep(room, now) {
      const round = await latestRound(deps.db, room.id);
      const kind = nextStep(round, now, deps.timing);
      return kind === 'idle' ? null : { kind, round };
    },
    runStep: ({ kind, round }, room, fence) => STEPS[kind](deps, { room, fence }, round),
  };
}

/**
 * Runs every room's rounds exactly once across processes (platform/rounds/scheduler.ts). One
 * instance per process; `tick` is the job's run (every second) and what tests call with a moved clock.
 */
export class TombalaScheduler extends RoundScheduler<Room, Step> {
  constructor(deps: TombalaDeps) {
    super(deps, tombalaGame(deps));
  }
}

interface Leading {
  room: Room;
  fence: UnitFence;
}

/** Each step of a room's round; false when it could not finish in this tick (a settlement with players left). */
const STEPS: Record<
  Step['kind'],
  (deps: TombalaDeps, leading: Leading, round: TombalaRoundRow | undefined) => Promise<boolean | void>
> = {
  open: openRound,
  start: (deps, leading, round) => startRound(deps, leading, round!),
  cancel: (deps, leading, round) => cancelRound(deps, leading, round!),
  refund: (deps, leading, round) => finishRefunds(deps, leading, round!),
  reveal: (deps, leading, round) => revealBalls(deps, leading, round!),
  settle: async (deps, leading, round) => {
    await revealBalls(deps, leading, round!);
    return finishRound(deps, leading, round!);
  },
};

type RoomEvent = Unnumbered<TombalaEvent>;

/** A room's step: fenced, its events numbered on the room and published once it committed. */
function roomStep<T>(
  deps: TombalaDeps,
  { room, fence }: Leading,
  work: (trx: Transaction<Database>) => Promise<StepWrite<T, RoomEvent>>,
) {
  return fencedStep(deps, fence, tombalaTopic(room.code), work);
}

/** A new round with a new server seed, whose hash is published now and the seed once the round is over. */
async function openRound(deps: TombalaDeps, leading: Leading, previous: TombalaRoundRow | undefined) {
  const { room } = leading;
  const now = deps.clock();
  const serverSeed = randomBytes(32).toString('hex');
  await roomStep(deps, leading, async (trx) => {
    // The room's figures now: an operator's change applies from the next round on.
    const figures = await trx
      .selectFrom('tombala_rooms')
      .selectAll()
      .where('id', '=', room.id)
      .executeTakeFirstOrThrow();
    const round = await trx
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
    const opened: RoomEvent = {
      type: 'round_opened',
      ...eventBase(room, round),
      startsAt: round.starts_at,
      cardPriceKurus: Number(round.card_price_kurus),
      serverSeedHash: round.server_seed_hash,
      publicSeed: round.public_seed,
    };
    return { value: round, events: [opened] };
  });
}

/**
 * Ends the sale. Too few cards: the round is cancelled (its refunds follow, and the `cancelled`
 * event once they are done). Otherwise the draw order from the round's seeds, the balls until the
 * tombala and every prize's winners are stored with the phase `running` in the same transaction,
 * before any ball is shown: from then on the round goes on from the stored order whatever happens
 * to this process.
 */
async function startRound(deps: TombalaDeps, leading: Leading, round: TombalaRoundRow) {
  const now = deps.clock();
  await roomStep(deps, leading, async (trx) => {
    // The purchases' own update of this row checks the phase, so each commits before this or is refused.
    const sale = await trx
      .updateTable('tombala_rounds')
      .set((eb) => ({ cards_sold: eb.ref('cards_sold') }))
      .where('id', '=', round.id)
      .where('phase', '=', 'selling')
      .returning(['cards_sold', 'pot_kurus', 'min_cards'])
      .executeTakeFirst();
    if (!sale) return { value: undefined, events: [] };
    if (sale.cards_sold < sale.min_cards) {
      await trx.updateTable('tombala_rounds').set({ phase: 'cancelled' }).where('id', '=', round.id).execute();
      return { value: undefined, events: [] };
    }
    const started = await storeDraw(trx, round, Number(sale.pot_kurus), now);
    const event: RoomEvent = {
      type: 'round_started',
      ...eventBase(leading.room, started),
      startedAt: started.started_at!,
      ballIntervalMs: started.ball_ms,
      cardsSold: started.cards_sold,
      potKurus: Number(started.pot_kurus),
      prizeKurus: amountsOf(Number(started.pot_kurus)).prizeKurus,
    };
    return { value: undefined, events: [event] };
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
async function finishRefunds(deps: TombalaDeps, leading: Leading, round: TombalaRoundRow) {
  if (!(await refundCards(deps, round, leading.fence))) return false;
  await markOver(deps, leading, round, undefined, (finished) => ({
    type: 'cancelled',
    ...eventBase(leading.room, finished),
    cardsSold: finished.cards_sold,
    serverSeed: finished.server_seed,
    nextRoundAt: finished.next_round_at!,
  }));
  return true;
}

/** Pays every card once the tombala ball is out, then marks the round finished. */
async function finishRound(deps: TombalaDeps, leading: Leading, round: TombalaRoundRow) {
  if (!(await payCards(deps, round, leading.fence))) return false;
  await markOver(deps, leading, round, 'finished', (finished) => ({
    type: 'finished',
    ...eventBase(leading.room, finished),
    serverSeed: finished.server_seed,
    nextRoundAt: finished.next_round_at!,
  }));
  return true;
}

/** The round is over once its next round is named; its event goes out with it, once. */
function markOver(
  deps: TombalaDeps,
  leading: Leading,
  round: TombalaRoundRow,
  phase: 'finished' | undefined,
  eventOf: (finished: TombalaRoundRow) => RoomEvent,
) {
  const now = deps.clock();
  return roomStep(deps, leading, async (trx) => {
    const finished = await trx
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
      .executeTakeFirst();
    return { value: undefined, events: finished ? [eventOf(finished)] : [] };
  });
}

/**
 * Publishes the balls whose time has come since the last published (and the prizes that fell on
 * them), counted published in the same transaction: a ball's event goes out once, from whichever
 * process led.
 */
async function revealBalls(deps: TombalaDeps, leading: Leading, round: TombalaRoundRow) {
  const shown = visibleBallCount(round, deps.clock());
  if (shown <= round.balls_published) return;
  await roomStep(deps, leading, async (trx) => {
    const moved = await trx
      .updateTable('tombala_rounds')
      .set({ balls_published: shown })
      .where('id', '=', round.id)
      .where('balls_published', '=', round.balls_published)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return { value: undefined, events: [] };
    return { value: undefined, events: await ballEvents(trx, leading.room, round, shown) };
  });
}

/** The events of the balls from the last published up to `shown`, each followed by the prize that fell on it. */
async function ballEvents(trx: Transaction<Database>, room: Room, round: TombalaRoundRow, shown: number) {
  const order = JSON.parse(round.draw_order!) as number[];
  const prizes = await fallenPrizes(trx, round, shown);
  const events: RoomEvent[] = [];
  for (let index = round.balls_published; index < shown; index += 1) {
    events.push({ type: 'ball', ...eventBase(room, round), index, number: order[index]! });
    const prize = prizes.find((fallen) => fallen.ballIndex === index);
    if (prize) events.push({ type: 'prize', ...eventBase(room, round), prize });
  }
  return events;
}

function eventBase(room: Room, round: TombalaRoundRow) {
  return { room: room.code, roomID: room.id, roundID: round.id, roundNo: round.round_no };
}
