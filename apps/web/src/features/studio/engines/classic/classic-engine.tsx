import {
  CLASSIC_3X3_VARIANTS,
  type Classic3x3Presentation,
  type Classic3x3Variant,
  type SpinOutcome,
  classic3x3Engine,
} from '@bnw/game-math';
import { stripOf } from '../../components/reel-column';
import { symbolsById } from '../../components/symbol-tile';
import { defineStudioEngine } from '../define-studio-engine';
import { ReelBoard, type ReelLayout } from '../reel-board';
import type { BoardProps, RevealFrame } from '../studio-engine';
import { ClassicPaytable } from './classic-paytable';

const REELS = 3;
/** Each reel stops this long after the one before it. */
const REEL_STOP_MS = 320;
const WIN_SHOW_MS = 1_400;
const REST_MS = 300;
const LAYOUT: ReelLayout = {
  box: 'aspect-square max-w-[22rem]',
  grid: 'grid-cols-3 gap-1.5',
  glyph: 'studio-glyph-classic text-[clamp(2.5rem,14vw,4.25rem)]',
  testId: 'classic-board',
};

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
  const reels = Array.from({ length: REELS }, (_, reel) => {
    const running = spinning || (presentation !== undefined && frame < reel);
    return {
      key: `${reel}-${running ? 'run' : 'stop'}`,
      strip: stripOf(variant.data.reels[reel]!, byId),
      cells: grid.map((row) => byId.get(row[reel]!)),
      running,
    };
  });
  return (
    <ReelBoard
      theme={variant.theme}
      layout={LAYOUT}
      reels={reels}
      lineRows={showWins ? presentation.lines.map((line) => line.rows) : []}
    />
  );
}

export const classicStudioEngine = defineStudioEngine({
  engine: classic3x3Engine,
  variants: CLASSIC_3X3_VARIANTS,
  frames: classicFrames,
  Board: ClassicBoard,
  Paytable: ClassicPaytable,
  restFrame: REELS,
});
