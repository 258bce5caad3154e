import type { Tournament } from '@bnw/contract';
import { DEFAULT_SITE_TYPE, LIMITS } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface TournamentList {
  tournaments: Tournament[];
  /**
   * The server's clock minus the phone's when the answer came: countdowns and states run on the
   * server's time, so a phone set a few minutes wrong still shows the right moment.
   */
  clockOffsetMs: number;
}

/** cmscontroller.getTournaments (`SiteType`, limit 50, offset 0): public, active first, then upcoming, then concluded. */
export function useTournaments() {
  return useQuery({
    queryKey: ['tournaments', 'list'] as const,
    queryFn: async ({ signal }): Promise<TournamentList> => {
      const answer = await api.request(
        'cmscontroller.getTournaments',
        { SiteType: DEFAULT_SITE_TYPE, limit: LIMITS.tournaments, offset: 0 },
        { silent: true, signal },
      );
      const serverMs = Date.parse(answer.serverTime);
      return {
        tournaments: answer.tournaments,
        clockOffsetMs: Number.isFinite(serverMs) ? serverMs - Date.now() : 0,
      };
    },
    staleTime: 60_000,
  });
}
