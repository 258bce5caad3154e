import type { SymbolTheme } from '@bnw/game-math';
import { symbolArtShapes } from '@bnw/game-math/art';
import { cn } from '@/lib/cn';

interface SymbolTileProps {
  symbol: SymbolTheme | undefined;
  /** Part of a win now shown: it glows. */
  winning?: boolean;
  /** Another part of the board wins: this one steps back. */
  dimmed?: boolean;
  className?: string;
}

/**
 * One symbol as a jewel: its colour as a lit gradient behind its picture, a rim in the same colour.
 * The picture is our own SVG shapes (never emoji text), so it is the same on every phone and on a
 * machine without an emoji font; it comes with the game's chunk, nothing is downloaded.
 */
export function SymbolTile({ symbol, winning = false, dimmed = false, className }: SymbolTileProps) {
  const colour = symbol?.colour ?? '#888888';
  return (
    <span
      role="img"
      aria-label={symbol?.nameTr ?? ''}
      className={cn(
        'relative flex items-center justify-center rounded-[22%] transition-[opacity,filter] duration-300',
        winning && 'studio-glow z-10',
        dimmed && 'opacity-40 saturate-50',
        className,
      )}
      style={{
        background: `radial-gradient(circle at 35% 30%, ${colour}66, ${colour}22 55%, #00000055 100%)`,
        boxShadow: winning
          ? `0 0 0 2px ${colour}, 0 0 18px 4px ${colour}aa`
          : `inset 0 0 0 1px ${colour}55, inset 0 -6px 12px #00000040`,
      }}
      data-symbol={symbol?.id}
      data-winning={winning || undefined}
    >
      {symbol ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 64 64"
          className="h-[80%] w-[80%] drop-shadow-[0_2px_2px_rgba(0,0,0,0.45)]"
          // Our own constant shapes in a colour the theme data fixes: no player text reaches this markup.
          dangerouslySetInnerHTML={{ __html: symbolArtShapes(symbol.art, colour) }}
        />
      ) : null}
    </span>
  );
}

/** The theme's symbols by id, for boards that draw grids of ids. */
export function symbolsById(symbols: readonly SymbolTheme[]): ReadonlyMap<string, SymbolTheme> {
  return new Map(symbols.map((symbol) => [symbol.id, symbol]));
}
