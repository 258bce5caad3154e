import { SITE_SETTINGS_SESSION_KEY } from '@/lib/site-settings';

/** Two links as an operator might set them (`npm run ops -- social set …`). */
export const OPERATOR_SOCIAL_LINKS = [
  { network: 'instagram', url: 'https://instagram.com/bnw' },
  { network: 'telegram', url: 'https://t.me/bnw' },
];

/** system.get_site_settings as this browser session already knows it: a demo installation, unless told otherwise. */
export function storeSiteSettings(overrides: Record<string, unknown> = {}): void {
  const settings = { demoMode: true, siteName: 'BNW Casino', socialLinks: [], ...overrides };
  sessionStorage.setItem(SITE_SETTINGS_SESSION_KEY, JSON.stringify(settings));
}
