import type { MethodOutput } from '@bnw/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';

export type SessionSummary = MethodOutput<'casino.game_session_summary'>;

/** How often the top bar asks again while the page is in front, if the game sends no message. */
export const PLAY_REFRESH_MS = 5_000;

export const sessionSummaryKey = (uid: string | null, gameID: number, since: string) =>
  ['play', uid, 'summary', gameID, since] as const;

/**
 * The game's facts and the player's net position since the session began, kept in step with the
 * balance: asked every PLAY_REFRESH_MS while the page is visible and whenever the game reports a
 * wallet answer. No loading bar, no notice: the bar keeps its last figures.
 */
export function useSessionSummary(gameID: number, since: string) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: sessionSummaryKey(uid, gameID, since),
    queryFn: ({ signal }) =>
      api.request('casino.game_session_summary', { gameID, since }, { silent: true, hideLoadingBar: true, signal }),
    enabled: uid !== null,
    meta: { hideLoadingBar: true },
    refetchInterval: PLAY_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
