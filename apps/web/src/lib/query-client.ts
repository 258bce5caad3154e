import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Only a lost connection is worth one more try; a refusal, a block or maintenance is not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network' && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
