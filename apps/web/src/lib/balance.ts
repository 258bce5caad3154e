import type { MethodOutput } from '@bnw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { currentPlayerUid, usePlayerUid } from '@/lib/session/player-uid';

/*
 * The player's balance, shared: the header (features/finance) and the play page's top bar
 * (features/play) read the same cache entry, so a balance one of them fetched shows in the other.
 * Moved here from features/finance/api/check-balance.ts, which still re-exports it.
 */

export type Balance = MethodOutput<'finance.check_balance'>[number];

/**
 * The balance's query key. It starts with 'finance' and the player's uid like the money area's
 * other keys, so a money movement's invalidation (features/finance) refreshes it too.
 */
export const balanceQueryKey = (uid: string) => ['finance', uid, 'balance'] as const;

/**
 * True while the real-time channel is signed in and pushes the balance after every movement
 * (lib/realtime-player.ts sets it, then refetches once): no polling then. When the channel is down
 * the refetch brings the polling back.
 */
export const balancePush = { live: false };

/**
 * finance.check_balance: the player's available balance is `data[0].balance` (section 7).
 * It never drives the loading bar and a failure shows no notice: the header just keeps a dash.
 */
export async function getBalance(signal?: AbortSignal): Promise<Balance> {
  const data = await api.request(
    'finance.check_balance',
    {},
    { silent: true, hideLoadingBar: true, ...(signal ? { signal } : {}) },
  );
  const first = data[0];
  if (!first || !Number.isSafeInteger(first.balance))
    throw new Error('finance.check_balance answered without a balance');
  return first;
}

/** How often the balance is asked again while the page is in front (staff approve payments meanwhile). */
export const BALANCE_REFRESH_MS = 30_000;

/**
 * Staff approve or reject a payment without the page knowing, so the balance is asked again
 * every BALANCE_REFRESH_MS while the page is visible (never in a background tab) and whenever
 * the player comes back to the tab, e.g. from their banking app.
 */
export const balanceQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: balanceQueryKey(uid),
    queryFn: ({ signal }) => getBalance(signal),
    meta: { hideLoadingBar: true },
    staleTime: 10_000,
    refetchInterval: () => (balancePush.live ? false : BALANCE_REFRESH_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });

/**
 * The balance of the logged-in player; idle while logged out. `refreshMs` asks more often than
 * the default while the caller is on screen (the play page, where every bet moves it).
 */
export function useBalance(options: { refreshMs?: number } = {}) {
  const uid = usePlayerUid();
  // The pushes' code is fetched once a player is signed in and the page has painted: never on a visitor's first page.
  useEffect(() => {
    // eslint-disable-next-line import-x/no-cycle -- a lazy chunk that reads this module's key and flag back
    if (uid !== null) void import('./realtime-player');
  }, [uid]);
  const { refreshMs } = options;
  return useQuery({
    ...balanceQueryOptions(uid ?? ''),
    ...(refreshMs ? { refetchInterval: () => (balancePush.live ? false : refreshMs) } : {}),
    enabled: uid !== null,
  });
}

/** App start (section 4): the balance check of a stored session, into the cache the header reads. */
export function prefetchBalance(): Promise<void> {
  const uid = currentPlayerUid();
  return uid === null ? Promise.resolve() : queryClient.prefetchQuery(balanceQueryOptions(uid));
}
