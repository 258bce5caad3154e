import { z } from 'zod';
import { INF_TYPES, LANGUAGES } from '../catalogues.js';
import { GAME_LOBBIES } from '../casino-catalogue.js';
import { licenseSchema } from '../methods/system.js';
import {
  CONTENT_IMAGE_SIZES,
  CONTENT_LIMITS,
  CONTENT_MAX_LENGTH,
  CONTENT_STATUSES,
  PRIZE_KINDS,
  SLIDER_PLACES,
  SLIDER_TYPES,
  TOURNAMENT_SCORING_RULES,
  TOURNAMENT_STATES,
  informationPageSchema,
  popupSchema,
  promotionSchema,
  sliderSchema,
  tournamentSchema,
} from '../methods/cms.js';
import { MASS_MESSAGE_KINDS, MASS_MESSAGE_MAX_LENGTH } from '../methods/crm.js';
import { langField } from '../methods/shared.js';
import { hasControlCharacter } from '../text.js';
import { type BackofficeMethodSpec, idField, isoTime, pageFields, pagination, staffText } from './fields.js';
import type { StaffMessageKey } from './messages.js';
import type { StaffRole } from './roles.js';

/**
 * The back office's content calls ("Content"): sliders, promotions and their
 * bonuses, pop-ups, information pages, tournaments, mass messages and licences. Each is written to
 * the very columns the player site reads, with the same meaning (a slider is shown while its status
 * is active and now lies strictly between its start and end), and each answer carries `preview`:
 * the row exactly as the player site's call would answer it. Pictures are the site's own generated
 * banners: staff choose a palette and a motif and write the banner's words (`art`);
 * `bo_content.art_preview` draws any of them, saved or not.
 */

/** Content staff and administrators write; the auditor reads; the other roles see nothing of it. */
export const CONTENT_READERS = ['administrator', 'content', 'auditor'] as const satisfies readonly StaffRole[];
export const CONTENT_WRITERS = ['administrator', 'content'] as const satisfies readonly StaffRole[];

export const CONTENT_STAFF_LIMITS = {
  page: 50,
  maxOffset: 10_000,
  searchMax: 60,
  sortOrderMax: 9999,
  /** An information page's body (the table's column is text; the site shows paragraphs). */
  pageBodyMax: 20_000,
  pageTitleMax: 200,
  /** How far ahead a mass message may be written. */
  messageAheadMs: 366 * 86_400_000,
  /** A mass message's publishing time may lie this little in the past (the form's clock is not ours). */
  messagePastToleranceMs: 5 * 60_000,
  /** Highest rank a tournament's prize table may name. */
  prizeRankMax: 10_000,
  /** Highest single prize: ₺10,000,000. */
  amountMaxKurus: 1_000_000_000,
  licenceAuthorityMax: 200,
  licenceNumberMax: 100,
  licenceJurisdictionMax: 100,
  licenceUrlMax: 500,
  licenceHolderMax: 200,
  /** The drawn banner (SVG markup) answered by `art_preview`. */
  svgMax: 200_000,
} as const;

export const CONTENT_SITE_TYPES = ['all', 'mobile', 'desktop'] as const;
export const ART_PALETTES = ['ruby', 'emerald', 'sapphire', 'gold', 'violet', 'midnight', 'sunset'] as const;
export const ART_MOTIFS = ['coins', 'cards', 'dice', 'trophy', 'gift', 'spins', 'chips', 'tombala'] as const;
export const ART_SIZES = Object.keys(CONTENT_IMAGE_SIZES) as Array<keyof typeof CONTENT_IMAGE_SIZES>;
/** What staff may set as a promotion's bonus: a tournament's prize terms are set on the tournament. */
export const PROMOTION_BONUS_KINDS = ['deposit', 'fixed'] as const;

const key = <K extends StaffMessageKey>(message: K) => message;

/** Text of several paragraphs: line breaks are kept (as \n), every other control character refused. */
function paragraphs(message: StaffMessageKey, maxLength: number) {
  return z
    .string({ error: message })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(maxLength, { error: message })
        .refine((value) => !hasControlCharacter(value.replace(/\n/g, '')), {
          error: key('invalidCharacter'),
        }),
    );
}

const required = <T extends z.ZodType<string>>(field: T, message: StaffMessageKey) =>
  field.refine((value) => value.length > 0, { error: message });

/** An optional short text: empty means none (stored as null). */
const optionalText = (message: StaffMessageKey, maxLength: number) =>
  staffText(message, maxLength)
    .nullable()
    .default(null)
    .transform((value) => (value === null || value === '' ? null : value));

/** A path inside our site (the client routes to it), or none. */
const sitePathField = staffText('contentLinkInvalid', CONTENT_MAX_LENGTH.link)
  .refine((value) => value === '' || /^\/(?![/\\])/.test(value), { error: key('contentLinkInvalid') })
  .nullable()
  .default(null)
  .transform((value) => (value === null || value === '' ? null : value));

/** An instant with its offset, stored as `toISOString()` text: the player site compares that text. */
const instantField = (message: StaffMessageKey) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value).toISOString());

const statusField = z.enum(CONTENT_STATUSES, { error: key('contentStatusInvalid') });
const siteTypeField = z.enum(CONTENT_SITE_TYPES, { error: key('contentSiteTypeInvalid') }).default('all');
const sortOrderField = z
  .number({ error: key('contentSortInvalid') })
  .int({ error: key('contentSortInvalid') })
  .min(0, { error: key('contentSortInvalid') })
  .max(CONTENT_STAFF_LIMITS.sortOrderMax, { error: key('contentSortInvalid') })
  .default(0);
const kurusField = (message: StaffMessageKey, min = 0) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(CONTENT_STAFF_LIMITS.amountMaxKurus, { error: message });

const artText = (maxLength: number) =>
  staffText('contentArtInvalid', maxLength).min(1, { error: key('contentArtInvalid') });

/** The generated banner: the site's palette and motif, and the words drawn on it (modules/cms/content-art.ts). */
export const staffArtSchema = z.object(
  {
    palette: z.enum(ART_PALETTES, { error: key('contentArtInvalid') }),
    motif: z.enum(ART_MOTIFS, { error: key('contentArtInvalid') }),
    kicker: artText(40),
    headline: artText(32),
    amountKurus: z
      .number({ error: key('contentArtInvalid') })
      .int({ error: key('contentArtInvalid') })
      .positive({ error: key('contentArtInvalid') })
      .max(10_000_000_000, { error: key('contentArtInvalid') })
      .optional(),
    amountSuffix: artText(30).optional(),
    line: artText(60).optional(),
    cta: artText(20).optional(),
  },
  { error: key('contentArtInvalid') },
);
export type StaffArt = z.infer<typeof staffArtSchema>;

const titleField = required(staffText('contentTitleInvalid', CONTENT_MAX_LENGTH.title), 'contentTitleInvalid');
const textField = required(paragraphs('contentTextInvalid', CONTENT_MAX_LENGTH.text), 'contentTextInvalid');
const termsField = paragraphs('contentTermsInvalid', CONTENT_MAX_LENGTH.terms).default('');
const linkTextField = optionalText('contentLinkTextInvalid', CONTENT_MAX_LENGTH.linkText);

function listInput<Shape extends z.ZodRawShape>(extra: Shape) {
  return z.object({
    Lang: langField,
    status: statusField.optional(),
    /** Part of the title (a licence: of the authority or number), any case. */
    search: staffText('contentFilterInvalid', CONTENT_STAFF_LIMITS.searchMax).optional(),
    ...extra,
    ...pageFields(CONTENT_STAFF_LIMITS.page, CONTENT_STAFF_LIMITS.maxOffset),
  });
}

const listOutput = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).max(CONTENT_STAFF_LIMITS.page), pagination });

const statusInput = (idMessage: StaffMessageKey) =>
  z.object({ Lang: langField, id: idField(idMessage), status: statusField });

const idInput = (idMessage: StaffMessageKey) => z.object({ Lang: langField, id: idField(idMessage) });
const deleted = z.object({ id: z.number().int().positive() });

/** An end strictly after the start: what the player site needs for anything to show at all. */
function windowInOrder<T extends { startDate: string; endDate: string }>(value: T): boolean {
  return value.endDate > value.startDate;
}

const stamps = { createdAt: isoTime, updatedAt: isoTime };
const rowId = z.number().int().positive();

/*
 * Sliders, promotions, pop-ups and tournaments are banners alike: the same words, link, picture,
 * order and status, answered and written by the same fields. Each block keeps its fields' order,
 * which is the order a form's mistakes are reported in.
 */
const bannerWords = {
  siteType: z.enum(CONTENT_SITE_TYPES),
  title: z.string().max(CONTENT_MAX_LENGTH.title),
  text: z.string().max(CONTENT_MAX_LENGTH.text),
};
const bannerLink = {
  linkUrl: z.string().max(CONTENT_MAX_LENGTH.link).nullable(),
  linkText: z.string().max(CONTENT_MAX_LENGTH.linkText).nullable(),
};
const bannerPlacing = { art: staffArtSchema, sortOrder: z.number().int(), status: z.enum(CONTENT_STATUSES) };

/** A save's key: absent `id`, a new row. */
const saveKey = (notFound: StaffMessageKey) => ({ Lang: langField, id: idField(notFound).optional() });
const bannerWordsInput = { siteType: siteTypeField, title: titleField, text: textField };
const bannerLinkInput = { linkUrl: sitePathField, linkText: linkTextField };
const bannerPlacingInput = { art: staffArtSchema, sortOrder: sortOrderField, status: statusField };

// ---- sliders ----------------------------------------------------------------------------------

export const staffSliderSchema = z.object({
  id: rowId,
  sliderType: z.enum(SLIDER_TYPES),
  sliderPlace: z.enum(SLIDER_PLACES),
  ...bannerWords,
  ...bannerLink,
  ...bannerPlacing,
  startDate: isoTime,
  endDate: isoTime,
  ...stamps,
  /** Whether the player site shows it at this moment (status active, now strictly inside the window). */
  shownNow: z.boolean(),
  /** The slider as `cmscontroller.getSlider` / `getIcSlider` answers it. */
  preview: sliderSchema,
});
export type StaffSlider = z.infer<typeof staffSliderSchema>;

const sliderSaveInput = z
  .object({
    ...saveKey('contentSliderNotFound'),
    sliderType: z.enum(SLIDER_TYPES, { error: key('contentSliderPlaceInvalid') }),
    sliderPlace: z.enum(SLIDER_PLACES, { error: key('contentSliderPlaceInvalid') }).default('top'),
    ...bannerWordsInput,
    ...bannerLinkInput,
    ...bannerPlacingInput,
    startDate: instantField('contentWindowInvalid'),
    endDate: instantField('contentWindowInvalid'),
  })
  .refine(windowInOrder, { error: key('contentWindowInvalid'), path: ['endDate'] });

// ---- promotions and their bonuses -------------------------------------------------------------

const contributionsField = z
  .array(
    z.object(
      {
        lobby: z.enum(GAME_LOBBIES, { error: key('contentBonusTermsInvalid') }),
        percent: z
          .number({ error: key('contentBonusTermsInvalid') })
          .int({ error: key('contentBonusTermsInvalid') })
          .min(0, { error: key('contentBonusTermsInvalid') })
          .max(100, { error: key('contentBonusTermsInvalid') }),
      },
      { error: key('contentBonusTermsInvalid') },
    ),
    { error: key('contentBonusTermsInvalid') },
  )
  .max(GAME_LOBBIES.length, { error: key('contentBonusTermsInvalid') })
  .refine((parts) => new Set(parts.map((part) => part.lobby)).size === parts.length, {
    error: key('contentBonusTermsInvalid'),
  });

const termsNumber = (min: number, max: number) =>
  z
    .number({ error: key('contentBonusTermsInvalid') })
    .int({ error: key('contentBonusTermsInvalid') })
    .min(min, { error: key('contentBonusTermsInvalid') })
    .max(max, { error: key('contentBonusTermsInvalid') });

/** What wagering asks of a bonus, promotion's or tournament prize's alike. */
const wageringTerms = {
  wageringMultiple: termsNumber(0, 100),
  maxStakeKurus: termsNumber(1, CONTENT_STAFF_LIMITS.amountMaxKurus),
  validDays: termsNumber(1, 365),
  contributions: contributionsField,
};

export const staffBonusOfferSchema = z.object({
  offerId: z.number().int().positive(),
  kind: z.enum(PROMOTION_BONUS_KINDS),
  percent: z.number().int(),
  maxKurus: z.number().int(),
  minDepositKurus: z.number().int(),
  fixedKurus: z.number().int(),
  wageringMultiple: z.number().int(),
  maxStakeKurus: z.number().int(),
  validDays: z.number().int(),
  contributions: z.array(z.object({ lobby: z.enum(GAME_LOBBIES), percent: z.number().int() })).max(GAME_LOBBIES.length),
  active: z.boolean(),
  /** Players who claimed it; from the first claim on, only `active` may change. */
  claims: z.number().int().nonnegative(),
});
export type StaffBonusOffer = z.infer<typeof staffBonusOfferSchema>;

export const staffPromotionSchema = z.object({
  id: rowId,
  ...bannerWords,
  terms: z.string().max(CONTENT_MAX_LENGTH.terms),
  badge: z.string().max(CONTENT_MAX_LENGTH.badge).nullable(),
  ...bannerLink,
  ...bannerPlacing,
  ...stamps,
  bonus: staffBonusOfferSchema.nullable(),
  shownNow: z.boolean(),
  /** The promotion as `cmscontroller.getPromotions` answers it (its bonus only while the offer is on). */
  preview: promotionSchema,
});
export type StaffPromotion = z.infer<typeof staffPromotionSchema>;

const promotionSaveInput = z.object({
  ...saveKey('contentPromotionNotFound'),
  ...bannerWordsInput,
  terms: termsField,
  badge: optionalText('contentBadgeInvalid', CONTENT_MAX_LENGTH.badge),
  ...bannerLinkInput,
  ...bannerPlacingInput,
});

/**
 * A deposit bonus: `percent` of the qualifying deposit (at least `minDepositKurus`), up to
 * `maxKurus`. A fixed bonus: `fixedKurus` at the claim.
 */
const promotionBonusInput = z
  .object({
    Lang: langField,
    promotionID: idField('contentPromotionNotFound'),
    kind: z.enum(PROMOTION_BONUS_KINDS, { error: key('contentBonusTermsInvalid') }),
    percent: termsNumber(0, 500).default(0),
    maxKurus: termsNumber(0, CONTENT_STAFF_LIMITS.amountMaxKurus).default(0),
    minDepositKurus: termsNumber(0, CONTENT_STAFF_LIMITS.amountMaxKurus).default(0),
    fixedKurus: termsNumber(0, CONTENT_STAFF_LIMITS.amountMaxKurus).default(0),
    ...wageringTerms,
    active: z.boolean({ error: key('contentBonusTermsInvalid') }).default(true),
  })
  .refine(
    (terms) =>
      terms.kind === 'deposit'
        ? terms.percent >= 1 && terms.maxKurus >= 1 && terms.fixedKurus === 0
        : terms.fixedKurus >= 1 && terms.percent === 0,
    { error: key('contentBonusTermsInvalid') },
  );

// ---- pop-ups ----------------------------------------------------------------------------------

/** Its `status` is the table's `active` flag: a pop-up has no dates, it shows while it is active. */
export const staffPopupSchema = z.object({
  id: rowId,
  ...bannerWords,
  ...bannerLink,
  ...bannerPlacing,
  ...stamps,
  /** Whether it is among the first pop-ups `cmscontroller.popupInformation` answers now. */
  shownNow: z.boolean(),
  preview: popupSchema,
});
export type StaffPopup = z.infer<typeof staffPopupSchema>;

const popupSaveInput = z.object({
  ...saveKey('contentPopupNotFound'),
  ...bannerWordsInput,
  ...bannerLinkInput,
  ...bannerPlacingInput,
});

// ---- information pages ------------------------------------------------------------------------

const infTypeField = z.enum(INF_TYPES, { error: key('contentPageKeyInvalid') });
const pageLangField = z.enum(LANGUAGES, { error: key('contentPageKeyInvalid') });

export const staffInformationPageSchema = z.object({
  /** `<InfType>:<lang>`, the react-admin record id. */
  id: z.string().max(40),
  infType: z.enum(INF_TYPES),
  lang: z.enum(LANGUAGES),
  title: z.string().max(CONTENT_STAFF_LIMITS.pageTitleMax),
  body: z.string().max(CONTENT_STAFF_LIMITS.pageBodyMax),
  updatedAt: isoTime,
  /** The page as `cmscontroller.getInformation` answers it in this language. */
  preview: informationPageSchema,
});
export type StaffInformationPage = z.infer<typeof staffInformationPageSchema>;

const pageKeyInput = z.object({ Lang: langField, infType: infTypeField, lang: pageLangField });

// ---- tournaments ------------------------------------------------------------------------------

const prizeRangeSchema = z.object(
  {
    fromRank: termsNumberFor('contentPrizesInvalid', 1, CONTENT_STAFF_LIMITS.prizeRankMax),
    toRank: termsNumberFor('contentPrizesInvalid', 1, CONTENT_STAFF_LIMITS.prizeRankMax),
    amountKurus: kurusField('contentPrizesInvalid', 1),
    kind: z.enum(PRIZE_KINDS, { error: key('contentPrizesInvalid') }),
  },
  { error: key('contentPrizesInvalid') },
);

function termsNumberFor(message: StaffMessageKey, min: number, max: number) {
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** Ranges from rank 1 on, each after the one before it, none empty. */
function prizeRangesInOrder(ranges: Array<{ fromRank: number; toRank: number }>): boolean {
  let next = 1;
  for (const range of ranges) {
    if (range.fromRank < next || range.toRank < range.fromRank) return false;
    next = range.toRank + 1;
  }
  return ranges.length === 0 || ranges[0]!.fromRank === 1;
}

const eligibleIds = z
  .array(idField('contentEligibleUnknown'), { error: key('contentEligibleUnknown') })
  .max(CONTENT_LIMITS.eligibleIds, { error: key('contentEligibleUnknown') })
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const prizeBonusTermsSchema = z.object(wageringTerms, { error: key('contentBonusTermsInvalid') });

export const staffTournamentSchema = z.object({
  id: rowId,
  ...bannerWords,
  terms: z.string().max(CONTENT_MAX_LENGTH.terms),
  ...bannerPlacing,
  startDate: isoTime,
  endDate: isoTime,
  scoringRule: z.enum(TOURNAMENT_SCORING_RULES),
  minStakeKurus: z.number().int().nonnegative(),
  eligibleGameIds: z.array(z.number().int()).max(CONTENT_LIMITS.eligibleIds),
  eligibleCategoryIds: z.array(z.number().int()).max(CONTENT_LIMITS.eligibleIds),
  prizes: z
    .array(
      z.object({
        fromRank: z.number().int(),
        toRank: z.number().int(),
        amountKurus: z.number().int(),
        kind: z.enum(PRIZE_KINDS),
      }),
    )
    .max(CONTENT_LIMITS.prizeRanges),
  /** The terms a bonus prize is paid on (its amount is the prize table's); null without bonus prizes. */
  prizeBonus: z
    .object({
      wageringMultiple: z.number().int(),
      maxStakeKurus: z.number().int(),
      validDays: z.number().int(),
      contributions: z
        .array(z.object({ lobby: z.enum(GAME_LOBBIES), percent: z.number().int() }))
        .max(GAME_LOBBIES.length),
    })
    .nullable(),
  ...stamps,
  /** By date, now: as the player site shows it. */
  state: z.enum(TOURNAMENT_STATES),
  /** Started: only its texts, picture and order may change from now on. */
  started: z.boolean(),
  /** Players with points. */
  entries: z.number().int().nonnegative(),
  settled: z.boolean(),
  /** The tournament as `cmscontroller.getTournaments` answers it. */
  preview: tournamentSchema,
});
export type StaffTournament = z.infer<typeof staffTournamentSchema>;

const tournamentSaveInput = z
  .object({
    ...saveKey('contentTournamentNotFound'),
    ...bannerWordsInput,
    terms: termsField,
    ...bannerPlacingInput,
    startDate: instantField('contentWindowInvalid'),
    endDate: instantField('contentWindowInvalid'),
    scoringRule: z.enum(TOURNAMENT_SCORING_RULES, { error: key('contentScoringInvalid') }),
    minStakeKurus: kurusField('contentScoringInvalid').default(0),
    eligibleGameIds: eligibleIds,
    eligibleCategoryIds: eligibleIds,
    prizes: z
      .array(prizeRangeSchema, { error: key('contentPrizesInvalid') })
      .min(1, { error: key('contentPrizesInvalid') })
      .max(CONTENT_LIMITS.prizeRanges, { error: key('contentPrizesInvalid') })
      .refine(prizeRangesInOrder, { error: key('contentPrizesInvalid') }),
    prizeBonus: prizeBonusTermsSchema.nullable().default(null),
  })
  .refine(windowInOrder, { error: key('contentWindowInvalid'), path: ['endDate'] })
  .refine((value) => value.prizeBonus !== null || value.prizes.every((prize) => prize.kind === 'cash'), {
    error: key('contentPrizeTermsMissing'),
    path: ['prizeBonus'],
  });

// ---- mass messages ----------------------------------------------------------------------------

export const staffMassMessageSchema = z.object({
  id: rowId,
  kind: z.enum(MASS_MESSAGE_KINDS),
  title: z.string().max(MASS_MESSAGE_MAX_LENGTH.title),
  text: z.string().max(MASS_MESSAGE_MAX_LENGTH.text),
  linkUrl: z.string().max(MASS_MESSAGE_MAX_LENGTH.link).nullable(),
  linkText: z.string().max(MASS_MESSAGE_MAX_LENGTH.linkText).nullable(),
  status: z.enum(CONTENT_STATUSES),
  publishedAt: isoTime,
  createdAt: isoTime,
  /** Players see it (active and its publishing time has come): it can no longer be edited or deleted. */
  sent: z.boolean(),
  /** Players who read it. */
  reads: z.number().int().nonnegative(),
  /** The message as `crm.list_mass_messages` shows it to a player who has not read it yet. */
  preview: z.object({
    Kind: z.enum(MASS_MESSAGE_KINDS),
    Title: z.string().max(MASS_MESSAGE_MAX_LENGTH.title),
    Text: z.string().max(MASS_MESSAGE_MAX_LENGTH.text),
    Link: z.string().max(MASS_MESSAGE_MAX_LENGTH.link).nullable(),
    LinkText: z.string().max(MASS_MESSAGE_MAX_LENGTH.linkText).nullable(),
    PublishedAt: isoTime,
  }),
});
export type StaffMassMessage = z.infer<typeof staffMassMessageSchema>;

const messageSaveInput = z.object({
  ...saveKey('contentMessageNotFound'),
  kind: z.enum(MASS_MESSAGE_KINDS, { error: key('contentMessageKindInvalid') }),
  title: required(staffText('contentTitleInvalid', MASS_MESSAGE_MAX_LENGTH.title), 'contentTitleInvalid'),
  text: required(paragraphs('contentTextInvalid', MASS_MESSAGE_MAX_LENGTH.text), 'contentTextInvalid'),
  linkUrl: sitePathField,
  linkText: linkTextField,
  status: statusField,
  /** When players see it; absent: now. */
  publishedAt: instantField('contentMessageTimeInvalid').nullable().default(null),
});

// ---- licences ---------------------------------------------------------------------------------

const licenceText = (maxLength: number) =>
  required(staffText('contentLicenceFieldInvalid', maxLength), 'contentLicenceFieldInvalid');
/** The regulator's page about the licence, or the logo's address: https only (the footer links to it). */
const licenceUrl = staffText('contentLicenceFieldInvalid', CONTENT_STAFF_LIMITS.licenceUrlMax)
  .refine((value) => value === '' || (URL.canParse(value) && /^https:\/\/[^/\s]+/i.test(value)), {
    error: key('contentLicenceFieldInvalid'),
  })
  .nullable()
  .default(null)
  .transform((value) => (value === null || value === '' ? null : value));

export const staffLicenceSchema = z.object({
  id: rowId,
  authority: z.string().max(CONTENT_STAFF_LIMITS.licenceAuthorityMax),
  licenseNumber: z.string().max(CONTENT_STAFF_LIMITS.licenceNumberMax),
  jurisdiction: z.string().max(CONTENT_STAFF_LIMITS.licenceJurisdictionMax),
  url: z.string().max(CONTENT_STAFF_LIMITS.licenceUrlMax).nullable(),
  logoUrl: z.string().max(CONTENT_STAFF_LIMITS.licenceUrlMax).nullable(),
  holder: z.string().max(CONTENT_STAFF_LIMITS.licenceHolderMax).nullable(),
  sortOrder: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  /** The licence as the footer's `/licenses` lists it. */
  preview: licenseSchema,
});
export type StaffLicence = z.infer<typeof staffLicenceSchema>;

const licenceSaveInput = z.object({
  ...saveKey('contentLicenceNotFound'),
  authority: licenceText(CONTENT_STAFF_LIMITS.licenceAuthorityMax),
  licenseNumber: licenceText(CONTENT_STAFF_LIMITS.licenceNumberMax),
  jurisdiction: licenceText(CONTENT_STAFF_LIMITS.licenceJurisdictionMax),
  url: licenceUrl,
  logoUrl: licenceUrl,
  holder: optionalText('contentLicenceFieldInvalid', CONTENT_STAFF_LIMITS.licenceHolderMax),
  sortOrder: sortOrderField,
  status: statusField,
});

// ---- the calls --------------------------------------------------------------------------------

const reader = { roles: CONTENT_READERS, audit: false } as const;
const writer = { roles: CONTENT_WRITERS, audit: true } as const;

type RowCalls<One extends string, Many extends string, List, Item extends z.ZodType, Save> = Record<
  `bo_content.${Many}_list`,
  typeof reader & { input: List; output: ReturnType<typeof listOutput<Item>> }
> &
  Record<`bo_content.${One}_get`, typeof reader & { input: ReturnType<typeof idInput>; output: Item }> &
  Record<`bo_content.${One}_save`, typeof writer & { input: Save; output: Item }> &
  Record<`bo_content.${One}_status`, typeof writer & { input: ReturnType<typeof statusInput>; output: Item }> &
  Record<`bo_content.${One}_delete`, typeof writer & { input: ReturnType<typeof idInput>; output: typeof deleted }>;

/**
 * The five calls of a kind of row (`many` names its list, `one` the rest): a page of them, one by
 * id, create (no `id`) or replace, publish or withdraw (`status`), delete. Each answers the row as
 * `item`; an unknown id answers `notFound`. Reading is the readers', the rest the writers' and audited.
 */
function rowCalls<
  One extends string,
  Many extends string,
  List extends z.ZodType,
  Item extends z.ZodType,
  Save extends z.ZodType,
>(
  names: { one: One; many: Many },
  calls: { list: List; item: Item; save: Save; notFound: StaffMessageKey },
): RowCalls<One, Many, List, Item, Save> {
  const { one, many } = names;
  return {
    [`bo_content.${many}_list`]: { ...reader, input: calls.list, output: listOutput(calls.item) },
    [`bo_content.${one}_get`]: { ...reader, input: idInput(calls.notFound), output: calls.item },
    [`bo_content.${one}_save`]: { ...writer, input: calls.save, output: calls.item },
    [`bo_content.${one}_status`]: { ...writer, input: statusInput(calls.notFound), output: calls.item },
    [`bo_content.${one}_delete`]: { ...writer, input: idInput(calls.notFound), output: deleted },
  } as RowCalls<One, Many, List, Item, Save>;
}

export const CONTENT_CONTRACT = {
  /** Draws a banner from its palette, motif and words, saved or not: the SVG the player's page would load. */
  'bo_content.art_preview': {
    ...reader,
    input: z.object({
      Lang: langField,
      size: z.enum(ART_SIZES, { error: key('contentArtInvalid') }),
      title: required(staffText('contentTitleInvalid', CONTENT_MAX_LENGTH.title), 'contentTitleInvalid'),
      art: staffArtSchema,
    }),
    output: z.object({
      svg: z.string().max(CONTENT_STAFF_LIMITS.svgMax),
      width: z.number().int(),
      height: z.number().int(),
    }),
  },

  ...rowCalls(
    { one: 'slider', many: 'sliders' },
    {
      /** Every slider, shown or not, newest window first; filtered by page, status and title. */
      list: listInput({ sliderType: z.enum(SLIDER_TYPES, { error: key('contentFilterInvalid') }).optional() }),
      item: staffSliderSchema,
      /** Creates (no `id`) or replaces a slider, window and status included. */
      save: sliderSaveInput,
      notFound: 'contentSliderNotFound',
    },
  ),

  /** A promotion is deleted only without a bonus (remove an unclaimed bonus first; a claimed one stays: unpublish). */
  ...rowCalls(
    { one: 'promotion', many: 'promotions' },
    { list: listInput({}), item: staffPromotionSchema, save: promotionSaveInput, notFound: 'contentPromotionNotFound' },
  ),
  /** Sets the promotion's bonus terms (its one offer); once claimed, only `active` may change. */
  'bo_content.promotion_bonus_save': { ...writer, input: promotionBonusInput, output: staffBonusOfferSchema },
  /** Removes a bonus nobody claimed from its promotion. */
  'bo_content.promotion_bonus_delete': {
    ...writer,
    input: z.object({ Lang: langField, promotionID: idField('contentPromotionNotFound') }),
    output: z.object({ promotionID: z.number().int().positive() }),
  },

  ...rowCalls(
    { one: 'popup', many: 'popups' },
    { list: listInput({}), item: staffPopupSchema, save: popupSaveInput, notFound: 'contentPopupNotFound' },
  ),

  /** Every information page in every language (a handful: no paging needed). */
  'bo_content.pages_list': {
    ...reader,
    input: z.object({ Lang: langField }),
    output: z.object({
      items: z.array(staffInformationPageSchema).max(INF_TYPES.length * LANGUAGES.length),
      /** The page types still without a Turkish text (the site answers "not found" for them). */
      missing: z.array(z.enum(INF_TYPES)).max(INF_TYPES.length),
    }),
  },
  'bo_content.page_get': { ...reader, input: pageKeyInput, output: staffInformationPageSchema },
  /** Writes a page in a language, creating it when it has none. */
  'bo_content.page_save': {
    ...writer,
    input: pageKeyInput.extend({
      title: required(staffText('contentTitleInvalid', CONTENT_STAFF_LIMITS.pageTitleMax), 'contentTitleInvalid'),
      body: required(paragraphs('contentTextInvalid', CONTENT_STAFF_LIMITS.pageBodyMax), 'contentTextInvalid'),
    }),
    output: staffInformationPageSchema,
  },
  /** Deletes a translation; the Turkish page, the site's master text, stays. */
  'bo_content.page_delete': {
    ...writer,
    input: pageKeyInput,
    output: z.object({ id: z.string().max(40) }),
  },

  /**
   * Tournaments: once started only a save's texts, picture, order and site type change; the status
   * (withdrawn: no round counts, no prize is paid) never after its prizes were paid; deleted only
   * where nobody scored.
   */
  ...rowCalls(
    { one: 'tournament', many: 'tournaments' },
    {
      list: listInput({}),
      item: staffTournamentSchema,
      save: tournamentSaveInput,
      notFound: 'contentTournamentNotFound',
    },
  ),

  /**
   * Mass messages to every player, now or at `publishedAt`: a sent one cannot change nor be deleted,
   * only withdrawn from the players' notifications (inactive) or put back.
   */
  ...rowCalls(
    { one: 'message', many: 'messages' },
    {
      list: listInput({ kind: z.enum(MASS_MESSAGE_KINDS, { error: key('contentFilterInvalid') }).optional() }),
      item: staffMassMessageSchema,
      save: messageSaveInput,
      notFound: 'contentMessageNotFound',
    },
  ),

  ...rowCalls(
    { one: 'licence', many: 'licences' },
    { list: listInput({}), item: staffLicenceSchema, save: licenceSaveInput, notFound: 'contentLicenceNotFound' },
  ),
} as const satisfies Record<string, BackofficeMethodSpec>;
