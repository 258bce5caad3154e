import { PromotionsRow } from '@/features/content/components/promotions-row';
import { GameRow } from '@/features/home/components/game-row';
import { ActiveTournament } from '@/features/tournaments/components/active-tournament';

/**
 * The home page's rows below the fold, one chunk with their texts (the `content` namespace):
 * popular games, the running tournament, the promotions, new games. home.tsx loads it when the
 * player scrolls near; each row keeps its own loading place and leaves none when it is empty.
 */
export function HomeBelowFold() {
  return (
    <div className="space-y-7">
      <GameRow row="popular" />
      <ActiveTournament />
      <PromotionsRow />
      <GameRow row="new" />
    </div>
  );
}
