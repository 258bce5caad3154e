import { LIMITS } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { casinoKeys } from './casino-keys';

/** Categories and providers change when the operator edits the catalogue: an hour is fresh enough. */
const CATALOGUE_STALE_MS = 60 * 60_000;

/** casino.category_list (the spec's limit 100, offset 0, isMobile), named in the player's language. */
export function useGameCategories() {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: casinoKeys.categories(language),
    queryFn: ({ signal }) =>
      api.request(
        'casino.category_list',
        { limit: LIMITS.casinoCategoriesAndProviders, offset: 0, isMobile: 1 },
        { silent: true, signal },
      ),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** casino.provider_list (at most 100). */
export function useGameProviders() {
  return useQuery({
    queryKey: casinoKeys.providers(),
    queryFn: ({ signal }) =>
      api.request(
        'casino.provider_list',
        { limit: LIMITS.casinoCategoriesAndProviders, offset: 0 },
        { silent: true, signal },
      ),
    staleTime: CATALOGUE_STALE_MS,
  });
}
