import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random.js';
import { type Fraction, fraction, fractionToNumber, fractionsEqual, sumFractions } from './fraction.js';
import {
  FIRST_FIVE_SUM_LINE,
  LUCKY_SIX,
  LUCKY_SIX_COLOURS,
  type LuckySixResult,
  SIX_NUMBERS_ODDS_BY_POSITION,
  drawLuckySix,
  luckySixColourOf,
  sixNumbersSelectionId,
} from './lucky-six.js';
import { type FixedOddsMarket, type PositionOddsMarket, marketRtps, selectionRtp } from './markets.js';
import { countingRandom, simulateMarkets } from './test-support.js';

const fixed = (id: string) => LUCKY_SIX.markets.find((market) => market.id === id) as FixedOddsMarket<LuckySixResult>;
const sixNumbers = LUCKY_SIX.markets.find((market) => market.kind === 'position') as PositionOddsMarket<LuckySixResult>;

/** A full result whose first balls are the ones given, the rest filled with the lowest balls left. */
function resultStartingWith(...first: number[]): LuckySixResult {
  const rest = Array.from({ length: 48 }, (_, index) => index + 1).filter((ball) => !first.includes(ball));
  return { balls: [...first, ...rest].slice(0, 35) };
}

const selectionProbability = (market: FixedOddsMarket<LuckySixResult>, id: string): Fraction =>
  market.selections.find((selection) => selection.id === id)!.probability;

/** Every set of five balls once: a, b, c, d, e ascending. */
function forEveryFive(visit: (balls: number[]) => void): void {
  for (let a = 1; a <= 44; a += 1)
    for (let b = a + 1; b <= 45; b += 1)
      for (let c = b + 1; c <= 46; c += 1)
        for (let d = c + 1; d <= 47; d += 1) for (let e = d + 1; e <= 48; e += 1) visit([a, b, c, d, e]);
}

describe('lucky six: the draw', () => {
  it('draws 35 different balls of 1 to 48, one integer each, the same for the same seed', () => {
    const random = countingRandom(seededRandom(6));
    const result = drawLuckySix(random);
    expect(result.balls).toHaveLength(35);
    expect(new Set(result.balls).size).toBe(35);
    expect(result.balls.every((ball) => ball >= 1 && ball <= 48)).toBe(true);
    expect(random.calls()).toBe(35);
    expect(drawLuckySix(seededRandom(6))).toEqual(result);
    expect(LUCKY_SIX.resultProblem(result)).toBeNull();
  });

  it('refuses a result that no draw could give', () => {
    const good = drawLuckySix(seededRandom(1)).balls;
    expect(LUCKY_SIX.resultProblem({ balls: good.slice(1) })).toMatch(/35 balls/);
    expect(LUCKY_SIX.resultProblem({ balls: [49, ...good.slice(1)] })).toMatch(/1 to 48/);
    expect(LUCKY_SIX.resultProblem({ balls: [good[1], ...good.slice(1)] })).toMatch(/once/);
    expect(LUCKY_SIX.resultProblem(null)).not.toBeNull();
  });

  it('colours the balls in eight colours of six, by (n − 1) mod 8', () => {
    for (const [index, colour] of LUCKY_SIX_COLOURS.entries()) {
      const balls = Array.from({ length: 48 }, (_, ball) => ball + 1).filter(
        (ball) => luckySixColourOf(ball) === colour.id,
      );
      expect(balls).toEqual([1, 9, 17, 25, 33, 41].map((ball) => ball + index));
    }
  });
});

describe('lucky six: markets settle by their rules', () => {
  it('first ball: over/under 24.5, odd/even and colour', () => {
    const wins = (market: string, first: number) =>
      fixed(market)
        .selections.filter((selection) => fixed(market).wins(resultStartingWith(first), selection.id))
        .map((selection) => selection.id);
    expect(wins('first-ball-over-under', 24)).toEqual(['under']);
    expect(wins('first-ball-over-under', 25)).toEqual(['over']);
    expect(wins('first-ball-odd-even', 47)).toEqual(['odd']);
    expect(wins('first-ball-odd-even', 48)).toEqual(['even']);
    expect(wins('first-ball-colour', 17)).toEqual(['red']);
    expect(wins('first-ball-colour', 48)).toEqual(['black']);
  });

  it('first five: the sum against 122.5 and the odd/even majority, whatever comes after', () => {
    const sum = fixed('first-five-sum-over-under');
    const majority = fixed('first-five-odd-even');
    expect(FIRST_FIVE_SUM_LINE).toBe(122.5);
    // 48 + 47 + 1 + 2 + 24 = 122; the sixth ball (46) does not count.
    expect(sum.wins(resultStartingWith(48, 47, 1, 2, 24, 46), 'under')).toBe(true);
    expect(sum.wins(resultStartingWith(48, 47, 1, 2, 25, 46), 'over')).toBe(true);
    expect(majority.wins(resultStartingWith(1, 3, 5, 2, 4, 6), 'more-odd')).toBe(true);
    expect(majority.wins(resultStartingWith(1, 3, 2, 4, 6, 5), 'more-even')).toBe(true);
  });

  it('six numbers: completed at the position of the last of them to come out, or not at all', () => {
    const result = resultStartingWith(5, 17, 33, 2, 41, 48, 9);
    expect(sixNumbers.completedAt(result, '2-5-17-33-41-48')).toBe(6);
    expect(sixNumbers.completedAt(result, '2-5-9-17-33-41')).toBe(7);
    // The filler after the first seven is 1, 3, 4, 6, 7, 8, 10, …: ball 10 comes 14th.
    expect(sixNumbers.completedAt(result, '1-2-5-9-10-17')).toBe(14);
    const last = result.balls[34]!;
    const missing = Array.from({ length: 48 }, (_, index) => index + 1).find((ball) => !result.balls.includes(ball))!;
    expect(sixNumbers.completedAt(result, sixNumbersSelectionId([1, 2, 3, 4, 5, last]))).toBe(35);
    expect(sixNumbers.completedAt(result, sixNumbersSelectionId([1, 2, 3, 4, 5, missing]))).toBeNull();
  });

  it('six numbers: a selection is six different numbers of 1 to 48, ascending', () => {
    expect(sixNumbersSelectionId([48, 1, 33, 7, 25, 12])).toBe('1-7-12-25-33-48');
    expect(sixNumbers.selectionProblem('1-7-12-25-33-48')).toBeNull();
    for (const bad of [
      '1-7-12-25-33',
      '1-7-12-25-33-49',
      '7-1-12-25-33-48',
      '1-1-12-25-33-48',
      '01-7-12-25-33-48',
      '',
    ]) {
      expect(sixNumbers.selectionProblem(bad), bad).not.toBeNull();
    }
  });
});

describe('lucky six: exact probabilities, recomputed by brute force', () => {
  it('first-ball markets: counted over the 48 equally likely first balls', () => {
    for (const id of ['first-ball-over-under', 'first-ball-odd-even', 'first-ball-colour']) {
      const market = fixed(id);
      for (const selection of market.selections) {
        let count = 0;
        for (let ball = 1; ball <= 48; ball += 1) if (market.wins(resultStartingWith(ball), selection.id)) count += 1;
        expect(fractionsEqual(selection.probability, fraction(count, 48)), `${id} ${selection.id}`).toBe(true);
      }
    }
  });

  it('first-five markets: counted over all C(48, 5) = 1 712 304 sets of five', () => {
    let sets = 0;
    let over = 0;
    let moreOdd = 0;
    forEveryFive((balls) => {
      sets += 1;
      if (balls.reduce((sum, ball) => sum + ball, 0) > 122.5) over += 1;
      if (balls.filter((ball) => ball % 2 === 1).length >= 3) moreOdd += 1;
    });
    expect(sets).toBe(1_712_304);
    const sum = fixed('first-five-sum-over-under');
    const majority = fixed('first-five-odd-even');
    expect(selectionProbability(sum, 'over')).toEqual(fraction(over, sets));
    expect(selectionProbability(sum, 'under')).toEqual(fraction(sets - over, sets));
    expect(selectionProbability(majority, 'more-odd')).toEqual(fraction(moreOdd, sets));
    expect(selectionProbability(majority, 'more-even')).toEqual(fraction(sets - moreOdd, sets));
  }, 30_000);

  it('six numbers: the largest of six positions of 48, counted over all C(48, 6) = 12 271 512 sets', () => {
    const largest = new Array<number>(49).fill(0);
    for (let a = 1; a <= 43; a += 1)
      for (let b = a + 1; b <= 44; b += 1)
        for (let c = b + 1; c <= 45; c += 1)
          for (let d = c + 1; d <= 46; d += 1)
            for (let e = d + 1; e <= 47; e += 1) for (let f = e + 1; f <= 48; f += 1) largest[f]! += 1;
    const total = largest.reduce((sum, count) => sum + count, 0);
    expect(total).toBe(12_271_512);
    for (const row of sixNumbers.table) {
      expect(row.probability, `position ${row.position}`).toEqual(fraction(largest[row.position]!, total));
    }
    expect(sixNumbers.table.map((row) => row.position)).toEqual(Array.from({ length: 30 }, (_, index) => index + 6));
  }, 30_000);

  it('fixed markets cover every outcome exactly once', () => {
    for (const market of LUCKY_SIX.markets) {
      if (market.kind !== 'fixed') continue;
      expect(sumFractions(market.selections.map((selection) => selection.probability)), market.id).toEqual(fraction(1));
    }
  });
});

describe('lucky six: odds and the published return to player', () => {
  it('prices two-way markets at 1.90 and a colour at 7.60: 95 % exactly', () => {
    for (const id of [
      'first-ball-over-under',
      'first-ball-odd-even',
      'first-five-sum-over-under',
      'first-five-odd-even',
    ]) {
      for (const selection of fixed(id).selections) expect(selection.oddsHundredths, `${id} ${selection.id}`).toBe(190);
    }
    for (const selection of fixed('first-ball-colour').selections) expect(selection.oddsHundredths).toBe(760);
    for (const market of LUCKY_SIX.markets.filter((candidate) => candidate.kind === 'fixed')) {
      for (const { rtp } of marketRtps(market as never)) expect(rtp).toEqual(fraction(95, 100));
    }
  });

  it('pays the six numbers by its table: 92.5161 %, recomputed from the table and C(k − 1, 5) / C(48, 6)', () => {
    let numerator = 0n;
    for (const [position, odds] of SIX_NUMBERS_ODDS_BY_POSITION) {
      let ways = 1n; // C(position − 1, 5)
      for (let index = 0; index < 5; index += 1) ways = (ways * BigInt(position - 1 - index)) / BigInt(index + 1);
      numerator += ways * BigInt(odds);
    }
    const rtp = fraction(numerator, 12_271_512n * 100n);
    expect(marketRtps(sixNumbers as never)).toEqual([{ selection: 'any six numbers', rtp }]);
    expect(fractionToNumber(rtp)).toBeCloseTo(0.925161, 6);
    // Odds fall as the completing ball comes later, down to the stake back at the 35th.
    const odds = sixNumbers.table.map((row) => row.oddsHundredths);
    expect(odds.every((value, index) => index === 0 || value < odds[index - 1]!)).toBe(true);
    expect(odds.at(-1)).toBe(100);
  });

  it('keeps every selection’s return between 90 % and 96 %, each odds the largest two-decimal figure at its target', () => {
    for (const market of LUCKY_SIX.markets) {
      for (const { selection, rtp } of marketRtps(market as never)) {
        const value = fractionToNumber(rtp);
        expect(value, `${market.id} ${selection}`).toBeGreaterThanOrEqual(0.9);
        expect(value, `${market.id} ${selection}`).toBeLessThanOrEqual(0.96);
      }
      if (market.kind !== 'fixed') continue;
      for (const selection of market.selections) {
        const target = market.targetRtpBasisPoints / 10_000;
        expect(fractionToNumber(selectionRtp(selection.probability, selection.oddsHundredths))).toBeLessThanOrEqual(
          target,
        );
        expect(fractionToNumber(selectionRtp(selection.probability, selection.oddsHundredths + 1))).toBeGreaterThan(
          target,
        );
      }
    }
  });

  it('agrees with 150 000 seeded draws within the 99 % interval, market by market', () => {
    const simulated = simulateMarkets(LUCKY_SIX, 150_000, 48, '3-11-19-27-35-43');
    for (const market of LUCKY_SIX.markets) {
      const rtps = marketRtps(market as never).map(({ rtp }) => fractionToNumber(rtp));
      const exact = rtps.reduce((sum, value) => sum + value, 0) / rtps.length;
      const { mean, halfWidth99 } = simulated.get(market.id)!;
      expect(Math.abs(mean - exact), `${market.id}: ${mean} against ${exact} ± ${halfWidth99}`).toBeLessThan(
        halfWidth99,
      );
    }
  }, 60_000);
});

describe('lucky six: which markets of one draw may be combined', () => {
  /** P(A and B) = P(A) P(B) for every selection pair of two first-ball markets, over the 48 first balls. */
  function dependentPairs(first: string, second: string): string[] {
    const dependent: string[] = [];
    for (const a of fixed(first).selections)
      for (const b of fixed(second).selections) {
        let both = 0;
        for (let ball = 1; ball <= 48; ball += 1) {
          const result = resultStartingWith(ball);
          if (fixed(first).wins(result, a.id) && fixed(second).wins(result, b.id)) both += 1;
        }
        const product = fraction(
          a.probability.numerator * b.probability.numerator,
          a.probability.denominator * b.probability.denominator,
        );
        if (!fractionsEqual(fraction(both, 48), product)) dependent.push(`${a.id}+${b.id}`);
      }
    return dependent;
  }

  it('lists as independent only pairs that are exactly independent', () => {
    expect(LUCKY_SIX.independentMarkets).toEqual([
      ['first-ball-over-under', 'first-ball-odd-even'],
      ['first-ball-over-under', 'first-ball-colour'],
    ]);
    for (const [first, second] of LUCKY_SIX.independentMarkets) expect(dependentPairs(first, second)).toEqual([]);
  });

  it('leaves out correlated pairs: a colour fixes the parity, the first ball is one of the first five', () => {
    expect(dependentPairs('first-ball-odd-even', 'first-ball-colour')).toContain('odd+red');
    // P(first five sum over | first ball 48) is not P(over) = 1/2.
    let over = 0;
    let sets = 0;
    for (let b = 1; b <= 47; b += 1)
      for (let c = b + 1; c <= 47; c += 1)
        for (let d = c + 1; d <= 47; d += 1)
          for (let e = d + 1; e <= 47; e += 1) {
            sets += 1;
            if (48 + b + c + d + e > 122.5) over += 1;
          }
    expect(over / sets).toBeGreaterThan(0.5);
    // More odd among the first five given an odd first ball (say 1): two or more odd among the
    // other four, a set of four of the 47 left (23 odd, 24 even).
    const others = Array.from({ length: 47 }, (_, index) => index + 2);
    let moreOdd = 0;
    let given = 0;
    for (let i = 0; i < 47; i += 1)
      for (let j = i + 1; j < 47; j += 1)
        for (let k = j + 1; k < 47; k += 1)
          for (let l = k + 1; l < 47; l += 1) {
            given += 1;
            if ([i, j, k, l].filter((index) => others[index]! % 2 === 1).length >= 2) moreOdd += 1;
          }
    expect(moreOdd / given).toBeGreaterThan(0.5);
  }, 30_000);
});
