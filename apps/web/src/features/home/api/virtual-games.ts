import type { VirtualGame } from '@bnw/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The virtual games that can start now (virtualgames.game_list, public, at most 24). */
export function useVirtualGames() {
  return useQuery({
    queryKey: ['home', 'virtual-games'] as const,
    queryFn: ({ signal }): Promise<VirtualGame[]> =>
      api.request('virtualgames.game_list', {}, { silent: true, hideLoadingBar: true, signal }),
    meta: { hideLoadingBar: true },
    staleTime: 5 * 60_000,
  });
}
