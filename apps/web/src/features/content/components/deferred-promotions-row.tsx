import { lazy } from 'react';
import { DeferredSection } from '@/components/ui/deferred-section';

/** The row, the `content` texts and the promotions call come only when the player scrolls near. */
const PromotionsRow = lazy(async () => ({ default: (await import('./promotions-row')).PromotionsRow }));

/** The home page's promotions, below the fold. */
export function DeferredPromotionsRow() {
  return (
    <DeferredSection>
      <PromotionsRow />
    </DeferredSection>
  );
}
