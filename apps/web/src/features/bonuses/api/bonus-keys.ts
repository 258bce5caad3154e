import type { QueryClient } from '@tanstack/react-query';
import { balanceQueryKey } from '@/lib/balance';

/**
 * Query keys of the bonuses. Each starts with 'bonuses' and the player's uid, so that one
 * player's bonus is never shown to the next one on the same phone.
 */
export const bonusKeys = {
  all: (uid: string) => ['bonuses', uid] as const,
  active: (uid: string) => ['bonuses', uid, 'active'] as const,
  history: (uid: string) => ['bonuses', uid, 'history'] as const,
};

/** After a claim or a forfeit: the bonus lists and the header's balance (cash and bonus) are stale. */
export async function invalidateBonusMoney(client: QueryClient, uid: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: bonusKeys.all(uid) }),
    client.invalidateQueries({ queryKey: balanceQueryKey(uid) }),
  ]);
}
