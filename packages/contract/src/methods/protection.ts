import { z } from 'zod';
import { langField } from './shared.js';

/**
 * Player protection: limits on deposits, losses and stakes, the reality check, a daily
 * play-time limit, time-out, self-exclusion and account closure. Every rule is the server's; the
 * site only shows it. Amounts are kuruş, instants ISO strings, periods are Istanbul's calendar day,
 * week (from Monday) and month, each resetting at its midnight.
 */
export const PROTECTION_LIMIT_KINDS = ['deposit', 'loss', 'stake'] as const;
export type ProtectionLimitKind = (typeof PROTECTION_LIMIT_KINDS)[number];
export const PROTECTION_PERIODS = ['day', 'week', 'month'] as const;
export type ProtectionPeriod = (typeof PROTECTION_PERIODS)[number];

/** Minutes between reality checks; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;
export const TIMEOUT_DURATIONS = ['24h', '1w', '1m', '6w'] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];
export const EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'indefinite'] as const;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];
/**
 * Where the site offers a new player a deposit limit: after registration (their first signed-in
 * visit) and when they first open the deposit tab before any deposit. Each can be skipped once.
 */
export const LIMIT_PROMPT_OCCASIONS = ['registration', 'first_deposit'] as const;
export type LimitPromptOccasion = (typeof LIMIT_PROMPT_OCCASIONS)[number];

export const PROTECTION_RULES = {
  /** An increase, a removal or a longer reality-check interval waits this long. */
  coolingOffHours: 24,
  /** The cooling-off between asking to return and the account opening, after a timed exclusion. */
  returnCoolingOffHours: 24,
  /** The same after an indefinite one. */
  returnCoolingOffIndefiniteHours: 7 * 24,
  /** An indefinite exclusion can be asked to end only after this many months. */
  indefiniteMinimumMonths: 6,
  /** The largest limit a player may set: ₺10.000.000. */
  maxLimitKurus: 1_000_000_000,
  sessionLimitMinMinutes: 15,
  sessionLimitMaxMinutes: 24 * 60,
  /** A player with limits is asked to review them when the last review is this many months old. */
  reviewAfterMonths: 6,
} as const;

const limitKindField = z.enum(PROTECTION_LIMIT_KINDS, { error: 'protectionInputInvalid' });
const periodField = z.enum(PROTECTION_PERIODS, { error: 'protectionInputInvalid' });

/** A value in force and, when it is to change later, what it becomes and when. */
const pendingSchema = <T extends z.ZodType>(value: T) =>
  z.object({ Value: value, AppliesAt: z.string().max(32) }).nullable();

export const protectionLimitSchema = z.object({
  Kind: z.enum(PROTECTION_LIMIT_KINDS),
  Period: z.enum(PROTECTION_PERIODS),
  /** The limit in force; null: none. */
  AmountKurus: z.number().int().positive().nullable(),
  /** An increase or removal waiting for its 24 hours (Value null: the removal). */
  Pending: pendingSchema(z.number().int().positive().nullable()),
  /** What the period has used so far: deposited, staked, or lost net of wins (never below 0). */
  UsedKurus: z.number().int().nonnegative(),
  /** When the period starts again. */
  ResetsAt: z.string().max(32),
});
export type ProtectionLimit = z.infer<typeof protectionLimitSchema>;

export const protectionSettingsSchema = z.object({
  Limits: z.array(protectionLimitSchema).max(PROTECTION_LIMIT_KINDS.length * PROTECTION_PERIODS.length),
  RealityCheck: z.object({
    Minutes: z.number().int().nonnegative(),
    Pending: pendingSchema(z.number().int()),
    /**
     * When the next check falls due in the stretch of play going on (its start or the last answer,
     * plus the interval): the server refuses bets from then until the answer. Null: off, or no play.
     */
    DueAt: z.string().max(32).nullable(),
    /**
     * The stretch of play going on, in every game (a pause of over ten minutes ends it): when it
     * began and its net position (wins less stakes). The reality check tells both figures of this
     * one session. Null: not playing.
     */
    Session: z.object({ StartedAt: z.string().max(32), NetKurus: z.number().int() }).nullable(),
  }),
  /** Play allowed per day, in minutes; null: no limit. */
  SessionLimit: z.object({
    Minutes: z.number().int().positive().nullable(),
    Pending: pendingSchema(z.number().int().positive().nullable()),
  }),
  /** Today (Istanbul): minutes played and the net position (wins less stakes). */
  Today: z.object({ PlayedMinutes: z.number().int().nonnegative(), NetKurus: z.number().int() }),
  TimeoutUntil: z.string().max(32).nullable(),
  Exclusion: z
    .object({
      Since: z.string().max(32),
      /** Null for an indefinite exclusion. */
      Until: z.string().max(32).nullable(),
      /** The first instant a return may be asked for: the end, or 6 months into an indefinite one. */
      ReturnFrom: z.string().max(32),
      ReturnRequestedAt: z.string().max(32).nullable(),
      /** When a requested return opens the account (the cooling-off's end). */
      ReturnAt: z.string().max(32).nullable(),
    })
    .nullable(),
  Closed: z.boolean(),
  /**
   * A closed account (not an exclusion): since when, and the reopening the player asked for, which
   * opens the account after the 24-hour cooling-off. Null: not closed.
   */
  Closure: z
    .object({
      Since: z.string().max(32),
      ReturnRequestedAt: z.string().max(32).nullable(),
      ReturnAt: z.string().max(32).nullable(),
    })
    .nullable(),
  /** When the player last set or reviewed their limits; the site asks for a review after 6 months. */
  ReviewedAt: z.string().max(32).nullable(),
  /** The player has limits and their last review is 6 months old: the site asks once per visit. */
  ReviewDue: z.boolean(),
  /**
   * Where the site should offer a deposit limit now: after registration, or at the first deposit;
   * null once the player has a deposit limit, has deposited, or skipped the offer (remembered here).
   */
  DepositLimitPrompt: z.enum(LIMIT_PROMPT_OCCASIONS).nullable(),
  /**
   * The highest stake one round may have for this player (the operator's rule by age), so a game
   * offers nothing above it. YoungUntilAge: set when the lower stake of younger players applies.
   */
  MaxStake: z.object({
    Kurus: z.number().int().positive(),
    YoungUntilAge: z.number().int().positive().nullable(),
  }),
});
export type ProtectionSettings = z.infer<typeof protectionSettingsSchema>;

const amountField = z
  .number({ error: 'protectionAmountInvalid' })
  .int({ error: 'protectionAmountInvalid' })
  .positive({ error: 'protectionAmountInvalid' })
  .max(PROTECTION_RULES.maxLimitKurus, { error: 'protectionAmountInvalid' })
  .nullable();

export const protectionMethods = {
  /** Every limit in force and pending, the reality check, the session limit, today's play, time-out and exclusion. */
  'protection.get_settings': {
    access: 'player',
    input: z.object({ Lang: langField }),
    output: protectionSettingsSchema,
  },
  /**
   * Sets, raises, lowers or (amount null) removes a limit. A decrease applies at once; an increase or
   * a removal after 24 hours (pending until then). Setting the amount in force again cancels what is pending.
   */
  'protection.set_limit': {
    access: 'player',
    input: z.object({ Lang: langField, kind: limitKindField, period: periodField, amount: amountField }),
    output: protectionSettingsSchema,
  },
  /** Minutes between reality checks (0: off). Shorter applies at once, longer after 24 hours. */
  'protection.set_reality_check': {
    access: 'player',
    input: z.object({
      Lang: langField,
      minutes: z.literal(REALITY_CHECK_MINUTES, { error: 'protectionInputInvalid' }),
    }),
    output: protectionSettingsSchema,
  },
  /**
   * The player answered the reality check ("Devam et"): the next one is a full interval later.
   * While one is due, bets and spins are refused (`realityCheckDue`).
   */
  'protection.answer_reality_check': {
    access: 'player',
    input: z.object({ Lang: langField }),
    output: protectionSettingsSchema,
  },
  /** Play allowed per day in minutes (null: none). Shorter applies at once, longer or none after 24 hours. */
  'protection.set_session_limit': {
    access: 'player',
    input: z.object({
      Lang: langField,
      minutes: z
        .number({ error: 'protectionInputInvalid' })
        .int({ error: 'protectionInputInvalid' })
        .min(PROTECTION_RULES.sessionLimitMinMinutes, { error: 'protectionInputInvalid' })
        .max(PROTECTION_RULES.sessionLimitMaxMinutes, { error: 'protectionInputInvalid' })
        .nullable(),
    }),
    output: protectionSettingsSchema,
  },
  /** 'Şimdi değil' to the deposit-limit offer of one occasion: not offered there again, on any device. */
  'protection.skip_limit_prompt': {
    access: 'player',
    input: z.object({
      Lang: langField,
      occasion: z.enum(LIMIT_PROMPT_OCCASIONS, { error: 'protectionInputInvalid' }),
    }),
    output: protectionSettingsSchema,
  },
  /** 'Limitlerim uygun': the player reviewed their limits; the next review is asked 6 months later. */
  'protection.review_limits': {
    access: 'player',
    input: z.object({ Lang: langField }),
    output: protectionSettingsSchema,
  },
  /** A break from play, at once: no deposits, bets, bonuses or marketing until it ends. */
  'protection.take_timeout': {
    access: 'player',
    input: z.object({ Lang: langField, duration: z.enum(TIMEOUT_DURATIONS, { error: 'protectionInputInvalid' }) }),
    output: protectionSettingsSchema,
  },
  /** Self-exclusion, at once and for good until its end; it cannot be shortened. */
  'protection.self_exclude': {
    access: 'player',
    input: z.object({ Lang: langField, duration: z.enum(EXCLUSION_DURATIONS, { error: 'protectionInputInvalid' }) }),
    output: protectionSettingsSchema,
  },
  /**
   * After an exclusion has ended, or from a closed account: asks to return; the account opens
   * after the cooling-off (24 hours; 7 days after an indefinite exclusion).
   */
  'protection.request_return': {
    access: 'player',
    input: z.object({ Lang: langField }),
    output: protectionSettingsSchema,
  },
  /** Closes the account at the player's request; the balance stays withdrawable. */
  'protection.close_account': {
    access: 'player',
    input: z.object({ Lang: langField }),
    output: protectionSettingsSchema,
  },
} as const;
