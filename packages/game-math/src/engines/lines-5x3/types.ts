/**
 * The data and presentation shapes of the 5x3 lines engine. Symbol ids are single characters so
 * a reel strip is a short literal string ("AKWQS…") and a grid column is three characters.
 */

/** Pays for 3, 4 and 5 of a kind (or 3, 4, 5 scatters), in hundredths of the total stake. */
export type PayTriple = readonly [three: number, four: number, five: number];

export interface FreeSpinRule {
  /** Free spins awarded by 3, 4 and 5 scatters, in the base game and again (retrigger) in free spins. */
  awards: PayTriple;
  /** Every free-spin win (lines and scatters) is multiplied by this. */
  multiplier: number;
}

export interface LinesData {
  /** The wild: substitutes for every symbol but the scatter, and pays its own run. */
  wild: string;
  /** The scatter: pays anywhere by count and triggers free spins; never part of a line. */
  scatter: string;
  /** Line pays per symbol (the wild included, the scatter not), units of the total stake. */
  linePays: Readonly<Record<string, PayTriple>>;
  /** Scatter pays for 3, 4, 5 scatters anywhere, units of the total stake. */
  scatterPays: PayTriple;
  /** Paylines: for each reel (left to right) the row read, 0 top to 2 bottom. */
  lines: ReadonlyArray<readonly number[]>;
  /** Five reel strips of the base game, one character per stop; the window shows stops t, t+1, t+2. */
  baseReels: readonly string[];
  /** Five reel strips of the free spins. */
  freeReels: readonly string[];
  freeSpins: FreeSpinRule;
  /** The cap on a round's total win (base game and all its free spins), units of the total stake. */
  maxWinUnits: number;
}

export interface LineWin {
  /** Index into `lines` (0-based). */
  line: number;
  /** The symbol the line pays as (the wild when its own run pays more). */
  symbol: string;
  count: number;
  /** Units of the total stake, free-spin multiplier included. */
  units: number;
}

export interface SpinView {
  /** The stop drawn per reel; the window shows strip[stop], strip[stop+1], strip[stop+2]. */
  stops: number[];
  /** One string per reel, its three visible symbols top to bottom. */
  grid: string[];
  lines: LineWin[];
  /** Scatters visible and what they paid (units, multiplier included; 0 below three). */
  scatter: { count: number; units: number };
  /** Free spins this spin awarded (trigger or retrigger), 0 if none. */
  awarded: number;
  /** The spin's whole win: its line wins plus its scatter win. */
  units: number;
}

export interface LinesPresentation {
  base: SpinView;
  /** Every free spin played, in order (retriggers extend the list). */
  freeSpins: SpinView[];
  freeSpinMultiplier: number;
  /** Sum of the base spin and every free spin, before the maximum-win cap. */
  totalUnits: number;
}
