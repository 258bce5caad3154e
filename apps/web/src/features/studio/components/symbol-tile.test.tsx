import { ENGINE_MODULES } from '@bnw/game-math';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SymbolTile } from './symbol-tile';

/** Emoji and pictographs: what a machine without an emoji font draws as an empty box. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

describe('SymbolTile', () => {
  it('draws every symbol of every theme as SVG shapes, with no text in it at all', () => {
    for (const module of ENGINE_MODULES)
      for (const variant of module.variants)
        for (const symbol of variant.theme.symbols) {
          const { container, unmount } = render(<SymbolTile symbol={symbol} />);
          const tile = container.firstElementChild!;
          expect(tile.getAttribute('aria-label')).toBe(symbol.nameTr);
          expect(tile.textContent, `${variant.code}/${symbol.id}`).toBe('');
          expect(tile.querySelector('svg path, svg circle, svg ellipse, svg rect')).not.toBeNull();
          expect(tile.querySelector('text')).toBeNull();
          expect(tile.innerHTML).not.toMatch(PICTOGRAPH);
          unmount();
        }
  });
});
