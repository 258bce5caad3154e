import type { GameTile } from '@bnw/contract';
import { CASINO_CATEGORY, LIMITS } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

/** The home page's rows: the quick-access list (section 9: 50 games of category 72), popular and new. */
export const HOME_ROWS = {
  quickAccess: { categoryID: CASINO_CATEGORY.quickAccess, limit: LIMITS.quickAccessSlotGames },
  popular: { categoryID: CASINO_CATEGORY.popular, limit: 12 },
  new: { categoryID: CASINO_CATEGORY.new, limit: 12 },
} as const;
export type HomeRowKey = keyof typeof HOME_ROWS;

const ROWS_STALE_MS = 5 * 60_000;

/**
 * casino.games_list for one row (isMobile, offset 0). Names come in the player's language; a row
 * shows no favourite hearts, so one list serves every player. Quiet on failure: the row goes away.
 */
export function useHomeGames(row: HomeRowKey) {
  const language = useAppStore((state) => state.language);
  const { categoryID, limit } = HOME_ROWS[row];
  return useQuery({
    queryKey: ['home', 'games', row, language] as const,
    queryFn: async ({ signal }): Promise<GameTile[]> => {
      const page = await api.request(
        'casino.games_list',
        { categoryID, limit, offset: 0, isMobile: 1 },
        { silent: true, signal },
      );
      return page.games;
    },
    staleTime: ROWS_STALE_MS,
  });
}
