import {
  CLASSIC_3X3_VARIANTS,
  type Classic3x3Presentation,
  type Classic3x3Variant,
  type SpinOutcome,
  classic3x3Engine,
} from '@bnw/game-math';
import { BoardFrame } from '../../components/board-frame';
import { ReelColumn, stripOf } from '../../components/reel-column';
import { symbolsById } from '../../components/symbol-tile';
import { WinLines } from '../../components/win-lines';
import type { BoardProps, RevealFrame, StudioEngine } from '../studio-engine';
import { ClassicPaytable } from './classic-paytable';

const REELS = 3;
/** Each reel stops this long after the one before it. */
const REEL_STOP_MS = 320;
const WIN_SHOW_MS = 1_400;
const REST_MS = 300;

/** Frames 0-2: reel 1, 2, 3 stop; frame 3: the lines shown and the win counted. */
function classicFrames(outcome: SpinOutcome): RevealFrame[] {
  const stops = Array.from({ length: REELS }, () => ({ durationMs: REEL_STOP_MS, shownUnits: 0 }));
  return [...stops, { durationMs: outcome.winUnits > 0 ? WIN_SHOW_MS : REST_MS, shownUnits: outcome.winUnits }];
}

/** The grid before any spin: the first three stops of each strip. */
function restingGrid(variant: Classic3x3Variant): string[][] {
  return [0, 1, 2].map((row) => variant.data.reels.map((strip) => strip[row % strip.length]!));
}

export function ClassicBoard({ variant: anyVariant, outcome, spinning, frame }: BoardProps) {
  const variant = anyVariant as unknown as Classic3x3Variant;
  const byId = symbolsById(variant.theme.symbols);
  const presentation = outcome?.presentation as Classic3x3Presentation | undefined;
  const grid = presentation?.grid ?? restingGrid(variant);
  const showWins = !spinning && presentation !== undefined && frame >= REELS;
  const lines = showWins ? presentation.lines : [];
  const winningCells = new Set(lines.flatMap((line) => line.rows.map((row, reel) => `${row}:${reel}`)));
  return (
    <BoardFrame theme={variant.theme} className="mx-auto aspect-square w-full max-w-[22rem]">
      <div className="relative grid h-full grid-cols-3 gap-1.5" data-testid="classic-board">
        {Array.from({ length: REELS }, (_, reel) => (
          <ReelColumn
            key={`${reel}-${spinning || frame < reel ? 'run' : 'stop'}`}
            strip={stripOf(variant.data.reels[reel]!, byId)}
            cells={grid.map((row) => byId.get(row[reel]!))}
            running={spinning || (presentation !== undefined && frame < reel)}
            winning={grid.map((_, row) => winningCells.has(`${row}:${reel}`))}
            anyWin={lines.length > 0}
            glyphClassName="text-[clamp(2.5rem,14vw,4.25rem)]"
          />
        ))}
        <WinLines columns={REELS} rows={3} lines={lines.map((line) => line.rows)} colour={variant.theme.accent} />
      </div>
    </BoardFrame>
  );
}

function ClassicSnapshot({ variant, outcome }: { variant: BoardProps['variant']; outcome: SpinOutcome }) {
  return <ClassicBoard variant={variant} outcome={outcome} spinning={false} frame={REELS} />;
}

export const classicStudioEngine: StudioEngine = {
  engine: classic3x3Engine as unknown as StudioEngine['engine'],
  variants: CLASSIC_3X3_VARIANTS as unknown as StudioEngine['variants'],
  frames: classicFrames,
  Board: ClassicBoard,
  Paytable: ClassicPaytable,
  Snapshot: ClassicSnapshot,
};
