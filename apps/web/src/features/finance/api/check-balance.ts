import type { QueryClient } from '@tanstack/react-query';

// The balance query is shared with the play page's top bar: it lives in lib/balance.ts now.
export {
  BALANCE_REFRESH_MS,
  type Balance,
  balanceQueryOptions,
  getBalance,
  prefetchBalance,
  useBalance,
} from '@/lib/balance';

/** After a money movement: the header balance and every list of the player are stale. */
export function invalidateMoney(client: QueryClient, uid: string): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const [area, owner, part] = query.queryKey;
      return area === 'finance' && owner === uid && (part === 'balance' || part === 'transactions');
    },
  });
}
