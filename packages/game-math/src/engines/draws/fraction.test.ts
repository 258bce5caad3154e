import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random.js';
import { choose } from './combinatorics.js';
import {
  addFractions,
  compareFractions,
  formatPercent,
  fraction,
  fractionToNumber,
  multiplyFractions,
  sumFractions,
} from './fraction.js';
import { oddsForTarget, selectionRtp } from './markets.js';
import { drawBalls } from './shuffle.js';

describe('exact fractions', () => {
  it('keep lowest terms with a positive denominator, so equal values are equal', () => {
    expect(fraction(6, -8)).toEqual({ numerator: -3n, denominator: 4n });
    expect(fraction(0, 5)).toEqual({ numerator: 0n, denominator: 1n });
    expect(addFractions(fraction(1, 6), fraction(1, 3))).toEqual(fraction(1, 2));
    expect(multiplyFractions(fraction(575, 1296), fraction(214, 100))).toEqual(fraction(61_525, 64_800));
    expect(sumFractions([])).toEqual(fraction(0));
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });

  it('compare, and print percentages rounded half up', () => {
    expect(compareFractions(fraction(1, 3), fraction(333, 1000))).toBe(1);
    expect(compareFractions(fraction(2, 4), fraction(1, 2))).toBe(0);
    expect(formatPercent(fraction(95, 100))).toBe('95.0000 %');
    expect(formatPercent(fraction(2, 3), 2)).toBe('66.67 %');
    expect(formatPercent(fraction(1, 8), 0)).toBe('13 %');
    expect(fractionToNumber(fraction(1, 3))).toBeCloseTo(1 / 3, 15);
  });

  it('count combinations exactly', () => {
    expect(choose(48, 6)).toBe(12_271_512n);
    expect(choose(90, 15)).toBe(45_795_673_964_460_816n);
    expect(choose(5, 6)).toBe(0n);
  });
});

describe('odds from a probability and a target return', () => {
  it('are the largest two-decimal odds not above the target', () => {
    expect(oddsForTarget(fraction(1, 2), 9_500)).toBe(190);
    expect(oddsForTarget(fraction(721, 1296), 9_500)).toBe(170);
    expect(oddsForTarget(fraction(1, 1296), 9_200)).toBe(119_232);
    expect(selectionRtp(fraction(1, 2), 190)).toEqual(fraction(19, 20));
    expect(() => oddsForTarget(fraction(0), 9_500)).toThrow(RangeError);
  });
});

describe('drawing balls without replacement', () => {
  it('draws distinct balls and refuses impossible counts', () => {
    const balls = drawBalls(seededRandom(4), 10, 10);
    expect([...balls].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(drawBalls(seededRandom(4), 10, 0)).toEqual([]);
    expect(() => drawBalls(seededRandom(4), 10, 11)).toThrow(RangeError);
    expect(() => drawBalls(seededRandom(4), 0, 0)).toThrow(RangeError);
  });
});
