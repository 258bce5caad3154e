import type { ProtectionSettings } from '@bnw/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';

export const realityCheckSettingsKey = (uid: string | null) => ['play', uid, 'protection-settings'] as const;

/**
 * The reality check's interval in force, in minutes (0: off), from `protection.get_settings`;
 * undefined while unknown or when the call failed, which the play page treats as off. Asked
 * afresh every time the play page opens (a change made on /responsible-gaming a moment ago
 * counts), quietly: no notice, no loading bar over the game.
 */
export function useRealityCheckMinutes(): number | undefined {
  const uid = usePlayerUid();
  const query = useQuery({
    queryKey: realityCheckSettingsKey(uid),
    queryFn: ({ signal }): Promise<ProtectionSettings> =>
      api.request('protection.get_settings', {}, { silent: true, hideLoadingBar: true, signal }),
    select: (settings) => settings.RealityCheck.Minutes,
    enabled: uid !== null,
    refetchOnMount: 'always',
    meta: { hideLoadingBar: true },
  });
  return query.data;
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
    mutationKey: ['play', 'answer-reality-check'],
    mutationFn: (): Promise<ProtectionSettings> => api.request('protection.answer_reality_check', {}),
    onSuccess: (settings) => queryClient.setQueryData(realityCheckSettingsKey(uid), settings),
  });
}
