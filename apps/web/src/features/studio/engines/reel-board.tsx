import type { SymbolTheme, VariantTheme } from '@bnw/game-math';
import { cn } from '@/lib/cn';
import { BoardFrame } from '../components/board-frame';
import { ReelColumn } from '../components/reel-column';
import { WinLines } from '../components/win-lines';

/** The reel games (classic 3x3 and lines 5x3) both show three rows. */
const ROWS = 3;

/** One reel as a reel board draws it. */
export interface ReelView {
  /** Changes when the reel must land again (it stops, a free spin starts): React draws it anew. */
  key: string;
  /** The strip that runs past while the reel turns. */
  strip: readonly (SymbolTheme | undefined)[];
  /** The symbols at rest, top to bottom. */
  cells: readonly (SymbolTheme | undefined)[];
  running: boolean;
  /** Cells that win off the lines (scatters), top to bottom. */
  scattered?: readonly boolean[];
}

/** An engine's board as Tailwind classes: each engine's is data of its own. */
export interface ReelLayout {
  /** The cabinet's shape and width. */
  box: string;
  /** The reels' columns and the gap between them. */
  grid: string;
  /** The gap between a reel's cells. */
  cellGap?: string;
  testId: string;
}

interface ReelBoardProps {
  theme: VariantTheme;
  layout: ReelLayout;
  reels: readonly ReelView[];
  /** Each winning line now shown, as the row it crosses on each reel it pays on. */
  lineRows: readonly (readonly number[])[];
}

/**
 * The classic and lines games' board: reels in a cabinet, each landing on the server's symbols,
 * the cells on a winning line (or a paying scatter) lit and the others stepped back, the lines
 * traced over them.
 */
export function ReelBoard({ theme, layout, reels, lineRows }: ReelBoardProps) {
  const onLine = new Set(lineRows.flatMap((rows) => rows.map((row, reel) => `${row}:${reel}`)));
  const winning = reels.map((reel, index) =>
    reel.cells.map((_, row) => onLine.has(`${row}:${index}`) || (reel.scattered?.[row] ?? false)),
  );
  const anyWin = winning.some((cells) => cells.includes(true));
  return (
    // min-h-0 and the one row of the cabinet's height: a running reel's long strip is clipped, and
    // the 5x3 cabinet no longer grows while its reels turn (the page below it jumped).
    <BoardFrame theme={theme} className={cn('studio-reel-cabinet mx-auto min-h-0 w-full', layout.box)}>
      <div className={cn('relative grid h-full grid-rows-[minmax(0,1fr)]', layout.grid)} data-testid={layout.testId}>
        {reels.map((reel, index) => (
          <ReelColumn
            key={reel.key}
            strip={reel.strip}
            cells={reel.cells}
            running={reel.running}
            winning={winning[index]}
            anyWin={anyWin}
            gapClassName={layout.cellGap}
          />
        ))}
        <WinLines columns={reels.length} rows={ROWS} lines={lineRows} colour={theme.accent} />
      </div>
    </BoardFrame>
  );
}
