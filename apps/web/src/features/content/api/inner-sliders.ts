import type { InnerSliderType, Slider } from '@bnw/contract';
import { DEFAULT_SITE_TYPE } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

/** cmscontroller.getIcSlider: one inner page's sliders (`SliderType` the page, `sliderPlace all`), list in data.data. */
export function useInnerSliders(type: InnerSliderType) {
  return useQuery({
    queryKey: contentKeys.innerSliders(type),
    queryFn: async ({ signal }): Promise<Slider[]> => {
      const answer = await api.request(
        'cmscontroller.getIcSlider',
        { SiteType: DEFAULT_SITE_TYPE, SliderType: type, sliderPlace: 'all' },
        { silent: true, signal },
      );
      return answer.data;
    },
    staleTime: CONTENT_STALE_MS,
  });
}
