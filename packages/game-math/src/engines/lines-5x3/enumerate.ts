import {
  REELS as REEL_COUNT,
  ROWS as ROW_COUNT,
  SCATTER as SCATTER_SYMBOL,
  WILD as WILD_SYMBOL,
  type CompiledLines,
  type CompiledReels,
} from './compile.js';
import { emptyLineResult, evaluateLine } from './evaluate.js';

// Module-local copies: imported bindings can compile to getter calls, which cost more than the
// arithmetic in the hot loops below.
const REELS = REEL_COUNT;
const ROWS = ROW_COUNT;
const SCATTER = SCATTER_SYMBOL;
const WILD = WILD_SYMBOL;

/**
 * The exact distribution of one spin's win over every combination of reel stops (the product of
 * the strip lengths, e.g. 32^5 ≈ 33.6 million), kept by the number of scatters shown, because the
 * scatters decide the free spins. Units are before any free-spin multiplier.
 *
 * It is a full enumeration, made fast by two exact shortcuts, not by sampling:
 * - after the first three reels a payline is "live" only if those three symbols can still form a
 *   run (no scatter, and every non-wild symbol the same); a dead line pays 0 whatever reels 4 and 5
 *   show, because every pay needs three of a kind from the left;
 * - once reel 4 is fixed, a live line whose pay cannot change with reel 5 adds a fixed amount, and
 *   when no line is still open reel 5 only matters by whether it shows a scatter;
 * - when no line is live the win is the scatter pay alone, which depends only on how many scatters
 *   reels 4 and 5 add, so the stop pairs of reels 4 and 5 are counted by that number at once.
 * A test checks the result against the plain five-nested-loop enumeration on a small variant.
 */
export interface SpinDistribution {
  /** Number of stop combinations (product of strip lengths). */
  combinations: number;
  /**
   * byScatters[scatters]: the wins (units) that occur with that many scatters shown, and how many
   * combinations give each; only wins that occur are listed.
   */
  byScatters: Array<{ units: number[]; combinations: number[] }>;
}

export function maxSpinUnits(compiled: CompiledLines): number {
  const bestLine = Math.max(...compiled.pays.map((byCount) => Math.max(...byCount)));
  return compiled.lines.length * bestLine + Math.max(...compiled.scatterPays);
}

export function enumerateSpin(compiled: CompiledLines, reels: CompiledReels): SpinDistribution {
  const lengths = reels.strips.map((strip) => strip.length);
  const combinations = lengths.reduce((product, length) => product * length, 1);
  const size = maxSpinUnits(compiled) + 1;
  const counts = Array.from({ length: REELS + 1 }, () => new Float64Array(size));
  // rowSymbols[reel][row][stop]: the symbol a payline reading `row` sees when the reel stops at `stop`.
  const rowSymbols = reels.strips.map((strip) =>
    Array.from({ length: ROWS }, (_, row) => Uint8Array.from(strip, (_, stop) => strip[(stop + row) % strip.length]!)),
  );
  const [scatter1, scatter2, scatter3, scatter4, scatter5] = reels.scatterAt as [
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
    Uint8Array,
  ];
  const lastTwoByScatters = [0, 0, 0];
  for (let stop4 = 0; stop4 < lengths[3]!; stop4 += 1) {
    for (let stop5 = 0; stop5 < lengths[4]!; stop5 += 1) lastTwoByScatters[scatter4[stop4]! + scatter5[stop5]!]! += 1;
  }
  const lineCount = compiled.lines.length;
  const suffixPays = suffixPayTables(compiled);
  const symbolCount = compiled.symbols.length;
  const liveTable: Int32Array[] = [];
  const liveRow4: Uint8Array[] = [];
  const liveRow5: Uint8Array[] = [];
  const openTable: Int32Array[] = [];
  const openOffset = new Int32Array(lineCount);
  const openRow5: Uint8Array[] = [];
  const dependsOnFifthOffset = symbolCount * symbolCount;
  const reel5ByScatter = [lengths[4]! - sum(scatter5), sum(scatter5)];
  const rows = compiled.lines;
  for (let stop1 = 0; stop1 < lengths[0]!; stop1 += 1) {
    for (let stop2 = 0; stop2 < lengths[1]!; stop2 += 1) {
      for (let stop3 = 0; stop3 < lengths[2]!; stop3 += 1) {
        const firstScatters = scatter1[stop1]! + scatter2[stop2]! + scatter3[stop3]!;
        let live = 0;
        for (let line = 0; line < lineCount; line += 1) {
          const lineRows = rows[line]!;
          const run = runOfThree(
            rowSymbols[0]![lineRows[0]!]![stop1]!,
            rowSymbols[1]![lineRows[1]!]![stop2]!,
            rowSymbols[2]![lineRows[2]!]![stop3]!,
          );
          if (run < 0) continue;
          liveTable[live] = suffixPays[run]!;
          liveRow4[live] = rowSymbols[3]![lineRows[3]!]!;
          liveRow5[live] = rowSymbols[4]![lineRows[4]!]!;
          live += 1;
        }
        if (live === 0) {
          for (let added = 0; added <= 2; added += 1) {
            const scatters = firstScatters + added;
            counts[scatters]![compiled.scatterPays[scatters]!]! += lastTwoByScatters[added]!;
          }
          continue;
        }
        for (let stop4 = 0; stop4 < lengths[3]!; stop4 += 1) {
          const fourScatters = firstScatters + scatter4[stop4]!;
          // Lines whose pay no longer depends on reel 5 add a fixed amount; only the others are
          // read for each stop of reel 5, and when there are none reel 5 matters only by its scatter.
          let fixedUnits = 0;
          let open = 0;
          for (let index = 0; index < live; index += 1) {
            const fourth = liveRow4[index]![stop4]!;
            const offset = fourth * symbolCount;
            const table = liveTable[index]!;
            if (table[dependsOnFifthOffset + fourth]! === 0) {
              fixedUnits += table[offset]!;
            } else {
              openTable[open] = table;
              openOffset[open] = offset;
              openRow5[open] = liveRow5[index]!;
              open += 1;
            }
          }
          if (open === 0) {
            for (let added = 0; added <= 1; added += 1) {
              const scatters = fourScatters + added;
              counts[scatters]![fixedUnits + compiled.scatterPays[scatters]!]! += reel5ByScatter[added]!;
            }
            continue;
          }
          for (let stop5 = 0; stop5 < lengths[4]!; stop5 += 1) {
            const scatters = fourScatters + scatter5[stop5]!;
            let units = fixedUnits + compiled.scatterPays[scatters]!;
            for (let index = 0; index < open; index += 1) {
              units += openTable[index]![openOffset[index]! + openRow5[index]![stop5]!]!;
            }
            counts[scatters]![units]! += 1;
          }
        }
      }
    }
  }
  const byScatters = counts.map((byUnits) => {
    const units: number[] = [];
    const combinationsOf: number[] = [];
    byUnits.forEach((count, win) => {
      if (count === 0) return;
      units.push(win);
      combinationsOf.push(count);
    });
    return { units, combinations: combinationsOf };
  });
  return { combinations, byScatters };
}

/**
 * What a line pays once its first three symbols form a run, for every pair of symbols on reels 4
 * and 5: table[run][fourth * symbols + fifth], followed by one flag per fourth symbol telling
 * whether the fifth can still change the pay. `run` is `run` is the run's symbol (WILD for three
 * wilds). Which symbols made the run does not matter: a run with a non-wild symbol among its first
 * three has fewer than three leading wilds, so the wild's own pay cannot apply to it.
 */
function sum(values: Uint8Array): number {
  return values.reduce((total, value) => total + value, 0);
}

function suffixPayTables(compiled: CompiledLines): Int32Array[] {
  const symbolCount = compiled.symbols.length;
  const result = emptyLineResult();
  const line = new Uint8Array(REELS);
  return compiled.symbols.map((_, run) => {
    // After the pays: one flag per fourth symbol, 1 if the fifth symbol can change the pay.
    const table = new Int32Array(symbolCount * symbolCount + symbolCount);
    if (run === SCATTER) return table;
    line[0] = run;
    line[1] = WILD;
    line[2] = WILD;
    for (let fourth = 0; fourth < symbolCount; fourth += 1) {
      for (let fifth = 0; fifth < symbolCount; fifth += 1) {
        line[3] = fourth;
        line[4] = fifth;
        table[fourth * symbolCount + fifth] = evaluateLine(compiled, line, result).units;
      }
      const pays = table.subarray(fourth * symbolCount, (fourth + 1) * symbolCount);
      table[symbolCount * symbolCount + fourth] = pays.some((units) => units !== pays[0]) ? 1 : 0;
    }
    return table;
  });
}

/** The symbol of the run three leading symbols form (WILD for three wilds), or -1 if they form none. */
function runOfThree(a: number, b: number, c: number): number {
  if (a === SCATTER || b === SCATTER || c === SCATTER) return -1;
  let kind = WILD;
  if (a !== WILD) kind = a;
  if (b !== WILD) {
    if (kind !== WILD && b !== kind) return -1;
    kind = b;
  }
  if (c !== WILD) {
    if (kind !== WILD && c !== kind) return -1;
    kind = c;
  }
  return kind;
}
