import type { RandomSource } from '../../random.js';
import { drawBalls } from '../draws/shuffle.js';
import {
  TOMBALA_BALLS,
  TOMBALA_COLUMNS,
  TOMBALA_NUMBERS_PER_ROW,
  TOMBALA_ROWS,
  type TombalaCard,
  tombalaCardProblem,
} from './card.js';

/**
 * A tombala round: the order of the 90 balls, the cards marked as balls fall, the three prizes
 * (1. çinko: the first card with a complete row; 2. çinko: the first with two; tombala: the first
 * with all fifteen numbers), each shared by every card that reaches it on the same ball, and the
 * split of the pot in kuruş.
 */

/** The 90 balls in the order they are drawn: a full Fisher–Yates shuffle (89 integers of the source). */
export function tombalaDrawOrder(random: RandomSource): number[] {
  return drawBalls(random, TOMBALA_BALLS, TOMBALA_BALLS);
}

export type TombalaPrizeId = 'cinko-1' | 'cinko-2' | 'tombala';

/** The prizes in the order they fall, with the complete rows a card needs for each. */
export const TOMBALA_PRIZES: ReadonlyArray<{ id: TombalaPrizeId; rows: number; nameTr: string; nameEn: string }> = [
  { id: 'cinko-1', rows: 1, nameTr: '1. Çinko', nameEn: 'First line' },
  { id: 'cinko-2', rows: 2, nameTr: '2. Çinko', nameEn: 'Two lines' },
  { id: 'tombala', rows: 3, nameTr: 'Tombala', nameEn: 'Full card' },
];

/** A card sold in a round, under the id the server gave it (ascending ids are the order of sale). */
export interface TombalaEntry {
  cardId: number;
  card: TombalaCard;
}

/** A prize falling: on which ball (`ballCount` balls drawn so far, this one included) and to which cards. */
export interface TombalaPrizeFall {
  prize: TombalaPrizeId;
  ballCount: number;
  ball: number;
  /** Every card that reached the prize on this ball, by ascending id. */
  cardIds: number[];
}

/** A round holds at most this many cards: the tracker's memory is bounded by it. */
export const TOMBALA_ROUND_MAX_CARDS = 100_000;

export interface TombalaTracker {
  /** Marks a ball on every card; answers the prize that fell on it, if one did. */
  draw(ball: number): TombalaPrizeFall | null;
  /** Balls drawn so far. */
  readonly ballCount: number;
  /** The prize the next balls play for, or null once the tombala has fallen (the round is over). */
  readonly nextPrize: TombalaPrizeId | null;
  /** How many complete rows a card has. */
  completeRows(cardId: number): number;
}

function assertEntries(entries: readonly TombalaEntry[]): void {
  if (entries.length < 1 || entries.length > TOMBALA_ROUND_MAX_CARDS) {
    throw new RangeError(`a round has 1 to ${TOMBALA_ROUND_MAX_CARDS} cards`);
  }
  const ids = new Set<number>();
  for (const { cardId, card } of entries) {
    if (!Number.isSafeInteger(cardId) || cardId < 0) throw new RangeError('a card id is a non-negative integer');
    if (ids.has(cardId)) throw new RangeError(`card id ${cardId} appears twice`);
    ids.add(cardId);
    const problem = tombalaCardProblem(card);
    if (problem) throw new RangeError(`card ${cardId} is not a tombala card: ${problem}`);
  }
}

/**
 * Follows a round ball by ball. Each number sits in one row of a card, so a ball completes at
 * most one row of any card; hence a card's rows complete on three different balls, and each
 * prize falls on a later ball than the one before (a card with two rows had one a ball earlier,
 * when the 1. çinko had to fall). One ball therefore settles at most one prize, and only cards
 * whose row it completed can be that prize's winners.
 */
export function createTombalaTracker(entries: readonly TombalaEntry[]): TombalaTracker {
  assertEntries(entries);
  // For each number, the (card, row) slots that hold it: slot = entry index × 3 + row.
  const slotsOf: number[][] = Array.from({ length: TOMBALA_BALLS + 1 }, () => []);
  entries.forEach(({ card }, entry) => {
    for (let row = 0; row < TOMBALA_ROWS; row += 1) {
      for (let column = 0; column < TOMBALA_COLUMNS; column += 1) {
        const number = card[row]![column];
        if (number !== null && number !== undefined) slotsOf[number]!.push(entry * TOMBALA_ROWS + row);
      }
    }
  });
  const marked = new Uint8Array(entries.length * TOMBALA_ROWS);
  const rowsDone = new Uint8Array(entries.length);
  const indexOfCard = new Map(entries.map(({ cardId }, entry) => [cardId, entry]));
  const drawn = new Set<number>();
  let stage = 0;

  return {
    draw(ball) {
      if (stage >= TOMBALA_PRIZES.length) throw new RangeError('the round is over: the tombala has fallen');
      if (!Number.isInteger(ball) || ball < 1 || ball > TOMBALA_BALLS)
        throw new RangeError(`ball ${ball} is not 1 to 90`);
      if (drawn.has(ball)) throw new RangeError(`ball ${ball} was already drawn`);
      drawn.add(ball);
      const prize = TOMBALA_PRIZES[stage]!;
      const winners: number[] = [];
      for (const slot of slotsOf[ball]!) {
        marked[slot]! += 1;
        if (marked[slot] !== TOMBALA_NUMBERS_PER_ROW) continue;
        const entry = Math.floor(slot / TOMBALA_ROWS);
        rowsDone[entry]! += 1;
        if (rowsDone[entry] === prize.rows) winners.push(entries[entry]!.cardId);
      }
      if (winners.length === 0) return null;
      stage += 1;
      return { prize: prize.id, ballCount: drawn.size, ball, cardIds: winners.sort((a, b) => a - b) };
    },
    get ballCount() {
      return drawn.size;
    },
    get nextPrize() {
      return TOMBALA_PRIZES[stage]?.id ?? null;
    },
    completeRows(cardId) {
      const entry = indexOfCard.get(cardId);
      if (entry === undefined) throw new RangeError(`card ${cardId} is not in the round`);
      return rowsDone[entry]!;
    },
  };
}

/** Which cells of a card are marked once `drawn` balls have fallen (for the client's view). */
export function markTombalaCard(card: TombalaCard, drawn: ReadonlySet<number>): boolean[][] {
  return card.map((row) => row.map((cell) => cell !== null && drawn.has(cell)));
}

/** The house's share and the prize split, in basis points (10 000 = 100 %). */
export interface TombalaRules {
  houseShareBasisPoints: number;
  /** Each prize's share of what is left after the house's share; they add up to 10 000. */
  prizeShareBasisPoints: Record<TombalaPrizeId, number>;
}

/** Our published rules: the house keeps 10 %, the rest is split 15 % / 25 % / 60 %. */
export const TOMBALA_RULES: TombalaRules = {
  houseShareBasisPoints: 1_000,
  prizeShareBasisPoints: { 'cinko-1': 1_500, 'cinko-2': 2_500, tombala: 6_000 },
};

/** The largest pot the split accepts: pot × 10 000 stays an exact integer in a double. */
export const TOMBALA_POT_MAX_KURUS = 100_000_000_000;

export interface TombalaPotSplit {
  potKurus: number;
  houseKurus: number;
  /** pot − house: everything the cards win between them, to the kuruş. */
  prizePotKurus: number;
  prizeKurus: Record<TombalaPrizeId, number>;
}

function assertRules(rules: TombalaRules): void {
  const shares = TOMBALA_PRIZES.map(({ id }) => rules.prizeShareBasisPoints[id]);
  const valid = (value: number) => Number.isInteger(value) && value >= 0 && value <= 10_000;
  if (!valid(rules.houseShareBasisPoints) || !shares.every(valid)) {
    throw new RangeError('shares are whole basis points from 0 to 10 000');
  }
  if (shares.reduce((sum, share) => sum + share, 0) !== 10_000)
    throw new RangeError('the prize shares must add up to 10 000');
}

/**
 * The pot's split: the house takes floor(pot × house share) and the rest is the prize pot; 1. and
 * 2. çinko take floor(prize pot × their share) and the tombala takes what is left, so the kuruş
 * lost to rounding go to the players' biggest prize, never to the house.
 */
export function splitTombalaPot(potKurus: number, rules: TombalaRules = TOMBALA_RULES): TombalaPotSplit {
  assertRules(rules);
  if (!Number.isSafeInteger(potKurus) || potKurus < 0 || potKurus > TOMBALA_POT_MAX_KURUS) {
    throw new RangeError(`the pot is 0 to ${TOMBALA_POT_MAX_KURUS} kuruş`);
  }
  const houseKurus = Math.floor((potKurus * rules.houseShareBasisPoints) / 10_000);
  const prizePotKurus = potKurus - houseKurus;
  const first = Math.floor((prizePotKurus * rules.prizeShareBasisPoints['cinko-1']) / 10_000);
  const second = Math.floor((prizePotKurus * rules.prizeShareBasisPoints['cinko-2']) / 10_000);
  return {
    potKurus,
    houseKurus,
    prizePotKurus,
    prizeKurus: { 'cinko-1': first, 'cinko-2': second, tombala: prizePotKurus - first - second },
  };
}

/**
 * A prize shared equally by its winning cards: each gets floor(prize / winners), and the
 * remainder (fewer kuruş than winners) goes one kuruş each to the cards with the lowest ids, the
 * earliest sold. The shares add up to the prize exactly.
 */
export function shareTombalaPrize(
  prizeKurus: number,
  cardIds: readonly number[],
): Array<{ cardId: number; payoutKurus: number }> {
  if (cardIds.length === 0) throw new RangeError('a prize that fell has at least one winner');
  const ordered = [...cardIds].sort((a, b) => a - b);
  const base = Math.floor(prizeKurus / ordered.length);
  const remainder = prizeKurus - base * ordered.length;
  return ordered.map((cardId, index) => ({ cardId, payoutKurus: base + (index < remainder ? 1 : 0) }));
}

export interface TombalaPrizeResult extends TombalaPrizeFall {
  prizeKurus: number;
  winners: Array<{ cardId: number; payoutKurus: number }>;
}

export interface TombalaRoundResult {
  split: TombalaPotSplit;
  /** The three prizes in the order they fell. */
  prizes: TombalaPrizeResult[];
  /** Balls drawn until the tombala fell: the round stops there. */
  ballsDrawn: number;
}

/**
 * A whole round from its cards, its draw order and its pot: on which ball each prize fell, the
 * winners and each card's payout. The payouts add up to the prize pot, pot − house share.
 */
export function playTombalaRound(
  entries: readonly TombalaEntry[],
  drawOrder: readonly number[],
  potKurus: number,
  rules: TombalaRules = TOMBALA_RULES,
): TombalaRoundResult {
  const split = splitTombalaPot(potKurus, rules);
  const tracker = createTombalaTracker(entries);
  const prizes: TombalaPrizeResult[] = [];
  for (const ball of drawOrder) {
    const fall = tracker.draw(ball);
    if (fall) {
      const prizeKurus = split.prizeKurus[fall.prize];
      prizes.push({ ...fall, prizeKurus, winners: shareTombalaPrize(prizeKurus, fall.cardIds) });
    }
    if (tracker.nextPrize === null) return { split, prizes, ballsDrawn: tracker.ballCount };
  }
  throw new RangeError('the draw order ended before the tombala fell (a full order has all 90 balls)');
}
