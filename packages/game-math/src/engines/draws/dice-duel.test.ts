import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random.js';
import { DICE_DUEL, type DiceDuelResult, rollDiceDuel } from './dice-duel.js';
import { fraction, fractionToNumber, fractionsEqual, multiplyFractions, sumFractions } from './fraction.js';
import { type FixedOddsMarket, marketRtps, selectionRtp } from './markets.js';
import { countingRandom, scriptedRandom, simulateMarkets } from './test-support.js';

const market = (id: string) =>
  DICE_DUEL.markets.find((candidate) => candidate.id === id) as FixedOddsMarket<DiceDuelResult>;
const odds = (marketId: string, selectionId: string) =>
  market(marketId).selections.find((selection) => selection.id === selectionId)!.oddsHundredths;
const probability = (marketId: string, selectionId: string) =>
  market(marketId).selections.find((selection) => selection.id === selectionId)!.probability;

/** Two dice's totals 2 … 12: 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 ways of 36. */
const TWO_DICE = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

describe('dice duel: the roll', () => {
  it('rolls home’s two dice, then away’s, from four integers of [0, 6)', () => {
    expect(rollDiceDuel(scriptedRandom([0, 5, 2, 3]))).toEqual({ home: [1, 6], away: [3, 4] });
    const random = countingRandom(seededRandom(30));
    const result = rollDiceDuel(random);
    expect(random.calls()).toBe(4);
    expect(DICE_DUEL.resultProblem(result)).toBeNull();
    expect(rollDiceDuel(seededRandom(30))).toEqual(result);
  });

  it('refuses a result that no roll could give', () => {
    expect(DICE_DUEL.resultProblem({ home: [1, 7], away: [3, 4] })).not.toBeNull();
    expect(DICE_DUEL.resultProblem({ home: [1, 2, 3], away: [3, 4] })).not.toBeNull();
    expect(DICE_DUEL.resultProblem({ home: [1, 2] })).not.toBeNull();
    expect(DICE_DUEL.resultProblem({ home: [1, 2.5], away: [3, 4] })).not.toBeNull();
  });

  it('settles each market by its rule', () => {
    const roll = (home: [number, number], away: [number, number]) => ({ home, away });
    expect(market('match-result').wins(roll([6, 5], [6, 4]), 'home')).toBe(true);
    expect(market('match-result').wins(roll([3, 4], [5, 2]), 'draw')).toBe(true);
    expect(market('match-result').wins(roll([1, 1], [1, 2]), 'away')).toBe(true);
    expect(market('total-over-under').wins(roll([6, 5], [2, 1]), 'under')).toBe(true);
    expect(market('total-over-under').wins(roll([6, 5], [3, 1]), 'over')).toBe(true);
    expect(market('exact-total').wins(roll([6, 6], [6, 6]), '24')).toBe(true);
    expect(market('exact-total').wins(roll([6, 6], [6, 6]), '23')).toBe(false);
  });
});

describe('dice duel: exact probabilities, recomputed from the two-dice distribution', () => {
  it('match result: home and away 575/1296 each, draw 146/1296', () => {
    let home = 0;
    let draw = 0;
    for (let a = 2; a <= 12; a += 1)
      for (let b = 2; b <= 12; b += 1) {
        const ways = TWO_DICE[a]! * TWO_DICE[b]!;
        if (a > b) home += ways;
        if (a === b) draw += ways;
      }
    expect(probability('match-result', 'home')).toEqual(fraction(home, 1296));
    expect(probability('match-result', 'away')).toEqual(fraction(home, 1296));
    expect(probability('match-result', 'draw')).toEqual(fraction(draw, 1296));
    expect([home, draw]).toEqual([575, 146]);
  });

  it('totals of four dice: the convolution of two two-dice totals', () => {
    const ways = new Array<number>(25).fill(0);
    for (let a = 2; a <= 12; a += 1) for (let b = 2; b <= 12; b += 1) ways[a + b]! += TWO_DICE[a]! * TWO_DICE[b]!;
    for (let total = 4; total <= 24; total += 1) {
      expect(probability('exact-total', String(total)), `total ${total}`).toEqual(fraction(ways[total]!, 1296));
    }
    const over = ways.slice(15).reduce((sum, count) => sum + count, 0);
    expect(probability('total-over-under', 'over')).toEqual(fraction(over, 1296));
    expect(probability('total-over-under', 'under')).toEqual(fraction(1296 - over, 1296));
    for (const candidate of DICE_DUEL.markets) {
      if (candidate.kind !== 'fixed') continue;
      expect(sumFractions(candidate.selections.map((selection) => selection.probability)), candidate.id).toEqual(
        fraction(1),
      );
    }
  });
});

describe('dice duel: odds and the published return to player', () => {
  it('prices the result and over/under for 95 % and the exact total for 92 %, rounded down', () => {
    expect([odds('match-result', 'home'), odds('match-result', 'draw'), odds('match-result', 'away')]).toEqual([
      214, 843, 214,
    ]);
    expect([odds('total-over-under', 'under'), odds('total-over-under', 'over')]).toEqual([170, 214]);
    expect(odds('exact-total', '4')).toBe(119_232);
    expect(odds('exact-total', '14')).toBe(816);
    // Home at 2.14: 575/1296 × 2.14 = 94.9460 %, the exact consequence of the rounding.
    expect(selectionRtp(probability('match-result', 'home'), 214)).toEqual(
      multiplyFractions(fraction(575, 1296), fraction(214, 100)),
    );
  });

  it('keeps every selection’s return between 90 % and 96 %, each odds the largest two-decimal figure at its target', () => {
    for (const candidate of DICE_DUEL.markets) {
      if (candidate.kind !== 'fixed') continue;
      const target = candidate.targetRtpBasisPoints / 10_000;
      for (const { selection, rtp } of marketRtps(candidate as never)) {
        const value = fractionToNumber(rtp);
        expect(value, `${candidate.id} ${selection}`).toBeGreaterThanOrEqual(0.9);
        expect(value, `${candidate.id} ${selection}`).toBeLessThanOrEqual(Math.min(0.96, target));
        const next = candidate.selections.find((one) => one.id === selection)!;
        expect(fractionToNumber(selectionRtp(next.probability, next.oddsHundredths + 1))).toBeGreaterThan(target);
      }
    }
  });

  it('agrees with 300 000 seeded duels within the 99 % interval, market by market', () => {
    const simulated = simulateMarkets(DICE_DUEL, 300_000, 36, '');
    for (const candidate of DICE_DUEL.markets) {
      const rtps = marketRtps(candidate as never).map(({ rtp }) => fractionToNumber(rtp));
      const exact = rtps.reduce((sum, value) => sum + value, 0) / rtps.length;
      const { mean, halfWidth99 } = simulated.get(candidate.id)!;
      expect(Math.abs(mean - exact), `${candidate.id}: ${mean} against ${exact} ± ${halfWidth99}`).toBeLessThan(
        halfWidth99,
      );
    }
  }, 60_000);
});

describe('dice duel: no two markets of one duel may be combined', () => {
  it('lists no independent pair, and every pair of markets has a dependent pair of selections', () => {
    expect(DICE_DUEL.independentMarkets).toEqual([]);
    const rolls: DiceDuelResult[] = [];
    for (let a = 1; a <= 6; a += 1)
      for (let b = 1; b <= 6; b += 1)
        for (let c = 1; c <= 6; c += 1) for (let d = 1; d <= 6; d += 1) rolls.push({ home: [a, b], away: [c, d] });
    const fixedMarkets = DICE_DUEL.markets.filter((candidate) => candidate.kind === 'fixed') as Array<
      FixedOddsMarket<DiceDuelResult>
    >;
    for (const [index, first] of fixedMarkets.entries()) {
      for (const second of fixedMarkets.slice(index + 1)) {
        const dependent = first.selections.some((a) =>
          second.selections.some((b) => {
            const both = rolls.filter((roll) => first.wins(roll, a.id) && second.wins(roll, b.id)).length;
            return !fractionsEqual(fraction(both, 1296), multiplyFractions(a.probability, b.probability));
          }),
        );
        expect(dependent, `${first.id} with ${second.id}`).toBe(true);
      }
    }
  });
});
