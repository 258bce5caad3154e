/**
 * The data of a cluster-cascade variant and the presentation of its rounds. Everything the
 * mathematics needs is here as plain data, so the PAR sheet, the client and the simulation all
 * read the same numbers.
 */

/** One symbol of the weighted table every cell is drawn from. */
export interface CascadeSymbol {
  /** The id the theme's symbol list uses too. */
  id: string;
  /** Integer weight: a cell shows this symbol with probability weight / total weight. */
  weight: number;
  /**
   * Pay per cluster-size band, in hundredths of the total stake (PAY_UNIT), one integer per entry
   * of `bands`. The wild has none: it only joins clusters.
   */
  pays?: number[];
}

export interface ClusterCascadeData {
  columns: number;
  rows: number;
  symbols: CascadeSymbol[];
  /** The id of the wild symbol, which joins a neighbouring cluster of any symbol; absent: no wild. */
  wild?: string;
  /**
   * Lower bounds of the cluster-size bands, ascending; the first is the smallest paying cluster
   * (5). A cluster of size n pays the band of the largest bound not above n.
   */
  bands: number[];
  /**
   * The multiplier of each cascade step's wins: entry k for step k (0 = the first drop), the last
   * entry for every later step. `[1]` means no multiplier.
   */
  cascadeMultipliers: number[];
  /** The cap on the round's total win, in PAY_UNIT of the stake (500000 = 5000x). */
  maxWinUnits: number;
}

/** One cluster that paid in one step. Cells are `column * rows + row`, row 0 on top. */
export interface ClusterWin {
  symbol: string;
  cells: number[];
  /** Pay of the cluster after the step's multiplier, in PAY_UNIT of the stake. */
  units: number;
  multiplier: number;
}

/**
 * One step of the cascade: the grid as it lies (columns, each from top to bottom), the clusters
 * it pays, the cells they removed and, per column, the new symbols that fell in from the top (top
 * to bottom). The last step has no clusters: the grid at rest.
 */
export interface CascadeStep {
  grid: string[][];
  clusters: ClusterWin[];
  removed: number[];
  refill: string[][];
  /** Sum of this step's cluster pays, in PAY_UNIT. */
  units: number;
}

export interface CascadePresentation {
  columns: number;
  rows: number;
  steps: CascadeStep[];
  /** Sum of the steps' units before the cap. */
  totalUnits: number;
  /** What the round pays, in PAY_UNIT, after the maximum-win cap. */
  paidUnits: number;
}
