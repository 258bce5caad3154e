import type { Slider } from '@bnw/contract';
import { DEFAULT_SITE_TYPE, LIMITS } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

/** cmscontroller.getSlider: the home slider, `Lang tr, limit 7, offset 0` (section 7). */
export function useHomeSliders() {
  return useQuery({
    queryKey: contentKeys.homeSliders(),
    queryFn: ({ signal }): Promise<Slider[]> =>
      api.request(
        'cmscontroller.getSlider',
        { SiteType: DEFAULT_SITE_TYPE, limit: LIMITS.sliderLimit, offset: 0 },
        { silent: true, signal },
      ),
    staleTime: CONTENT_STALE_MS,
  });
}
