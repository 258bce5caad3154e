import { lazy } from 'react';
import { DeferredSection } from '@/components/ui/deferred-section';

/** The row, its texts (the `play` namespace) and its list call come only when wanted: not with the first page. */
const VirtualGamesRow = lazy(async () => ({ default: (await import('./virtual-games-row')).VirtualGamesRow }));

/** The home page's virtual games, below the fold: loaded when the player scrolls near them. */
export function DeferredVirtualGames() {
  return (
    <DeferredSection>
      <VirtualGamesRow />
    </DeferredSection>
  );
}
