import type { RandomSource } from '../../random.js';
import { PAY_UNIT, type Engine, type SpinOutcome, type Variant } from '../../types.js';
import { compileLines, REELS, ROWS, symbolAt, type CompiledLines, type CompiledReels } from './compile.js';
import { emptyLineResult, evaluateLine } from './evaluate.js';
import type { LinesData, LinesPresentation, LineWin, SpinView } from './types.js';

/**
 * Plays one spin on the given strips: one `random.nextInt(stripLength)` per reel, left to right,
 * then every payline and the scatters. `multiplier` is 1 in the base game and the free-spin
 * multiplier in free spins; it is applied to each win so the parts always add up to the spin.
 */
export function playSpin(
  compiled: CompiledLines,
  reels: CompiledReels,
  random: RandomSource,
  multiplier: number,
): SpinView {
  const stops = reels.strips.map((strip) => random.nextInt(strip.length));
  return evaluateStops(compiled, reels, stops, multiplier);
}

/** Everything one set of stops pays: its line wins, its scatter win and the free spins it awards. */
export function evaluateStops(
  compiled: CompiledLines,
  reels: CompiledReels,
  stops: number[],
  multiplier: number,
): SpinView {
  const grid = reels.strips.map((strip, reel) => {
    let column = '';
    for (let row = 0; row < ROWS; row += 1) column += compiled.symbols[symbolAt(strip, stops[reel]!, row)];
    return column;
  });
  const lines: LineWin[] = [];
  const lineSymbols = new Array<number>(REELS);
  const result = emptyLineResult();
  compiled.lines.forEach((rows, line) => {
    for (let reel = 0; reel < REELS; reel += 1)
      lineSymbols[reel] = symbolAt(reels.strips[reel]!, stops[reel]!, rows[reel]!);
    evaluateLine(compiled, lineSymbols, result);
    if (result.units > 0) {
      lines.push({
        line,
        symbol: compiled.symbols[result.symbol]!,
        count: result.count,
        units: result.units * multiplier,
      });
    }
  });
  const scatters = reels.scatterAt.reduce((sum, shows, reel) => sum + shows[stops[reel]!]!, 0);
  const scatterUnits = compiled.scatterPays[scatters]! * multiplier;
  const units = lines.reduce((sum, win) => sum + win.units, scatterUnits);
  return {
    stops,
    grid,
    lines,
    scatter: { count: scatters, units: scatterUnits },
    awarded: compiled.awards[scatters]!,
    units,
  };
}

/**
 * One round: the base spin, then its free spins on the free strips, with retriggers adding spins
 * (same awards). Play stops early once the total reaches the maximum win, since nothing more could
 * be paid. That also ends every round: each retriggering spin pays at least the three-scatter pay,
 * so an endless chain of retriggers would reach the cap.
 */
export function playRound(compiled: CompiledLines, random: RandomSource): LinesPresentation {
  const base = playSpin(compiled, compiled.base, random, 1);
  const freeSpins: SpinView[] = [];
  let remaining = base.awarded;
  let totalUnits = base.units;
  while (remaining > 0 && totalUnits < compiled.maxWinUnits) {
    const spin = playSpin(compiled, compiled.free, random, compiled.multiplier);
    freeSpins.push(spin);
    remaining += spin.awarded - 1;
    totalUnits += spin.units;
  }
  return { base, freeSpins, freeSpinMultiplier: compiled.multiplier, totalUnits };
}

export const linesEngine: Engine<LinesData, LinesPresentation> = {
  id: 'lines-5x3',
  spin(variant: Variant<LinesData>, stakeKurus: number, random: RandomSource): SpinOutcome<LinesPresentation> {
    if (!Number.isInteger(stakeKurus) || stakeKurus <= 0 || stakeKurus % PAY_UNIT !== 0) {
      // Wins are stake * units / 100; a stake of whole lira keeps every win a whole number of kuruş.
      throw new RangeError(`stake must be a positive whole number of lira in kuruş, got ${stakeKurus}`);
    }
    const compiled = compileLines(variant.data);
    const presentation = playRound(compiled, random);
    const paidUnits = Math.min(presentation.totalUnits, compiled.maxWinUnits);
    return {
      engine: 'lines-5x3',
      variant: variant.code,
      stakeKurus,
      winKurus: (stakeKurus / PAY_UNIT) * paidUnits,
      winUnits: presentation.totalUnits,
      capped: presentation.totalUnits > compiled.maxWinUnits,
      presentation,
    };
  },
  maxWinUnits(variant: Variant<LinesData>): number {
    return variant.data.maxWinUnits;
  },
};
