import type { MethodOutput } from '@bnw/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { bonusKeys } from './bonus-keys';

export type BonusHistoryPage = MethodOutput<'bonus.list_history'>;

/**
 * Bonuses a page: the contract's BONUS_HISTORY_PAGE and the deepest offset it takes,
 * BONUS_HISTORY_MAX_OFFSET (repeated here, since that module brings zod; a test holds them equal).
 */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MAX_OFFSET = 1_000;

/** The offset of the next page, or undefined when the server has no more or paging is at its deepest. */
export function nextHistoryOffset(pages: readonly BonusHistoryPage[]): number | undefined {
  const last = pages.at(-1);
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (!last || last.items.length === 0 || loaded >= last.pagination.total) return undefined;
  return loaded <= HISTORY_MAX_OFFSET ? loaded : undefined;
}

/** bonus.list_history: the player's ended bonuses, latest first, a page at a time ("Daha fazla"). */
export function useBonusHistory() {
  const uid = usePlayerUid();
  return useInfiniteQuery({
    queryKey: bonusKeys.history(uid ?? ''),
    queryFn: ({ pageParam, signal }): Promise<BonusHistoryPage> =>
      api.request('bonus.list_history', { limit: HISTORY_PAGE_SIZE, offset: pageParam }, { silent: true, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextHistoryOffset(pages),
    enabled: uid !== null,
    staleTime: 15_000,
  });
}
