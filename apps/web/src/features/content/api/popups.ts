import type { Popup } from '@bnw/contract';
import { DEFAULT_SITE_TYPE, SITE_ID } from '@bnw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

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
