import type { LinesData, PayTriple } from './types.js';

/**
 * A variant's data turned into index arrays once, for spins and for the exact enumeration: symbol
 * 0 is the wild, 1 the scatter, then the paying symbols in paytable order. Compiling also checks
 * every rule the mathematics relies on, so a bad variant fails loudly instead of paying wrongly.
 */
export const WILD = 0;
export const SCATTER = 1;
export const REELS = 5;
export const ROWS = 3;

export interface CompiledReels {
  /** Symbol index per stop, per reel. */
  strips: Uint8Array[];
  /** 1 when the window at this stop shows a scatter (at most one: scatters stand 3 stops apart). */
  scatterAt: Uint8Array[];
}

export interface CompiledLines {
  /** Symbol id per index. */
  symbols: string[];
  /** pays[symbol][count] in units, count 0..5 (0 below three). */
  pays: number[][];
  lines: number[][];
  /** Scatter pay and free spins awarded by the number of scatters visible, 0..5. */
  scatterPays: number[];
  awards: number[];
  multiplier: number;
  maxWinUnits: number;
  base: CompiledReels;
  free: CompiledReels;
}

const compiledCache = new WeakMap<LinesData, CompiledLines>();

export function compileLines(data: LinesData): CompiledLines {
  const cached = compiledCache.get(data);
  if (cached) return cached;
  const compiled = buildCompiled(data);
  compiledCache.set(data, compiled);
  return compiled;
}

function buildCompiled(data: LinesData): CompiledLines {
  if (data.wild.length !== 1 || data.scatter.length !== 1 || data.wild === data.scatter) {
    throw new Error('wild and scatter must be two different one-character symbols');
  }
  const payingIds = Object.keys(data.linePays).filter((id) => id !== data.wild);
  const symbols = [data.wild, data.scatter, ...payingIds];
  for (const id of symbols) if (id.length !== 1) throw new Error(`symbol id "${id}" must be one character`);
  if (!data.linePays[data.wild]) throw new Error('the wild needs its own line pays');
  if (data.linePays[data.scatter]) throw new Error('the scatter pays by count, not on lines');
  const pays = symbols.map((id) => (id === data.scatter ? [0, 0, 0, 0, 0, 0] : byCount(data.linePays[id]!, id)));
  checkLines(data.lines);
  const awards = byCount(data.freeSpins.awards, 'free spin awards');
  if (awards.slice(3).some((award) => award < 1)) throw new Error('3, 4 and 5 scatters must award free spins');
  if (!Number.isInteger(data.freeSpins.multiplier) || data.freeSpins.multiplier < 1) {
    throw new Error('the free-spin multiplier must be a positive integer');
  }
  const scatterPays = byCount(data.scatterPays, 'scatter pays');
  // A retrigger chain must always add to the win, so the cap ends every chain (see engine.ts).
  if (scatterPays[3]! < 1) throw new Error('three scatters must pay something');
  if (!Number.isInteger(data.maxWinUnits) || data.maxWinUnits < 1)
    throw new Error('maxWinUnits must be a positive integer');
  return {
    symbols,
    pays,
    lines: data.lines.map((line) => [...line]),
    scatterPays,
    awards,
    multiplier: data.freeSpins.multiplier,
    maxWinUnits: data.maxWinUnits,
    base: compileReels(data.baseReels, symbols, SCATTER),
    free: compileReels(data.freeReels, symbols, SCATTER),
  };
}

/** A triple as an array indexed by count 0..5, checked: integers, never less for more. */
function byCount(triple: PayTriple, what: string): number[] {
  const [three, four, five] = triple;
  for (const value of triple) {
    if (!Number.isInteger(value) || value < 0) throw new Error(`${what}: pays must be non-negative integers`);
  }
  if (four < three || five < four) throw new Error(`${what}: more of a kind never pays less`);
  return [0, 0, 0, three, four, five];
}

function checkLines(lines: ReadonlyArray<readonly number[]>): void {
  if (lines.length < 1) throw new Error('at least one payline');
  const seen = new Set<string>();
  for (const line of lines) {
    if (line.length !== REELS || line.some((row) => !Number.isInteger(row) || row < 0 || row >= ROWS)) {
      throw new Error(`payline ${line.join(',')} must give a row 0..2 for each of 5 reels`);
    }
    const key = line.join('');
    if (seen.has(key)) throw new Error(`payline ${key} appears twice`);
    seen.add(key);
  }
}

function compileReels(reels: readonly string[], symbols: string[], scatter: number): CompiledReels {
  if (reels.length !== REELS) throw new Error('five reel strips');
  const strips = reels.map((strip, reel) => {
    if (strip.length < ROWS) throw new Error(`reel ${reel + 1} is shorter than the window`);
    return Uint8Array.from([...strip], (id) => {
      const index = symbols.indexOf(id);
      if (index < 0) throw new Error(`reel ${reel + 1}: unknown symbol "${id}"`);
      return index;
    });
  });
  const scatterAt = strips.map((strip, reel) => {
    const positions = [...strip.keys()].filter((stop) => strip[stop] === scatter);
    for (const position of positions) {
      for (const other of positions) {
        const gap = (other - position + strip.length) % strip.length;
        // Two scatters in one window would make "scatters visible" differ from "reels showing one".
        if (gap > 0 && gap < ROWS) throw new Error(`reel ${reel + 1}: scatters must stand at least 3 stops apart`);
      }
    }
    return Uint8Array.from(strip, (_, stop) => (windowHas(strip, stop, scatter) ? 1 : 0));
  });
  return { strips, scatterAt };
}

function windowHas(strip: Uint8Array, stop: number, symbol: number): boolean {
  for (let row = 0; row < ROWS; row += 1) if (strip[(stop + row) % strip.length] === symbol) return true;
  return false;
}

/** The symbol on `row` of a reel stopped at `stop`. */
export function symbolAt(strip: Uint8Array, stop: number, row: number): number {
  return strip[(stop + row) % strip.length]!;
}
