import type { Leaderboard, MyStanding } from '@bnw/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';

/** How often a running tournament's board is asked again (only while the tab is visible). */
export const LEADERBOARD_REFRESH_MS = 15_000;
/** The top of the board the detail page shows. */
export const LEADERBOARD_ROWS = 20;

export const leaderboardKeys = {
  board: (tournamentID: number) => ['tournaments', 'leaderboard', tournamentID] as const,
  /** The player's uid in the key: one player's standing is never shown to the next on the same phone. */
  standing: (uid: string, tournamentID: number) => ['tournaments', 'standing', uid, tournamentID] as const,
};

interface BoardOptions {
  /** An upcoming tournament has no board to ask for. */
  enabled: boolean;
  /** Refetched every LEADERBOARD_REFRESH_MS while it runs; a concluded board no longer moves. */
  live: boolean;
}

function refreshWhile(live: boolean) {
  return live ? { refetchInterval: LEADERBOARD_REFRESH_MS, refetchIntervalInBackground: false } : {};
}

/** tournaments.leaderboard: the top LEADERBOARD_ROWS standings with their prizes. */
export function useLeaderboard(tournamentID: number, { enabled, live }: BoardOptions) {
  return useQuery({
    queryKey: leaderboardKeys.board(tournamentID),
    queryFn: ({ signal }): Promise<Leaderboard> =>
      api.request('tournaments.leaderboard', { tournamentID, limit: LEADERBOARD_ROWS }, { silent: true, signal }),
    enabled,
    staleTime: live ? 5_000 : 60_000,
    ...refreshWhile(live),
  });
}

/** tournaments.my_standing: the signed-in player's rank and points, even far outside the top. */
export function useMyStanding(tournamentID: number, { enabled, live }: BoardOptions) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: leaderboardKeys.standing(uid ?? '', tournamentID),
    queryFn: ({ signal }): Promise<MyStanding> =>
      api.request('tournaments.my_standing', { tournamentID }, { silent: true, signal }),
    enabled: enabled && uid !== null,
    staleTime: live ? 5_000 : 60_000,
    ...refreshWhile(live),
  });
}
