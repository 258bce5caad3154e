import type { HighEarning } from '@bnw/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type HighEarningsOrder = 'amount' | 'multiplier';

/** The feed's rows per tab: the contract's HIGH_EARNINGS_MAX_ROWS (the index would bring zod here). */
export const HIGH_EARNINGS_ROWS = 50;
const FEED_TIMEOUT_MS = 10_000;

/** casino.high_earnings: public, the last 7 days' biggest wins by amount or by multiple of the stake. */
export function useHighEarnings(by: HighEarningsOrder) {
  return useQuery({
    queryKey: ['highEarnings', by],
    queryFn: ({ signal }): Promise<HighEarning[]> =>
      api.request(
        'casino.high_earnings',
        { by, limit: HIGH_EARNINGS_ROWS },
        { silent: true, signal, timeoutMs: FEED_TIMEOUT_MS },
      ),
    staleTime: 30_000,
  });
}
