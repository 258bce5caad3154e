import {
  LINES_VARIANTS,
  type LinesData,
  type LinesPresentation,
  type SpinOutcome,
  type SpinView,
  type Variant,
  linesEngine,
} from '@bnw/game-math';
import { BoardFrame } from '../../components/board-frame';
import { ReelColumn, stripOf } from '../../components/reel-column';
import { symbolsById } from '../../components/symbol-tile';
import { WinLines } from '../../components/win-lines';
import type { BoardProps, StudioEngine } from '../studio-engine';
import { LINES_REELS, linesMoments } from './lines-plan';
import { LinesPaytable } from './lines-paytable';

type LinesVariant = Variant<LinesData>;

function restingView(variant: LinesVariant): Pick<SpinView, 'grid' | 'lines' | 'scatter'> {
  return {
    grid: variant.data.baseReels.map((strip) => strip.slice(0, 3)),
    lines: [],
    scatter: { count: 0, units: 0 },
  };
}

export function LinesBoard({ variant: anyVariant, outcome, spinning, frame }: BoardProps) {
  const variant = anyVariant as unknown as LinesVariant;
  const byId = symbolsById(variant.theme.symbols);
  const presentation = outcome?.presentation as LinesPresentation | undefined;
  const moment = outcome && !spinning ? linesMoments(outcome)[frame] : undefined;
  const view =
    presentation && moment ? (moment.view === 0 ? presentation.base : presentation.freeSpins[moment.view - 1]!) : null;
  const shown = view ?? (presentation && !spinning ? presentation.base : restingView(variant));
  const stopped = spinning ? 0 : (moment?.stopped ?? LINES_REELS);
  const showWins = !spinning && (moment?.showWins ?? false);
  const lines = showWins ? shown.lines : [];
  const lineRows = lines.map((line) => variant.data.lines[line.line]!.slice(0, line.count));
  const winning = new Set(lineRows.flatMap((rows) => rows.map((row, reel) => `${row}:${reel}`)));
  const scatterWins = showWins && shown.scatter.units > 0;
  const reels = moment && moment.view > 0 ? variant.data.freeReels : variant.data.baseReels;
  return (
    <BoardFrame theme={variant.theme} className="mx-auto aspect-[5/3.3] w-full max-w-[30rem]">
      <div className="relative grid h-full grid-cols-5 gap-1" data-testid="lines-board">
        {Array.from({ length: LINES_REELS }, (_, reel) => {
          const running = reel >= stopped;
          const column = [...shown.grid[reel]!];
          return (
            <ReelColumn
              key={`${reel}-${moment?.view ?? 0}-${running ? 'run' : 'stop'}`}
              strip={stripOf(reels[reel]!, byId)}
              cells={column.map((id) => byId.get(id))}
              running={running}
              winning={column.map(
                (id, row) => winning.has(`${row}:${reel}`) || (scatterWins && id === variant.data.scatter),
              )}
              anyWin={lines.length > 0 || scatterWins}
              glyphClassName="text-[clamp(1.5rem,8vw,2.6rem)]"
              gapClassName="gap-1"
            />
          );
        })}
        <WinLines columns={LINES_REELS} rows={3} lines={lineRows} colour={variant.theme.accent} />
      </div>
    </BoardFrame>
  );
}

function LinesSnapshot({ variant, outcome }: { variant: BoardProps['variant']; outcome: SpinOutcome }) {
  return <LinesBoard variant={variant} outcome={outcome} spinning={false} frame={LINES_REELS} />;
}

export const linesStudioEngine: StudioEngine = {
  engine: linesEngine as unknown as StudioEngine['engine'],
  variants: LINES_VARIANTS as unknown as StudioEngine['variants'],
  frames: linesMoments,
  Board: LinesBoard,
  Paytable: LinesPaytable,
  Snapshot: LinesSnapshot,
};
