import type {
  CASINO_CATEGORY as CONTRACT_CATEGORIES,
  GAME_SEARCH_MAX_LENGTH as CONTRACT_SEARCH_MAX,
} from '@bnw/contract';

/*
 * Two numbers of the contract's casino methods. They live next to its zod schemas, and a value
 * imported from there would bring zod (about 28 KB gzipped) into the lobby's chunk; so they are
 * written here and `satisfies` the contract's own types: if the contract changes one, this file
 * stops compiling instead of drifting.
 */

/** The longest game search the lobby takes. */
export const GAME_SEARCH_MAX_LENGTH = 50 satisfies typeof CONTRACT_SEARCH_MAX;

/** The slot categories with a meaning of their own (72: the spec's quick-access list). */
export const CASINO_CATEGORY = {
  slot: 1,
  popular: 2,
  new: 3,
  table: 4,
  live: 5,
  quickAccess: 72,
} as const satisfies typeof CONTRACT_CATEGORIES;
