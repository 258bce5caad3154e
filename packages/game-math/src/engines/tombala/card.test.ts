import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random.js';
import { chiSquare, chiSquare99, scriptedRandom } from '../draws/test-support.js';
import {
  TOMBALA_CARD_COUNT,
  type TombalaCard,
  generateTombalaCard,
  generateTombalaStrip,
  rankTombalaCard,
  tombalaCardFromKey,
  tombalaCardKey,
  tombalaCardProblem,
  tombalaColumnCounts,
  uniformBigIntBelow,
  unrankTombalaCard,
} from './card.js';

const COLUMN_LOW = [1, 10, 20, 30, 40, 50, 60, 70, 80];
const COLUMN_HIGH = [9, 19, 29, 39, 49, 59, 69, 79, 90];

function binomial(n: number, k: number): number {
  let result = 1;
  for (let index = 0; index < k; index += 1) result = (result * (n - index)) / (index + 1);
  return Math.round(result);
}

/**
 * An independent count of every valid card, by brute force over the layouts: each row chooses 5
 * of the 9 columns (126 ways; 126^3 layouts in all), a layout counts when no column is empty, and
 * it carries ∏ C(column size, numbers in the column) cards. Also the exact distribution of how
 * many numbers column 1 and column 9 hold on a uniform card.
 */
function bruteForceCount(): { total: bigint; firstColumn: bigint[]; lastColumn: bigint[] } {
  const rowMasks: number[] = [];
  for (let mask = 0; mask < 512; mask += 1) {
    let bits = 0;
    for (let column = 0; column < 9; column += 1) bits += (mask >> column) & 1;
    if (bits === 5) rowMasks.push(mask);
  }
  // Layouts grouped by their column counts: the weight depends on nothing else.
  const byProfile = new Map<string, number>();
  for (const a of rowMasks)
    for (const b of rowMasks)
      for (const c of rowMasks) {
        if ((a | b | c) !== 511) continue;
        let profile = '';
        for (let column = 0; column < 9; column += 1) {
          profile += ((a >> column) & 1) + ((b >> column) & 1) + ((c >> column) & 1);
        }
        byProfile.set(profile, (byProfile.get(profile) ?? 0) + 1);
      }
  let total = 0n;
  const firstColumn = [0n, 0n, 0n, 0n];
  const lastColumn = [0n, 0n, 0n, 0n];
  for (const [profile, layouts] of byProfile) {
    let weight = BigInt(layouts);
    for (let column = 0; column < 9; column += 1) {
      weight *= BigInt(binomial(COLUMN_HIGH[column]! - COLUMN_LOW[column]! + 1, Number(profile[column])));
    }
    total += weight;
    firstColumn[Number(profile[0])]! += weight;
    lastColumn[Number(profile[8])]! += weight;
  }
  return { total, firstColumn, lastColumn };
}

/** The rules, checked here by their own code (not by tombalaCardProblem): the first one broken, or null. */
function brokenRule(card: TombalaCard): string | null {
  if (card.length !== 3) return 'rows';
  if (card.some((row) => row.length !== 9 || row.filter((cell) => cell !== null).length !== 5)) return 'row shape';
  for (let column = 0; column < 9; column += 1) {
    const cells = card.map((row) => row[column]).filter((cell): cell is number => cell !== null);
    if (cells.length === 0) return `column ${column} empty`;
    if (cells.some((cell) => cell < COLUMN_LOW[column]! || cell > COLUMN_HIGH[column]!))
      return `column ${column} range`;
    if (cells.some((cell, index) => index > 0 && cell <= cells[index - 1]!)) return `column ${column} order`;
  }
  return null;
}

const columnCount = (card: TombalaCard, column: number) => card.filter((row) => row[column] !== null).length;

describe('tombala cards', () => {
  const exact = bruteForceCount();

  it('number exactly as many as a brute-force count of every layout finds', () => {
    expect(TOMBALA_CARD_COUNT).toBe(exact.total);
    expect(TOMBALA_CARD_COUNT).toBe(3_669_688_706_217_187_500n);
  });

  it('publish per column how many cards hold 1, 2 or 3 numbers there, as the brute force counts them', () => {
    const counts = tombalaColumnCounts();
    expect(counts[0]).toEqual(exact.firstColumn.slice(1));
    expect(counts[8]).toEqual(exact.lastColumn.slice(1));
    for (const column of counts) expect(column.reduce((sum, count) => sum + count, 0n)).toBe(TOMBALA_CARD_COUNT);
  });

  it('follow every rule: 3 × 9, five numbers a row, column ranges, no empty column, ascending columns', () => {
    const random = seededRandom(90);
    const broken = Array.from({ length: 5_000 }, () => brokenRule(generateTombalaCard(random))).filter(Boolean);
    expect(broken).toEqual([]);
  }, 30_000);

  it('are a one-to-one numbering: the first, last and random ranks come back from their cards', () => {
    const random = seededRandom(7);
    const ranks = [
      ...Array.from({ length: 300 }, (_, index) => BigInt(index)),
      ...Array.from({ length: 300 }, (_, index) => TOMBALA_CARD_COUNT - 1n - BigInt(index)),
      ...Array.from({ length: 2_000 }, () => uniformBigIntBelow(random, TOMBALA_CARD_COUNT)),
    ];
    const cards = ranks.map(unrankTombalaCard);
    expect(cards.map(brokenRule).filter(Boolean)).toEqual([]);
    expect(cards.map(rankTombalaCard)).toEqual(ranks);
    expect(new Set(cards.map((card) => JSON.stringify(card))).size).toBe(new Set(ranks).size);
    expect(() => unrankTombalaCard(TOMBALA_CARD_COUNT)).toThrow(RangeError);
    expect(() => unrankTombalaCard(-1n)).toThrow(RangeError);
  }, 30_000);

  it('are uniform: the numbers in column 1 and column 9 follow the exact distribution (chi-square, 1 %)', () => {
    const random = seededRandom(2024);
    const draws = 20_000;
    const first = [0, 0, 0, 0];
    const last = [0, 0, 0, 0];
    const lastNumbers = new Array<number>(11).fill(0);
    for (let index = 0; index < draws; index += 1) {
      const card = generateTombalaCard(random);
      first[columnCount(card, 0)]! += 1;
      last[columnCount(card, 8)]! += 1;
      for (const row of card) if (row[8] !== null) lastNumbers[row[8]! - 80]! += 1;
    }
    const expected = (weights: bigint[]) =>
      weights.slice(1).map((weight) => (Number((weight * 1_000_000n) / exact.total) / 1_000_000) * draws);
    expect(chiSquare(first.slice(1), expected(exact.firstColumn))).toBeLessThan(chiSquare99(2));
    expect(chiSquare(last.slice(1), expected(exact.lastColumn))).toBeLessThan(chiSquare99(2));
    // Inside a column every number is as likely as another: 80 to 90 equally often.
    const perNumber = lastNumbers.reduce((sum, count) => sum + count, 0) / 11;
    expect(chiSquare(lastNumbers, new Array<number>(11).fill(perNumber))).toBeLessThan(chiSquare99(10));
  }, 30_000);

  it('draw big ranks without bias: a bound across the 16-bit pieces is hit evenly (chi-square, 1 %)', () => {
    const random = seededRandom(11);
    const bound = 100_003n;
    const buckets = new Array<number>(20).fill(0);
    for (let index = 0; index < 40_000; index += 1) {
      const value = uniformBigIntBelow(random, bound);
      expect(value >= 0n && value < bound).toBe(true);
      buckets[Number((value * 20n) / bound)]! += 1;
    }
    expect(chiSquare(buckets, new Array<number>(20).fill(2_000))).toBeLessThan(chiSquare99(19));
    expect(uniformBigIntBelow(seededRandom(1), 1n)).toBe(0n);
    expect(() => uniformBigIntBelow(seededRandom(1), 0n)).toThrow(RangeError);
  }, 30_000);

  it('refuse every broken rule with the reason', () => {
    const good = unrankTombalaCard(123_456_789_012_345n).map((row) => [...row]);
    expect(tombalaCardProblem(good)).toBeNull();
    const broken = (change: (card: Array<Array<number | null>>) => void) => {
      const card = good.map((row) => [...row]);
      change(card);
      return tombalaCardProblem(card);
    };
    expect(tombalaCardProblem(good.slice(0, 2))).toBe('a card has 3 rows');
    expect(broken((card) => card[0]!.push(null))).toBe('a row has 9 cells');
    const blank = good[0]!.findIndex((cell) => cell === null);
    expect(broken((card) => (card[0]![blank] = COLUMN_LOW[blank]!))).toBe('a row has exactly 5 numbers');
    // Column 1 holds 1 to 9 only: 10 there is out of range even if the rest is fine.
    expect(
      tombalaCardProblem([
        [10, 11, 20, 30, 40, null, null, null, null],
        [null, null, null, null, 41, 50, 60, 70, 80],
        [2, 12, null, 31, null, 51, null, 71, null],
      ]),
    ).toBe('column 1 holds 1 to 9 only');
    expect(
      tombalaCardProblem([
        [2, 10, 20, 30, 40, null, null, null, null],
        [null, null, null, null, 41, 50, 60, 70, 80],
        [1, 11, null, 31, null, 51, null, 71, null],
      ]),
    ).toBe('column 1 must ascend from top to bottom without repeats');
    expect(
      tombalaCardProblem([
        [1, 10, 20, 30, 40, null, null, null, null],
        [null, 12, null, null, 41, 50, 60, null, 80],
        [2, 13, 21, 31, null, 51, null, null, null],
      ]),
    ).toBe('column 8 is empty');
    expect(() => rankTombalaCard(good.slice(0, 2))).toThrow(RangeError);
  });

  it('have a stable key that gives the card back', () => {
    const card = generateTombalaCard(seededRandom(5));
    const key = tombalaCardKey(card);
    expect(key).toMatch(/^[0-9]+$/);
    expect(tombalaCardFromKey(key)).toEqual(card);
    expect(() => tombalaCardFromKey('01')).toThrow(RangeError);
    expect(() => tombalaCardFromKey(TOMBALA_CARD_COUNT.toString())).toThrow(RangeError);
  });
});

describe('a strip of tombala cards', () => {
  it('has the number of cards asked, all different', () => {
    const strip = generateTombalaStrip(seededRandom(3), 24);
    expect(strip).toHaveLength(24);
    expect(new Set(strip.map(({ key }) => key)).size).toBe(24);
    for (const { key, card } of strip) expect(tombalaCardKey(card)).toBe(key);
  });

  it('draws again when a card repeats one of the strip or one already sold in the round', () => {
    // A rank is 62 bits: one piece of 14 bits, then three of 16. These pieces give ranks 1, 1, 2, 3.
    const rank = (value: number) => [0, 0, 0, value];
    const repeating = scriptedRandom([...rank(1), ...rank(1), ...rank(2), ...rank(3)]);
    expect(generateTombalaStrip(repeating, 2).map(({ key }) => key)).toEqual(['1', '2']);
    expect(repeating.used()).toBe(12);
    const sold = scriptedRandom([...rank(1), ...rank(2), ...rank(3)]);
    expect(generateTombalaStrip(sold, 2, new Set(['1'])).map(({ key }) => key)).toEqual(['2', '3']);
  });

  it('refuses an empty or oversized strip', () => {
    expect(() => generateTombalaStrip(seededRandom(1), 0)).toThrow(RangeError);
    expect(() => generateTombalaStrip(seededRandom(1), 101)).toThrow(RangeError);
    expect(() => generateTombalaStrip(seededRandom(1), 1.5)).toThrow(RangeError);
  });
});
