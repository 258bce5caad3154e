import { lazy } from 'react';
import { DeferredSection } from '@/components/ui/deferred-section';

/** The chips and their category_list call come when the player scrolls towards them. */
const CategoryShortcuts = lazy(async () => ({ default: (await import('./category-shortcuts')).CategoryShortcuts }));

/**
 * On a 390×844 phone the chips start just below the fold: they load with the first scroll, not
 * with the first page (bench/bundle-size.ts), in a place of their exact height.
 */
export function DeferredCategoryShortcuts() {
  return (
    <div className="h-11">
      <DeferredSection marginPx={0}>
        <CategoryShortcuts />
      </DeferredSection>
    </div>
  );
}
