import type { PlayerBonus } from '@bnw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { bonusKeys, invalidateBonusMoney } from './bonus-keys';

/**
 * bonus.claim. A refusal (claimed before, another bonus open, the offer gone) shows the server's
 * message as a notice (the client does so for a player action) and changes nothing here. A claim
 * puts the bonus straight into the open-bonus cache and refreshes the balance.
 */
export function useClaimBonus() {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerID: number): Promise<PlayerBonus> => api.request('bonus.claim', { offerID }),
    onSuccess: (bonus) => {
      queryClient.setQueryData<PlayerBonus[]>(bonusKeys.active(uid), [bonus]);
      void invalidateBonusMoney(queryClient, uid);
    },
  });
}

/** bonus.forfeit: what remains of the bonus goes back to the house; the balance and lists refresh. */
export function useForfeitBonus() {
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bonusID: number): Promise<PlayerBonus> => api.request('bonus.forfeit', { bonusID }),
    onSuccess: () => {
      queryClient.setQueryData<PlayerBonus[]>(bonusKeys.active(uid), []);
      void invalidateBonusMoney(queryClient, uid);
    },
  });
}
