import { lazy } from 'react';
import { DeferredSection } from '@/components/ui/deferred-section';
import { PopupNotice } from '@/features/content/components/popup-notice';
import { HomeSlider } from '@/features/content/components/slider-frames';
import { DeferredTopWins } from '@/features/high-earnings';
import { DeferredCategoryShortcuts } from '@/features/home/components/deferred-category-shortcuts';
import { DeferredVirtualGames } from '@/features/home/components/deferred-virtual-games';
import { GameRow, GameRowSkeleton } from '@/features/home/components/game-row';
import { HomeHero } from '@/features/home/components/home-hero';
import { InfoLinks } from '@/features/home/components/info-links';
import { SectionTiles } from '@/features/home/components/section-tiles';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The home page, composed for a phone. The first screen (the hero that index.html's shell paints
 * too, the slider, the quick-access row and the category chips) ships with the entry; every row
 * below the fold waits until the player scrolls near it, behind a place of its own height.
 */
/** The rows below the fold (popular, the running tournament, promotions, new): one chunk, when scrolled near. */
const HomeBelowFold = lazy(async () => ({ default: (await import('./home-below-fold')).HomeBelowFold }));

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      {/* Fixed above the bottom bar, and outside the column so it never adds a gap above the hero. */}
      <PopupNotice />
      <div className="space-y-7">
        <HomeHero />
        <HomeSlider />
        <div className="space-y-3">
          <GameRow row="quickAccess" eager />
          <DeferredCategoryShortcuts />
        </div>
        <SectionTiles />
        <DeferredSection fallback={<GameRowSkeleton />}>
          <HomeBelowFold />
        </DeferredSection>
        <DeferredTopWins />
        <DeferredVirtualGames />
        <InfoLinks />
      </div>
    </>
  );
}
