import { type SocialLink, validSocialLinks } from '@bnw/contract/constants';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, api } from './api-client';
import { queryClient } from './query-client';

/** `system.get_site_settings`: what every page needs to know about the installation. */
export interface SiteSettings {
  demoMode: boolean;
  siteName: string;
  /** The operator's social links (https only, one per network); none by default. */
  socialLinks: readonly SocialLink[];
}

/**
 * Kept for the browser session (sessionStorage, not localStorage: a new visit asks again), so
 * that a reload shows the demo banner at once instead of after a call. Ours; the spec names
 * no such key.
 */
export const SITE_SETTINGS_SESSION_KEY = 'bnwSiteSettings';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The settings as the site uses them, or null when the value is not settings at all. The links
 * are checked again (https, known networks): they are sent to players' browsers, and a value kept
 * before links existed has none.
 */
function toSiteSettings(value: unknown): SiteSettings | null {
  const candidate = value as Partial<Record<keyof SiteSettings, unknown>> | null;
  if (typeof candidate?.demoMode !== 'boolean' || typeof candidate.siteName !== 'string') return null;
  return {
    demoMode: candidate.demoMode,
    siteName: candidate.siteName,
    socialLinks: validSocialLinks(candidate.socialLinks),
  };
}

export function readCachedSiteSettings(store: SessionStore | null = sessionStore()): SiteSettings | undefined {
  try {
    return toSiteSettings(JSON.parse(store?.getItem(SITE_SETTINGS_SESSION_KEY) ?? 'null')) ?? undefined;
  } catch {
    return undefined;
  }
}

export async function getSiteSettings(
  client: ApiClient = api,
  store: SessionStore | null = sessionStore(),
  signal?: AbortSignal,
): Promise<SiteSettings> {
  const data = await client.request(
    'system.get_site_settings',
    {},
    { silent: true, hideLoadingBar: true, ...(signal ? { signal } : {}) },
  );
  const settings: SiteSettings = {
    demoMode: data.demoMode === true,
    siteName: String(data.siteName),
    socialLinks: validSocialLinks(data.socialLinks),
  };
  try {
    store?.setItem(SITE_SETTINGS_SESSION_KEY, JSON.stringify(settings));
  } catch {
    // Storage refused: asked again on the next page load.
  }
  return settings;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: ({ signal }) => getSiteSettings(api, sessionStore(), signal),
    initialData: readCachedSiteSettings,
    // Once per browser session: the cached value is not fetched again.
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { hideLoadingBar: true },
  });

/**
 * Asked once at app start, after the maintenance check (app/start-app.ts): never before it,
 * so that nothing but that check leaves while the site may be down or blocked.
 */
export function loadSiteSettings(client: QueryClient = queryClient): Promise<void> {
  return client.prefetchQuery(siteSettingsQueryOptions());
}

/** The installation's settings; undefined until the first answer of this browser session. */
export function useSiteSettings(): SiteSettings | undefined {
  return useQuery({ ...siteSettingsQueryOptions(), enabled: false }).data;
}
