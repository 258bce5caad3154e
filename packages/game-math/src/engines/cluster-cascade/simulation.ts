import type { RandomSource } from '../../random.js';
import { PAY_UNIT } from '../../types.js';
import type { ClusterCascadeData } from './data.js';
import { compileCascade, createWorkspace, playCascadeRound, type CascadeObserver } from './kernel.js';

/**
 * The RTP simulation's arithmetic, shared by the simulation script (workers, 10^8 spins) and the
 * tests (a seeded 2·10^5). Totals are plain numbers so workers can post them and be merged; every
 * sum of units is a sum of integers well below 2^53, so it is exact.
 */
export interface SimulationTotals {
  spins: number;
  /** Sum of the paid (capped) wins, in PAY_UNIT. */
  paidUnits: number;
  /** Sum of the squares of the paid wins (PAY_UNIT²), for the standard deviation. */
  paidUnitsSquared: number;
  /** Rounds that paid anything. */
  hits: number;
  /** Largest paid win seen, in PAY_UNIT. */
  maxPaidUnits: number;
  /** What the cap took off, in PAY_UNIT (uncapped minus paid). */
  capCutUnits: number;
  /** Rounds cut by the cap. */
  cappedRounds: number;
  /** Units won in steps after the first drop (before the cap). */
  cascadeUnits: number;
  /** Units (with multipliers, before the cap) per [symbol * bandCount + band]. */
  unitsBySymbolBand: number[];
  /** Multiplier-weighted cluster counts per [symbol * bandCount + band]: units = pay x this. */
  weightedCountBySymbolBand: number[];
}

export function emptyTotals(data: ClusterCascadeData): SimulationTotals {
  const cells = data.symbols.length * data.bands.length;
  return {
    spins: 0,
    paidUnits: 0,
    paidUnitsSquared: 0,
    hits: 0,
    maxPaidUnits: 0,
    capCutUnits: 0,
    cappedRounds: 0,
    cascadeUnits: 0,
    unitsBySymbolBand: new Array<number>(cells).fill(0),
    weightedCountBySymbolBand: new Array<number>(cells).fill(0),
  };
}

/** Plays `spins` rounds with the engine's own kernel and adds them to `totals`. */
export function simulateCascade(
  data: ClusterCascadeData,
  random: RandomSource,
  spins: number,
  totals: SimulationTotals = emptyTotals(data),
): SimulationTotals {
  const game = compileCascade(data);
  const work = createWorkspace(game);
  const bandCount = data.bands.length;
  const units = new Float64Array(totals.unitsBySymbolBand);
  const counts = new Float64Array(totals.weightedCountBySymbolBand);
  let cascadeUnits = 0;
  const observer: CascadeObserver = {
    cluster(step, symbol, _cells, size, clusterUnits, multiplier) {
      const slot = symbol * bandCount + game.bandOfSize[size]!;
      units[slot] = units[slot]! + clusterUnits;
      counts[slot] = counts[slot]! + multiplier;
      if (step > 0) cascadeUnits += clusterUnits;
    },
  };
  let { paidUnits, paidUnitsSquared, hits, maxPaidUnits, capCutUnits, cappedRounds } = totals;
  for (let spin = 0; spin < spins; spin += 1) {
    const won = playCascadeRound(game, random, work, observer);
    const paid = Math.min(won, game.capUnits);
    if (paid > 0) hits += 1;
    if (won > paid) {
      capCutUnits += won - paid;
      cappedRounds += 1;
    }
    paidUnits += paid;
    paidUnitsSquared += paid * paid;
    if (paid > maxPaidUnits) maxPaidUnits = paid;
  }
  return {
    spins: totals.spins + spins,
    paidUnits,
    paidUnitsSquared,
    hits,
    maxPaidUnits,
    capCutUnits,
    cappedRounds,
    cascadeUnits: totals.cascadeUnits + cascadeUnits,
    unitsBySymbolBand: Array.from(units),
    weightedCountBySymbolBand: Array.from(counts),
  };
}

export function mergeTotals(a: SimulationTotals, b: SimulationTotals): SimulationTotals {
  const add = (x: number[], y: number[]) => x.map((value, index) => value + y[index]!);
  return {
    spins: a.spins + b.spins,
    paidUnits: a.paidUnits + b.paidUnits,
    paidUnitsSquared: a.paidUnitsSquared + b.paidUnitsSquared,
    hits: a.hits + b.hits,
    maxPaidUnits: Math.max(a.maxPaidUnits, b.maxPaidUnits),
    capCutUnits: a.capCutUnits + b.capCutUnits,
    cappedRounds: a.cappedRounds + b.cappedRounds,
    cascadeUnits: a.cascadeUnits + b.cascadeUnits,
    unitsBySymbolBand: add(a.unitsBySymbolBand, b.unitsBySymbolBand),
    weightedCountBySymbolBand: add(a.weightedCountBySymbolBand, b.weightedCountBySymbolBand),
  };
}

/** What the committed `simulated-rtp.json` holds per variant. Fractions of the stake throughout. */
export interface SimulatedRtp {
  /** Fingerprint of the variant's data the figures were simulated with (see dataFingerprint). */
  dataFingerprint: string;
  spins: number;
  rtp: number;
  ci99: [number, number];
  hitFrequency: number;
  volatilityIndex: number;
  maxObservedUnits: number;
  maxWinUnits: number;
  cappedRounds: number;
  contributions: {
    bySymbol: Record<string, number>;
    /** Keyed by the band's label, e.g. `5`, `6`, `9-10`, `15+`. */
    byBand: Record<string, number>;
    /** Wins after the first drop (steps 1 and later), before the cap. */
    cascade: number;
    /** The cap's (non-positive) part. */
    cap: number;
  };
  /** The base seed; worker w used `seed + w`. */
  seed: number;
  workers: number;
  spinsPerSecond: number;
  date: string;
}

/** The band labels of a variant: `5`, `9-10`, `15+`. */
export function bandLabels(data: ClusterCascadeData): string[] {
  const cellCount = data.columns * data.rows;
  return data.bands.map((bound, index) => {
    const upper = (data.bands[index + 1] ?? cellCount + 1) - 1;
    if (index === data.bands.length - 1) return upper === bound ? `${bound}` : `${bound}+`;
    return upper === bound ? `${bound}` : `${bound}-${upper}`;
  });
}

/** z for a two-sided 99 % interval. */
export const Z_99 = 2.576;

/** Turns totals into the published figures (mean ± 2.576·sd/√n for the interval). */
export function summarise(
  data: ClusterCascadeData,
  totals: SimulationTotals,
  run: { seed: number; workers: number; spinsPerSecond: number; date: string },
): SimulatedRtp {
  const n = totals.spins;
  const mean = totals.paidUnits / n / PAY_UNIT;
  const meanSquare = totals.paidUnitsSquared / n / (PAY_UNIT * PAY_UNIT);
  const sd = Math.sqrt(Math.max(0, meanSquare - mean * mean) * (n / Math.max(1, n - 1)));
  const half = (Z_99 * sd) / Math.sqrt(n);
  const labels = bandLabels(data);
  const bandCount = data.bands.length;
  const bySymbol: Record<string, number> = {};
  const byBand: Record<string, number> = Object.fromEntries(labels.map((label) => [label, 0]));
  data.symbols.forEach((symbol, s) => {
    if (symbol.id === data.wild) return;
    let symbolUnits = 0;
    labels.forEach((label, band) => {
      const bandUnits = totals.unitsBySymbolBand[s * bandCount + band]!;
      symbolUnits += bandUnits;
      byBand[label] = byBand[label]! + bandUnits / n / PAY_UNIT;
    });
    bySymbol[symbol.id] = symbolUnits / n / PAY_UNIT;
  });
  return {
    dataFingerprint: dataFingerprint(data),
    spins: n,
    rtp: mean,
    ci99: [mean - half, mean + half],
    hitFrequency: totals.hits / n,
    volatilityIndex: sd,
    maxObservedUnits: totals.maxPaidUnits,
    maxWinUnits: data.maxWinUnits,
    cappedRounds: totals.cappedRounds,
    contributions: {
      bySymbol,
      byBand,
      cascade: totals.cascadeUnits / n / PAY_UNIT,
      cap: -totals.capCutUnits / n / PAY_UNIT,
    },
    ...run,
  };
}

/**
 * A short fingerprint (FNV-1a, 32 bits, hex) of a variant's data: the committed simulation names
 * the data it measured, and a test refuses figures whose data has changed since.
 */
export function dataFingerprint(data: ClusterCascadeData): string {
  const text = JSON.stringify(data);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
