import type { RandomSource } from '../../random.js';
import { PAY_UNIT, STAKE_LADDER_KURUS, type Engine, type SpinOutcome, type Variant } from '../../types.js';
import type { CascadePresentation, CascadeStep, ClusterCascadeData } from './data.js';
import {
  compileCascade,
  createWorkspace,
  playCascadeRound,
  type CascadeObserver,
  type CompiledCascade,
} from './kernel.js';

/**
 * The cluster-cascade engine: one round is the kernel's cascade, recorded step by step for the
 * client (grids, clusters, removed cells, refills), with the maximum-win cap applied to the total.
 */
export const clusterCascadeEngine: Engine<ClusterCascadeData, CascadePresentation> = {
  id: 'cluster-cascade',
  spin: spinCascade,
  maxWinUnits: (variant) => variant.data.maxWinUnits,
};

function spinCascade(
  variant: Variant<ClusterCascadeData>,
  stakeKurus: number,
  random: RandomSource,
): SpinOutcome<CascadePresentation> {
  if (!(STAKE_LADDER_KURUS as readonly number[]).includes(stakeKurus)) {
    throw new RangeError(`stake ${stakeKurus} is not on the stake ladder`);
  }
  const game = compileCascade(variant.data);
  const recorder = presentationRecorder(game);
  const totalUnits = playCascadeRound(game, random, createWorkspace(game), recorder.observer);
  const paidUnits = Math.min(totalUnits, game.capUnits);
  return {
    engine: 'cluster-cascade',
    variant: variant.code,
    stakeKurus,
    // Stakes are whole lira (multiples of PAY_UNIT kuruş), so this division is exact.
    winKurus: (stakeKurus * paidUnits) / PAY_UNIT,
    winUnits: totalUnits,
    capped: paidUnits < totalUnits,
    presentation: { columns: game.columns, rows: game.rows, steps: recorder.steps, totalUnits, paidUnits },
  };
}

/** An observer that writes each step as the client shows it. */
function presentationRecorder(game: CompiledCascade): { observer: CascadeObserver; steps: CascadeStep[] } {
  const steps: CascadeStep[] = [];
  const { rows, columns, symbolIds } = game;
  const observer: CascadeObserver = {
    step(_step, grid) {
      const columnsOfGrid = Array.from({ length: columns }, (_, column) =>
        Array.from(grid.subarray(column * rows, (column + 1) * rows), (symbol) => symbolIds[symbol]!),
      );
      steps.push({ grid: columnsOfGrid, clusters: [], removed: [], refill: [], units: 0 });
    },
    cluster(_step, symbol, cells, size, units, multiplier) {
      const current = steps[steps.length - 1]!;
      const clusterCells = Array.from(cells.subarray(0, size)).sort((a, b) => a - b);
      current.clusters.push({ symbol: symbolIds[symbol]!, cells: clusterCells, units, multiplier });
      current.units += units;
    },
    refilled(_step, removed, grid) {
      const current = steps[steps.length - 1]!;
      for (let cell = 0; cell < removed.length; cell += 1) if (removed[cell] === 1) current.removed.push(cell);
      // The new symbols are the top cells of each column, as many as the column lost.
      current.refill = Array.from({ length: columns }, (_, column) => {
        let lost = 0;
        for (let row = 0; row < rows; row += 1) lost += removed[column * rows + row]!;
        return Array.from(grid.subarray(column * rows, column * rows + lost), (symbol) => symbolIds[symbol]!);
      });
    },
  };
  return { observer, steps };
}
