import { type SocialLink, isSocialUrl } from '@bnw/contract';
import type { BackofficeParsedInput } from '@bnw/contract/backoffice';
import { StaffRefusal } from '../../rpc/backoffice-handlers.js';
import type { Services } from '../../services.js';
import { SOCIAL_LINKS_KEY, readSocialLinks, removeSocialLinks, setSocialLink } from './social-links.js';

/**
 * The site settings the system module owns, as the back office shows and changes them: the name
 * and demo mode (configuration, read-only) and the footer's social links, changed through the same
 * use cases as `npm run ops -- social` (social-links.ts).
 */
type SiteDeps = Pick<Services, 'db' | 'config' | 'settings'>;

export interface SiteSettingsPart {
  siteName: string;
  demoMode: boolean;
  socialLinks: SocialLink[];
  socialLinksUpdatedAt: string | null;
}

export async function siteSettingsPart(deps: SiteDeps): Promise<SiteSettingsPart> {
  const [socialLinks, row] = await Promise.all([
    readSocialLinks(deps.settings),
    deps.db.selectFrom('settings').select('updated_at').where('key', '=', SOCIAL_LINKS_KEY).executeTakeFirst(),
  ]);
  return {
    siteName: deps.config.siteName,
    demoMode: deps.config.demoMode,
    socialLinks,
    socialLinksUpdatedAt: row?.updated_at ?? null,
  };
}

/** `bo_ops.social_link_set`: one network's https link, replacing the one it had. */
export async function setSocialLinkAsStaff(
  deps: SiteDeps,
  input: BackofficeParsedInput<'bo_ops.social_link_set'>,
): Promise<void> {
  if (!isSocialUrl(input.url)) throw new StaffRefusal('socialUrlInvalid', {}, `setting:social_links:${input.network}`);
  await setSocialLink(deps.settings, { network: input.network, url: input.url });
}

export async function removeSocialLinkAsStaff(
  deps: SiteDeps,
  input: BackofficeParsedInput<'bo_ops.social_link_remove'>,
): Promise<void> {
  await removeSocialLinks(deps.settings, input.network);
}
