/**
 * The casino catalogue's fixed numbers and shapes, without a schema library, so the player site's
 * lobby can import them from `@bnw/contract/constants` (zod stays out of its chunk). The methods'
 * schemas (methods/casino.ts, methods/play.ts) build on them.
 */

/**
 * Slot categories with a meaning of their own. 72 is the specification's quick-access list (at
 * most 50 games); popular and new are flags on the games, so one game shows in its own category
 * and under "Popüler" or "Yeni" too. The other numbers are ours.
 */
export const CASINO_CATEGORY = {
  slot: 1,
  popular: 2,
  new: 3,
  table: 4,
  live: 5,
  quickAccess: 72,
} as const;

export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/** A launch address: the provider's address (at most 500) and four short query parameters. */
export const LAUNCH_URL_MAX_LENGTH = 1_000;

/** The longest game search the lobby takes (a game's name is at most 120 characters). */
export const GAME_SEARCH_MAX_LENGTH = 50;

/** A provider's own code of a game, the shape the catalogue stores (ops `games add` checks the same). */
export const GAME_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;
export const GAME_CODE_MAX_LENGTH = 80;

/** Which lobby a game belongs to (migration 010): the slot lobby, or the virtual games. */
/** `live`: our live tables (modules/live), listed by livecasino.game_table_list. */
export const GAME_LOBBIES = ['slot', 'virtual', 'live'] as const;
export type GameLobbyName = (typeof GAME_LOBBIES)[number];
