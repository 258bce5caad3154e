import { PAY_UNIT, type RtpReport, type Variant } from '../../types.js';
import { compileLines, REELS, type CompiledLines, type CompiledReels } from './compile.js';
import { enumerateSpin, type SpinDistribution } from './enumerate.js';
import { emptyLineResult, evaluateLine } from './evaluate.js';
import type { LinesData } from './types.js';

/**
 * The exact mathematics of the 5x3 lines engine.
 *
 * Line pays (combinatorics): a payline reads one row of each reel, and a reel stopped uniformly at
 * random shows every stop of its strip on that row exactly once over its stops, so the symbol a
 * line sees on reel i is distributed as the strip's symbol counts c_i(s) / L_i, independently
 * across reels, and identically for every line. One line's expected pay is therefore a sum over
 * symbol 5-tuples weighted by c_1(s_1)…c_5(s_5) / (L_1…L_5), and the game's is that times the number
 * of lines. Scatters: a reel shows a scatter on 3·(its scatters) of its L stops (they stand 3 apart),
 * and the count of scatters is the convolution of the five reels.
 *
 * Free spins: with p_k the probability of k scatters in one free spin, a_k the spins k scatters
 * award (retrigger), m the multiplier and E_fs the expected win of one free spin (m times its line
 * and scatter pays), the value of n free spins satisfies V(n) = n·E_fs + n·Σ_k p_k·V(a_k). V is
 * linear, V(n) = n·v, so v = E_fs + ρ·v with ρ = Σ_k p_k·a_k, i.e. v = E_fs / (1 − ρ) (a geometric
 * series E_fs·(1 + ρ + ρ² + …), finite because ρ < 1).
 *
 * Second moment: one free spin with its retriggers forms a tree whose total T = Y + T_1 + … + T_R
 * (Y its win, R the spins it awards, the T_i independent copies of T), so E[T] = E[Y] / (1 − ρ)
 * and E[T²] = (E[Y²] + 2·E[Y·R]·E[T] + E[R(R−1)]·E[T]²) / (1 − ρ). A round pays X = B + F, B the
 * base spin and F the sum of a_K such trees, so
 * E[X²] = E[B²] + 2·Σ_k E[B·1{K=k}]·V(a_k) + Σ_k P(K=k)·(a_k·E[T²] + a_k(a_k−1)·E[T]²).
 * The joint law of (B, K) and of (Y, R) comes from the full enumeration of reel stops (enumerate.ts).
 *
 * The maximum-win cap lowers the RTP by E[(X − c)⁺]. For X ≥ 0 and θ > 0, (x − c)⁺ ≤ e^{θ(x−c)}/(e·θ),
 * so E[(X − c)⁺] ≤ E[e^{θX}]·e^{−θc}/(e·θ), where E[e^{θT}] is the least root of
 * M = E[e^{θY}·M^R] and E[e^{θX}] = E[e^{θB}·M^{a_K}]. The published RTP is the uncapped exact
 * figure; the bound shows the cap changes it by less than its last printed decimal.
 */

/** Expected units of ONE payline, by the symbol index the line pays as (exact, combinatorial). */
export function lineExpectationBySymbol(compiled: CompiledLines, reels: CompiledReels): number[] {
  const symbolCount = compiled.symbols.length;
  const counts = reels.strips.map((strip) => {
    const byId = new Array<number>(symbolCount).fill(0);
    for (const symbol of strip) byId[symbol]! += 1;
    return byId;
  });
  const denominator = reels.strips.reduce((product, strip) => product * strip.length, 1);
  const weighted = new Array<number>(symbolCount).fill(0);
  const line = new Uint8Array(REELS);
  const result = emptyLineResult();
  const visit = (reel: number, weight: number): void => {
    if (reel === REELS) {
      evaluateLine(compiled, line, result);
      if (result.units > 0) weighted[result.symbol]! += weight * result.units;
      return;
    }
    for (let symbol = 0; symbol < symbolCount; symbol += 1) {
      const count = counts[reel]![symbol]!;
      if (count === 0) continue;
      line[reel] = symbol;
      visit(reel + 1, weight * count);
    }
  };
  visit(0, 1);
  return weighted.map((total) => total / denominator);
}

/** P(k scatters visible), k = 0..5. */
export function scatterDistribution(reels: CompiledReels): number[] {
  let distribution = [1];
  for (const shows of reels.scatterAt) {
    const showing = shows.reduce((sum, flag) => sum + flag, 0) / shows.length;
    const next = new Array<number>(distribution.length + 1).fill(0);
    distribution.forEach((probability, count) => {
      next[count]! += probability * (1 - showing);
      next[count + 1]! += probability * showing;
    });
    distribution = next;
  }
  return distribution;
}

/** The expected win of one spin in stakes (before any multiplier), exactly, without enumeration. */
export function spinMean(compiled: CompiledLines, reels: CompiledReels): { lines: number[]; scatter: number } {
  const perLine = lineExpectationBySymbol(compiled, reels);
  const scatters = scatterDistribution(reels);
  return {
    lines: perLine.map((units) => (units * compiled.lines.length) / PAY_UNIT),
    scatter: scatters.reduce(
      (sum, probability, count) => sum + (probability * compiled.scatterPays[count]!) / PAY_UNIT,
      0,
    ),
  };
}

export interface FeatureSolution {
  /** E_fs: expected win of one free spin in stakes, multiplier included. */
  freeSpinMean: number;
  /** p_k: probability of k scatters in one free spin. */
  freeScatters: number[];
  /** ρ = Σ p_k·a_k: expected free spins one free spin awards. */
  retriggerRate: number;
  /** v = E_fs / (1 − ρ): the value of one free spin with everything it retriggers; V(n) = n·v. */
  valuePerSpin: number;
}

export function solveFeature(compiled: CompiledLines): FeatureSolution {
  const mean = spinMean(compiled, compiled.free);
  const freeSpinMean = compiled.multiplier * (mean.lines.reduce((sum, value) => sum + value, 0) + mean.scatter);
  const freeScatters = scatterDistribution(compiled.free);
  const retriggerRate = freeScatters.reduce(
    (sum, probability, count) => sum + probability * compiled.awards[count]!,
    0,
  );
  if (retriggerRate >= 1) throw new Error('free spins would retrigger forever on average (ρ ≥ 1)');
  return { freeSpinMean, freeScatters, retriggerRate, valuePerSpin: freeSpinMean / (1 - retriggerRate) };
}

/** V(n): the expected total of n free spins with all their retriggers, in stakes. */
export function featureValue(data: LinesData, spins: number): number {
  return spins * solveFeature(compileLines(data)).valuePerSpin;
}

/** The exact RTP and its parts (no enumeration needed): per symbol line pays, scatter pays, feature. */
export function rtpParts(compiled: CompiledLines): {
  lines: number[];
  scatter: number;
  feature: number;
  baseScatters: number[];
} {
  const base = spinMean(compiled, compiled.base);
  const baseScatters = scatterDistribution(compiled.base);
  const { valuePerSpin } = solveFeature(compiled);
  const feature = baseScatters.reduce(
    (sum, probability, count) => sum + probability * compiled.awards[count]! * valuePerSpin,
    0,
  );
  return { lines: base.lines, scatter: base.scatter, feature, baseScatters };
}

/** Moments of one spin's win (stakes, before multiplier) from its exact distribution. */
export interface SpinMoments {
  mean: number;
  secondMoment: number;
  /** P(K = k) and E[B·1{K = k}]. */
  scatterProbability: number[];
  meanByScatters: number[];
  /** P(the spin pays nothing). */
  zeroProbability: number;
}

export function spinMoments(distribution: SpinDistribution): SpinMoments {
  const result: SpinMoments = {
    mean: 0,
    secondMoment: 0,
    scatterProbability: new Array<number>(REELS + 1).fill(0),
    meanByScatters: new Array<number>(REELS + 1).fill(0),
    zeroProbability: 0,
  };
  distribution.byScatters.forEach(({ units, combinations }, scatters) => {
    units.forEach((win, index) => {
      const probability = combinations[index]! / distribution.combinations;
      const stakes = win / PAY_UNIT;
      result.mean += probability * stakes;
      result.secondMoment += probability * stakes * stakes;
      result.scatterProbability[scatters]! += probability;
      result.meanByScatters[scatters]! += probability * stakes;
      if (win === 0) result.zeroProbability += probability;
    });
  });
  return result;
}

/** The round figures only the full enumeration gives (stakes); variant-data.ts pins them per variant. */
export interface EnumeratedStatistics {
  hitFrequency: number;
  secondMoment: number;
  volatilityIndex: number;
  treeMean: number;
  treeSecondMoment: number;
  capEffectBound: number;
}

export interface RoundStatistics extends EnumeratedStatistics {
  rtp: number;
  secondMoment: number;
  volatilityIndex: number;
  hitFrequency: number;
  /** E[T] and E[T²] of one free spin's tree (stakes). */
  treeMean: number;
  treeSecondMoment: number;
  /** Upper bound of the RTP the maximum-win cap takes away (stakes per stake). */
  capEffectBound: number;
  base: SpinMoments;
  free: SpinMoments;
}

/** Everything about the whole round, from the full enumerations of the base and free strips. */
export function roundStatistics(compiled: CompiledLines): RoundStatistics {
  const baseDistribution = enumerateSpin(compiled, compiled.base);
  const freeDistribution = enumerateSpin(compiled, compiled.free);
  const base = spinMoments(baseDistribution);
  const free = spinMoments(freeDistribution);
  const { awards, multiplier } = compiled;
  const retrigger = free.scatterProbability.reduce((sum, probability, count) => sum + probability * awards[count]!, 0);
  const treeMean = (multiplier * free.mean) / (1 - retrigger);
  const yTimesR = multiplier * free.meanByScatters.reduce((sum, mean, count) => sum + mean * awards[count]!, 0);
  const rFactorial = free.scatterProbability.reduce(
    (sum, probability, count) => sum + probability * awards[count]! * (awards[count]! - 1),
    0,
  );
  const treeSecondMoment =
    (multiplier * multiplier * free.secondMoment + 2 * yTimesR * treeMean + rFactorial * treeMean * treeMean) /
    (1 - retrigger);
  let rtp = base.mean;
  let secondMoment = base.secondMoment;
  for (let count = 0; count <= REELS; count += 1) {
    const spins = awards[count]!;
    if (spins === 0) continue;
    rtp += base.scatterProbability[count]! * spins * treeMean;
    secondMoment += 2 * base.meanByScatters[count]! * spins * treeMean;
    secondMoment +=
      base.scatterProbability[count]! * (spins * treeSecondMoment + spins * (spins - 1) * treeMean * treeMean);
  }
  return {
    rtp,
    secondMoment,
    volatilityIndex: Math.sqrt(secondMoment - rtp * rtp),
    // Three scatters always pay (compile.ts checks it), so a round that triggers free spins has
    // already won in its base spin: the round wins exactly when its base spin does.
    hitFrequency: 1 - base.zeroProbability,
    treeMean,
    treeSecondMoment,
    capEffectBound: capEffectBound(compiled, baseDistribution, freeDistribution),
    base,
    free,
  };
}

/** min over θ of E[e^{θX}]·e^{−θc}/(e·θ), the bound on E[(X − c)⁺] explained at the top. */
function capEffectBound(compiled: CompiledLines, base: SpinDistribution, free: SpinDistribution): number {
  const cap = compiled.maxWinUnits / PAY_UNIT;
  let best = Number.POSITIVE_INFINITY;
  for (let step = 0; step <= 120; step += 1) {
    const theta = 2 ** (-step / 6);
    const treeMgf = leastFixedPoint(exponentialByScatters(free, theta * compiled.multiplier), compiled.awards);
    if (!Number.isFinite(treeMgf)) continue;
    const baseTerms = exponentialByScatters(base, theta);
    const roundMgf = baseTerms.reduce((sum, term, count) => sum + term * treeMgf ** compiled.awards[count]!, 0);
    const bound = Math.exp(Math.log(roundMgf) - theta * cap - 1 - Math.log(theta));
    if (bound < best) best = bound;
  }
  return best;
}

/** E[e^{θ·stakes}·1{K = k}] for each scatter count k. */
function exponentialByScatters(distribution: SpinDistribution, theta: number): number[] {
  return distribution.byScatters.map(({ units, combinations }) =>
    units.reduce(
      (sum, win, index) =>
        sum + (combinations[index]! / distribution.combinations) * Math.exp((theta * win) / PAY_UNIT),
      0,
    ),
  );
}

/** Least root of M = Σ_k terms_k·M^{a_k} by iteration from 1 (it rises to it); Infinity if none. */
function leastFixedPoint(terms: number[], awards: number[]): number {
  let value = 1;
  for (let iteration = 0; iteration < 100_000; iteration += 1) {
    const next = terms.reduce((sum, term, count) => sum + term * value ** awards[count]!, 0);
    if (!Number.isFinite(next) || next > 1e12) return Number.POSITIVE_INFINITY;
    if (Math.abs(next - value) <= 1e-15 * next) return next;
    value = next;
  }
  return Number.POSITIVE_INFINITY;
}

const roundStatisticsCache = new WeakMap<LinesData, RoundStatistics>();

/** Memoised: the enumeration takes a few hundred milliseconds per strip set. */
export function cachedRoundStatistics(data: LinesData): RoundStatistics {
  const cached = roundStatisticsCache.get(data);
  if (cached) return cached;
  const statistics = roundStatistics(compileLines(data));
  roundStatisticsCache.set(data, statistics);
  return statistics;
}

const rounded = (value: number): number => Math.round(value * 1e9) / 1e9;

/**
 * The RTP report. The RTP and its parts are computed here (combinatorics, milliseconds); hit
 * frequency and volatility come from `statistics`, the pinned enumeration figures of a shipped
 * variant, or are enumerated now when none are given.
 */
export function linesRtpReport(
  variant: Variant<LinesData>,
  statistics: EnumeratedStatistics = cachedRoundStatistics(variant.data),
): RtpReport {
  const compiled = compileLines(variant.data);
  const parts = rtpParts(compiled);
  const nameOf = (id: string): string => variant.theme.symbols.find((symbol) => symbol.id === id)?.nameTr ?? id;
  const contributions = [
    ...parts.lines.flatMap((rtp, symbol) =>
      rtp > 0 ? [{ label: `Çizgi: ${nameOf(compiled.symbols[symbol]!)}`, rtp: rounded(rtp) }] : [],
    ),
    { label: `Scatter: ${nameOf(variant.data.scatter)}`, rtp: rounded(parts.scatter) },
    { label: `Bedava dönüşler (×${compiled.multiplier}, yeniden tetiklemeli)`, rtp: rounded(parts.feature) },
  ];
  const rtp = parts.lines.reduce((sum, value) => sum + value, 0) + parts.scatter + parts.feature;
  return {
    variant: variant.code,
    method: 'exact',
    rtp: rounded(rtp),
    hitFrequency: rounded(statistics.hitFrequency),
    volatilityIndex: rounded(statistics.volatilityIndex),
    contributions,
    maxWinUnits: compiled.maxWinUnits,
  };
}
