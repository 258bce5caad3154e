import type { MethodOutput } from '@bnw/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import type { PlayTarget } from '../utils/play-target';

export type StartedGame = MethodOutput<'casino.init_game'>;
type GameTarget = Exclude<PlayTarget, { kind: 'unknown' }>;

/**
 * Opens a game session: `casino.init_game` for a slot (isMobile 1: the site is a phone site),
 * `virtualgames.init_game` for a virtual game. Silent: the play page shows the failure itself,
 * with section 8's text for an unreachable provider, and then leaves.
 */
export function startGame(target: GameTarget, signal?: AbortSignal): Promise<StartedGame> {
  const options = { silent: true, ...(signal ? { signal } : {}) };
  if (target.kind === 'casino') {
    return api.request('casino.init_game', { gameID: target.gameID, isMobile: 1 }, options);
  }
  const data = { providerID: target.providerID, ...(target.type === undefined ? {} : { type: target.type }) };
  return api.request('virtualgames.init_game', data, options);
}

/**
 * One start per visit of the page: never refetched (each fetch opens a new session), never retried,
 * dropped when the page is left, so coming back starts a fresh session.
 */
export function useStartedGame(target: GameTarget) {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: ['play', uid, 'start', target] as const,
    queryFn: ({ signal }) => startGame(target, signal),
    enabled: uid !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
}
