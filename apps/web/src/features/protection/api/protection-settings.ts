import type { ProtectionSettings } from '@bnw/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { protectionKeys } from './protection-keys';

/**
 * protection.get_settings: the player's limits (in force, used, pending), reality check, daily play
 * time, today's play, time-out, exclusion and closure. Quiet: the page shows its own failure. Off
 * for a visitor; /responsible-gaming and the deposit page read the same entry.
 */
export function useProtectionSettings() {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: protectionKeys.settings(uid ?? ''),
    queryFn: ({ signal }): Promise<ProtectionSettings> =>
      api.request('protection.get_settings', {}, { silent: true, signal }),
    enabled: uid !== null,
    staleTime: 15_000,
  });
}
