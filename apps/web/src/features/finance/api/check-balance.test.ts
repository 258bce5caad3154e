import { QueryClient, QueryObserver, focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '../testing/finance-fixtures';
import { BALANCE_REFRESH_MS, balanceQueryOptions } from './check-balance';

afterEach(() => {
  vi.restoreAllMocks();
  focusManager.setFocused(undefined);
});

const answer = { 'finance.check_balance': [{ balance: 1_000_000, pending: 0, currency: 'TRY' }] };

describe('balanceQueryOptions', () => {
  it('asks again every 30 s while the page is visible, never in a background tab, and on coming back', () => {
    const options = balanceQueryOptions('u1');
    expect(BALANCE_REFRESH_MS).toBe(30_000);
    expect(options.refetchInterval).toBe(BALANCE_REFRESH_MS);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe('always');
    expect(options.queryKey).toEqual(['finance', 'u1', 'balance']);
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
