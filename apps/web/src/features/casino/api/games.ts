import { LIMITS } from '@bnw/contract/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { useAppStore } from '@/stores/app-store';
import { type GamesPage, nextGamesOffset } from '../utils/game-pages';
import { type GameFilter, casinoKeys } from './casino-keys';

/** The spec's page of the lobby: 9 tiles, three rows of three on a phone. */
export const GAMES_PAGE_SIZE = LIMITS.defaultPageSize;

/**
 * casino.games_list with only the filters that are set. Quiet on failure (section 9 swallows
 * most list failures): the grid shows a retry instead of a notice.
 */
export function fetchGamesPage(filter: GameFilter, offset: number, signal?: AbortSignal): Promise<GamesPage> {
  return api.request(
    'casino.games_list',
    {
      limit: GAMES_PAGE_SIZE,
      offset,
      isMobile: 1,
      ...(filter.categoryID === undefined ? {} : { categoryID: filter.categoryID }),
      ...(filter.providerID === undefined ? {} : { providerID: filter.providerID }),
      ...(filter.search === undefined ? {} : { searchGameName: filter.search }),
      ...(filter.favorites ? { favorites: 1 } : {}),
    },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}

/**
 * The lobby's tiles, one page of 9 at a time. While a new filter loads, the previous tiles
 * stay on screen (dimmed by the grid) instead of jumping back to skeletons at every keystroke;
 * never another player's tiles (their hearts are theirs). The favourites list needs a player and
 * waits for one; `enabled` false asks nothing (an address that names no list).
 */
export function useGamesList(filter: GameFilter, { enabled = true }: { enabled?: boolean } = {}) {
  const uid = usePlayerUid();
  const language = useAppStore((state) => state.language);
  return useInfiniteQuery({
    queryKey: casinoKeys.games(uid ?? '', language, filter),
    queryFn: ({ pageParam, signal }) => fetchGamesPage(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextGamesOffset(pages),
    enabled: enabled && (!filter.favorites || uid !== null),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === (uid ?? '') ? previous : undefined),
  });
}
