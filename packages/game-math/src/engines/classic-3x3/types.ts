import type { Variant, VariantListing } from '../../types.js';

/**
 * The data of a classic 3x3 game: three reel strips, a paytable in PAY_UNIT of the total stake,
 * one wild, mixed pays. The bet is fixed over all five lines, so every pay is written against the
 * total stake (a line's 3 cherries paying 5 line bets pays 100 units = 1 stake).
 */
export interface Classic3x3Data {
  /** Each reel's own strip, symbol ids from top to bottom, 20 to 40 stops; it wraps around. */
  reels: readonly [readonly string[], readonly string[], readonly string[]];
  /** The wild's symbol id: it stands in for every symbol and every mixed pay. */
  wild: string;
  /**
   * Three of a kind on a line, in PAY_UNIT of the total stake. The wild's own entry pays three
   * wilds (a wild may pay itself); wilds complete every other entry.
   */
  threeOfAKind: Readonly<Record<string, number>>;
  /** Mixed pays: any three symbols of the group on a line, wilds included ("any bar"). */
  mixed: ReadonlyArray<MixedPay>;
  /** The cap on the round's total win, in PAY_UNIT of the stake. */
  maxWinUnits: number;
}

export interface MixedPay {
  /** The pay's id in the presentation and the PAR sheet, e.g. `any-bar`. */
  id: string;
  nameTr: string;
  nameEn: string;
  symbols: readonly string[];
  units: number;
}

/** One winning line as the client draws it. */
export interface Classic3x3LineWin {
  /** Index into CLASSIC_PAYLINES (0-2 the rows, 3 and 4 the diagonals). */
  line: number;
  /** The row of the line on each reel, so a client can draw it without the table. */
  rows: readonly [number, number, number];
  /** The pay: a symbol id (three of a kind) or a mixed pay's id. */
  pay: string;
  kind: 'three-of-a-kind' | 'mixed';
  /** The symbol that pays, or for a mixed pay the group's id (the same as `pay`). */
  symbol: string;
  units: number;
}

export interface Classic3x3Presentation {
  /** grid[row][reel], symbol ids, row 0 at the top. */
  grid: string[][];
  /** Each reel's stop: the strip index shown in the top row. */
  stops: [number, number, number];
  lines: Classic3x3LineWin[];
}

export type Classic3x3Variant = Variant<Classic3x3Data>;

/** The generated half of a variant (tuned.ts): its reel strips and the label its volatility earns. */
export interface TunedReels {
  reels: readonly [readonly string[], readonly string[], readonly string[]];
  volatility: VariantListing['volatility'];
}
