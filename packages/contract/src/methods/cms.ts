import { z } from 'zod';
import { DEFAULT_LANGUAGE, DEFAULT_SITE_TYPE, INF_TYPES, LANGUAGES, SITE_ID, SITE_TYPES } from '../catalogues.js';
import { LIMITS } from '../limits.js';
import type { MessageKey } from '../messages.js';
import { bonusOfferSchema } from './bonus.js';
import { paginationSchema } from './casino.js';
import { langField, siteTypeField } from './shared.js';
import { isSliderShownAt, tournamentStateAt } from '../content-rules.js';

export const informationPageSchema = z.object({
  InfType: z.enum(INF_TYPES),
  Title: z.string(),
  /**
   * Markup-free paragraphs separated by blank lines. SocialMediaLinks holds an empty JSON list:
   * the social links are operator settings (`system.get_site_settings`).
   */
  Text: z.string(),
  UpdatedAt: z.string(),
});
export type InformationPage = z.infer<typeof informationPageSchema>;

/*
 * The site's content: sliders of the home and inner pages, promotions,
 * pop-ups and tournaments. Field names follow the specification's entities (Status, Start_date,
 * End_date, Active); what a client needs besides them is named in the same style. Instants are
 * ISO 8601 in UTC; amounts are integer kuruş. Content is written once, in the operator's language
 * (Turkish); `Lang` is checked and chooses the language of the answer's message.
 */

/** A slider, promotion or tournament is published (`active`) or kept back (`inactive`). */
export const CONTENT_STATUSES = ['active', 'inactive'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * Where a slider shows: `home` is the home page's slider (`cmscontroller.getSlider`); the others
 * are the inner pages' sliders (`cmscontroller.getIcSlider`), named by their route.
 */
export const SLIDER_TYPES = ['home', 'slot', 'live', 'tombala', 'bet-on-games', 'tournaments', 'promotions'] as const;
export type SliderType = (typeof SLIDER_TYPES)[number];
export const INNER_SLIDER_TYPES = ['slot', 'live', 'tombala', 'bet-on-games', 'tournaments', 'promotions'] as const;
export type InnerSliderType = (typeof INNER_SLIDER_TYPES)[number];

/** Where on its page a slider sits: above the page's lists or between them. `all` asks for both. */
export const SLIDER_PLACES = ['top', 'bottom'] as const;
export type SliderPlace = (typeof SLIDER_PLACES)[number];
/** What `getIcSlider`'s `sliderPlace` may ask for. */
export const SLIDER_PLACE_QUERIES = ['all', 'top', 'bottom'] as const;

/** How a tournament ranks its players (the tournaments engine computes it from real rounds). */
export const TOURNAMENT_SCORING_RULES = ['total_stake', 'total_win', 'best_multiplier'] as const;
export type TournamentScoringRule = (typeof TOURNAMENT_SCORING_RULES)[number];
/** A prize is paid as withdrawable cash or as bonus money with its wagering. */
export const PRIZE_KINDS = ['cash', 'bonus'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];
/** A tournament's state by date (section 4), computed at the moment of the answer. */
export const TOURNAMENT_STATES = ['active', 'upcoming', 'concluded'] as const;
export type TournamentState = (typeof TOURNAMENT_STATES)[number];

/** The longest value of each content column; the tables and the answers keep to them. */
export const CONTENT_MAX_LENGTH = {
  code: 60,
  title: 120,
  text: 600,
  /** Terms (the PromoSart-like text of a promotion or a tournament): paragraphs separated by blank lines. */
  terms: 6000,
  link: 200,
  linkText: 40,
  badge: 30,
  /** The drawing's description (JSON) the generated picture is made from. */
  art: 2000,
  imageUrl: 300,
} as const;

/** How many rows each call answers at most, and how deep a list can be paged. */
export const CONTENT_LIMITS = {
  /** The home slider: `limit 7, offset 0` (section 9). */
  sliderPage: LIMITS.sliderLimit,
  sliderMaxOffset: 49,
  /** One inner page's sliders, both places together. */
  innerSliders: 20,
  /** Every slider of the site (`slider.get_all_items`): the home one and every inner page's. */
  siteSliders: 100,
  promotions: 50,
  popups: 5,
  /** `limit 50, offset 0` (section 9). */
  tournamentPage: LIMITS.tournaments,
  tournamentMaxOffset: 950,
  /** Rank ranges of a tournament's prize table. */
  prizeRanges: 20,
  /** Games and categories a tournament names (an empty list means every slot game). */
  eligibleIds: 500,
} as const;

/** Our generated pictures' sizes (width x height in CSS pixels of a 390 px phone, drawn for 2x). */
export const CONTENT_IMAGE_SIZES = {
  /** 2:1, the home slider. */
  slider: { Width: 800, Height: 400 },
  /** 3:1, an inner page's slider: lower, so the page's games stay in sight. */
  innerSlider: { Width: 900, Height: 300 },
  /** 16:9, a promotion's card and its detail. */
  promotion: { Width: 800, Height: 450 },
  /** 4:5, a pop-up. */
  popup: { Width: 640, Height: 800 },
  /** 2:1, a tournament's card. */
  tournament: { Width: 800, Height: 400 },
} as const;

const isoInstant = z.string().max(32);
/** A path inside our own site (`/promotions`), never an outside address: the client routes to it. */
const sitePath = z
  .string()
  .max(CONTENT_MAX_LENGTH.link)
  .regex(/^\/(?![/\\])/);

/** A picture with its size, so the client reserves its space before it arrives (no layout shift). */
export const contentImageSchema = z.object({
  Url: z.string().max(CONTENT_MAX_LENGTH.imageUrl),
  Width: z.number().int().positive(),
  Height: z.number().int().positive(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

export const sliderSchema = z.object({
  ID: z.number().int(),
  /** The banner's words, also the picture's alternative text. */
  Title: z.string().max(CONTENT_MAX_LENGTH.title),
  Text: z.string().max(CONTENT_MAX_LENGTH.text),
  Image: contentImageSchema,
  Link: sitePath.nullable(),
  LinkText: z.string().max(CONTENT_MAX_LENGTH.linkText).nullable(),
  SliderType: z.enum(SLIDER_TYPES),
  SliderPlace: z.enum(SLIDER_PLACES),
  SortOrder: z.number().int(),
  Status: z.enum(CONTENT_STATUSES),
  Start_date: isoInstant,
  End_date: isoInstant,
});
export type Slider = z.infer<typeof sliderSchema>;

export const promotionSchema = z.object({
  ID: z.number().int(),
  Title: z.string().max(CONTENT_MAX_LENGTH.title),
  /** The card's short description. */
  Text: z.string().max(CONTENT_MAX_LENGTH.text),
  /** The promotion's terms (PromoSart): markup-free paragraphs separated by blank lines. */
  Terms: z.string().max(CONTENT_MAX_LENGTH.terms),
  /** A short label on the card ("Yeni Üyelere", "Her Cuma"). */
  Badge: z.string().max(CONTENT_MAX_LENGTH.badge).nullable(),
  Image: contentImageSchema,
  Link: sitePath.nullable(),
  LinkText: z.string().max(CONTENT_MAX_LENGTH.linkText).nullable(),
  SortOrder: z.number().int(),
  Status: z.enum(CONTENT_STATUSES),
  /** The bonus a player can claim from this promotion, or null for a promotion without one. */
  Bonus: bonusOfferSchema.nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const popupSchema = z.object({
  ID: z.number().int(),
  Title: z.string().max(CONTENT_MAX_LENGTH.title),
  Text: z.string().max(CONTENT_MAX_LENGTH.text),
  Image: contentImageSchema,
  Link: sitePath.nullable(),
  LinkText: z.string().max(CONTENT_MAX_LENGTH.linkText).nullable(),
  SortOrder: z.number().int(),
  /** The specification's flag: a pop-up is shown only when Active is `active`. */
  Active: z.enum(CONTENT_STATUSES),
});
export type Popup = z.infer<typeof popupSchema>;

export const tournamentPrizeSchema = z.object({
  /** Ranks from FromRank to ToRank, both included, each win AmountKurus. */
  FromRank: z.number().int().positive(),
  ToRank: z.number().int().positive(),
  AmountKurus: z.number().int().nonnegative(),
  Kind: z.enum(PRIZE_KINDS),
});
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

export const tournamentSchema = z.object({
  ID: z.number().int(),
  Title: z.string().max(CONTENT_MAX_LENGTH.title),
  Text: z.string().max(CONTENT_MAX_LENGTH.text),
  /** The rules, ties included: markup-free paragraphs separated by blank lines. */
  Terms: z.string().max(CONTENT_MAX_LENGTH.terms),
  Image: contentImageSchema,
  Status: z.enum(CONTENT_STATUSES),
  Start_date: isoInstant,
  End_date: isoInstant,
  /** By the answer's `serverTime`; a client re-evaluates it with `tournamentState` as time passes. */
  State: z.enum(TOURNAMENT_STATES),
  ScoringRule: z.enum(TOURNAMENT_SCORING_RULES),
  /** Rounds below this stake do not count. */
  MinStakeKurus: z.number().int().nonnegative(),
  /** Both empty: every slot game counts. */
  EligibleGameIDs: z.array(z.number().int()).max(CONTENT_LIMITS.eligibleIds),
  EligibleCategoryIDs: z.array(z.number().int()).max(CONTENT_LIMITS.eligibleIds),
  Prizes: z.array(tournamentPrizeSchema).max(CONTENT_LIMITS.prizeRanges),
  /** The sum of every rank's prize. */
  PrizePoolKurus: z.number().int().nonnegative(),
  SortOrder: z.number().int(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** Section 5's slider rule at `now` (content-rules.ts). */
export function isSliderShown(slider: Pick<Slider, 'Status' | 'Start_date' | 'End_date'>, now: Date): boolean {
  return isSliderShownAt(slider, now.getTime());
}

/** Section 4's state by date at `now` (content-rules.ts). */
export function tournamentState(tournament: Pick<Tournament, 'Start_date' | 'End_date'>, now: Date): TournamentState {
  return tournamentStateAt(tournament, now.getTime());
}

/** Content and message calls refuse an unknown language with a message instead of guessing one. */
export const contentLangField = z.enum(LANGUAGES, { error: 'languageInvalid' }).default(DEFAULT_LANGUAGE);
const contentSiteTypeField = z.enum(SITE_TYPES, { error: 'siteTypeInvalid' }).default(DEFAULT_SITE_TYPE);

/** A whole number from `min` to `max`, `fallback` when absent; anything else answers `message`. */
function boundedInt(message: MessageKey, min: number, max: number, fallback: number) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .default(fallback);
}

/** The specification's fixed site ids (889 sliders, 111 pop-ups): another id has no content. */
function siteIdField(siteId: number) {
  return z.coerce
    .number({ error: 'contentSiteUnknown' })
    .refine((value) => value === siteId, { error: 'contentSiteUnknown' })
    .default(siteId);
}

const sliderSiteInput = z.object({ Lang: contentLangField, siteId: siteIdField(SITE_ID.sliders) });

export const cmsMethods = {
  'cmscontroller.getInformation': {
    access: 'public',
    input: z.object({ Lang: langField, SiteType: siteTypeField, InfType: z.enum(INF_TYPES) }),
    output: informationPageSchema,
  },
  /** The home page's sliders shown now, in their order. */
  'cmscontroller.getSlider': {
    access: 'public',
    input: z.object({
      Lang: contentLangField,
      SiteType: contentSiteTypeField,
      limit: boundedInt('sliderPageInvalid', 1, CONTENT_LIMITS.sliderPage, CONTENT_LIMITS.sliderPage),
      offset: boundedInt('sliderPageInvalid', 0, CONTENT_LIMITS.sliderMaxOffset, 0),
    }),
    output: z.array(sliderSchema).max(CONTENT_LIMITS.sliderPage),
  },
  /** One inner page's sliders shown now (`SliderType` is the page), the list in `data.data`. */
  'cmscontroller.getIcSlider': {
    access: 'public',
    input: z.object({
      Lang: contentLangField,
      SiteType: contentSiteTypeField,
      SliderType: z.enum(INNER_SLIDER_TYPES, { error: 'sliderTypeInvalid' }).default('slot'),
      sliderPlace: z.enum(SLIDER_PLACE_QUERIES, { error: 'sliderPlaceInvalid' }).default('all'),
    }),
    output: z.object({ data: z.array(sliderSchema).max(CONTENT_LIMITS.innerSliders) }),
  },
  /** Every slider of site 889 shown now, the home page's and every inner page's, for a client that keeps them all. */
  'slider.get_all_items': {
    access: 'public',
    input: sliderSiteInput,
    output: z.array(sliderSchema).max(CONTENT_LIMITS.siteSliders),
  },
  /** The home page's sliders of site 889 shown now (the first page of `getSlider`, without paging). */
  'slider.get_active_items': {
    access: 'public',
    input: sliderSiteInput,
    output: z.array(sliderSchema).max(CONTENT_LIMITS.sliderPage),
  },
  /** Active promotions in their order, each with its terms, so a detail view needs no second call. */
  'cmscontroller.getPromotions': {
    access: 'public',
    input: z.object({ Lang: contentLangField, SiteType: contentSiteTypeField }),
    output: z.array(promotionSchema).max(CONTENT_LIMITS.promotions),
  },
  /** Active pop-ups of site 111 in their order; the client shows them by the `modalStatus` rule. */
  'cmscontroller.popupInformation': {
    access: 'guest',
    input: z.object({
      Lang: contentLangField,
      SiteType: contentSiteTypeField,
      siteId: siteIdField(SITE_ID.popups),
    }),
    output: z.array(popupSchema).max(CONTENT_LIMITS.popups),
  },
  /**
   * Published tournaments: active ones first (ending soonest first), then upcoming (starting
   * soonest first), then concluded (latest first). `serverTime` is the instant the states were
   * computed at, for a countdown that does not trust the phone's clock.
   */
  'cmscontroller.getTournaments': {
    access: 'public',
    input: z.object({
      Lang: contentLangField,
      SiteType: contentSiteTypeField,
      limit: boundedInt('tournamentPageInvalid', 1, CONTENT_LIMITS.tournamentPage, CONTENT_LIMITS.tournamentPage),
      offset: boundedInt('tournamentPageInvalid', 0, CONTENT_LIMITS.tournamentMaxOffset, 0),
    }),
    output: z.object({
      tournaments: z.array(tournamentSchema).max(CONTENT_LIMITS.tournamentPage),
      pagination: paginationSchema,
      serverTime: isoInstant,
    }),
  },
} as const;
