import type { RandomSource } from '../../random.js';
import { STAKE_LADDER_KURUS, type Engine, PAY_UNIT, type SpinOutcome } from '../../types.js';
import { CLASSIC_PAYLINES, type PayTableIndex, REELS, ROWS, payTableIndex, symbolAt } from './paytable.js';
import type { Classic3x3Data, Classic3x3LineWin, Classic3x3Presentation, Classic3x3Variant } from './types.js';

export const CLASSIC_3X3_ID = 'classic-3x3' as const;

/** The total of the five lines for the stops, before the cap, with each winning line. */
export function evaluateStops(
  index: PayTableIndex,
  stops: readonly [number, number, number],
): { units: number; lines: Classic3x3LineWin[] } {
  const k = index.symbols.length;
  const lines: Classic3x3LineWin[] = [];
  let units = 0;
  for (let line = 0; line < CLASSIC_PAYLINES.length; line += 1) {
    const rows = CLASSIC_PAYLINES[line]!;
    const a = symbolAt(index.reels[0], stops[0], rows[0]);
    const b = symbolAt(index.reels[1], stops[1], rows[1]);
    const c = symbolAt(index.reels[2], stops[2], rows[2]);
    const payIndex = index.bestPay[(a * k + b) * k + c]!;
    if (payIndex < 0) continue;
    const pay = index.pays[payIndex]!;
    units += pay.units;
    lines.push({ line, rows, pay: pay.id, kind: pay.kind, symbol: pay.id, units: pay.units });
  }
  return { units, lines };
}

function assertStake(stakeKurus: number): void {
  if (!(STAKE_LADDER_KURUS as readonly number[]).includes(stakeKurus)) {
    // Off the ladder a win in hundredths of the stake might not be a whole number of kuruş.
    throw new RangeError(`stake ${stakeKurus} is not on the stake ladder`);
  }
}

function spin(
  variant: Classic3x3Variant,
  stakeKurus: number,
  random: RandomSource,
): SpinOutcome<Classic3x3Presentation> {
  assertStake(stakeKurus);
  const index = payTableIndex(variant.data);
  // One draw per reel, reel 1 first: the provably fair page replays the same order.
  const stops: [number, number, number] = [
    random.nextInt(index.reels[0].length),
    random.nextInt(index.reels[1].length),
    random.nextInt(index.reels[2].length),
  ];
  const { units, lines } = evaluateStops(index, stops);
  const paid = Math.min(units, variant.data.maxWinUnits);
  const grid: string[][] = [];
  for (let row = 0; row < ROWS; row += 1) {
    const cells: string[] = [];
    for (let reel = 0; reel < REELS; reel += 1)
      cells.push(index.symbols[symbolAt(index.reels[reel]!, stops[reel]!, row)]!);
    grid.push(cells);
  }
  return {
    engine: CLASSIC_3X3_ID,
    variant: variant.code,
    stakeKurus,
    winKurus: (stakeKurus * paid) / PAY_UNIT,
    winUnits: units,
    capped: paid < units,
    presentation: { grid, stops, lines },
  };
}

export const classic3x3Engine: Engine<Classic3x3Data, Classic3x3Presentation> = {
  id: CLASSIC_3X3_ID,
  spin,
  maxWinUnits: (variant) => Math.min(variant.data.maxWinUnits, largestRoundUnits(variant.data)),
};

const largest = new WeakMap<Classic3x3Data, number>();

/** The largest total of any stop combination before the cap (full enumeration, memoised). */
export function largestRoundUnits(data: Classic3x3Data): number {
  const cached = largest.get(data);
  if (cached !== undefined) return cached;
  const index = payTableIndex(data);
  let best = 0;
  forEachStops(index, (stops) => {
    best = Math.max(best, evaluateStops(index, stops).units);
  });
  largest.set(data, best);
  return best;
}

/** Visits every combination of stops once: len1 * len2 * len3 rounds, each equally likely. */
export function forEachStops(index: PayTableIndex, visit: (stops: readonly [number, number, number]) => void): void {
  const stops: [number, number, number] = [0, 0, 0];
  for (stops[0] = 0; stops[0] < index.reels[0].length; stops[0] += 1) {
    for (stops[1] = 0; stops[1] < index.reels[1].length; stops[1] += 1) {
      for (stops[2] = 0; stops[2] < index.reels[2].length; stops[2] += 1) visit(stops);
    }
  }
}
