import type { Slider } from '@bnw/contract';
import { DEFAULT_SITE_TYPE, LIMITS } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

/** The JSON the server writes into the home page (apps/server/src/http/home-page.ts). */
export const HOME_SLIDERS_ELEMENT_ID = 'bnw-home-sliders';

function looksLikeSliders(value: unknown): value is Slider[] {
  return (
    Array.isArray(value) &&
    value.every((item: { ID?: unknown; Image?: { Url?: unknown } } | null) => {
      return typeof item?.ID === 'number' && typeof item.Image?.Url === 'string';
    })
  );
}

/**
 * The home slider the page arrived with, taken once (the element goes with it): the shell already
 * shows its first banner, so the first render shows the same picture instead of a placeholder and
 * waits for no request. Only a first page load has it; a list that does not parse is ignored and
 * the call is asked as usual.
 */
export function takeInlinedHomeSliders(): Slider[] | undefined {
  const element = document.getElementById(HOME_SLIDERS_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return looksLikeSliders(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

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
    // Called when the query is first made: its time is then, and the list counts as fresh.
    initialData: takeInlinedHomeSliders,
    staleTime: CONTENT_STALE_MS,
  });
}
