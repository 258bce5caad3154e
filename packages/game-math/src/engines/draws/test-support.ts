import type { RandomSource } from '../../random.js';

/**
 * The 99th percentile of the chi-square distribution with `degrees` degrees of freedom
 * (Wilson–Hilferty; within 0.5 % of the tables from 2 degrees up): a goodness-of-fit statistic
 * above it rejects uniformity at the 1 % level.
 */
export function chiSquare99(degrees: number): number {
  const z99 = 2.326_347_874;
  const h = 2 / (9 * degrees);
  return degrees * (1 - h + z99 * Math.sqrt(h)) ** 3;
}

/** Pearson's statistic of observed counts against expected counts. */
export function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, count, index) => sum + (count - expected[index]!) ** 2 / expected[index]!, 0);
}

/** A source that answers the given integers in order (and fails loudly past their end or out of range). */
export function scriptedRandom(values: readonly number[]): RandomSource & { used: () => number } {
  let next = 0;
  return {
    nextInt(maxExclusive) {
      if (next >= values.length) throw new Error('the scripted source ran out');
      const value = values[next++]!;
      if (value < 0 || value >= maxExclusive) throw new Error(`scripted ${value} is not below ${maxExclusive}`);
      return value;
    },
    used: () => next,
  };
}

/** A source that counts how many integers were asked of it. */
export function countingRandom(inner: RandomSource): RandomSource & { calls: () => number } {
  let calls = 0;
  return {
    nextInt(maxExclusive) {
      calls += 1;
      return inner.nextInt(maxExclusive);
    },
    calls: () => calls,
  };
}
