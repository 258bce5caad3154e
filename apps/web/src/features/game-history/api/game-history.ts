import type { GameHistoryPage, GameRoundDetail, GameRoundStatus } from '@bnw/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DateRange } from '@/lib/date-presets';
import { usePlayerUid } from '@/lib/session/player-uid';

/** Rounds per page: one "Daha fazla göster" adds this many cards. */
export const ROUNDS_PAGE_SIZE = 20;
/** The deepest the server pages (GAME_HISTORY_LIMITS.maxRows); older rounds need narrower dates. */
export const ROUNDS_MAX_ROWS = 1_000;

/**
 * Query keys of the game history. Each starts with 'gameHistory' and the player's uid, so that
 * one player's rounds are never shown to the next one on the same phone.
 */
export const gameHistoryKeys = {
  all: (uid: string) => ['gameHistory', uid] as const,
  rounds: (uid: string, filters: RoundFilters) => ['gameHistory', uid, 'rounds', filters] as const,
  round: (uid: string, roundID: number) => ['gameHistory', uid, 'round', roundID] as const,
};

export interface RoundFilters {
  range: DateRange;
  /** Every status when undefined. */
  status?: GameRoundStatus | undefined;
}

function loadedRounds(pages: readonly GameHistoryPage[]): number {
  return pages.reduce((sum, page) => sum + page.rounds.length, 0);
}

/** The offset of the next page, or undefined when the server has no more or paging is at its deepest. */
export function nextRoundsOffset(pages: readonly GameHistoryPage[]): number | undefined {
  const last = pages.at(-1);
  const loaded = loadedRounds(pages);
  if (!last || last.rounds.length === 0 || loaded >= last.pagination.total) return undefined;
  return loaded < ROUNDS_MAX_ROWS ? loaded : undefined;
}

/** True when older rounds exist that paging cannot reach (the player narrows the dates instead). */
export function roundsTooDeep(pages: readonly GameHistoryPage[]): boolean {
  const loaded = loadedRounds(pages);
  return loaded >= ROUNDS_MAX_ROWS && loaded < (pages.at(-1)?.pagination.total ?? 0);
}

/** casino.game_history with only the filters that are set; quiet: the page shows its own failure. */
function listRounds(filters: RoundFilters, offset: number, signal: AbortSignal): Promise<GameHistoryPage> {
  return api.request(
    'casino.game_history',
    {
      limit: ROUNDS_PAGE_SIZE,
      offset,
      ...(filters.range.startDate ? { startDate: filters.range.startDate } : {}),
      ...(filters.range.endDate ? { endDate: filters.range.endDate } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    },
    { silent: true, signal },
  );
}

/** The player's rounds, newest first, a page of ROUNDS_PAGE_SIZE at a time, with the range's totals. */
export function useGameHistory(filters: RoundFilters) {
  const uid = usePlayerUid();
  return useInfiniteQuery({
    queryKey: gameHistoryKeys.rounds(uid ?? '', filters),
    queryFn: ({ pageParam, signal }) => listRounds(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextRoundsOffset(pages),
    enabled: uid !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** One round with its bets, wins and rollbacks, asked when its sheet opens. */
export function useGameRound(roundID: number | null) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: gameHistoryKeys.round(uid ?? '', roundID ?? 0),
    queryFn: ({ signal }): Promise<GameRoundDetail> =>
      api.request('casino.game_round', { roundID: roundID ?? 0 }, { silent: true, signal }),
    enabled: uid !== null && roundID !== null,
    staleTime: 15_000,
  });
}
