/**
 * Values the specification names, with the meaning we give them.
 * The numbers are the specification's; keep them.
 */

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';

export const SITE_TYPES = ['mobile', 'desktop'] as const;
export type SiteType = (typeof SITE_TYPES)[number];
export const DEFAULT_SITE_TYPE: SiteType = 'mobile';

/** Placeholder the client sends as `uip` when it does not know the address (section 9). */
export const UNKNOWN_IP_PLACEHOLDER = '{ip}';

/** Information page content types of `cmscontroller.getInformation` (section 7). */
export const INF_TYPES = [
  'SSSinformation',
  'SocialMediaLinks',
  'DomainBilgi',
  'GenelKurallar',
  'GizlilikBilgisi',
  'FinancialsInformation',
  'CasinoKurallari',
  'BahisKurallari',
  'PromoSart',
  'SiteInformation',
] as const;
export type InfType = (typeof INF_TYPES)[number];

/** Site ids the specification fixes: sliders of site 889, popups of site 111. */
export const SITE_ID = { sliders: 889, popups: 111 } as const;

/** Role ids (`rid`). 20 is the restricted role: it sees only live-casino providers of status 2. */
export const ROLE = { player: 1, restricted: 20 } as const;

/** Transaction statuses. 1002 pending and 1003 completed are the specification's numbers. */
export const TRANSACTION_STATUS = {
  pending: 1002,
  completed: 1003,
  rejected: 1004,
  cancelled: 1005,
} as const;

/** Casino category 72 feeds the quick-access slot list (50 games). */
export const QUICK_ACCESS_CATEGORY_ID = 72;
