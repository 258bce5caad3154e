import type { Promotion } from '@bnw/contract';
import { DEFAULT_SITE_TYPE } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

/**
 * cmscontroller.getPromotions (`SiteType mobile`): the active ones, each with its terms. `initialData`:
 * an answer the page arrived with (/promotions's, lobby-answers.ts), taken when the query is first made.
 */
export function usePromotions(initialData?: () => Promotion[] | undefined) {
  return useQuery({
    queryKey: contentKeys.promotions(),
    queryFn: ({ signal }): Promise<Promotion[]> =>
      api.request('cmscontroller.getPromotions', { SiteType: DEFAULT_SITE_TYPE }, { silent: true, signal }),
    ...(initialData ? { initialData } : {}),
    staleTime: CONTENT_STALE_MS,
  });
}
