import type { SiteType } from '@bnw/contract';

/**
 * What every content list shares: which rows a site type sees, and a link that is safe to route to.
 */

/** A row for every site type, or for the asked one only. */
export function siteTypesFor(siteType: SiteType): Array<'all' | SiteType> {
  return ['all', siteType];
}

const SITE_PATH = /^\/(?![/\\])/;

/**
 * A link inside our site, or none: the client routes to it, so an outside address (or a
 * `javascript:` one) stored by mistake is dropped rather than answered.
 */
export function sitePathOrNull(link: string | null): string | null {
  return link !== null && SITE_PATH.test(link) ? link : null;
}
