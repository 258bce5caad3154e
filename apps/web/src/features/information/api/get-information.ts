import { DEFAULT_SITE_TYPE, type InfType, type InformationPage, type Language } from '@bnw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** cmscontroller.getInformation {Lang, SiteType:'mobile', InfType} (section 7). Failures show on the page, not as a notice. */
export function getInformation(infType: InfType, signal?: AbortSignal): Promise<InformationPage> {
  return api.request(
    'cmscontroller.getInformation',
    { SiteType: DEFAULT_SITE_TYPE, InfType: infType },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}

export const informationQueryOptions = (infType: InfType, lang: Language) =>
  queryOptions({
    // The language is part of the key: switching it fetches the other text.
    queryKey: ['information', infType, lang],
    queryFn: ({ signal }) => getInformation(infType, signal),
    staleTime: 10 * 60_000,
  });

export function useInformation(infType: InfType, lang: Language) {
  return useQuery(informationQueryOptions(infType, lang));
}
