import { REELS as REEL_COUNT, SCATTER as SCATTER_SYMBOL, WILD as WILD_SYMBOL, type CompiledLines } from './compile.js';

// Module-local copies: imported bindings can compile to getter calls, which cost more than the
// arithmetic in the hot loops below.
const REELS = REEL_COUNT;
const SCATTER = SCATTER_SYMBOL;
const WILD = WILD_SYMBOL;

/** The result of one payline, written into a reused object so the exact enumeration allocates nothing. */
export interface LineResult {
  symbol: number;
  count: number;
  units: number;
}

export function emptyLineResult(): LineResult {
  return { symbol: -1, count: 0, units: 0 };
}

/**
 * Pays one line read left to right (symbols per reel). The line pays the better of two runs: the
 * leading wilds as the wild's own symbol, and the first other symbol with the wilds before and after
 * it as substitutes. On a tie it pays as the substituted symbol. The scatter never joins a line.
 */
export function evaluateLine(compiled: CompiledLines, symbols: ArrayLike<number>, out: LineResult): LineResult {
  const pays = compiled.pays;
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === WILD) wilds += 1;
  const wildUnits = pays[WILD]![wilds]!;
  out.symbol = WILD;
  out.count = wilds;
  out.units = wildUnits;
  if (wilds === REELS) return out;
  const first = symbols[wilds]!;
  if (first === SCATTER) return out;
  let count = wilds + 1;
  while (count < REELS && (symbols[count] === first || symbols[count] === WILD)) count += 1;
  const symbolUnits = pays[first]![count]!;
  if (symbolUnits > 0 && symbolUnits >= wildUnits) {
    out.symbol = first;
    out.count = count;
    out.units = symbolUnits;
  }
  return out;
}
