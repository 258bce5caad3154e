import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random.js';
import { drawBalls } from '../draws/shuffle.js';
import { chiSquare, chiSquare99, countingRandom, scriptedRandom } from '../draws/test-support.js';
import { type TombalaCard, generateTombalaStrip } from './card.js';
import {
  TOMBALA_RULES,
  type TombalaEntry,
  createTombalaTracker,
  markTombalaCard,
  playTombalaRound,
  shareTombalaPrize,
  splitTombalaPot,
  tombalaDrawOrder,
} from './round.js';

const _ = null;

/** Four cards built by hand. A and B share their top row; D holds A's fifteen numbers in other rows. */
const CARD_A: TombalaCard = [
  [1, 10, 20, 30, 40, _, _, _, _],
  [_, _, _, _, 41, 50, 60, 70, 80],
  [2, 11, _, 31, _, 51, _, 71, _],
];
const CARD_B: TombalaCard = [
  [1, 10, 20, 30, 40, _, _, _, _],
  [_, _, _, _, 42, 52, 62, 72, 82],
  [3, 12, 22, _, _, _, _, 73, 83],
];
const CARD_C: TombalaCard = [
  [4, 13, 23, 33, 43, _, _, _, _],
  [_, _, _, _, 44, 53, 63, 74, 84],
  [5, 14, _, 34, _, 54, _, 75, _],
];
const CARD_D: TombalaCard = [
  [1, 10, _, 30, _, 50, _, 70, _],
  [_, _, _, _, 40, 51, 60, 71, 80],
  [2, 11, 20, 31, 41, _, _, _, _],
];
const ENTRIES: TombalaEntry[] = [
  { cardId: 7, card: CARD_A },
  { cardId: 3, card: CARD_B },
  { cardId: 5, card: CARD_C },
  { cardId: 12, card: CARD_D },
];

/** The balls that make the story of the hand-built round, then every other ball in order. */
const SCRIPTED_BALLS = [1, 10, 20, 30, 40, 50, 70, 41, 51, 60, 71, 80, 2, 11, 31];
const SCRIPTED_ORDER = [
  ...SCRIPTED_BALLS,
  ...Array.from({ length: 90 }, (_, index) => index + 1).filter((ball) => !SCRIPTED_BALLS.includes(ball)),
];

describe('the tombala draw order', () => {
  it('is all 90 balls once each, from 89 integers of the source, the same for the same seed', () => {
    const random = countingRandom(seededRandom(42));
    const order = tombalaDrawOrder(random);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, index) => index + 1));
    expect(random.calls()).toBe(89);
    expect(tombalaDrawOrder(seededRandom(42))).toEqual(order);
    expect(tombalaDrawOrder(seededRandom(43))).not.toEqual(order);
  });

  it('is Fisher–Yates from the front: ball i is the one at i + draw(90 − i) of what remains', () => {
    // All zeros keep every ball in place; a first draw of 89 swaps ball 90 to the front.
    expect(tombalaDrawOrder(scriptedRandom(new Array<number>(89).fill(0)))).toEqual(
      Array.from({ length: 90 }, (_, index) => index + 1),
    );
    const order = tombalaDrawOrder(scriptedRandom([89, 0, 87, ...new Array<number>(86).fill(0)]));
    expect(order.slice(0, 4)).toEqual([90, 2, 1, 4]);
  });

  it('gives each of the 4! orders of four balls from exactly one sequence of draws (so all are equally likely)', () => {
    const orders = new Set<string>();
    for (let a = 0; a < 4; a += 1)
      for (let b = 0; b < 3; b += 1)
        for (let c = 0; c < 2; c += 1) orders.add(drawBalls(scriptedRandom([a, b, c]), 4, 4).join(''));
    expect(orders.size).toBe(24);
  });

  it('puts every ball first and last equally often over many rounds (chi-square, 1 %)', () => {
    const random = seededRandom(9);
    const firsts = new Array<number>(90).fill(0);
    const lasts = new Array<number>(90).fill(0);
    const rounds = 18_000;
    for (let round = 0; round < rounds; round += 1) {
      const order = tombalaDrawOrder(random);
      firsts[order[0]! - 1]! += 1;
      lasts[order[89]! - 1]! += 1;
    }
    const expected = new Array<number>(90).fill(rounds / 90);
    expect(chiSquare(firsts, expected)).toBeLessThan(chiSquare99(89));
    expect(chiSquare(lasts, expected)).toBeLessThan(chiSquare99(89));
  }, 30_000);
});

describe('marking and prizes, ball by ball', () => {
  it('shares the 1. çinko, then the 2. çinko and the tombala, between every card that reaches them on one ball', () => {
    const tracker = createTombalaTracker(ENTRIES);
    const falls = SCRIPTED_BALLS.map((ball) => tracker.draw(ball));
    // A and B complete the top row 1 10 20 30 40 on the fifth ball.
    expect(falls.slice(0, 4)).toEqual([null, null, null, null]);
    expect(falls[4]).toEqual({ prize: 'cinko-1', ballCount: 5, ball: 40, cardIds: [3, 7] });
    // D's first row (1 10 30 50 70) completes on ball 7: no prize, D has one row.
    expect(falls[6]).toBeNull();
    const early = createTombalaTracker(ENTRIES);
    for (const ball of SCRIPTED_BALLS.slice(0, 7)) early.draw(ball);
    expect([7, 3, 5, 12].map((id) => early.completeRows(id))).toEqual([1, 1, 0, 1]);
    // Ball 80 completes A's second row (41 50 60 70 80) and D's (40 51 60 71 80).
    expect(falls.slice(5, 11)).toEqual([null, null, null, null, null, null]);
    expect(falls[11]).toEqual({ prize: 'cinko-2', ballCount: 12, ball: 80, cardIds: [7, 12] });
    expect(falls[14]).toEqual({ prize: 'tombala', ballCount: 15, ball: 31, cardIds: [7, 12] });
    expect(tracker.nextPrize).toBeNull();
    expect([7, 3, 5, 12].map((id) => tracker.completeRows(id))).toEqual([3, 1, 0, 3]);
    expect(() => tracker.draw(90)).toThrow(/over/);
  });

  it('gives a prize to the card alone when no other card reaches it on the same ball', () => {
    const tracker = createTombalaTracker(ENTRIES);
    for (const ball of [1, 10, 20, 30]) expect(tracker.draw(ball)).toBeNull();
    expect(tracker.nextPrize).toBe('cinko-1');
    for (const ball of [4, 13, 23, 33]) expect(tracker.draw(ball)).toBeNull();
    expect(tracker.draw(43)).toEqual({ prize: 'cinko-1', ballCount: 9, ball: 43, cardIds: [5] });
    // A and B completing the same row later win nothing more: the 1. çinko has fallen.
    expect(tracker.draw(40)).toBeNull();
    expect(tracker.nextPrize).toBe('cinko-2');
  });

  it('refuses a ball out of range or drawn twice, and a card id it does not hold', () => {
    const tracker = createTombalaTracker(ENTRIES);
    tracker.draw(5);
    expect(() => tracker.draw(5)).toThrow(/already/);
    expect(() => tracker.draw(0)).toThrow(RangeError);
    expect(() => tracker.draw(91)).toThrow(RangeError);
    expect(() => tracker.completeRows(99)).toThrow(RangeError);
    expect(tracker.ballCount).toBe(1);
  });

  it('refuses a round without cards, with a repeated card id or with a card that breaks the rules', () => {
    expect(() => createTombalaTracker([])).toThrow(RangeError);
    expect(() => createTombalaTracker([ENTRIES[0]!, { ...ENTRIES[1]!, cardId: 7 }])).toThrow(/twice/);
    const sixInARow = [[1, 10, 20, 30, 40, 50, _, _, _], ...CARD_A.slice(1)];
    expect(() => createTombalaTracker([{ cardId: 1, card: sixInARow }])).toThrow(/5 numbers/);
  });

  it('marks the cells of the balls drawn', () => {
    const marks = markTombalaCard(CARD_A, new Set([1, 41, 71, 90]));
    expect(marks[0]!.filter(Boolean)).toHaveLength(1);
    expect(marks[1]![4]).toBe(true);
    expect(marks[2]![7]).toBe(true);
    expect(marks.flat().filter(Boolean)).toHaveLength(3);
  });
});

describe('the pot and its split', () => {
  it('takes the house share, splits the rest 15 / 25 / 60, and gives the split’s rounding to the tombala', () => {
    expect(splitTombalaPot(4_003)).toEqual({
      potKurus: 4_003,
      houseKurus: 400,
      prizePotKurus: 3_603,
      prizeKurus: { 'cinko-1': 540, 'cinko-2': 900, tombala: 2_163 },
    });
    expect(splitTombalaPot(100_000).prizeKurus).toEqual({ 'cinko-1': 13_500, 'cinko-2': 22_500, tombala: 54_000 });
    expect(splitTombalaPot(0).prizePotKurus).toBe(0);
  });

  it('shares a prize equally, the odd kuruş one each to the lowest card ids', () => {
    expect(shareTombalaPrize(2_163, [12, 7])).toEqual([
      { cardId: 7, payoutKurus: 1_082 },
      { cardId: 12, payoutKurus: 1_081 },
    ]);
    expect(shareTombalaPrize(100, [9, 2, 5])).toEqual([
      { cardId: 2, payoutKurus: 34 },
      { cardId: 5, payoutKurus: 33 },
      { cardId: 9, payoutKurus: 33 },
    ]);
    expect(shareTombalaPrize(2, [4, 1, 3])).toEqual([
      { cardId: 1, payoutKurus: 1 },
      { cardId: 3, payoutKurus: 1 },
      { cardId: 4, payoutKurus: 0 },
    ]);
    expect(() => shareTombalaPrize(100, [])).toThrow(RangeError);
  });

  it('refuses shares that do not add up, a negative or fractional pot', () => {
    const rules = { ...TOMBALA_RULES, prizeShareBasisPoints: { 'cinko-1': 1_500, 'cinko-2': 2_500, tombala: 5_000 } };
    expect(() => splitTombalaPot(1_000, rules)).toThrow(/add up/);
    expect(() => splitTombalaPot(1_000, { ...TOMBALA_RULES, houseShareBasisPoints: 10_001 })).toThrow(RangeError);
    expect(() => splitTombalaPot(-1)).toThrow(RangeError);
    expect(() => splitTombalaPot(10.5)).toThrow(RangeError);
  });
});

describe('a whole round', () => {
  it('plays the hand-built round: prizes, winners and payouts', () => {
    const result = playTombalaRound(ENTRIES, SCRIPTED_ORDER, 4_003);
    expect(result.ballsDrawn).toBe(15);
    expect(result.split.houseKurus).toBe(400);
    expect(result.prizes.map(({ prize, ballCount, winners }) => ({ prize, ballCount, winners }))).toEqual([
      {
        prize: 'cinko-1',
        ballCount: 5,
        winners: [
          { cardId: 3, payoutKurus: 270 },
          { cardId: 7, payoutKurus: 270 },
        ],
      },
      {
        prize: 'cinko-2',
        ballCount: 12,
        winners: [
          { cardId: 7, payoutKurus: 450 },
          { cardId: 12, payoutKurus: 450 },
        ],
      },
      {
        prize: 'tombala',
        ballCount: 15,
        winners: [
          { cardId: 7, payoutKurus: 1_082 },
          { cardId: 12, payoutKurus: 1_081 },
        ],
      },
    ]);
  });

  it('refuses a draw order that ends before the tombala', () => {
    expect(() => playTombalaRound(ENTRIES, SCRIPTED_BALLS.slice(0, 14), 4_003)).toThrow(/ended/);
  });

  /**
   * An independent account of a round: for each card, the ball (by count) on which each row
   * completes is the latest of its five numbers in the draw order; sorted, they are when the card
   * has one, two and three rows. Each prize falls at the smallest such count over the cards.
   */
  function expectedPrizes(entries: readonly TombalaEntry[], order: readonly number[]) {
    const countOf = new Map(order.map((ball, index) => [ball, index + 1]));
    const times = entries.map(({ cardId, card }) => ({
      cardId,
      rows: card
        .map((row) => Math.max(...row.filter((cell): cell is number => cell !== null).map((n) => countOf.get(n)!)))
        .sort((a, b) => a - b),
    }));
    return [0, 1, 2].map((level) => {
      const ballCount = Math.min(...times.map(({ rows }) => rows[level]!));
      const cardIds = times.filter(({ rows }) => rows[level] === ballCount).map(({ cardId }) => cardId);
      return { ballCount, cardIds: cardIds.sort((a, b) => a - b) };
    });
  }

  it('agrees with an independent account on 400 seeded rounds, and its payouts always add up to the prize pot', () => {
    const random = seededRandom(1_923);
    const shared = { 'cinko-1': 0, 'cinko-2': 0, tombala: 0 };
    for (let round = 0; round < 400; round += 1) {
      const cards = 1 + random.nextInt(round % 4 === 0 ? 600 : 40);
      const strip = generateTombalaStrip(random, Math.min(cards, 100));
      const more =
        cards > 100 ? generateTombalaStrip(random, Math.min(cards - 100, 100), new Set(strip.map((c) => c.key))) : [];
      const entries = [...strip, ...more].map(({ card }, index) => ({ cardId: 1_000 + index * 3, card }));
      const order = tombalaDrawOrder(random);
      const potKurus = entries.length * (100 + random.nextInt(5_000));
      const result = playTombalaRound(entries, order, potKurus);

      expect(result.prizes.map(({ ballCount, cardIds }) => ({ ballCount, cardIds }))).toEqual(
        expectedPrizes(entries, order),
      );
      const paid = result.prizes
        .flatMap(({ winners }) => winners)
        .reduce((sum, { payoutKurus }) => sum + payoutKurus, 0);
      expect(paid).toBe(result.split.prizePotKurus);
      expect(paid + result.split.houseKurus).toBe(potKurus);
      for (const prize of result.prizes) {
        const payouts = prize.winners.map(({ payoutKurus }) => payoutKurus);
        expect(Math.max(...payouts) - Math.min(...payouts)).toBeLessThanOrEqual(1);
        if (prize.winners.length > 1) shared[prize.prize] += 1;
      }
      expect(result.ballsDrawn).toBe(result.prizes[2]!.ballCount);
    }
    // The seeded rounds include shared prizes of each kind, so sharing is exercised, not assumed.
    expect(shared['cinko-1']).toBeGreaterThan(0);
    expect(shared['cinko-2']).toBeGreaterThan(0);
    expect(shared.tombala).toBeGreaterThan(0);
  }, 30_000);
});
