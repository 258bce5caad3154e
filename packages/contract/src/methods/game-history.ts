import { z } from 'zod';
import { dateField, langField } from './shared.js';

/**
 * A player's game history: the rounds outside providers played through the
 * seamless wallet, and one round's wallet calls. Every amount is an integer number of kuruş.
 */

/** A round is open until a win closes it (settled) or a rollback cancels its stake (rolled_back). */
export const GAME_ROUND_STATUSES = ['open', 'settled', 'rolled_back'] as const;
export type GameRoundStatus = (typeof GAME_ROUND_STATUSES)[number];

export const GAME_HISTORY_LIMITS = {
  /** Rounds per page when the client names no limit: what the site shows per "Daha fazla göster". */
  defaultPageSize: 20,
  maxPageSize: 100,
  /**
   * How deep the list can be paged (offset + page): the rows before an offset are read and thrown
   * away, so deeper pages would cost the database more and more; older rounds are reached by
   * narrowing the dates.
   */
  maxRows: 1_000,
  /** Wallet calls one round's detail lists; a real round has a handful (a bet, a win). */
  maxRoundCalls: 200,
} as const;

const roundIdField = z.coerce
  .number({ error: 'roundNotFound' })
  .int({ error: 'roundNotFound' })
  .positive({ error: 'roundNotFound' })
  .max(2_147_483_647, { error: 'roundNotFound' });

const gameHistoryInput = z
  .object({
    Lang: langField,
    limit: z.coerce
      .number({ error: 'gameHistoryLimitInvalid' })
      .int({ error: 'gameHistoryLimitInvalid' })
      .min(1, { error: 'gameHistoryLimitInvalid' })
      .max(GAME_HISTORY_LIMITS.maxPageSize, { error: 'gameHistoryLimitInvalid' })
      .default(GAME_HISTORY_LIMITS.defaultPageSize),
    offset: z.coerce
      .number({ error: 'gameHistoryOffsetInvalid' })
      .int({ error: 'gameHistoryOffsetInvalid' })
      .min(0, { error: 'gameHistoryOffsetInvalid' })
      .max(GAME_HISTORY_LIMITS.maxRows - 1, { error: 'gameHistoryOffsetInvalid' })
      .default(0),
    /**
     * Turkish calendar days 'YYYY-MM-DD', both included: a day runs from 00:00 to 24:00 in
     * Türkiye (Europe/Istanbul, UTC+3 all year since 2016), whatever the phone's time zone. The
     * site sends the range of the date preset the player chose; without dates, all rounds.
     */
    startDate: dateField('dateInvalid').optional(),
    endDate: dateField('dateInvalid').optional(),
    status: z.enum(GAME_ROUND_STATUSES, { error: 'gameRoundStatusInvalid' }).optional(),
  })
  .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, {
    error: 'dateRangeInvalid',
    path: ['endDate'],
  });

export const gameRoundSchema = z.object({
  /** Our id of the round (what `casino.game_round` takes). */
  roundID: z.number().int(),
  /** The provider's own id of the round, which its support asks for. */
  providerRoundID: z.string(),
  gameID: z.number().int(),
  gameName: z.string(),
  providerName: z.string(),
  /** What the round staked, less any stake a rollback gave back. */
  stakeKurus: z.number().int(),
  winKurus: z.number().int(),
  status: z.enum(GAME_ROUND_STATUSES),
  /** ISO 8601 instants in UTC; the site shows them in Türkiye's time. */
  openedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;

/** The sums of every round the filters select, not only of the page. */
export const gameHistoryTotalsSchema = z.object({
  stakedKurus: z.number().int(),
  wonKurus: z.number().int(),
  /** Won minus staked: the player's result, negative when they lost. */
  netKurus: z.number().int(),
});
export type GameHistoryTotals = z.infer<typeof gameHistoryTotalsSchema>;

export const gameHistoryPageSchema = z.object({
  rounds: z.array(gameRoundSchema).max(GAME_HISTORY_LIMITS.maxPageSize),
  pagination: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
  totals: gameHistoryTotalsSchema,
});
export type GameHistoryPage = z.infer<typeof gameHistoryPageSchema>;

export const GAME_ROUND_CALL_KINDS = ['bet', 'win', 'rollback'] as const;

/** One wallet call of a round: money the provider took (bet), paid (win) or gave back (rollback). */
export const gameRoundCallSchema = z.object({
  kind: z.enum(GAME_ROUND_CALL_KINDS),
  amountKurus: z.number().int(),
  at: z.string(),
  /** The provider's id of the call. */
  transactionID: z.string(),
  /** A bet a later rollback cancelled. */
  cancelled: z.boolean(),
});
export type GameRoundCall = z.infer<typeof gameRoundCallSchema>;

export const gameRoundDetailSchema = z.object({
  round: gameRoundSchema,
  calls: z.array(gameRoundCallSchema).max(GAME_HISTORY_LIMITS.maxRoundCalls),
  /** Every call of the round; more than `calls` holds only past maxRoundCalls. */
  callsTotal: z.number().int(),
});
export type GameRoundDetail = z.infer<typeof gameRoundDetailSchema>;

export const gameHistoryMethods = {
  /** The signed-in player's rounds, newest first, with the totals of the filtered range. */
  'casino.game_history': { access: 'player', input: gameHistoryInput, output: gameHistoryPageSchema },
  /** One of the player's rounds with its wallet calls; anyone else's answers "not found". */
  'casino.game_round': {
    access: 'player',
    input: z.object({ Lang: langField, roundID: roundIdField }),
    output: gameRoundDetailSchema,
  },
} as const;
