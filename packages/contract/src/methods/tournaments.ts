import { z } from 'zod';
import { TOURNAMENT_SCORING_RULES, TOURNAMENT_STATES } from './cms.js';
import { langField } from './shared.js';

/**
 * Tournaments' leaderboards: computed from real rounds inside the window,
 * updated as rounds settle. Names are masked (`ay***e`). Points are in the scoring rule's unit:
 * kuruş for total_stake and total_win, hundredths of the stake for best_multiplier.
 */
export const LEADERBOARD_MAX_ROWS = 50;

/**
 * What a standing wins: its rank's prize, or its equal share of the prizes of the ranks a tie
 * occupies (which may be cash for one rank and bonus for the next).
 */
export const tournamentPrizeShareSchema = z.object({
  CashKurus: z.number().int().nonnegative(),
  BonusKurus: z.number().int().nonnegative(),
});
export type TournamentPrizeShare = z.infer<typeof tournamentPrizeShareSchema>;

export const leaderboardRowSchema = z.object({
  /** Standard competition ranking: tied players share a rank (1, 2, 2, 4). */
  Rank: z.number().int().positive(),
  MaskedName: z.string().max(20),
  Points: z.number().int().nonnegative(),
  Prize: tournamentPrizeShareSchema.nullable(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  TournamentID: z.number().int(),
  State: z.enum(TOURNAMENT_STATES),
  ScoringRule: z.enum(TOURNAMENT_SCORING_RULES),
  /** Players with points. */
  Entries: z.number().int().nonnegative(),
  Rows: z.array(leaderboardRowSchema).max(LEADERBOARD_MAX_ROWS),
  /** True once the prizes were paid (or are owed, for a prize of a kind not paid yet). */
  Settled: z.boolean(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const myStandingSchema = z.object({
  TournamentID: z.number().int(),
  /** Null when the player has no points in it yet. */
  Rank: z.number().int().positive().nullable(),
  Points: z.number().int().nonnegative(),
  Prize: tournamentPrizeShareSchema.nullable(),
});
export type MyStanding = z.infer<typeof myStandingSchema>;

const tournamentIdField = z.coerce
  .number({ error: 'tournamentNotFound' })
  .int({ error: 'tournamentNotFound' })
  .positive({ error: 'tournamentNotFound' })
  .max(2_147_483_647, { error: 'tournamentNotFound' });

export const tournamentMethods = {
  /** The top of a tournament's leaderboard, with each standing's prize. */
  'tournaments.leaderboard': {
    access: 'public',
    input: z.object({
      Lang: langField,
      tournamentID: tournamentIdField,
      limit: z.coerce
        .number({ error: 'leaderboardQueryInvalid' })
        .int({ error: 'leaderboardQueryInvalid' })
        .min(1, { error: 'leaderboardQueryInvalid' })
        .max(LEADERBOARD_MAX_ROWS, { error: 'leaderboardQueryInvalid' })
        .default(20),
    }),
    output: leaderboardSchema,
  },
  /** The signed-in player's own rank, points and prize, even far outside the top. */
  'tournaments.my_standing': {
    access: 'player',
    input: z.object({ Lang: langField, tournamentID: tournamentIdField }),
    output: myStandingSchema,
  },
} as const;
