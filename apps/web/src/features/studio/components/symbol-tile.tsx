import type { SymbolTheme } from '@bnw/game-math';
import { cn } from '@/lib/cn';

interface SymbolTileProps {
  symbol: SymbolTheme | undefined;
  /** Part of a win now shown: it glows. */
  winning?: boolean;
  /** Another part of the board wins: this one steps back. */
  dimmed?: boolean;
  className?: string;
  /** Glyph size as a share of the tile (CSS font-size). */
  glyphClassName?: string;
}

/**
 * One symbol as a jewel: its colour as a lit gradient behind the glyph, a rim in the same colour.
 * Letters (K, Q, 10) are drawn in the colour itself, emoji over it; nothing is downloaded.
 */
export function SymbolTile({ symbol, winning = false, dimmed = false, className, glyphClassName }: SymbolTileProps) {
  const colour = symbol?.colour ?? '#888888';
  const isLetter = symbol ? /^[\p{L}\p{N}]{1,2}$/u.test(symbol.glyph) : false;
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
      <span
        aria-hidden="true"
        className={cn('select-none font-black leading-none drop-shadow-[0_2px_2px_rgba(0,0,0,0.5)]', glyphClassName)}
        style={isLetter ? { color: colour, WebkitTextStroke: '1px #00000055' } : undefined}
      >
        {symbol?.glyph ?? '?'}
      </span>
    </span>
  );
}

/** The theme's symbols by id, for boards that draw grids of ids. */
export function symbolsById(symbols: readonly SymbolTheme[]): ReadonlyMap<string, SymbolTheme> {
  return new Map(symbols.map((symbol) => [symbol.id, symbol]));
}
