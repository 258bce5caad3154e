import type { License } from '@bnw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_VERSION } from '@/config/app';
import { ApiError, api } from '@/lib/api-client';

/** GET /endpoint/v1/licenses?version=… (section 7); the answer is the envelope with an array. */
export async function getLicenses(signal?: AbortSignal): Promise<License[]> {
  const envelope = await api.get<License[]>(
    'licenses',
    { version: APP_VERSION },
    { apiClass: 'system', silent: true, ...(signal ? { signal } : {}) },
  );
  if (!envelope.result) throw new ApiError('failed', envelope.message, envelope);
  return Array.isArray(envelope.data) ? envelope.data : [];
}

export const licensesQueryOptions = () =>
  queryOptions({
    queryKey: ['licenses'],
    queryFn: ({ signal }) => getLicenses(signal),
    // Licences change rarely; one fetch per visit is plenty.
    staleTime: 30 * 60_000,
  });

export function useLicenses() {
  return useQuery(licensesQueryOptions());
}
