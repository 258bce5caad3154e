import { z } from 'zod';
import type { MessageKey } from '../messages.js';
import { GAME_CODE_MAX_LENGTH, GAME_CODE_PATTERN, GAME_LOBBIES, VOLATILITIES } from '../casino-catalogue.js';
import { casinoMethods } from './casino.js';
import { emptyInput, langField, textField } from './shared.js';

/**
 * The play page's calls: starting a virtual game by provider and type (the
 * spec's `virtualgames/init_game`), the virtual games the site offers, and the top bar's summary of
 * the running game session. `casino.init_game` itself is in casino.ts.
 */

/** How far back a session summary may start: a game session's lifetime. */
export const PLAY_SESSION_MAX_MS = 12 * 60 * 60 * 1000;

/** The virtual games offered at most (one row of the home page). */
export const VIRTUAL_GAMES_MAX = 24;

/**
 * The rounds a session summary reads at most: the player's newest ones. With no autoplay and no
 * turbo a round takes seconds, so twelve hours of play stay well inside; beyond it the summary
 * says it is not complete rather than reading the whole history.
 */
export const PLAY_SUMMARY_MAX_ROUNDS = 10_000;

/** An ISO 8601 instant in UTC as the server writes them ('2025-11-22T07:05:00.000Z'). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

const positiveId = (message: MessageKey) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

const virtualTypeField = textField('virtualGameNotFound', GAME_CODE_MAX_LENGTH).refine(
  (value) => GAME_CODE_PATTERN.test(value),
  { error: 'virtualGameNotFound' satisfies MessageKey },
);

const sinceField = textField('playSessionStartInvalid', 32).refine(
  (value) => ISO_INSTANT.test(value) && Number.isFinite(Date.parse(value)),
  { error: 'playSessionStartInvalid' satisfies MessageKey },
);

export const virtualGameSchema = z.object({
  providerID: z.number().int(),
  /** The provider's code of the game: the `type` of `virtualgames.init_game` and of the play address. */
  type: z.string(),
  name: z.string(),
  imageUrl: z.string(),
});
export type VirtualGame = z.infer<typeof virtualGameSchema>;

/** What the top bar and its info sheet show of the game being played. */
export const playedGameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  providerName: z.string(),
  rtpBasisPoints: z.number().int().min(0).max(10_000),
  maxWinMultiplier: z.number().int(),
  volatility: z.enum(VOLATILITIES),
  lobby: z.enum(GAME_LOBBIES),
});
export type PlayedGame = z.infer<typeof playedGameSchema>;

export const gameSessionSummarySchema = z.object({
  game: playedGameSchema,
  /** What the player's rounds of this game opened since `since` staked (less stakes given back) and won. */
  stakeKurus: z.number().int(),
  winKurus: z.number().int(),
  /** Those rounds, but for the ones rolled back entirely. */
  rounds: z.number().int(),
  /** False when more than PLAY_SUMMARY_MAX_ROUNDS rounds were played since: the sums cover the newest. */
  complete: z.boolean(),
});
export type GameSessionSummary = z.infer<typeof gameSessionSummarySchema>;

export const playMethods = {
  /**
   * The spec's virtual games start: the provider's active game of the virtual lobby whose code is
   * `type` (without one, its first by sort order). Answers like `casino.init_game`.
   */
  'virtualgames.init_game': {
    access: 'player',
    input: z.object({
      Lang: langField,
      providerID: positiveId('virtualProviderNotFound'),
      type: virtualTypeField.optional(),
    }),
    output: casinoMethods['casino.init_game'].output,
  },
  /** Ours: the virtual games that can be started now, for the site to offer them. */
  'virtualgames.game_list': {
    access: 'public',
    input: emptyInput,
    output: z.array(virtualGameSchema).max(VIRTUAL_GAMES_MAX),
  },
  /**
   * Ours: the play page's top bar. The game's facts and the player's own rounds of it opened since
   * `since` (the game session's `startedAt`, at most 12 hours back).
   */
  'casino.game_session_summary': {
    access: 'player',
    input: z.object({ Lang: langField, gameID: positiveId('gameNotFound'), since: sinceField }),
    output: gameSessionSummarySchema,
  },
} as const;
