import type { SymbolTheme } from '@bnw/game-math';
import { cn } from '@/lib/cn';
import { SymbolTile } from './symbol-tile';

interface ReelColumnProps {
  /** The reel's strip as it runs past (drawn blurred while the reel turns). */
  strip: readonly (SymbolTheme | undefined)[];
  /** The symbols at rest, top to bottom. */
  cells: readonly (SymbolTheme | undefined)[];
  running: boolean;
  /** Per cell: part of a win now shown. */
  winning?: readonly boolean[];
  /** True when some win is shown: the cells that are not part of it step back. */
  anyWin?: boolean;
  /** Gap between cells, as a Tailwind class. */
  gapClassName?: string;
}

/**
 * One reel: while it runs, its strip scrolls past twice over (so the loop never shows a seam);
 * when it stops, the server's symbols land with a small bounce.
 */
export function ReelColumn({
  strip,
  cells,
  running,
  winning = [],
  anyWin = false,
  gapClassName = 'gap-1.5',
}: ReelColumnProps) {
  if (running) {
    const loop = [...strip, ...strip];
    return (
      <div className="relative h-full overflow-hidden" data-testid="reel-running">
        <div className={cn('studio-reel-run flex flex-col', gapClassName)}>
          {loop.map((symbol, index) => (
            <SymbolTile key={index} symbol={symbol} className="aspect-square w-full" />
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className={cn('studio-land grid h-full auto-rows-fr', gapClassName)} data-testid="reel-stopped">
      {cells.map((symbol, index) => (
        <SymbolTile
          key={index}
          symbol={symbol}
          winning={winning[index] ?? false}
          dimmed={anyWin && !(winning[index] ?? false)}
          className="h-full w-full"
        />
      ))}
    </div>
  );
}

/** A reel's strip as themes, a bounded slice of it (a blur of 12 symbols reads as motion). */
export function stripOf(ids: Iterable<string>, byId: ReadonlyMap<string, SymbolTheme>): (SymbolTheme | undefined)[] {
  const symbols: (SymbolTheme | undefined)[] = [];
  for (const id of ids) {
    symbols.push(byId.get(id));
    if (symbols.length === 12) break;
  }
  return symbols;
}
