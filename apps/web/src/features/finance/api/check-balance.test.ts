import { QueryClient, QueryObserver, focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '../testing/finance-fixtures';
import { balancePush } from '@/lib/balance';
import { BALANCE_REFRESH_MS, balanceQueryOptions } from './check-balance';

afterEach(() => {
  vi.restoreAllMocks();
  focusManager.setFocused(undefined);
  balancePush.live = false;
});

const answer = { 'finance.check_balance': [{ balance: 1_000_000, pending: 0, currency: 'TRY' }] };

describe('balanceQueryOptions', () => {
  it('asks again every 30 s while the page is visible, never in a background tab, and on coming back', () => {
    const options = balanceQueryOptions('u1');
    expect(BALANCE_REFRESH_MS).toBe(30_000);
    const interval = options.refetchInterval as () => number | false;
    expect(interval()).toBe(BALANCE_REFRESH_MS);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe('always');
    expect(options.queryKey).toEqual(['finance', 'u1', 'balance']);
  });

  it('stops asking while the real-time channel pushes the balance, and asks again when it is down', async () => {
    const request = answerRequests(answer);
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    const observer = new QueryObserver(client, balanceQueryOptions('u1'));
    const unsubscribe = observer.subscribe(() => {});
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(request).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_MS);
      expect(request).toHaveBeenCalledTimes(2);

      // Live: a push lands in the cache and the timer is off.
      balancePush.live = true;
      client.setQueryData(['finance', 'u1', 'balance'], { balance: 7, pending: 0, bonus: 0, currency: 'TRY' });
      expect(observer.getCurrentResult().data?.balance).toBe(7);
      await vi.advanceTimersByTimeAsync(3 * BALANCE_REFRESH_MS);
      expect(request).toHaveBeenCalledTimes(2);

      // Down: one fetch now (the channel's refetch), then every 30 s again.
      balancePush.live = false;
      await client.invalidateQueries({ queryKey: ['finance', 'u1', 'balance'] });
      expect(request).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_MS);
      expect(request).toHaveBeenCalledTimes(4);
    } finally {
      unsubscribe();
      client.clear();
      vi.useRealTimers();
    }
  });

  it('refetches when the player returns to the tab, even within the stale time', async () => {
    const request = answerRequests(answer);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    client.mount(); // listens to the focus manager, as the app's provider does
    const observer = new QueryObserver(client, balanceQueryOptions('u1'));
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.balance).toBe(1_000_000));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    unsubscribe();
    client.unmount();
    client.clear();
  });
});
