import { LIMITS, liveLobbyEventSchema } from '@bnw/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { useLiveTopic } from '@/lib/realtime-hooks';
import { usePlayerUid } from '@/lib/session/player-uid';
import { useAppStore } from '@/stores/app-store';
import { useRealtimeResumed } from '@/hooks/use-realtime-resumed';
import { type TablePages, type TablesPage, nextTablesOffset, withTableState } from '../utils/table-pages';
import { type TableFilter, liveKeys } from './live-keys';

/** The topic of every table's state, for the lobby's tiles. */
export const LOBBY_TOPIC = 'lobby:live';
/** The spec's page of live tables: 100 (we run a handful; the pages are for an operator's growth). */
export const TABLES_PAGE_SIZE = LIMITS.liveTablesDefault;

export function fetchTablesPage(filter: TableFilter, offset: number, signal?: AbortSignal): Promise<TablesPage> {
  return api.request(
    'livecasino.game_table_list',
    {
      limit: TABLES_PAGE_SIZE,
      offset,
      ...(filter.categoryID === undefined ? {} : { categoryID: filter.categoryID }),
      ...(filter.providerID === undefined ? {} : { providerID: filter.providerID }),
      ...(filter.search === undefined ? {} : { searchGameName: filter.search }),
      ...(filter.favorites ? { favorites: 1 } : {}),
    },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}

/**
 * The lobby's tables with their live state, a page at a time. While a new filter loads, the
 * previous tiles stay (dimmed), never another player's. The favourites list waits for a player.
 */
export function useLiveTables(filter: TableFilter, { enabled = true }: { enabled?: boolean } = {}) {
  const uid = usePlayerUid();
  const language = useAppStore((state) => state.language);
  return useInfiniteQuery({
    queryKey: liveKeys.tables(uid ?? '', language, filter),
    queryFn: ({ pageParam, signal }) => fetchTablesPage(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextTablesOffset(pages),
    enabled: enabled && (!filter.favorites || uid !== null),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === (uid ?? '') ? previous : undefined),
  });
}

/**
 * Keeps every cached table list live while the lobby is on screen: each `lobby:live` message
 * redraws its table's tile; after the channel comes back (messages were missed) the lists are asked again.
 */
export function useLobbyUpdates(): void {
  const queryClient = useQueryClient();
  const uid = usePlayerUid() ?? '';
  useLiveTopic(LOBBY_TOPIC, (data) => {
    const event = liveLobbyEventSchema.safeParse(data);
    if (!event.success) return;
    for (const [key, pages] of queryClient.getQueriesData<TablePages>({ queryKey: liveKeys.tablesOf(uid) })) {
      if (!pages) continue;
      const next = withTableState(pages, event.data.tableID, event.data.state);
      if (next !== pages) queryClient.setQueryData(key, next);
    }
  });
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: liveKeys.tablesOf(uid) }),
    [queryClient, uid],
  );
  useRealtimeResumed(refetch);
}
