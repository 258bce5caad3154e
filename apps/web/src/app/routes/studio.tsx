import { StudioGamePage } from '@/features/studio/components/studio-game-page';

/** `/studio/:code`: one of our studio's games, as the play page frames it. */
export function StudioPage() {
  return <StudioGamePage />;
}
