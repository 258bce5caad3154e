/**
 * The site's links to its social network accounts: operator settings (`npm run ops -- social`),
 * none by default, so that a new installation never points players to accounts it does not own.
 * No schema library here: the player site checks them with these helpers too.
 */
export const SOCIAL_NETWORKS = ['instagram', 'x', 'facebook', 'youtube', 'telegram', 'tiktok', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's own name, the same in every language. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  x: 'X',
  facebook: 'Facebook',
  youtube: 'YouTube',
  telegram: 'Telegram',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
};

/** At most one link per network, and never more than this many (the footer has room for them). */
export const MAX_SOCIAL_LINKS = 8;
export const MAX_SOCIAL_URL_LENGTH = 500;

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export function isSocialNetwork(value: unknown): value is SocialNetwork {
  return typeof value === 'string' && (SOCIAL_NETWORKS as readonly string[]).includes(value);
}

/**
 * An address a player may be sent to: https only (no `javascript:`, no plain http a network
 * could rewrite), no user name or password in it, and not too long.
 */
export function isSocialUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_SOCIAL_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The valid links of a stored or received list, in order: one per network (the first wins), at
 * most MAX_SOCIAL_LINKS. Anything else (a hand-edited setting, an older client's cache) is dropped.
 */
export function validSocialLinks(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  const links: SocialLink[] = [];
  for (const item of value as unknown[]) {
    const candidate = item as Partial<SocialLink> | null;
    if (!isSocialNetwork(candidate?.network) || !isSocialUrl(candidate.url)) continue;
    if (links.some((link) => link.network === candidate.network)) continue;
    links.push({ network: candidate.network, url: candidate.url });
    if (links.length === MAX_SOCIAL_LINKS) break;
  }
  return links;
}
