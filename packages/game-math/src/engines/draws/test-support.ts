import { type RandomSource, seededRandom } from '../../random.js';
import { type DrawGame, ODDS_UNIT } from './markets.js';

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

/** What one unit on every selection of each market returned over a seeded run: mean and its 99 % half-width. */
export interface SimulatedMarket {
  mean: number;
  halfWidth99: number;
}

/**
 * Plays `draws` seeded draws of a game and, for each market, stakes one unit on a selection chosen
 * uniformly at random from a second source (one fixed choice for a position-paid market): the
 * mean return per unit is the average of the market's selection RTPs, within 2.576 standard
 * errors at 99 %. (Staking on every selection at once would return a constant on a market whose
 * selections share one RTP, and test nothing.)
 */
export function simulateMarkets<Result>(
  game: DrawGame<Result>,
  draws: number,
  seed: number,
  positionSelection: string,
): Map<string, SimulatedMarket> {
  const random = seededRandom(seed);
  const chooser = seededRandom(seed ^ 0x5bd1e995);
  const sums = game.markets.map(() => ({ total: 0, squares: 0 }));
  for (let draw = 0; draw < draws; draw += 1) {
    const result = game.draw(random);
    game.markets.forEach((market, index) => {
      let returned = 0;
      if (market.kind === 'fixed') {
        const selection = market.selections[chooser.nextInt(market.selections.length)]!;
        if (market.wins(result, selection.id)) returned = selection.oddsHundredths / ODDS_UNIT;
      } else {
        const position = market.completedAt(result, positionSelection);
        const row = market.table.find((candidate) => candidate.position === position);
        returned = row ? row.oddsHundredths / ODDS_UNIT : 0;
      }
      sums[index]!.total += returned;
      sums[index]!.squares += returned * returned;
    });
  }
  return new Map(
    game.markets.map((market, index) => {
      const { total, squares } = sums[index]!;
      const mean = total / draws;
      const variance = squares / draws - mean * mean;
      return [market.id, { mean, halfWidth99: 2.576 * Math.sqrt(variance / draws) }];
    }),
  );
}
