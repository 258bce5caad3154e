import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';

export const sessionNetKey = (uid: string | null, gameID: number, since: string) =>
  ['session-net', uid, gameID, since] as const;

export interface SessionNet {
  /** Won less staked in these games since `since`; null while any of them is not known. */
  netKurus: number | null;
  /** Asks every game's figures again (the reality check has come up). */
  refresh: () => void;
}

/**
 * The player's net position in one or more games since a page opened (the reality check's figure
 * on a tombala room or the bet-on-games page, whose games are catalogue games): one
 * `casino.game_session_summary` per game, quietly, asked when the page opens and when `refresh` is
 * called. Nothing is asked for a visitor.
 */
export function useSessionNet(gameIDs: readonly number[], since: string): SessionNet {
  const uid = usePlayerUid();
  const results = useQueries({
    queries: gameIDs.map((gameID) => ({
      queryKey: sessionNetKey(uid, gameID, since),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.request('casino.game_session_summary', { gameID, since }, { silent: true, hideLoadingBar: true, signal }),
      enabled: uid !== null,
      meta: { hideLoadingBar: true },
    })),
  });
  const known = results.length > 0 && results.every((result) => result.data !== undefined);
  const netKurus = known
    ? results.reduce((sum, result) => sum + (result.data!.winKurus - result.data!.stakeKurus), 0)
    : null;
  const refresh = () => {
    for (const result of results) void result.refetch();
  };
  return { netKurus, refresh };
}
