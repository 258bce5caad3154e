import { lazy } from 'react';
import { DeferredSection } from '@/components/ui/deferred-section';
import { TopWinsSkeleton } from './top-wins-skeleton';

/** The list, its texts (the `studio` namespace) and the feed call come only when the player scrolls near. */
const TopWins = lazy(async () => ({ default: (await import('./top-wins')).TopWins }));

/**
 * On a 390×844 phone the section starts a few pixels below the fold: with the usual 300 px margin
 * the first screen would fetch it (about 5 KB gzipped with the `studio` texts, over the home
 * route's budget, bench/bundle-size.ts). At 100 px it loads with the first scroll; the skeleton
 * holds its exact place meanwhile.
 */
const MARGIN_PX = 100;

/** The home page's big wins, below the fold: the skeleton holds their place while they load. */
export function DeferredTopWins() {
  return (
    <DeferredSection fallback={<TopWinsSkeleton />} marginPx={MARGIN_PX}>
      <TopWins />
    </DeferredSection>
  );
}
