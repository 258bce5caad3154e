import { z } from 'zod';
import { GAME_SEARCH_MAX_LENGTH, LAUNCH_URL_MAX_LENGTH, VOLATILITIES } from '../casino-catalogue.js';
import { LIMITS } from '../limits.js';
import type { MessageKey } from '../messages.js';
import { emptyInput, langField, textField } from './shared.js';

const idField = (message: MessageKey) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, {
    error: message,
  });
/** The spec's flags travel as 1/0 (sometimes true/false or '1'); anything but 1 or true is off. */
const flagField = z
  .union([z.boolean(), z.number(), z.string().max(5)])
  .optional()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');
const pageFields = (defaultLimit: number, maxLimit: number) => ({
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/**
 * A category of the slot lobby, in the specification's names (section 3: `CategoryID`, `items`).
 * `items` is how many games the lobby lists under it now (with `isMobile`, the phone games): the
 * site draws no chip that leads to an empty page. The games themselves come from
 * `casino.games_list` with the `categoryID` (docs/specification.md, "Casino field names").
 */
export const gameCategorySchema = z.object({
  CategoryID: z.number().int(),
  name: z.string(),
  items: z.number().int().min(0),
});
export type GameCategory = z.infer<typeof gameCategorySchema>;

/**
 * A studio as the lobby shows it, named by `providerID` as the spec's filters and routes name it;
 * its launch address and wallet secret never leave the server.
 */
export const gameProviderSchema = z.object({ providerID: z.number().int(), code: z.string(), name: z.string() });
export type GameProvider = z.infer<typeof gameProviderSchema>;

/** One tile of the lobby; `gameID` is what `casino.init_game` and `user.favorites` take. */
export const gameTileSchema = z.object({
  gameID: z.number().int(),
  name: z.string(),
  providerID: z.number().int(),
  providerName: z.string(),
  categoryID: z.number().int(),
  categoryName: z.string(),
  /**
   * Return to player in basis points (9620 = %96,20): an integer, as stored and as money is
   * (kuruş), so no float rounding between the provider's figure and the screen; the site
   * formats it in the player's language.
   */
  rtpBasisPoints: z.number().int().min(0).max(10_000),
  volatility: z.enum(VOLATILITIES),
  /** Largest win as a multiple of the stake. */
  maxWinMultiplier: z.number().int(),
  isNew: z.boolean(),
  isPopular: z.boolean(),
  /** Our generated picture; its version changes with the name, so it is cached for good. */
  imageUrl: z.string(),
  /** Always false for a visitor who is not signed in. */
  isFavorite: z.boolean(),
});
export type GameTile = z.infer<typeof gameTileSchema>;

/** A favourite live table as `user.favorites` (type `livecasino`) lists it: a tile named by its `tableID`. */
export const liveFavoriteTileSchema = gameTileSchema.omit({ gameID: true }).extend({ tableID: z.number().int() });
export type LiveFavoriteTile = z.infer<typeof liveFavoriteTileSchema>;

export const paginationSchema = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

const gamesListInput = z.object({
  Lang: langField,
  ...pageFields(LIMITS.defaultPageSize, LIMITS.maxPageSize),
  isMobile: flagField,
  providerID: idField('invalidData').optional(),
  categoryID: idField('invalidData').optional(),
  searchGameName: textField('gameSearchInvalid', GAME_SEARCH_MAX_LENGTH).optional(),
  /** Only the signed-in player's favourites. */
  favorites: flagField,
});

const favoritesInput = z
  .object({
    Lang: langField,
    mode: z.enum(['insert', 'delete', 'list'], { error: 'favoriteTypeInvalid' }),
    type: z.enum(['casino', 'livecasino'], { error: 'favoriteTypeInvalid' }).default('casino'),
    /** The game (type `casino`) or live table (type `livecasino`) to add or remove; not used by `list`. */
    id: idField('gameNotFound').optional(),
  })
  .refine((input) => input.mode === 'list' || input.id !== undefined, { error: 'gameNotFound', path: ['id'] });

export const casinoMethods = {
  'casino.category_list': {
    access: 'public',
    input: z.object({
      Lang: langField,
      ...pageFields(LIMITS.casinoCategoriesAndProviders, LIMITS.casinoCategoriesAndProviders),
      /** Sent by the spec's site; every category is offered on phones, so it filters nothing. */
      isMobile: flagField,
    }),
    output: z.array(gameCategorySchema).max(LIMITS.casinoCategoriesAndProviders),
  },
  'casino.provider_list': {
    access: 'public',
    input: emptyInput.extend(pageFields(LIMITS.casinoCategoriesAndProviders, LIMITS.casinoCategoriesAndProviders)),
    output: z.array(gameProviderSchema).max(LIMITS.casinoCategoriesAndProviders),
  },
  /** Public; with `favorites` it needs a signed-in player, checked by the use case. */
  'casino.games_list': {
    access: 'public',
    input: gamesListInput,
    output: z.object({ games: z.array(gameTileSchema).max(LIMITS.maxPageSize), pagination: paginationSchema }),
  },
  /**
   * Starts a provider's game for the signed-in player: `url` is the provider's launch address with
   * the game session's `token`, the provider's `game_id`, `lang` and `currency`; `gameID` and
   * `startedAt` (the game session's start, ISO) are what the play page's top bar asks
   * `casino.game_session_summary` about (methods/play.ts).
   */
  'casino.init_game': {
    access: 'player',
    input: z.object({ Lang: langField, gameID: idField('gameNotFound'), isMobile: flagField }),
    output: z.object({
      url: z.string().max(LAUNCH_URL_MAX_LENGTH),
      gameID: z.number().int(),
      startedAt: z.string().max(32),
    }),
  },
  /**
   * insert and delete answer the list as it is afterwards, so the site redraws from one answer:
   * slots (type `casino`) by `gameID`, live tables (type `livecasino`) by `tableID`.
   */
  'user.favorites': {
    access: 'player',
    input: favoritesInput,
    output: z.union([
      z.array(gameTileSchema).max(LIMITS.favouritesList),
      z.array(liveFavoriteTileSchema).max(LIMITS.favouritesList),
    ]),
  },
} as const;
