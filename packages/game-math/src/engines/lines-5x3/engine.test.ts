import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random.js';
import { PAY_UNIT, STAKE_LADDER_KURUS, type SpinOutcome } from '../../types.js';
import { compileLines, SCATTER, WILD } from './compile.js';
import { linesEngine, playSpin } from './engine.js';
import { emptyLineResult, evaluateLine } from './evaluate.js';
import { smallVariant, SMALL_DATA } from './test-support.js';
import type { LinesPresentation, SpinView } from './types.js';
import { LINES_VARIANTS } from './variants.js';

const partsOf = (spin: SpinView): number => spin.lines.reduce((sum, win) => sum + win.units, spin.scatter.units);

function firstRound(
  predicate: (outcome: SpinOutcome<LinesPresentation>) => boolean,
  variant = LINES_VARIANTS[0]!,
): { seed: number; outcome: SpinOutcome<LinesPresentation> } {
  for (let seed = 1; seed < 200_000; seed += 1) {
    const outcome = linesEngine.spin(variant, 100, seededRandom(seed));
    if (predicate(outcome)) return { seed, outcome };
  }
  throw new Error('no seed found');
}

describe('lines-5x3 line evaluation', () => {
  const compiled = compileLines(SMALL_DATA);
  const [A, B, K] = ['A', 'B', 'K'].map((id) => compiled.symbols.indexOf(id)) as [number, number, number];
  const pay = (symbols: number[]) => ({ ...evaluateLine(compiled, symbols, emptyLineResult()) });

  it('pays three, four and five of a kind from the leftmost reel only', () => {
    expect(pay([A, A, A, B, B])).toEqual({ symbol: A, count: 3, units: 50 });
    expect(pay([A, A, A, A, B])).toEqual({ symbol: A, count: 4, units: 200 });
    expect(pay([A, A, A, A, A])).toEqual({ symbol: A, count: 5, units: 1000 });
    expect(pay([B, A, A, A, A]).units).toBe(0);
  });

  it('lets the wild substitute anywhere in the run, but never for the scatter', () => {
    expect(pay([A, WILD, A, WILD, B])).toEqual({ symbol: A, count: 4, units: 200 });
    expect(pay([WILD, B, WILD, B, B])).toEqual({ symbol: B, count: 5, units: 300 });
    expect(pay([SCATTER, SCATTER, SCATTER, A, A]).units).toBe(0);
    expect(pay([WILD, WILD, SCATTER, A, A]).units).toBe(0);
  });

  it('pays leading wilds as the wild when that is worth more, else as the substituted symbol', () => {
    // W W W K K: wild 3 pays 100, K 5 pays 100: a tie pays as the symbol.
    expect(pay([WILD, WILD, WILD, K, K])).toEqual({ symbol: K, count: 5, units: 100 });
    // W W W W B: wild 4 pays 400, B 5 pays 300.
    expect(pay([WILD, WILD, WILD, WILD, B])).toEqual({ symbol: WILD, count: 4, units: 400 });
    expect(pay([WILD, WILD, WILD, WILD, WILD])).toEqual({ symbol: WILD, count: 5, units: 2000 });
    expect(pay([WILD, WILD, WILD, SCATTER, A])).toEqual({ symbol: WILD, count: 3, units: 100 });
  });
});

describe('lines-5x3 spin', () => {
  it('never pays more than the maximum win, and its win is the sum of the presentation parts', () => {
    for (const variant of LINES_VARIANTS) {
      for (let seed = 1; seed <= 150; seed += 1) {
        const stake = STAKE_LADDER_KURUS[seed % STAKE_LADDER_KURUS.length]!;
        const outcome = linesEngine.spin(variant, stake, seededRandom(seed * 7919));
        const { base, freeSpins, totalUnits } = outcome.presentation;
        for (const spin of [base, ...freeSpins]) expect(partsOf(spin)).toBe(spin.units);
        expect(freeSpins.reduce((sum, spin) => sum + spin.units, base.units)).toBe(totalUnits);
        expect(outcome.winUnits).toBe(totalUnits);
        expect(outcome.winKurus).toBe((stake * Math.min(totalUnits, variant.data.maxWinUnits)) / PAY_UNIT);
        expect(outcome.winKurus).toBeLessThanOrEqual((stake * linesEngine.maxWinUnits(variant)) / PAY_UNIT);
        expect(Number.isInteger(outcome.winKurus)).toBe(true);
      }
    }
  });

  it('cuts the round at the maximum win and stops the free spins there', () => {
    const lowCap = smallVariant({ ...SMALL_DATA, maxWinUnits: 1_500 });
    const { outcome } = firstRound((round) => round.capped && round.presentation.freeSpins.length > 0, lowCap);
    expect(outcome.winKurus).toBe(1_500);
    expect(outcome.winUnits).toBeGreaterThanOrEqual(1_500);
    const beforeLast = outcome.winUnits - outcome.presentation.freeSpins.at(-1)!.units;
    expect(beforeLast).toBeLessThan(1_500);
  });

  it('gives the same round for the same seed, and JSON keeps it whole', () => {
    for (const variant of LINES_VARIANTS.slice(0, 6)) {
      for (let seed = 1; seed <= 40; seed += 1) {
        const first = linesEngine.spin(variant, 1_000, seededRandom(seed));
        expect(linesEngine.spin(variant, 1_000, seededRandom(seed))).toEqual(first);
        expect(JSON.parse(JSON.stringify(first))).toEqual(first);
      }
    }
  });

  it('reaches every stop of every base and free-spin reel', () => {
    for (const variant of LINES_VARIANTS) {
      const compiled = compileLines(variant.data);
      const random = seededRandom(variant.code.length * 31);
      for (const reels of [compiled.base, compiled.free]) {
        const seen = reels.strips.map(() => new Set<number>());
        for (let spin = 0; spin < 2_000; spin += 1) {
          playSpin(compiled, reels, random, 1).stops.forEach((stop, reel) => seen[reel]!.add(stop));
        }
        seen.forEach((stops, reel) => expect(stops.size).toBe(reels.strips[reel]!.length));
      }
    }
  });

  it('plays a free-spin round whose total is the sum of its spins, with the spins its scatters award', () => {
    const { outcome } = firstRound((round) => round.presentation.freeSpins.length > 0);
    const { base, freeSpins, totalUnits, freeSpinMultiplier } = outcome.presentation;
    expect(base.scatter.count).toBeGreaterThanOrEqual(3);
    expect(freeSpins.length).toBe(base.awarded + freeSpins.reduce((sum, spin) => sum + spin.awarded, 0));
    expect(totalUnits).toBe(base.units + freeSpins.reduce((sum, spin) => sum + spin.units, 0));
    for (const spin of freeSpins) for (const win of spin.lines) expect(win.units % freeSpinMultiplier).toBe(0);
  });

  it('retriggers: a seeded round whose free spins award more free spins plays them all', () => {
    const { seed, outcome } = firstRound((round) => round.presentation.freeSpins.some((spin) => spin.awarded > 0));
    const { base, freeSpins } = outcome.presentation;
    const retriggered = freeSpins.reduce((sum, spin) => sum + spin.awarded, 0);
    expect(retriggered).toBeGreaterThan(0);
    expect(freeSpins.length).toBe(base.awarded + retriggered);
    expect(linesEngine.spin(LINES_VARIANTS[0]!, 100, seededRandom(seed))).toEqual(outcome);
  });

  it('refuses a stake that is not a positive whole number of lira', () => {
    for (const stake of [0, -100, 150, 99.5]) {
      expect(() => linesEngine.spin(LINES_VARIANTS[0]!, stake, seededRandom(1))).toThrow(RangeError);
    }
  });
});
