import type { ProtectionSettings } from '@bnw/contract';
import { MESSAGE_CODES } from '@bnw/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError, api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';

export const realityCheckSettingsKey = (uid: string | null) => ['reality-check', uid, 'settings'] as const;

/** While a game is open, the server's due time is asked again this often (it moves with the rounds). */
export const REALITY_CHECK_REFRESH_MS = 60_000;

export interface RealityCheckTiming {
  /** The interval in force, in minutes (0: off). */
  minutes: number;
  /** When the server will refuse bets until the check is answered (its stretch of play), if it is counting. */
  serverDueAtMs: number | null;
  /** The session going on in every game (the server's stretch of play): its start and net; null: not playing. */
  session: { startedAtMs: number; netKurus: number } | null;
}

/**
 * The reality check's interval in force and the server's due time, from `protection.get_settings`
 * (asked again at each new `refusedAtMs`);
 * undefined while unknown or when the call failed, which the game pages treat as off. Asked
 * afresh every time a game page opens (a change made on /responsible-gaming a moment ago
 * counts) and every minute while it is open, quietly: no notice, no loading bar over the game.
 */
export function useRealityCheckTiming(refusedAtMs: number | null = null): RealityCheckTiming | undefined {
  const uid = usePlayerUid();
  const query = useQuery({
    queryKey: realityCheckSettingsKey(uid),
    queryFn: ({ signal }): Promise<ProtectionSettings> =>
      api.request('protection.get_settings', {}, { silent: true, hideLoadingBar: true, signal }),
    select: (settings): RealityCheckTiming => ({
      minutes: settings.RealityCheck.Minutes,
      serverDueAtMs: settings.RealityCheck.DueAt === null ? null : Date.parse(settings.RealityCheck.DueAt),
      session: settings.RealityCheck.Session
        ? {
            startedAtMs: Date.parse(settings.RealityCheck.Session.StartedAt),
            netKurus: settings.RealityCheck.Session.NetKurus,
          }
        : null,
    }),
    enabled: uid !== null,
    refetchOnMount: 'always',
    refetchInterval: REALITY_CHECK_REFRESH_MS,
    meta: { hideLoadingBar: true },
  });
  // A refusal means the server's count ran out: its due time (when the stretch began) is asked afresh.
  const { refetch } = query;
  useEffect(() => {
    if (refusedAtMs !== null) void refetch();
  }, [refusedAtMs, refetch]);
  return query.data;
}

/** Asks the server's figures afresh: the check has come up and shows the session's net as it is now. */
export function useRefreshRealityCheckTiming(): () => void {
  const uid = usePlayerUid();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: realityCheckSettingsKey(uid), exact: true });
  }, [queryClient, uid]);
}

/**
 * "Devam et": `protection.answer_reality_check`. The server refuses bets and spins while a check is
 * due until this answer, so the check stays on screen until the answer has arrived; a refusal
 * or a lost connection is said in a notice (not silent) and the player can answer again.
 */
export function useAnswerRealityCheck() {
  const uid = usePlayerUid();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reality-check', 'answer'],
    mutationFn: (): Promise<ProtectionSettings> => api.request('protection.answer_reality_check', {}),
    onSuccess: (settings) => queryClient.setQueryData(realityCheckSettingsKey(uid), settings),
  });
}

/**
 * The server refused a bet, a card or a coupon because the reality check is due (its count of the
 * stretch of play can run ahead of the page's, e.g. when play began in another game): the page
 * brings the check up at once rather than showing the refusal as a mere error.
 */
export function isRealityCheckRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.envelope?.code === MESSAGE_CODES.realityCheckDue;
}
