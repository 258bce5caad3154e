import type { InnerSliderType, Popup, Promotion, Slider } from '@bnw/contract';
import { DEFAULT_SITE_TYPE, LIMITS, SITE_ID } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/*
 * The site's content calls (section 7). Content is written once, in the operator's language, so
 * the keys carry no language. Failures are quiet (section 8 swallows list failures): a missing
 * slider or pop-up leaves its place empty, never an error box on the home page.
 */

/** The operator edits content now and then; a few minutes old is fresh enough. */
const CONTENT_STALE_MS = 5 * 60_000;

export const contentKeys = {
  homeSliders: () => ['content', 'sliders', 'home'] as const,
  innerSliders: (type: InnerSliderType) => ['content', 'sliders', 'inner', type] as const,
  promotions: () => ['content', 'promotions'] as const,
  popups: () => ['content', 'popups'] as const,
};

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

/** cmscontroller.getPromotions (`SiteType mobile`): the active ones, each with its terms. */
export function usePromotions() {
  return useQuery({
    queryKey: contentKeys.promotions(),
    queryFn: ({ signal }): Promise<Promotion[]> =>
      api.request('cmscontroller.getPromotions', { SiteType: DEFAULT_SITE_TYPE }, { silent: true, signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

/** cmscontroller.popupInformation (`siteId 111`): the active pop-ups in their order. */
export function usePopups({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: contentKeys.popups(),
    queryFn: ({ signal }): Promise<Popup[]> =>
      api.request(
        'cmscontroller.popupInformation',
        { SiteType: DEFAULT_SITE_TYPE, siteId: SITE_ID.popups },
        { silent: true, hideLoadingBar: true, signal },
      ),
    meta: { hideLoadingBar: true },
    staleTime: CONTENT_STALE_MS,
    enabled,
  });
}
