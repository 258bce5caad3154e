import { describe, expect, it } from 'vitest';
import { provablyFairRandom } from '../../provably-fair.js';
import { type RandomSource, seededRandom } from '../../random.js';
import { PAY_UNIT, STAKE_LADDER_KURUS } from '../../types.js';
import { CLASSIC_3X3_VARIANTS } from './catalogue.js';
import { classic3x3Engine } from './engine.js';
import { CLASSIC_PAYLINES } from './paytable.js';
import { classic3x3RtpReport, enumerateClassic3x3 } from './rtp.js';
import type { Classic3x3Data, Classic3x3Variant } from './types.js';
import { alsoSuffix } from './variants.js';
import { classicVolatilityLabel } from './volatility.js';

/**
 * The paytable read straight from the data, rule by rule, without the compiled lookup the engine
 * uses: the best pay of three symbols on a line.
 */
function naiveLinePay(data: Classic3x3Data, cells: readonly string[]): number {
  const fits = (accepted: readonly string[]) => cells.every((cell) => accepted.includes(cell));
  let best = 0;
  for (const [symbol, units] of Object.entries(data.threeOfAKind)) {
    const accepted = symbol === data.wild ? [data.wild] : [symbol, data.wild];
    if (fits(accepted)) best = Math.max(best, units);
  }
  for (const group of data.mixed) if (fits([...group.symbols, data.wild])) best = Math.max(best, group.units);
  return best;
}

/** The RTP from the symbol counts alone: a line reads one cell per reel, each uniform over its strip. */
function rtpFromCounts(data: Classic3x3Data): number {
  const counts = data.reels.map((reel) => {
    const map = new Map<string, number>();
    for (const id of reel) map.set(id, (map.get(id) ?? 0) + 1);
    return map;
  });
  let expected = 0;
  for (const [a, countA] of counts[0]!) {
    for (const [b, countB] of counts[1]!) {
      for (const [c, countC] of counts[2]!) {
        const probability =
          (countA / data.reels[0].length) * (countB / data.reels[1].length) * (countC / data.reels[2].length);
        expected += probability * naiveLinePay(data, [a, b, c]);
      }
    }
  }
  return (CLASSIC_PAYLINES.length * expected) / PAY_UNIT;
}

/** A source that answers the given draws in order, to put the reels where a test wants them. */
function scriptedRandom(draws: number[]): RandomSource {
  return { nextInt: () => draws.shift()! };
}

const STAKE = 100;

describe('classic-3x3 catalogue', () => {
  it('has at least 18 variants with unique k- codes, each reel 20-40 stops', () => {
    expect(CLASSIC_3X3_VARIANTS.length).toBeGreaterThanOrEqual(18);
    const codes = CLASSIC_3X3_VARIANTS.map((variant) => variant.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const variant of CLASSIC_3X3_VARIANTS) {
      expect(variant.code).toMatch(/^k-[a-z0-9-]+$/);
      for (const reel of variant.data.reels) {
        expect(reel.length).toBeGreaterThanOrEqual(20);
        expect(reel.length).toBeLessThanOrEqual(40);
      }
    }
  });

  it('gives every variant its own name, theme and paytable, spread over the four studios', () => {
    const distinct = (pick: (variant: Classic3x3Variant) => string) => new Set(CLASSIC_3X3_VARIANTS.map(pick)).size;
    expect(distinct((variant) => variant.nameTr)).toBe(CLASSIC_3X3_VARIANTS.length);
    expect(distinct((variant) => variant.theme.background)).toBe(CLASSIC_3X3_VARIANTS.length);
    expect(distinct((variant) => JSON.stringify(variant.data))).toBe(CLASSIC_3X3_VARIANTS.length);
    expect(new Set(CLASSIC_3X3_VARIANTS.map((variant) => variant.listing.studio))).toEqual(
      new Set(['bnw-anadolu', 'bnw-ege', 'bnw-bosphorus', 'bnw-kapadokya']),
    );
  });

  it('themes exactly the symbols on the reels, with #rrggbb colours, and pays only those', () => {
    for (const variant of CLASSIC_3X3_VARIANTS) {
      const themed = variant.theme.symbols.map((symbol) => symbol.id).sort();
      expect([...new Set(variant.data.reels.flat())].sort()).toEqual(themed);
      for (const colour of [variant.theme.background, variant.theme.accent, variant.theme.text])
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      for (const symbol of variant.theme.symbols) expect(symbol.colour).toMatch(/^#[0-9a-f]{6}$/);
      for (const id of Object.keys(variant.data.threeOfAKind)) expect(themed).toContain(id);
      for (const units of Object.values(variant.data.threeOfAKind)) expect(Number.isInteger(units)).toBe(true);
    }
  });

  it('writes Turkish rules with the suffix of vowel harmony (meyve de, pazar da)', () => {
    expect(alsoSuffix('Karışık meyve')).toBe('de');
    expect(alsoSuffix('Karışık pazar')).toBe('da');
    expect(alsoSuffix('Karışık göl')).toBe('de');
    expect(alsoSuffix('Karışık avcı')).toBe('da');
    const fruit = CLASSIC_3X3_VARIANTS.find((variant) => variant.code === 'k-meyve-pazari')!;
    expect(fruit.rulesTr).toContain('karışık meyve de öder');
  });

  it('puts every variant RTP in [0.94, 0.97]', () => {
    for (const variant of CLASSIC_3X3_VARIANTS) {
      const { rtp } = classic3x3RtpReport(variant);
      expect(rtp, variant.code).toBeGreaterThanOrEqual(0.94);
      expect(rtp, variant.code).toBeLessThanOrEqual(0.97);
    }
  });

  it('labels each variant by its volatility index', () => {
    for (const variant of CLASSIC_3X3_VARIANTS) {
      expect(variant.listing.volatility, variant.code).toBe(
        classicVolatilityLabel(classic3x3RtpReport(variant).volatilityIndex),
      );
    }
    expect(new Set(CLASSIC_3X3_VARIANTS.map((variant) => variant.listing.volatility)).size).toBe(3);
  });
});

describe('classic-3x3 exact RTP', () => {
  it('equals the RTP computed independently from symbol counts and the paytable rules', () => {
    for (const variant of CLASSIC_3X3_VARIANTS) {
      expect(classic3x3RtpReport(variant).rtp, variant.code).toBeCloseTo(rtpFromCounts(variant.data), 8);
    }
  });

  it('sums its contributions to the RTP and reports a consistent hit frequency and maximum', () => {
    for (const variant of CLASSIC_3X3_VARIANTS) {
      const report = classic3x3RtpReport(variant);
      const sum = report.contributions.reduce((total, part) => total + part.rtp, 0);
      expect(sum).toBeCloseTo(report.rtp, 6);
      expect(report.hitFrequency).toBeGreaterThan(0);
      expect(report.hitFrequency).toBeLessThan(1);
      expect(report.maxWinUnits).toBe(classic3x3Engine.maxWinUnits(variant));
      expect(enumerateClassic3x3(variant).combinations).toBe(
        variant.data.reels.reduce((product, reel) => product * reel.length, 1),
      );
    }
  });

  // 600,000 spins take a few seconds; the machine may be shared, so the time limit is generous.
  it('agrees with a seeded simulation of 200,000 spins within its 99 % interval', { timeout: 30_000 }, () => {
    const chosen = ['k-meyve-pazari', 'k-efes-sutunlari', 'k-lokum-dukkani'];
    for (const [position, code] of chosen.entries()) {
      const variant = CLASSIC_3X3_VARIANTS.find((candidate) => candidate.code === code)!;
      const random = seededRandom(1000 + position);
      const spins = 200_000;
      let total = 0;
      let squares = 0;
      for (let round = 0; round < spins; round += 1) {
        const win = classic3x3Engine.spin(variant, STAKE, random).winKurus / STAKE;
        total += win;
        squares += win * win;
      }
      const mean = total / spins;
      const halfWidth = 2.576 * Math.sqrt((squares / spins - mean * mean) / spins);
      expect(Math.abs(mean - classic3x3RtpReport(variant).rtp), code).toBeLessThan(halfWidth);
    }
  });
});

describe('classic-3x3 spin', () => {
  it('never pays more than the maximum win, and the win is the sum of its lines', { timeout: 30_000 }, () => {
    for (const [position, variant] of CLASSIC_3X3_VARIANTS.entries()) {
      const random = seededRandom(position + 1);
      const maxWin = classic3x3Engine.maxWinUnits(variant);
      for (let round = 0; round < 1_000; round += 1) {
        const stake = STAKE_LADDER_KURUS[round % STAKE_LADDER_KURUS.length]!;
        const outcome = classic3x3Engine.spin(variant, stake, random);
        const lineUnits = outcome.presentation.lines.reduce((sum, line) => sum + line.units, 0);
        expect(outcome.winUnits).toBe(lineUnits);
        expect(outcome.winKurus).toBe((stake * Math.min(lineUnits, variant.data.maxWinUnits)) / PAY_UNIT);
        expect(outcome.winKurus).toBeLessThanOrEqual((stake * maxWin) / PAY_UNIT);
        expect(Number.isInteger(outcome.winKurus)).toBe(true);
      }
    }
  });

  it('shows the grid of its stops and pays exactly the lines the paytable rules pay', () => {
    const variant = CLASSIC_3X3_VARIANTS[3]!;
    const random = seededRandom(77);
    for (let round = 0; round < 3_000; round += 1) {
      const { presentation } = classic3x3Engine.spin(variant, STAKE, random);
      presentation.grid.forEach((row, rowIndex) =>
        row.forEach((cell, reel) => {
          const strip = variant.data.reels[reel]!;
          expect(cell).toBe(strip[(presentation.stops[reel]! + rowIndex) % strip.length]);
        }),
      );
      const expected = CLASSIC_PAYLINES.map((rows, line) => ({
        line,
        units: naiveLinePay(
          variant.data,
          rows.map((row, reel) => presentation.grid[row]![reel]!),
        ),
      })).filter((line) => line.units > 0);
      expect(presentation.lines.map(({ line, units }) => ({ line, units }))).toEqual(expected);
    }
  });

  it('gives the same round for the same seed', () => {
    const variant = CLASSIC_3X3_VARIANTS[0]!;
    for (let seed = 1; seed <= 200; seed += 1) {
      expect(classic3x3Engine.spin(variant, 500, seededRandom(seed))).toEqual(
        classic3x3Engine.spin(variant, 500, seededRandom(seed)),
      );
    }
  });

  it('reaches every stop of every reel of every variant', () => {
    for (const [position, variant] of CLASSIC_3X3_VARIANTS.entries()) {
      const seen = variant.data.reels.map((reel) => new Array<boolean>(reel.length).fill(false));
      const random = seededRandom(500 + position);
      for (let round = 0; round < 3_000; round += 1) {
        classic3x3Engine.spin(variant, STAKE, random).presentation.stops.forEach((stop, reel) => {
          seen[reel]![stop] = true;
        });
      }
      for (const reel of seen) expect(reel.every(Boolean), variant.code).toBe(true);
    }
  });

  it('draws one stop per reel from the source, reel 1 first', () => {
    const variant = CLASSIC_3X3_VARIANTS[0]!;
    const asked: number[] = [];
    const outcome = classic3x3Engine.spin(variant, STAKE, {
      nextInt: (maxExclusive) => {
        asked.push(maxExclusive);
        return asked.length - 1;
      },
    });
    expect(asked).toEqual(variant.data.reels.map((reel) => reel.length));
    expect(outcome.presentation.stops).toEqual([0, 1, 2]);
  });

  it('pays three wilds on a line as the wild, and a mixed line as its group', () => {
    const variant = CLASSIC_3X3_VARIANTS[0]!;
    const { reels, wild, mixed } = variant.data;
    const stopOf = (reel: number, symbol: string) => reels[reel]!.indexOf(symbol);
    const wilds = classic3x3Engine.spin(
      variant,
      STAKE,
      scriptedRandom([stopOf(0, wild), stopOf(1, wild), stopOf(2, wild)]),
    );
    expect(wilds.presentation.lines).toContainEqual(
      expect.objectContaining({ line: 0, symbol: wild, units: variant.data.threeOfAKind[wild] }),
    );
    const group = mixed[0]!;
    const [first, second, third] = group.symbols;
    const mixedLine = classic3x3Engine.spin(
      variant,
      STAKE,
      scriptedRandom([stopOf(0, first!), stopOf(1, second!), stopOf(2, third!)]),
    );
    expect(mixedLine.presentation.lines).toContainEqual(
      expect.objectContaining({ line: 0, kind: 'mixed', symbol: group.id, units: group.units }),
    );
  });

  it('cuts a round at the maximum win and says so', () => {
    const base = CLASSIC_3X3_VARIANTS[0]!;
    const variant: Classic3x3Variant = { ...base, data: { ...base.data, maxWinUnits: 150 } };
    const random = seededRandom(3);
    let cappedRounds = 0;
    for (let round = 0; round < 5_000; round += 1) {
      const outcome = classic3x3Engine.spin(variant, 1_000, random);
      expect(outcome.winKurus).toBeLessThanOrEqual(1_500);
      expect(outcome.capped).toBe(outcome.winUnits > 150);
      if (outcome.capped) cappedRounds += 1;
    }
    expect(cappedRounds).toBeGreaterThan(0);
    const report = classic3x3RtpReport(variant);
    expect(report.maxWinUnits).toBe(150);
    expect(report.contributions.at(-1)!.rtp).toBeLessThan(0);
  });

  it('refuses a stake off the ladder', () => {
    for (const bad of [0, 99, 150, 100_000, -100]) {
      expect(() => classic3x3Engine.spin(CLASSIC_3X3_VARIANTS[0]!, bad, seededRandom(1))).toThrow(RangeError);
    }
  });

  it('replays a provably fair round from its seeds and nonce', () => {
    const serverSeed = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const variant = CLASSIC_3X3_VARIANTS[5]!;
    const first = classic3x3Engine.spin(variant, 1_000, provablyFairRandom(serverSeed, 'Çay Bahçesi', 41));
    const again = classic3x3Engine.spin(variant, 1_000, provablyFairRandom(serverSeed, 'Çay Bahçesi', 41));
    expect(again).toEqual(first);
  });
});
