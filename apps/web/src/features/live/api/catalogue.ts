import { LIMITS } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { useAppStore } from '@/stores/app-store';
import { liveKeys } from './live-keys';

/** The operator changes the live catalogue rarely: an hour is fresh enough. */
const CATALOGUE_STALE_MS = 60 * 60_000;

/**
 * livecasino.category_list (the spec's limit 150), named in the player's language; each category's
 * `items` counts the tables this player may see (role 20: status 2 only), so it is kept per player.
 */
export function useLiveCategories() {
  const language = useAppStore((state) => state.language);
  const uid = usePlayerUid();
  return useQuery({
    queryKey: liveKeys.categories(uid ?? '', language),
    queryFn: ({ signal }) =>
      api.request(
        'livecasino.category_list',
        { limit: LIMITS.liveCasinoCategoriesAndProviders, offset: 0 },
        { silent: true, signal },
      ),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/**
 * livecasino.provider_list (limit 150). A player of role 20 sees only status 2: the server applies
 * that rule from the stored role, so the list is kept per player.
 */
export function useLiveProviders() {
  const uid = usePlayerUid();
  return useQuery({
    queryKey: liveKeys.providers(uid ?? ''),
    queryFn: ({ signal }) =>
      api.request(
        'livecasino.provider_list',
        { limit: LIMITS.liveCasinoCategoriesAndProviders, offset: 0 },
        { silent: true, signal },
      ),
    staleTime: CATALOGUE_STALE_MS,
  });
}
