import type { GameCategory } from '@bnw/contract';
import { LIMITS } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

/** casino.category_list (limit 100, isMobile) for the category shortcuts, named in the player's language. */
export function useHomeCategories() {
  const language = useAppStore((state) => state.language);
  return useQuery({
    queryKey: ['home', 'categories', language] as const,
    queryFn: ({ signal }): Promise<GameCategory[]> =>
      api.request(
        'casino.category_list',
        { limit: LIMITS.casinoCategoriesAndProviders, offset: 0, isMobile: 1 },
        { silent: true, signal },
      ),
    staleTime: 60 * 60_000,
  });
}
