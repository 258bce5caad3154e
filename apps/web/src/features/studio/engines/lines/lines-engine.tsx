import {
  LINES_VARIANTS,
  type LinesData,
  type LinesPresentation,
  type SpinView,
  type Variant,
  linesEngine,
} from '@bnw/game-math';
import { stripOf } from '../../components/reel-column';
import { symbolsById } from '../../components/symbol-tile';
import { defineStudioEngine } from '../define-studio-engine';
import { ReelBoard, type ReelLayout } from '../reel-board';
import type { BoardProps } from '../studio-engine';
import { LINES_REELS, linesMoments } from './lines-plan';
import { LinesPaytable } from './lines-paytable';

type LinesVariant = Variant<LinesData>;

const LAYOUT: ReelLayout = {
  box: 'aspect-[5/3.3] max-w-[30rem]',
  grid: 'grid-cols-5 gap-1',
  glyph: 'studio-glyph-lines text-[clamp(1.5rem,8vw,2.6rem)]',
  cellGap: 'gap-1',
  testId: 'lines-board',
};

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
  const scatterWins = showWins && shown.scatter.units > 0;
  const strips = moment && moment.view > 0 ? variant.data.freeReels : variant.data.baseReels;
  const reels = Array.from({ length: LINES_REELS }, (_, reel) => {
    const running = reel >= stopped;
    // A reel's three visible symbols are one string, a character each.
    const column = [...shown.grid[reel]!];
    return {
      key: `${reel}-${moment?.view ?? 0}-${running ? 'run' : 'stop'}`,
      strip: stripOf(strips[reel]!, byId),
      cells: column.map((id) => byId.get(id)),
      running,
      scattered: column.map((id) => scatterWins && id === variant.data.scatter),
    };
  });
  const lines = showWins ? shown.lines : [];
  return (
    <ReelBoard
      theme={variant.theme}
      layout={LAYOUT}
      reels={reels}
      lineRows={lines.map((line) => variant.data.lines[line.line]!.slice(0, line.count))}
    />
  );
}

export const linesStudioEngine = defineStudioEngine({
  engine: linesEngine,
  variants: LINES_VARIANTS,
  frames: linesMoments,
  Board: LinesBoard,
  Paytable: LinesPaytable,
  restFrame: LINES_REELS,
});
