import type { Classic3x3Data } from './types.js';

/** The five lines, as the row on each reel: three rows, then the two diagonals. */
export const CLASSIC_PAYLINES: ReadonlyArray<readonly [number, number, number]> = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

export const ROWS = 3;
export const REELS = 3;

/** The best pay of one line; `pay` is -1 when the line pays nothing. */
export interface LinePay {
  units: number;
  /** Index into PayTableIndex.pays. */
  pay: number;
}

export interface PayDefinition {
  id: string;
  kind: 'three-of-a-kind' | 'mixed';
  units: number;
  /** The symbols (by index) that complete this pay, wild included. */
  accepts: ReadonlySet<number>;
}

/**
 * The paytable compiled to a lookup over every triple of symbols, so a spin and the full
 * enumeration evaluate a line with one array read instead of walking the rules each time.
 */
export interface PayTableIndex {
  symbols: readonly string[];
  symbolIndex: ReadonlyMap<string, number>;
  pays: readonly PayDefinition[];
  /** best[(a * k + b) * k + c] for the symbols a, b, c on reels 1-3. */
  bestUnits: Int32Array;
  bestPay: Int16Array;
  /** The strips as symbol indices. */
  reels: readonly [Int16Array, Int16Array, Int16Array];
}

const compiled = new WeakMap<Classic3x3Data, PayTableIndex>();

export function payTableIndex(data: Classic3x3Data): PayTableIndex {
  const cached = compiled.get(data);
  if (cached) return cached;
  const index = compile(data);
  compiled.set(data, index);
  return index;
}

function compile(data: Classic3x3Data): PayTableIndex {
  const symbols = [...new Set(data.reels.flat())];
  if (!symbols.includes(data.wild)) symbols.push(data.wild);
  const symbolIndex = new Map(symbols.map((symbol, position) => [symbol, position]));
  const wild = symbolIndex.get(data.wild)!;
  const lookup = (symbol: string): number => {
    const position = symbolIndex.get(symbol);
    if (position === undefined) throw new Error(`paytable names ${symbol}, which is on no reel`);
    return position;
  };
  const pays: PayDefinition[] = [
    ...Object.entries(data.threeOfAKind).map(([symbol, units]) => ({
      id: symbol,
      kind: 'three-of-a-kind' as const,
      units,
      // The wild's own pay needs three wilds; any other symbol takes wilds in its place.
      accepts: new Set(symbol === data.wild ? [wild] : [lookup(symbol), wild]),
    })),
    ...data.mixed.map((group) => ({
      id: group.id,
      kind: 'mixed' as const,
      units: group.units,
      accepts: new Set([...group.symbols.map(lookup), wild]),
    })),
  ];
  const k = symbols.length;
  const bestUnits = new Int32Array(k * k * k);
  const bestPay = new Int16Array(k * k * k).fill(-1);
  for (let a = 0; a < k; a += 1) {
    for (let b = 0; b < k; b += 1) {
      for (let c = 0; c < k; c += 1) {
        const cell = (a * k + b) * k + c;
        // Only the line's highest pay is paid; on a tie the earlier entry (three of a kind) is named.
        pays.forEach((pay, payIndex) => {
          if (pay.accepts.has(a) && pay.accepts.has(b) && pay.accepts.has(c) && pay.units > bestUnits[cell]!) {
            bestUnits[cell] = pay.units;
            bestPay[cell] = payIndex;
          }
        });
      }
    }
  }
  const strip = (reel: readonly string[]) => Int16Array.from(reel, lookup);
  return {
    symbols,
    symbolIndex,
    pays,
    bestUnits,
    bestPay,
    reels: [strip(data.reels[0]), strip(data.reels[1]), strip(data.reels[2])],
  };
}

/** The symbol index shown at `row` of a reel stopped at `stop` (the strip wraps around). */
export function symbolAt(strip: Int16Array, stop: number, row: number): number {
  return strip[(stop + row) % strip.length]!;
}
