import type { PlayerBonus } from '@bnw/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { bonusKeys } from './bonus-keys';

/** Every spin moves the wagering: while /bonus-usage is open, it is asked again this often. */
export const ACTIVE_BONUS_REFRESH_MS = 10_000;

export interface ActiveBonuses {
  /** The open bonus (at most one), awaiting its deposit or active. */
  open: PlayerBonus | null;
  /** Tournament prizes waiting for the open bonus to end, the oldest first. */
  queued: PlayerBonus[];
}

function byState(bonuses: PlayerBonus[]): ActiveBonuses {
  return {
    open: bonuses.find((bonus) => bonus.Status !== 'queued') ?? null,
    queued: bonuses.filter((bonus) => bonus.Status === 'queued'),
  };
}

/**
 * bonus.list_active: the player's open bonus and the tournament prizes queued behind it.
 * Asked again every ACTIVE_BONUS_REFRESH_MS while the tab is in front and whenever the player
 * comes back to it (from a game in another tab); quiet: the page shows its own failure, and the
 * refreshes stay off the loading bar.
 */
export function useActiveBonus() {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: bonusKeys.active(uid ?? ''),
    queryFn: ({ signal }): Promise<PlayerBonus[]> =>
      api.request('bonus.list_active', {}, { silent: true, hideLoadingBar: true, signal }),
    select: byState,
    enabled: uid !== null,
    meta: { hideLoadingBar: true },
    staleTime: 0,
    refetchInterval: ACTIVE_BONUS_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
}
