import type { Variant } from '@bnw/game-math';
import {
  type CascadePresentation,
  type ClusterCascadeData,
  clusterCascadeEngine,
  clusterCascadeVariants,
} from '@bnw/game-math/engines/cluster-cascade';
import { cn } from '@/lib/cn';
import { BoardFrame } from '../../components/board-frame';
import { ReelColumn } from '../../components/reel-column';
import { SymbolTile, symbolsById } from '../../components/symbol-tile';
import { defineStudioEngine } from '../define-studio-engine';
import type { BoardProps } from '../studio-engine';
import { cascadeMoments } from './cascade-plan';
import { CascadePaytable } from './cascade-paytable';

type CascadeVariant = Variant<ClusterCascadeData>;

/** Before any spin: the weighted table's symbols laid out in turn, so the board is full. */
function restingGrid(data: ClusterCascadeData): string[][] {
  return Array.from({ length: data.columns }, (_, column) =>
    Array.from({ length: data.rows }, (_, row) => data.symbols[(column * 3 + row * 2) % data.symbols.length]!.id),
  );
}

export function CascadeBoard({ variant: anyVariant, outcome, spinning, frame }: BoardProps) {
  const variant = anyVariant as unknown as CascadeVariant;
  const { data } = variant;
  const byId = symbolsById(variant.theme.symbols);
  const presentation = outcome?.presentation as CascadePresentation | undefined;
  const moments = outcome && !spinning ? cascadeMoments(outcome) : [];
  const moment = moments[Math.min(frame, moments.length - 1)];
  const step = presentation && moment ? presentation.steps[moment.step] : undefined;
  const grid = step?.grid ?? restingGrid(data);
  const clusterCells = new Set(moment && moment.stage !== 'drop' ? (step?.clusters.flatMap((c) => c.cells) ?? []) : []);
  const refills = moment && moment.step > 0 ? presentation!.steps[moment.step - 1]!.refill : null;
  const strip = variant.theme.symbols;
  return (
    <BoardFrame theme={variant.theme} className="studio-cascade-cabinet mx-auto w-full max-w-[26rem]">
      <div
        className="studio-cascade-grid relative grid gap-1"
        style={{
          gridTemplateColumns: `repeat(${data.columns}, minmax(0, 1fr))`,
          aspectRatio: `${data.columns} / ${data.rows}`,
        }}
        data-testid="cascade-board"
      >
        {grid.map((column, columnIndex) =>
          spinning ? (
            <ReelColumn
              key={`${columnIndex}-run`}
              strip={strip.slice(columnIndex % 3).concat(strip.slice(0, columnIndex % 3))}
              cells={[]}
              running
              gapClassName="gap-1"
            />
          ) : (
            <div key={`${columnIndex}-${moment?.step ?? 'rest'}`} className="grid auto-rows-fr gap-1">
              {column.map((id, row) => {
                const cell = columnIndex * data.rows + row;
                const inCluster = clusterCells.has(cell);
                const isNew =
                  moment?.stage === 'drop' && (moment.step === 0 || row < (refills?.[columnIndex]?.length ?? 0));
                return (
                  <SymbolTile
                    key={cell}
                    symbol={byId.get(id)}
                    winning={inCluster && moment?.stage === 'win'}
                    dimmed={clusterCells.size > 0 && !inCluster}
                    className={cn(
                      'aspect-square w-full',
                      inCluster && moment?.stage === 'burst' && 'studio-burst',
                      isNew && 'studio-drop',
                    )}
                  />
                );
              })}
            </div>
          ),
        )}
      </div>
    </BoardFrame>
  );
}

export const cascadeStudioEngine = defineStudioEngine({
  engine: clusterCascadeEngine,
  variants: clusterCascadeVariants,
  frames: cascadeMoments,
  Board: CascadeBoard,
  Paytable: CascadePaytable,
  // At rest: the last frame (the board clamps it), the grid after every cascade.
  restFrame: Number.MAX_SAFE_INTEGER,
});
