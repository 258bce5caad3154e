import { lazy } from 'react';
import { DeferredSection } from '@/components/ui/deferred-section';

/** The card, its texts (the `content` namespace) and the list call come when the player scrolls near. */
const ActiveTournament = lazy(async () => ({ default: (await import('./active-tournament')).ActiveTournament }));

/** The home page's running tournament, below the fold. */
export function DeferredActiveTournament() {
  return (
    <DeferredSection>
      <ActiveTournament />
    </DeferredSection>
  );
}
