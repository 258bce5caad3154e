import { type SocialLink, type SocialNetwork, validSocialLinks } from '@bnw/contract';
import type { SettingsRepository } from '../../platform/settings.js';

/** The settings key of the site's social links: a JSON list of { network, url }, absent by default. */
export const SOCIAL_LINKS_KEY = 'social_links';

type Settings = Pick<SettingsRepository, 'get' | 'set'>;

/**
 * The links players see. The stored list is checked again on every read: the settings table can
 * be edited by hand, and a bad entry must never reach a player's screen.
 */
export async function readSocialLinks(settings: Settings): Promise<SocialLink[]> {
  return validSocialLinks(await settings.get<unknown>(SOCIAL_LINKS_KEY));
}

/** Sets one network's link (replacing the one it had, keeping its place). The caller checked the address. */
export async function setSocialLink(settings: Settings, link: SocialLink): Promise<SocialLink[]> {
  const links = await readSocialLinks(settings);
  const index = links.findIndex((existing) => existing.network === link.network);
  const next = index === -1 ? [...links, link] : links.map((existing, at) => (at === index ? link : existing));
  await settings.set(SOCIAL_LINKS_KEY, next);
  return next;
}

/** Removes one network's link, or every link when no network is named. */
export async function removeSocialLinks(settings: Settings, network?: SocialNetwork): Promise<SocialLink[]> {
  const next = network ? (await readSocialLinks(settings)).filter((link) => link.network !== network) : [];
  await settings.set(SOCIAL_LINKS_KEY, next);
  return next;
}
