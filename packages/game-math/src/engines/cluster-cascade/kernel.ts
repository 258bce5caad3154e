import type { RandomSource } from '../../random.js';
import type { ClusterCascadeData } from './data.js';

/**
 * The one implementation of a cluster-cascade round. `spin` (with a presentation-building
 * observer) and the RTP simulation (with a counting observer) both run this code, so the
 * simulated RTP is the RTP of the game the players play, not of a copy. It works on typed arrays
 * and a reusable workspace because the simulation runs it 10^8 times per variant.
 *
 * The rules, in the order the draws are made:
 * 1. Fill the grid column by column from the left, each column from the top row down, one draw
 *    `random.nextInt(totalWeight)` per cell mapped through the weight table.
 * 2. Find the clusters: for each paying symbol, the orthogonally connected groups of that symbol
 *    and wilds holding at least one of that symbol; a group of `bands[0]` cells or more pays the
 *    band of its size times the step's multiplier. A wild may count in clusters of several symbols.
 * 3. No cluster: the round ends. Otherwise remove every cell of every paying cluster, let the
 *    cells above fall down in their column, and draw new symbols into the empty cells at the top
 *    (columns from the left, each from the top row down, as in 1), then go to 2 as the next step.
 */

export const NO_WILD = -1;

export interface CompiledCascade {
  columns: number;
  rows: number;
  cellCount: number;
  symbolIds: string[];
  /** Index of the wild in `symbolIds`, or NO_WILD. */
  wild: number;
  totalWeight: number;
  /** Draw value -> symbol index: the weight table spelled out, so a draw costs one lookup. */
  symbolOfDraw: Uint8Array;
  /** Pay in PAY_UNIT for [symbol * (cellCount + 1) + clusterSize]; 0 below the smallest band. */
  payUnits: Int32Array;
  /** Cluster size -> band index, -1 below the smallest band. */
  bandOfSize: Int8Array;
  /** The orthogonal neighbours of each cell, four per cell ([cell * 4 + k]), -1 off the grid. */
  neighbours: Int16Array;
  minCluster: number;
  multipliers: Int32Array;
  capUnits: number;
}

/** Observes a round as the kernel plays it; every hook is optional except `cluster`. */
export interface CascadeObserver {
  /** The grid at the start of a step (before its clusters are found). */
  step?(step: number, grid: Uint8Array): void;
  /** A paying cluster: its cells are `cells[0..size)`; `units` already include the multiplier. */
  cluster(step: number, symbol: number, cells: Int32Array, size: number, units: number, multiplier: number): void;
  /** After the removal and the refill of a step: `removed[cell]` is 1 for each removed cell. */
  refilled?(step: number, removed: Uint8Array, grid: Uint8Array): void;
}

/** Reusable buffers for rounds of one compiled variant (one per simulation worker). */
export interface CascadeWorkspace {
  grid: Uint8Array;
  removed: Uint8Array;
  /** Per symbol and cell, the step stamp of its last visit; a wild can be visited once per symbol. */
  visited: Int32Array;
  stamp: number;
  stack: Int32Array;
  clusterCells: Int32Array;
}

const compiled = new WeakMap<ClusterCascadeData, CompiledCascade>();

/** Turns a variant's data into lookup tables (once per data object) and checks it is sound. */
export function compileCascade(data: ClusterCascadeData): CompiledCascade {
  const cached = compiled.get(data);
  if (cached) return cached;
  assertSound(data);
  const cellCount = data.columns * data.rows;
  const symbolIds = data.symbols.map((symbol) => symbol.id);
  const totalWeight = data.symbols.reduce((sum, symbol) => sum + symbol.weight, 0);
  const symbolOfDraw = new Uint8Array(totalWeight);
  let drawValue = 0;
  data.symbols.forEach((symbol, index) => {
    symbolOfDraw.fill(index, drawValue, drawValue + symbol.weight);
    drawValue += symbol.weight;
  });
  const bandOfSize = new Int8Array(cellCount + 1).fill(-1);
  for (let size = 0; size <= cellCount; size += 1) {
    data.bands.forEach((bound, band) => {
      if (size >= bound) bandOfSize[size] = band;
    });
  }
  const payUnits = new Int32Array(data.symbols.length * (cellCount + 1));
  data.symbols.forEach((symbol, index) => {
    for (let size = 0; size <= cellCount; size += 1) {
      const band = bandOfSize[size]!;
      if (band >= 0 && symbol.pays) payUnits[index * (cellCount + 1) + size] = symbol.pays[band]!;
    }
  });
  const result: CompiledCascade = {
    columns: data.columns,
    rows: data.rows,
    cellCount,
    symbolIds,
    wild: data.wild === undefined ? NO_WILD : symbolIds.indexOf(data.wild),
    totalWeight,
    symbolOfDraw,
    payUnits,
    bandOfSize,
    neighbours: neighbourTable(data.columns, data.rows),
    minCluster: data.bands[0]!,
    multipliers: Int32Array.from(data.cascadeMultipliers),
    capUnits: data.maxWinUnits,
  };
  compiled.set(data, result);
  return result;
}

/** A variant's data must describe a game that can be played and paid in whole units. */
function assertSound(data: ClusterCascadeData): void {
  const problems: string[] = [];
  if (!(data.columns >= 3 && data.columns <= 9 && data.rows >= 3 && data.rows <= 9)) problems.push('grid 3..9 x 3..9');
  if (data.symbols.length < 3 || data.symbols.length > 32) problems.push('3..32 symbols');
  if (new Set(data.symbols.map((symbol) => symbol.id)).size !== data.symbols.length) problems.push('symbol ids unique');
  if (data.wild !== undefined && !data.symbols.some((symbol) => symbol.id === data.wild))
    problems.push('wild is a symbol');
  const ascending = data.bands.every((bound, index) => index === 0 || bound > data.bands[index - 1]!);
  if (data.bands.length === 0 || data.bands[0]! < 2 || !ascending) problems.push('bands ascend from 2 or more');
  for (const symbol of data.symbols) {
    if (!Number.isInteger(symbol.weight) || symbol.weight < 1) problems.push(`${symbol.id}: positive integer weight`);
    const payless = symbol.id === data.wild;
    const pays = symbol.pays ?? [];
    if (payless ? pays.length > 0 : pays.length !== data.bands.length) problems.push(`${symbol.id}: one pay per band`);
    if (!pays.every((pay) => Number.isInteger(pay) && pay >= 0)) problems.push(`${symbol.id}: integer pays`);
  }
  const totalWeight = data.symbols.reduce((sum, symbol) => sum + symbol.weight, 0);
  if (totalWeight > 65_536) problems.push('total weight at most 65536');
  if (data.cascadeMultipliers.length === 0 || !data.cascadeMultipliers.every((m) => Number.isInteger(m) && m >= 1)) {
    problems.push('cascade multipliers are integers from 1');
  }
  if (!Number.isInteger(data.maxWinUnits) || data.maxWinUnits < 100) problems.push('integer maximum win');
  if (problems.length > 0) throw new Error(`cluster-cascade data is not sound: ${problems.join('; ')}`);
}

export function createWorkspace(game: CompiledCascade): CascadeWorkspace {
  return {
    grid: new Uint8Array(game.cellCount),
    removed: new Uint8Array(game.cellCount),
    visited: new Int32Array(game.symbolIds.length * game.cellCount),
    stamp: 0,
    stack: new Int32Array(game.cellCount),
    clusterCells: new Int32Array(game.cellCount),
  };
}

/** Plays one round; answers its total win in PAY_UNIT before the cap. */
export function playCascadeRound(
  game: CompiledCascade,
  random: RandomSource,
  work: CascadeWorkspace,
  observer: CascadeObserver,
): number {
  const { grid, removed } = work;
  for (let cell = 0; cell < game.cellCount; cell += 1) grid[cell] = drawSymbol(game, random);
  let total = 0;
  for (let step = 0; ; step += 1) {
    observer.step?.(step, grid);
    const multiplier = game.multipliers[Math.min(step, game.multipliers.length - 1)]!;
    const stepUnits = payClusters(game, work, step, multiplier, observer);
    if (stepUnits < 0) return total;
    total += stepUnits;
    dropAndRefill(game, grid, removed, random);
    observer.refilled?.(step, removed, grid);
  }
}

function drawSymbol(game: CompiledCascade, random: RandomSource): number {
  return game.symbolOfDraw[random.nextInt(game.totalWeight)]!;
}

/**
 * Finds and pays the step's clusters and marks their cells in `removed`; answers the step's
 * units, or -1 when no cluster pays (the round is over).
 */
function payClusters(
  game: CompiledCascade,
  work: CascadeWorkspace,
  step: number,
  multiplier: number,
  observer: CascadeObserver,
): number {
  const { grid, removed, visited, clusterCells } = work;
  const { cellCount, wild, minCluster, payUnits } = game;
  work.stamp += 1;
  const stamp = work.stamp;
  removed.fill(0);
  let stepUnits = 0;
  let anyCluster = false;
  for (let cell = 0; cell < cellCount; cell += 1) {
    const symbol = grid[cell]!;
    if (symbol === wild || visited[symbol * cellCount + cell] === stamp) continue;
    // Most cells touch no equal symbol and no wild: they are no cluster, and need no flood.
    if (isAlone(game, grid, cell, symbol)) continue;
    const size = floodCluster(game, work, cell, symbol, stamp);
    if (size < minCluster) continue;
    const units = payUnits[symbol * (cellCount + 1) + size]! * multiplier;
    for (let index = 0; index < size; index += 1) removed[clusterCells[index]!] = 1;
    stepUnits += units;
    anyCluster = true;
    observer.cluster(step, symbol, clusterCells, size, units, multiplier);
  }
  return anyCluster ? stepUnits : -1;
}

function isAlone(game: CompiledCascade, grid: Uint8Array, cell: number, symbol: number): boolean {
  const { neighbours, wild } = game;
  for (let k = cell * 4, last = k + 4; k < last; k += 1) {
    const neighbour = neighbours[k]!;
    if (neighbour >= 0 && (grid[neighbour] === symbol || grid[neighbour] === wild)) return false;
  }
  return true;
}

/** Collects into `clusterCells` the group of `symbol` and wilds connected to `start`; answers its size. */
function floodCluster(
  game: CompiledCascade,
  work: CascadeWorkspace,
  start: number,
  symbol: number,
  stamp: number,
): number {
  const { grid, visited, stack, clusterCells } = work;
  const { neighbours, cellCount, wild } = game;
  const base = symbol * cellCount;
  visited[base + start] = stamp;
  stack[0] = start;
  let stackSize = 1;
  let size = 0;
  while (stackSize > 0) {
    stackSize -= 1;
    const cell = stack[stackSize]!;
    clusterCells[size] = cell;
    size += 1;
    for (let k = cell * 4, last = k + 4; k < last; k += 1) {
      const neighbour = neighbours[k]!;
      if (neighbour < 0 || visited[base + neighbour] === stamp) continue;
      const value = grid[neighbour]!;
      if (value !== symbol && value !== wild) continue;
      visited[base + neighbour] = stamp;
      stack[stackSize] = neighbour;
      stackSize += 1;
    }
  }
  return size;
}

/** Up, down, left and right of each cell (cells are `column * rows + row`), -1 off the grid. */
function neighbourTable(columns: number, rows: number): Int16Array {
  const table = new Int16Array(columns * rows * 4);
  for (let cell = 0; cell < columns * rows; cell += 1) {
    const row = cell % rows;
    table[cell * 4] = row > 0 ? cell - 1 : -1;
    table[cell * 4 + 1] = row < rows - 1 ? cell + 1 : -1;
    table[cell * 4 + 2] = cell >= rows ? cell - rows : -1;
    table[cell * 4 + 3] = cell + rows < columns * rows ? cell + rows : -1;
  }
  return table;
}

/** Removed cells vanish, the cells above fall, new symbols fill each column's top from the top row down. */
function dropAndRefill(game: CompiledCascade, grid: Uint8Array, removed: Uint8Array, random: RandomSource): void {
  const { columns, rows } = game;
  for (let column = 0; column < columns; column += 1) {
    const top = column * rows;
    let write = top + rows - 1;
    for (let read = write; read >= top; read -= 1) {
      if (removed[read] === 0) {
        grid[write] = grid[read]!;
        write -= 1;
      }
    }
    for (let cell = top; cell <= write; cell += 1) grid[cell] = drawSymbol(game, random);
  }
}
