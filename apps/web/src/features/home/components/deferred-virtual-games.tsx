import { Suspense, lazy, useRef } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

/** The row, its texts (the `play` namespace) and its list call come only when wanted: not with the first page. */
const VirtualGamesRow = lazy(async () => ({ default: (await import('./virtual-games-row')).VirtualGamesRow }));

/** How far below the screen the row starts loading, so it is usually there when scrolled to. */
const PRELOAD_MARGIN_PX = 300;

/**
 * The home page's virtual games, below the fold: an empty anchor until the player scrolls within
 * PRELOAD_MARGIN_PX of it, then the row. The first paint never waits for it.
 */
export function DeferredVirtualGames() {
  const anchor = useRef<HTMLDivElement>(null);
  const wanted = useNearViewport(anchor, PRELOAD_MARGIN_PX);
  return (
    <div ref={anchor}>
      {wanted ? (
        <Suspense fallback={null}>
          <VirtualGamesRow />
        </Suspense>
      ) : null}
    </div>
  );
}
