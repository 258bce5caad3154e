import type { InnerSliderType, Slider } from '@bnw/contract';
import { DEFAULT_SITE_TYPE } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';
import { isPictureList, takeLobbyAnswer } from './lobby-answers';

/** getIcSlider's answer: the list in `data`. */
function isInnerSliderAnswer(value: unknown): value is { data: Slider[] } {
  return typeof value === 'object' && value !== null && isPictureList<Slider>((value as { data?: unknown }).data);
}

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
    // The lobby's page may have arrived with the answer (its shell shows the top banner already).
    initialData: () => takeLobbyAnswer(`cmscontroller.getIcSlider ${type}`, isInnerSliderAnswer)?.data,
    staleTime: CONTENT_STALE_MS,
  });
}
