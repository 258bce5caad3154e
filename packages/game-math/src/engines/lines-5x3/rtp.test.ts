import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random.js';
import { PAY_UNIT } from '../../types.js';
import { compileLines } from './compile.js';
import { evaluateStops, linesEngine, playSpin } from './engine.js';
import { enumerateSpin } from './enumerate.js';
import {
  cachedRoundStatistics,
  featureValue,
  linesRtpReport,
  roundStatistics,
  rtpParts,
  solveFeature,
  spinMean,
  spinMoments,
} from './rtp.js';
import { SMALL_DATA, smallVariant } from './test-support.js';
import { LINES_VARIANT_DATA } from './variant-data.js';
import { volatilityLabel } from './volatility.js';
import { enumeratedStatistics, LINES_VARIANTS } from './variants.js';

const Z99 = 2.5758;
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

describe('lines-5x3 exact methods against brute force', () => {
  const compiled = compileLines(SMALL_DATA);

  for (const [label, reels] of [
    ['base', compiled.base],
    ['free', compiled.free],
  ] as const) {
    it(`${label} strips: every stop combination played through the spin code equals the exact methods`, () => {
      const lengths = reels.strips.map((strip) => strip.length);
      const tally = new Map<string, number>();
      let combinations = 0;
      let lineUnits = 0;
      let scatterUnits = 0;
      const stops = [0, 0, 0, 0, 0];
      for (stops[0] = 0; stops[0] < lengths[0]!; stops[0] += 1)
        for (stops[1] = 0; stops[1] < lengths[1]!; stops[1] += 1)
          for (stops[2] = 0; stops[2] < lengths[2]!; stops[2] += 1)
            for (stops[3] = 0; stops[3] < lengths[3]!; stops[3] += 1)
              for (stops[4] = 0; stops[4] < lengths[4]!; stops[4] += 1) {
                const spin = evaluateStops(compiled, reels, [...stops], 1);
                combinations += 1;
                lineUnits += sum(spin.lines.map((win) => win.units));
                scatterUnits += spin.scatter.units;
                const key = `${spin.scatter.count}:${spin.units}`;
                tally.set(key, (tally.get(key) ?? 0) + 1);
              }

      const exact = spinMean(compiled, reels);
      expect(sum(exact.lines)).toBeCloseTo(lineUnits / combinations / PAY_UNIT, 12);
      expect(exact.scatter).toBeCloseTo(scatterUnits / combinations / PAY_UNIT, 12);

      const distribution = enumerateSpin(compiled, reels);
      expect(distribution.combinations).toBe(combinations);
      const enumerated = new Map<string, number>();
      distribution.byScatters.forEach(({ units, combinations: counts }, scatters) =>
        units.forEach((win, index) => enumerated.set(`${scatters}:${win}`, counts[index]!)),
      );
      expect(enumerated).toEqual(tally);
    });
  }

  it('the fast enumeration and the combinatorial line pays agree on a shipped variant', () => {
    const variant = LINES_VARIANTS[1]!;
    const shipped = compileLines(variant.data);
    const mean = spinMean(shipped, shipped.base);
    const moments = spinMoments(enumerateSpin(shipped, shipped.base));
    expect(moments.mean).toBeCloseTo(sum(mean.lines) + mean.scatter, 12);
  });
});

describe('lines-5x3 free-spin feature', () => {
  it('V(n) = n·E_fs/(1−ρ) agrees with a seeded simulation of the feature within its 99 % interval', () => {
    const variant = LINES_VARIANTS.find((candidate) => candidate.code === 's-galata-kulesi')!;
    const compiled = compileLines(variant.data);
    const statistics = cachedRoundStatistics(variant.data);
    const spins = 12;
    const features = 20_000;
    const random = seededRandom(2024);
    let total = 0;
    for (let feature = 0; feature < features; feature += 1) {
      let remaining = spins;
      while (remaining > 0) {
        const spin = playSpin(compiled, compiled.free, random, compiled.multiplier);
        remaining += spin.awarded - 1;
        total += spin.units / PAY_UNIT;
      }
    }
    const expected = featureValue(variant.data, spins);
    expect(expected).toBeCloseTo(spins * statistics.treeMean, 9);
    // Var(F(n)) = n·Var(T): n independent trees.
    const standardError = Math.sqrt((spins * (statistics.treeSecondMoment - statistics.treeMean ** 2)) / features);
    expect(Math.abs(total / features - expected)).toBeLessThan(Z99 * standardError);
  }, 30_000);

  it('refuses free spins that would retrigger forever on average', () => {
    const endless = { ...SMALL_DATA, freeSpins: { awards: [40, 60, 80] as const, multiplier: 1 } };
    expect(() => solveFeature(compileLines(endless))).toThrow(/ρ ≥ 1/);
  });
});

describe('lines-5x3 RTP', () => {
  for (const code of ['s-bogaz-gecesi', 's-nemrut-zirvesi']) {
    it(`${code}: 2·10^5 seeded rounds agree with the exact RTP within its 99 % interval`, () => {
      const variant = LINES_VARIANTS.find((candidate) => candidate.code === code)!;
      const report = linesRtpReport(variant);
      const rounds = 200_000;
      const random = seededRandom(99);
      let paid = 0;
      for (let round = 0; round < rounds; round += 1) paid += linesEngine.spin(variant, 100, random).winKurus;
      const interval = (Z99 * report.volatilityIndex) / Math.sqrt(rounds);
      expect(Math.abs(paid / 100 / rounds - report.rtp)).toBeLessThan(interval);
    }, 30_000);
  }

  it('every variant ships an RTP in [0.94, 0.97], the sum of its contributions', () => {
    for (const variant of LINES_VARIANTS) {
      const parts = rtpParts(compileLines(variant.data));
      const rtp = sum(parts.lines) + parts.scatter + parts.feature;
      expect(rtp, variant.code).toBeGreaterThanOrEqual(0.94);
      expect(rtp, variant.code).toBeLessThanOrEqual(0.97);
    }
  });

  it('every variant: the enumeration confirms the RTP and the pinned figures, the label follows the index, the cap costs < 1e-9', () => {
    for (const variant of LINES_VARIANTS) {
      const statistics = roundStatistics(compileLines(variant.data));
      const pinned = LINES_VARIANT_DATA[variant.code]!.statistics;
      for (const key of Object.keys(pinned) as Array<keyof typeof pinned>) {
        if (key === 'capEffectBound') continue;
        expect(pinned[key], `${variant.code} ${String(key)}`).toBeCloseTo(statistics[key], 9);
      }
      expect(enumeratedStatistics(variant)).toBe(pinned);
      const report = linesRtpReport(variant, pinned);
      expect(statistics.rtp, variant.code).toBeCloseTo(report.rtp, 8);
      expect(sum(report.contributions.map((part) => part.rtp)), variant.code).toBeCloseTo(report.rtp, 8);
      expect(variant.listing.volatility, variant.code).toBe(volatilityLabel(report.volatilityIndex));
      expect(statistics.capEffectBound, variant.code).toBeLessThan(1e-9);
      expect(pinned.capEffectBound, variant.code).toBeLessThan(1e-9);
      expect(report.hitFrequency).toBeGreaterThan(0.2);
      expect(report.hitFrequency).toBeLessThan(0.7);
    }
  }, 120_000);

  it('hit frequency and second moment of the small variant equal a brute-force count of whole rounds', () => {
    // A round wins exactly when its base spin does (three scatters always pay), and E[B²] is the
    // base part of the round's second moment: both checked against plain counting.
    const variant = smallVariant();
    const compiled = compileLines(variant.data);
    const statistics = cachedRoundStatistics(variant.data);
    let zero = 0;
    let squares = 0;
    let combinations = 0;
    const lengths = compiled.base.strips.map((strip) => strip.length);
    const stops = [0, 0, 0, 0, 0];
    for (stops[0] = 0; stops[0] < lengths[0]!; stops[0] += 1)
      for (stops[1] = 0; stops[1] < lengths[1]!; stops[1] += 1)
        for (stops[2] = 0; stops[2] < lengths[2]!; stops[2] += 1)
          for (stops[3] = 0; stops[3] < lengths[3]!; stops[3] += 1)
            for (stops[4] = 0; stops[4] < lengths[4]!; stops[4] += 1) {
              const spin = evaluateStops(compiled, compiled.base, [...stops], 1);
              combinations += 1;
              if (spin.units === 0) zero += 1;
              squares += (spin.units / PAY_UNIT) ** 2;
            }
    expect(statistics.hitFrequency).toBeCloseTo(1 - zero / combinations, 12);
    expect(statistics.base.secondMoment).toBeCloseTo(squares / combinations, 9);
  });

  it('the exact second moment of a whole round agrees with a seeded simulation of the small variant', () => {
    const variant = smallVariant();
    const statistics = cachedRoundStatistics(variant.data);
    const rounds = 100_000;
    const random = seededRandom(7);
    let first = 0;
    let second = 0;
    let fourth = 0;
    for (let round = 0; round < rounds; round += 1) {
      const win = linesEngine.spin(variant, 100, random).winUnits / PAY_UNIT;
      first += win;
      second += win * win;
      fourth += win ** 4;
    }
    expect(Math.abs(first / rounds - statistics.rtp)).toBeLessThan(
      (Z99 * statistics.volatilityIndex) / Math.sqrt(rounds),
    );
    const secondError = Math.sqrt((fourth / rounds - (second / rounds) ** 2) / rounds);
    expect(Math.abs(second / rounds - statistics.secondMoment)).toBeLessThan(Z99 * secondError);
  }, 30_000);
});
