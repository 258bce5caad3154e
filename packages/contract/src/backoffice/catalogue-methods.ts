import { z } from 'zod';
import { GAME_LOBBIES } from '../casino-catalogue.js';
import { langField } from '../methods/shared.js';
import {
  ADMINISTRATORS,
  type BackofficeMethodSpec,
  idField,
  isoTime,
  pageFields,
  pagination,
  staffText,
} from './fields.js';
import type { StaffMessageKey } from './messages.js';
import type { StaffRole } from './roles.js';

/** Staff who manage the catalogue, and those who may only read it. */
export const CATALOGUE_WRITERS = ['administrator', 'content'] as const satisfies readonly StaffRole[];
export const CATALOGUE_READERS = ['administrator', 'content', 'auditor'] as const satisfies readonly StaffRole[];

export const CATALOGUE_LIMITS = {
  providerPage: 100,
  providerMaxOffset: 10_000,
  categoryPage: 100,
  categoryMaxOffset: 10_000,
  gamePage: 100,
  gameMaxOffset: 100_000,
  livePage: 100,
  liveMaxOffset: 10_000,
  searchMax: 64,
  categoryNameMax: 60,
  sortOrderMax: 1_000_000,
  /** A live table's limit: at most ₺1,000,000, in kuruş. */
  tableAmountMaxKurus: 100_000_000,
} as const;

/**
 * A game's uploaded picture (bo_catalogue.game_image_set): PNG, JPEG or WebP, recognised by the
 * file's own bytes, at most 150 KB (sent as base64, which the back office's RPC body limit of 256 KB carries with
 * room to spare), each side 120–1200 px. The lobby's tile is 3:4 (e.g. 600×800); any ratio is
 * accepted and the tile crops it to fill.
 */
export const GAME_IMAGE_LIMITS = {
  maxBytes: 150 * 1024,
  /** Base64 of at most maxBytes: four characters for every three bytes, rounded up. */
  maxBase64Chars: Math.ceil((150 * 1024) / 3) * 4,
  minSide: 120,
  maxSide: 1200,
} as const;
export const GAME_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type GameImageType = (typeof GAME_IMAGE_TYPES)[number];

/** The two kinds of lobby category: one a game belongs to, or one that selects games by a flag (2, 3, 72). */
export const CATEGORY_SELECTIONS = ['own', 'flag'] as const;
export const LIVE_TABLE_GAMES = ['roulette', 'baccarat'] as const;
export const GAME_LIST_SORTS = ['order', 'name', 'id'] as const;
export const GAME_FLAG_FILTERS = ['new', 'popular', 'quickAccess'] as const;

const nothingToChange = { error: 'catalogueNothingToChange' satisfies StaffMessageKey };
const switchField = z.boolean({ error: 'catalogueSwitchInvalid' satisfies StaffMessageKey });
const sortOrderField = z
  .number({ error: 'catalogueSortOrderInvalid' satisfies StaffMessageKey })
  .int({ error: 'catalogueSortOrderInvalid' satisfies StaffMessageKey })
  .min(0, { error: 'catalogueSortOrderInvalid' satisfies StaffMessageKey })
  .max(CATALOGUE_LIMITS.sortOrderMax, { error: 'catalogueSortOrderInvalid' satisfies StaffMessageKey });
const categoryNameField = staffText('catalogueCategoryNameInvalid', CATALOGUE_LIMITS.categoryNameMax).min(1, {
  error: 'catalogueCategoryNameInvalid' satisfies StaffMessageKey,
});
const tableAmountField = z
  .number({ error: 'catalogueAmountInvalid' satisfies StaffMessageKey })
  .int({ error: 'catalogueAmountInvalid' satisfies StaffMessageKey })
  .min(1, { error: 'catalogueAmountInvalid' satisfies StaffMessageKey })
  .max(CATALOGUE_LIMITS.tableAmountMaxKurus, { error: 'catalogueAmountInvalid' satisfies StaffMessageKey });
const searchField = staffText('catalogueSearchInvalid', CATALOGUE_LIMITS.searchMax);
const filterId = idField('catalogueFilterInvalid');

/** True when an update input carries something besides its id and language. */
function changesSomething(input: Record<string, unknown>, idKey: string): boolean {
  return Object.entries(input).some(([key, value]) => key !== idKey && key !== 'Lang' && value !== undefined);
}

/** A provider as staff see it: never its wallet secret. */
export const staffProviderSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().max(40),
  name: z.string().max(100),
  launchUrl: z.string().max(500),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Consecutive failed checks of the launch address; from two on its games leave the lobby. */
  failedChecks: z.number().int().nonnegative(),
  checkedAt: isoTime.nullable(),
  /** Whether the lobby lists its games now: switched on and its launch address answering. */
  listed: z.boolean(),
  gameCount: z.number().int().nonnegative(),
  activeGameCount: z.number().int().nonnegative(),
});
export type StaffProvider = z.infer<typeof staffProviderSchema>;

export const staffCategorySchema = z.object({
  id: z.number().int().positive(),
  nameTr: z.string().max(CATALOGUE_LIMITS.categoryNameMax),
  nameEn: z.string().max(CATALOGUE_LIMITS.categoryNameMax),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /** `flag`: the lobby fills it by a game's flag (popular, new, quick access), not by the game's category. */
  selection: z.enum(CATEGORY_SELECTIONS),
  /** Games whose own category it is (a flag category counts the games carrying its flag). */
  gameCount: z.number().int().nonnegative(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const staffGameSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().max(80),
  name: z.string().max(120),
  providerID: z.number().int().positive(),
  providerCode: z.string().max(40),
  providerName: z.string().max(100),
  categoryID: z.number().int().positive(),
  categoryNameTr: z.string().max(CATALOGUE_LIMITS.categoryNameMax),
  categoryNameEn: z.string().max(CATALOGUE_LIMITS.categoryNameMax),
  lobby: z.enum(GAME_LOBBIES),
  active: z.boolean(),
  sortOrder: z.number().int(),
  isNew: z.boolean(),
  isPopular: z.boolean(),
  quickAccess: z.boolean(),
  mobile: z.boolean(),
  rtpBasisPoints: z.number().int(),
  volatility: z.string().max(20),
  maxWinMultiplier: z.number().int(),
  /** The picture the lobby shows: the uploaded one if any, else drawn by the server from the game's name. */
  imageUrl: z.string().max(200),
  /** The picture staff uploaded (game_image_set), or null while the lobby shows the drawn one. */
  uploadedImage: z
    .object({
      type: z.enum(GAME_IMAGE_TYPES),
      bytes: z.number().int().positive(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      uploadedBy: z.string().max(100),
      uploadedAt: isoTime,
    })
    .nullable(),
  /** Whether the lobby lists it now: on, its provider on and answering. */
  listed: z.boolean(),
  createdAt: isoTime,
});
export type StaffGame = z.infer<typeof staffGameSchema>;

export const staffLiveTableSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().max(80),
  name: z.string().max(120),
  game: z.enum(LIVE_TABLE_GAMES),
  providerName: z.string().max(100),
  categoryNameTr: z.string().max(CATALOGUE_LIMITS.categoryNameMax),
  categoryNameEn: z.string().max(CATALOGUE_LIMITS.categoryNameMax),
  active: z.boolean(),
  sortOrder: z.number().int(),
  minBetKurus: z.number().int(),
  maxBetKurus: z.number().int(),
  maxRoundKurus: z.number().int(),
  /** Whether the live lobby lists it now: the table, its game, provider and live category all on. */
  listed: z.boolean(),
});
export type StaffLiveTable = z.infer<typeof staffLiveTableSchema>;

const providerUpdateInput = z
  .object({
    Lang: langField,
    providerID: idField('catalogueProviderNotFound'),
    active: switchField.optional(),
    sortOrder: sortOrderField.optional(),
  })
  .refine((input) => changesSomething(input, 'providerID'), nothingToChange);

const categoryUpdateInput = z
  .object({
    Lang: langField,
    categoryID: idField('catalogueCategoryNotFound'),
    nameTr: categoryNameField.optional(),
    nameEn: categoryNameField.optional(),
    active: switchField.optional(),
    sortOrder: sortOrderField.optional(),
  })
  .refine((input) => changesSomething(input, 'categoryID'), nothingToChange);

const gameUpdateInput = z
  .object({
    Lang: langField,
    gameID: idField('catalogueGameNotFound'),
    active: switchField.optional(),
    sortOrder: sortOrderField.optional(),
    isNew: switchField.optional(),
    isPopular: switchField.optional(),
    quickAccess: switchField.optional(),
    mobile: switchField.optional(),
  })
  .refine((input) => changesSomething(input, 'gameID'), nothingToChange);

const imageTooLarge = { error: 'catalogueImageTooLarge' satisfies StaffMessageKey };
const imageInvalid = { error: 'catalogueImageInvalid' satisfies StaffMessageKey };
/** Plain base64 (no data: prefix): too long is refused before anything is decoded. */
const imageField = z
  .string(imageInvalid)
  .max(GAME_IMAGE_LIMITS.maxBase64Chars, imageTooLarge)
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, imageInvalid)
  .min(1, imageInvalid);

const liveTableUpdateInput = z
  .object({
    Lang: langField,
    tableID: idField('catalogueLiveTableNotFound'),
    active: switchField.optional(),
    sortOrder: sortOrderField.optional(),
    minBetKurus: tableAmountField.optional(),
    maxBetKurus: tableAmountField.optional(),
    maxRoundKurus: tableAmountField.optional(),
  })
  .refine((input) => changesSomething(input, 'tableID'), nothingToChange);

/**
 * The back office's catalogue calls, merged into BACKOFFICE_CONTRACT in
 * methods.ts. Every change is read by the player site's lobby calls as they stand: the same
 * columns, so a game switched off leaves `casino.games_list` at once and a new order shows.
 */
export const CATALOGUE_CONTRACT = {
  /** Every provider (outside studios and our own labels) in the lobby's order, without secrets. */
  'bo_catalogue.providers_list': {
    roles: CATALOGUE_READERS,
    audit: false,
    input: z.object({
      Lang: langField,
      ...pageFields(CATALOGUE_LIMITS.providerPage, CATALOGUE_LIMITS.providerMaxOffset),
    }),
    output: z.object({ providers: z.array(staffProviderSchema).max(CATALOGUE_LIMITS.providerPage), pagination }),
  },
  /** One provider by its id (the edit form's record), as the list shows it. */
  'bo_catalogue.provider_get': {
    roles: CATALOGUE_READERS,
    audit: false,
    input: z.object({ Lang: langField, providerID: idField('catalogueProviderNotFound') }),
    output: staffProviderSchema,
  },
  /** Switches a provider on or off (all its games leave or rejoin the lobbies) and sets its order. */
  'bo_catalogue.provider_update': {
    roles: CATALOGUE_WRITERS,
    audit: true,
    input: providerUpdateInput,
    output: staffProviderSchema,
  },
  /**
   * A new wallet secret for the provider (the same use case as `npm run ops -- providers
   * rotate-secret`): answered once, here, never again; the old one is refused from now on.
   */
  'bo_catalogue.provider_rotate_secret': {
    roles: ADMINISTRATORS,
    audit: true,
    input: z.object({ Lang: langField, providerID: idField('catalogueProviderNotFound') }),
    output: z.object({
      providerID: z.number().int().positive(),
      code: z.string().max(40),
      secret: z.string().regex(/^[0-9a-f]{64}$/),
      rotatedAt: isoTime,
    }),
  },
  /** The slot lobby's categories, active or not, in the lobby's order. */
  'bo_catalogue.categories_list': {
    roles: CATALOGUE_READERS,
    audit: false,
    input: z.object({
      Lang: langField,
      ...pageFields(CATALOGUE_LIMITS.categoryPage, CATALOGUE_LIMITS.categoryMaxOffset),
    }),
    output: z.object({ categories: z.array(staffCategorySchema).max(CATALOGUE_LIMITS.categoryPage), pagination }),
  },
  'bo_catalogue.category_get': {
    roles: CATALOGUE_READERS,
    audit: false,
    input: z.object({ Lang: langField, categoryID: idField('catalogueCategoryNotFound') }),
    output: staffCategorySchema,
  },
  'bo_catalogue.category_update': {
    roles: CATALOGUE_WRITERS,
    audit: true,
    input: categoryUpdateInput,
    output: staffCategorySchema,
  },
  /** Games of every lobby: a Turkish-folded search on name, provider and code, filters, a bounded page. */
  'bo_catalogue.games_list': {
    roles: CATALOGUE_READERS,
    audit: false,
    input: z.object({
      Lang: langField,
      search: searchField.optional(),
      providerID: filterId.optional(),
      categoryID: filterId.optional(),
      lobby: z.enum(GAME_LOBBIES, { error: 'catalogueFilterInvalid' satisfies StaffMessageKey }).optional(),
      active: z.boolean({ error: 'catalogueFilterInvalid' satisfies StaffMessageKey }).optional(),
      flag: z.enum(GAME_FLAG_FILTERS, { error: 'catalogueFilterInvalid' satisfies StaffMessageKey }).optional(),
      sort: z.enum(GAME_LIST_SORTS, { error: 'catalogueFilterInvalid' satisfies StaffMessageKey }).default('order'),
      descending: z.boolean({ error: 'catalogueFilterInvalid' satisfies StaffMessageKey }).default(false),
      ...pageFields(CATALOGUE_LIMITS.gamePage, CATALOGUE_LIMITS.gameMaxOffset),
    }),
    output: z.object({ games: z.array(staffGameSchema).max(CATALOGUE_LIMITS.gamePage), pagination }),
  },
  'bo_catalogue.game_get': {
    roles: CATALOGUE_READERS,
    audit: false,
    input: z.object({ Lang: langField, gameID: idField('catalogueGameNotFound') }),
    output: staffGameSchema,
  },
  /** Status, order and the flags the lobby reads (new, popular, quick access, mobile). */
  'bo_catalogue.game_update': {
    roles: CATALOGUE_WRITERS,
    audit: true,
    input: gameUpdateInput,
    output: staffGameSchema,
  },
  /**
   * Sets the game's picture (a provider's artwork): PNG, JPEG or WebP as base64, at most 150 KB,
   * each side 120–1200 px (GAME_IMAGE_LIMITS). One upsert replaces any earlier picture; the
   * lobby's address changes with the picture's hash.
   */
  'bo_catalogue.game_image_set': {
    roles: CATALOGUE_WRITERS,
    audit: true,
    input: z.object({ Lang: langField, gameID: idField('catalogueGameNotFound'), image: imageField }),
    output: staffGameSchema,
  },
  /** Removes the uploaded picture: the lobby shows the drawn one again (nothing uploaded: the same answer). */
  'bo_catalogue.game_image_clear': {
    roles: CATALOGUE_WRITERS,
    audit: true,
    input: z.object({ Lang: langField, gameID: idField('catalogueGameNotFound') }),
    output: staffGameSchema,
  },
  /** Our live tables, active or not, in the live lobby's order. */
  'bo_catalogue.live_tables_list': {
    roles: CATALOGUE_READERS,
    audit: false,
    input: z.object({
      Lang: langField,
      ...pageFields(CATALOGUE_LIMITS.livePage, CATALOGUE_LIMITS.liveMaxOffset),
    }),
    output: z.object({ tables: z.array(staffLiveTableSchema).max(CATALOGUE_LIMITS.livePage), pagination }),
  },
  'bo_catalogue.live_table_get': {
    roles: CATALOGUE_READERS,
    audit: false,
    input: z.object({ Lang: langField, tableID: idField('catalogueLiveTableNotFound') }),
    output: staffLiveTableSchema,
  },
  /** Status, order and limits (kuruş); the limits must stay minimum ≤ maximum ≤ per round, checked in one update. */
  'bo_catalogue.live_table_update': {
    roles: CATALOGUE_WRITERS,
    audit: true,
    input: liveTableUpdateInput,
    output: staffLiveTableSchema,
  },
} as const satisfies Record<string, BackofficeMethodSpec>;
