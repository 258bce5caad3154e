import { z } from 'zod';
import { GAME_LOBBIES } from '../casino-catalogue.js';
import { paginationSchema } from './casino.js';
import { langField } from './shared.js';

/**
 * Bonuses. A promotion may carry a bonus offer; a player claims it and the
 * bonus becomes money in the ledger (a bonus balance of their own beside their cash) that turns
 * into cash once wagered its multiple, and goes back to the house on expiry or forfeit.
 * Amounts are kuruş; instants are ISO strings.
 */
/** prize: a tournament's prize paid as bonus, on the tournament's terms. */
export const BONUS_KINDS = ['deposit', 'fixed', 'prize'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** awaiting_deposit: a deposit bonus claimed before its qualifying deposit. */
export const BONUS_OPEN_STATUSES = ['awaiting_deposit', 'active'] as const;
export const BONUS_ENDED_STATUSES = ['converted', 'expired', 'forfeited'] as const;
/** queued: a tournament's bonus prize that starts when the open bonus ends (one open at a time). */
export const BONUS_QUEUED_STATUS = 'queued';
export const BONUS_STATUSES = [BONUS_QUEUED_STATUS, ...BONUS_OPEN_STATUSES, ...BONUS_ENDED_STATUSES] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** How much of a stake in a lobby counts towards wagering, in percent (a lobby not listed: none). */
export const bonusContributionSchema = z.object({
  Lobby: z.enum(GAME_LOBBIES),
  Percent: z.number().int().min(0).max(100),
});
export type BonusContribution = z.infer<typeof bonusContributionSchema>;

/** The terms of a promotion's bonus, as the promotion card and the claim button show them. */
export const bonusOfferSchema = z.object({
  OfferID: z.number().int().positive(),
  Kind: z.enum(BONUS_KINDS),
  /** Deposit bonus: this percent of the qualifying deposit, up to MaxKurus. */
  Percent: z.number().int().min(0).max(500),
  MaxKurus: z.number().int().nonnegative(),
  MinDepositKurus: z.number().int().nonnegative(),
  /** Fixed bonus: this amount on claim. */
  FixedKurus: z.number().int().nonnegative(),
  /** The bonus must be staked this many times before it converts to cash. */
  WageringMultiple: z.number().int().min(0).max(100),
  /** Stakes above it still play but do not count towards wagering. */
  MaxStakeKurus: z.number().int().positive(),
  /** Days from activation (from the claim for one awaiting its deposit) to expiry. */
  ValidDays: z.number().int().min(1).max(365),
  Contributions: z.array(bonusContributionSchema).max(GAME_LOBBIES.length),
});
export type BonusOffer = z.infer<typeof bonusOfferSchema>;

export const playerBonusSchema = z.object({
  ID: z.number().int().positive(),
  OfferID: z.number().int().positive(),
  /** The promotion's title, or the tournament's for a prize. */
  Title: z.string().max(120),
  Terms: z.string().max(4000),
  Kind: z.enum(BONUS_KINDS),
  Status: z.enum(BONUS_STATUSES),
  /** What was granted (0 while awaiting the deposit). */
  AmountKurus: z.number().int().nonnegative(),
  /** The bonus balance now: 0 once it ended. */
  BalanceKurus: z.number().int().nonnegative(),
  WageringRequiredKurus: z.number().int().nonnegative(),
  WageredKurus: z.number().int().nonnegative(),
  MaxStakeKurus: z.number().int().positive(),
  MinDepositKurus: z.number().int().nonnegative(),
  Contributions: z.array(bonusContributionSchema).max(GAME_LOBBIES.length),
  ClaimedAt: z.string().max(32),
  ActivatedAt: z.string().max(32).nullable(),
  ExpiresAt: z.string().max(32),
  EndedAt: z.string().max(32).nullable(),
  /** Moved to cash on conversion. */
  ConvertedKurus: z.number().int().nonnegative(),
  /** Taken back by the house on expiry or forfeit. */
  ForfeitedKurus: z.number().int().nonnegative(),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

/** Open bonuses a player can hold at once: one awaiting or active (the terms allow no more). */
export const BONUS_MAX_OPEN = 1;
/** Queued prizes `bonus.list_active` shows after the open bonus, the oldest first. */
export const BONUS_MAX_QUEUED_LISTED = 5;
export const BONUS_HISTORY_PAGE = 20;
export const BONUS_HISTORY_MAX_OFFSET = 1_000;

const idField = (message: 'bonusOfferNotFound' | 'bonusNotFound') =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

const pageField = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'bonusPageInvalid' })
    .int({ error: 'bonusPageInvalid' })
    .min(0, { error: 'bonusPageInvalid' })
    .max(max, { error: 'bonusPageInvalid' })
    .default(fallback);

export const bonusMethods = {
  /**
   * Claims a promotion's bonus: a fixed bonus is paid into the bonus balance at once; a deposit
   * bonus waits for the next deposit of at least its minimum. Once per offer per player, and
   * while no other bonus is open.
   */
  'bonus.claim': {
    access: 'player',
    input: z.object({ Lang: langField, offerID: idField('bonusOfferNotFound') }),
    output: playerBonusSchema,
  },
  /** The open bonus (awaiting its deposit, or active) with its wagering progress, then queued prizes. */
  'bonus.list_active': {
    access: 'player',
    input: z.object({ Lang: langField }),
    output: z.array(playerBonusSchema).max(BONUS_MAX_OPEN + BONUS_MAX_QUEUED_LISTED),
  },
  /** Ended bonuses, latest first, with their outcome. */
  'bonus.list_history': {
    access: 'player',
    input: z.object({
      Lang: langField,
      limit: pageField(BONUS_HISTORY_PAGE, BONUS_HISTORY_PAGE).pipe(z.number().min(1, { error: 'bonusPageInvalid' })),
      offset: pageField(BONUS_HISTORY_MAX_OFFSET, 0),
    }),
    output: z.object({ items: z.array(playerBonusSchema).max(BONUS_HISTORY_PAGE), pagination: paginationSchema }),
  },
  /** Gives up the open bonus: what remains of it goes back to the house. */
  'bonus.forfeit': {
    access: 'player',
    input: z.object({ Lang: langField, bonusID: idField('bonusNotFound') }),
    output: playerBonusSchema,
  },
} as const;
