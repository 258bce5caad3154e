import { describe, expect, it } from 'vitest';
import { seededRandom, type RandomSource } from '../../random.js';
import { STAKE_LADDER_KURUS } from '../../types.js';
import type { ClusterCascadeData } from './data.js';
import { clusterCascadeEngine } from './engine.js';
import { compileCascade, createWorkspace, playCascadeRound } from './kernel.js';
import { variants, type CascadeVariant } from './variants.js';

/** A source that answers the given draws in order and checks every draw asks for `bound`. */
function scriptedRandom(draws: number[], bound: number): RandomSource & { left: () => number } {
  const queue = [...draws];
  return {
    nextInt(maxExclusive) {
      if (maxExclusive !== bound) throw new Error(`asked for ${maxExclusive}, expected ${bound}`);
      const next = queue.shift();
      if (next === undefined) throw new Error('the script ran out of draws');
      return next;
    },
    left: () => queue.length,
  };
}

/** 4x4 test game: each symbol has weight 1, so a draw value is the symbol's index (a=0 … d=3). */
const HAND_BUILT: ClusterCascadeData = {
  columns: 4,
  rows: 4,
  symbols: [
    { id: 'a', weight: 1, pays: [100] },
    { id: 'b', weight: 1, pays: [200] },
    { id: 'c', weight: 1, pays: [300] },
    { id: 'd', weight: 1, pays: [400] },
  ],
  bands: [5],
  cascadeMultipliers: [1, 3],
  maxWinUnits: 100_000,
};

function handBuilt(data: ClusterCascadeData = HAND_BUILT): CascadeVariant {
  return { ...variants[0]!, code: 'c-test', data };
}

/** Letters to draw values: 'abcd' -> [0, 1, 2, 3]. */
const draws = (letters: string) => [...letters].map((letter) => 'abcd'.indexOf(letter));

describe('a hand-built cascade', () => {
  // Columns top to bottom. Rows as seen: b c d b / a a a c / a a d b / c d b c: one cluster of five a.
  const initial = 'baac' + 'caad' + 'dadb' + 'bcbc';
  // Step 1 refill (columns from the left, top row down): col 0 gets d,a; col 1 d,b; col 2 d.
  // With the fallen symbols that makes d d d in column 2 joined to column 0's and 1's top d: five d.
  const firstRefill = 'da' + 'db' + 'd';
  // Step 2 refill: col 0 gets c, col 1 a, col 2 c,a,d (top down): no cluster, the round ends.
  const secondRefill = 'c' + 'a' + 'cad';

  it('removes the clusters, lets the cells above fall, fills from the top in order, and pays each step', () => {
    const random = scriptedRandom(draws(initial + firstRefill + secondRefill), 4);
    const outcome = clusterCascadeEngine.spin(handBuilt(), 100, random);
    expect(random.left()).toBe(0);
    const steps = outcome.presentation.steps;
    expect(steps).toHaveLength(3);

    expect(steps[0]!.grid).toEqual([[...'baac'], [...'caad'], [...'dadb'], [...'bcbc']]);
    expect(steps[0]!.clusters).toEqual([{ symbol: 'a', cells: [1, 2, 5, 6, 9], units: 100, multiplier: 1 }]);
    expect(steps[0]!.removed).toEqual([1, 2, 5, 6, 9]);
    expect(steps[0]!.refill).toEqual([['d', 'a'], ['d', 'b'], ['d'], []]);

    // Column 0: b fell from row 0 to row 2; column 2: d fell from row 0 to row 1.
    expect(steps[1]!.grid).toEqual([[...'dabc'], [...'dbcd'], [...'dddb'], [...'bcbc']]);
    expect(steps[1]!.clusters).toEqual([{ symbol: 'd', cells: [0, 4, 8, 9, 10], units: 1200, multiplier: 3 }]);
    expect(steps[1]!.refill).toEqual([['c'], ['a'], ['c', 'a', 'd'], []]);

    expect(steps[2]!.grid).toEqual([[...'cabc'], [...'abcd'], [...'cadb'], [...'bcbc']]);
    expect(steps[2]!.clusters).toEqual([]);
    expect(outcome.presentation.totalUnits).toBe(1300);
    expect(outcome.winKurus).toBe(1300);
    expect(outcome.capped).toBe(false);
  });

  it('cuts the round at the maximum win and says so', () => {
    const random = scriptedRandom(draws(initial + firstRefill + secondRefill), 4);
    const outcome = clusterCascadeEngine.spin(handBuilt({ ...HAND_BUILT, maxWinUnits: 1000 }), 500, random);
    expect(outcome.winUnits).toBe(1300);
    expect(outcome.presentation.paidUnits).toBe(1000);
    expect(outcome.winKurus).toBe(5000);
    expect(outcome.capped).toBe(true);
  });

  it('lets a wild join the clusters of two symbols at once', () => {
    const withWild: ClusterCascadeData = {
      ...HAND_BUILT,
      symbols: [...HAND_BUILT.symbols.slice(0, 3), { id: 'd', weight: 1 }],
      wild: 'd',
    };
    // Rows: a a b c / a d b b / c a b a / b c a c: the wild (d) joins four a and four b.
    const grid = 'aacb' + 'adac' + 'bbba' + 'cbac';
    const refill = 'ba' + 'cba' + 'acb' + 'b';
    const random = scriptedRandom(draws(grid + refill), 4);
    const outcome = clusterCascadeEngine.spin(handBuilt(withWild), 100, random);
    const first = outcome.presentation.steps[0]!;
    expect(first.clusters).toEqual([
      { symbol: 'a', cells: [0, 1, 4, 5, 6], units: 100, multiplier: 1 },
      { symbol: 'b', cells: [5, 8, 9, 10, 13], units: 200, multiplier: 1 },
    ]);
    expect(first.removed).toEqual([0, 1, 4, 5, 6, 8, 9, 10, 13]);
    expect(random.left()).toBe(0);
    expect(outcome.presentation.steps).toHaveLength(2);
  });
});

describe('every variant', () => {
  const stakes = [...STAKE_LADDER_KURUS];

  it('never pays more than its maximum win, and its win is the sum of its steps and clusters', () => {
    for (const variant of variants) {
      const random = seededRandom(1_000 + variants.indexOf(variant));
      for (let round = 0; round < 200; round += 1) {
        const stake = stakes[round % stakes.length]!;
        const outcome = clusterCascadeEngine.spin(variant, stake, random);
        const { steps, totalUnits, paidUnits } = outcome.presentation;
        const clusterSum = steps.flatMap((step) => step.clusters).reduce((sum, cluster) => sum + cluster.units, 0);
        expect(steps.reduce((sum, step) => sum + step.units, 0)).toBe(totalUnits);
        expect(clusterSum).toBe(totalUnits);
        expect(outcome.winUnits).toBe(totalUnits);
        expect(paidUnits).toBe(Math.min(totalUnits, variant.data.maxWinUnits));
        expect(outcome.winKurus).toBe((stake * paidUnits) / 100);
        expect(Number.isInteger(outcome.winKurus)).toBe(true);
        expect(outcome.winKurus).toBeLessThanOrEqual((stake * clusterCascadeEngine.maxWinUnits(variant)) / 100);
        expect(steps[steps.length - 1]!.clusters).toEqual([]);
      }
    }
  });

  it('gives the same round for the same seed, and a JSON-serialisable presentation', () => {
    for (const variant of variants) {
      for (const seed of [3, 77, 2026]) {
        const first = clusterCascadeEngine.spin(variant, 1_000, seededRandom(seed));
        expect(clusterCascadeEngine.spin(variant, 1_000, seededRandom(seed))).toEqual(first);
        expect(JSON.parse(JSON.stringify(first))).toEqual(first);
      }
    }
  });

  it('can show every symbol in every cell (seeded first grids)', () => {
    for (const variant of variants) {
      const game = compileCascade(variant.data);
      const work = createWorkspace(game);
      const seen = new Uint8Array(game.cellCount * game.symbolIds.length);
      // The kernel spin() runs, watched at the first grid only (a full presentation costs more).
      const observer = {
        step(step: number, grid: Uint8Array) {
          if (step === 0) grid.forEach((symbol, cell) => (seen[cell * game.symbolIds.length + symbol] = 1));
        },
        cluster() {},
      };
      const random = seededRandom(555);
      for (let round = 0; round < 4_000; round += 1) playCascadeRound(game, random, work, observer);
      expect(seen.every((flag) => flag === 1)).toBe(true);
    }
  });

  it('maps each draw to the symbol whose weight range holds it, up to both ends of every range', () => {
    for (const variant of variants) {
      const game = compileCascade(variant.data);
      let start = 0;
      variant.data.symbols.forEach((symbol, index) => {
        expect(game.symbolOfDraw[start]).toBe(index);
        expect(game.symbolOfDraw[start + symbol.weight - 1]).toBe(index);
        start += symbol.weight;
      });
      expect(game.totalWeight).toBe(start);
    }
  });

  it('refuses a stake off the ladder', () => {
    expect(() => clusterCascadeEngine.spin(variants[0]!, 150, seededRandom(1))).toThrow(RangeError);
  });
});

describe('compileCascade', () => {
  it('refuses data that cannot be paid in whole units or has no sound grid', () => {
    const broken: Array<Partial<ClusterCascadeData>> = [
      { columns: 2 },
      { bands: [5, 5] },
      { symbols: [...HAND_BUILT.symbols.slice(0, 3), { id: 'd', weight: 1, pays: [1.5] }] },
      { symbols: [...HAND_BUILT.symbols.slice(0, 3), { id: 'd', weight: 0, pays: [1] }] },
      { wild: 'z' },
      { cascadeMultipliers: [] },
    ];
    for (const change of broken) expect(() => compileCascade({ ...HAND_BUILT, ...change })).toThrow(/not sound/);
  });
});
