import { z } from 'zod';
import type { MessageKey } from '../messages.js';
import { emptyInput, langField, textField } from './shared.js';

/**
 * Our studio's calls: one spin of a studio slot, the player's provably fair seed pair
 * (its hash before play, a client seed of their own, a rotation that reveals the old server seed),
 * the proof of one of their rounds, and the public high-earnings feed. Amounts are kuruş.
 */

/** A client seed: 1 to 64 printable characters (the provably fair method's own limit). */
export const STUDIO_CLIENT_SEED_MAX_LENGTH = 64;

/** How long one game cycle lasts at least (UKGC RTS 14): a new spin waits this long after the last began. */
export const STUDIO_MIN_CYCLE_MS = 2_500;

/** Rows of the high-earnings feed at most, and how far back it looks. */
export const HIGH_EARNINGS_MAX_ROWS = 50;
export const HIGH_EARNINGS_DAYS = 7;

const idField = (message: MessageKey) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, {
    error: message,
  });

/** Trimmed, bounded, no control characters; the server refuses other invisible characters with the same message. */
const clientSeedField = textField('studioClientSeedInvalid', STUDIO_CLIENT_SEED_MAX_LENGTH).refine(
  (value) => value.length > 0,
  { error: 'studioClientSeedInvalid' satisfies MessageKey },
);

/** The SHA-256 of a server seed as the server shows it: 64 lowercase hexadecimal characters. */
const serverSeedHashField = z
  .string({ error: 'studioSeedHashInvalid' })
  .regex(/^[0-9a-f]{64}$/, { error: 'studioSeedHashInvalid' });

/** A stake in kuruş: an integer here; the server checks it is on the ladder. */
const stakeField = z
  .number({ error: 'studioStakeInvalid' })
  .int({ error: 'studioStakeInvalid' })
  .positive({ error: 'studioStakeInvalid' })
  .max(100_000_000, { error: 'studioStakeInvalid' });

export const seedStateSchema = z.object({
  /** SHA-256 (hex) of the current server seed: shown before play, the seed itself is revealed by a rotation. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next spin will use. */
  nextNonce: z.number().int(),
});
export type SeedState = z.infer<typeof seedStateSchema>;

export const studioSpinSchema = z.object({
  roundID: z.number().int(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  stakeKurus: z.number().int(),
  winKurus: z.number().int(),
  /** The ledger's available balance after the win. */
  balanceKurus: z.number().int(),
  /** The engine's SpinOutcome (packages/game-math), as JSON. */
  outcome: z.unknown(),
});
export type StudioSpin = z.infer<typeof studioSpinSchema>;

export const revealedSeedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The last nonce a spin used with this pair; -1 when the pair was never used. */
  lastNonce: z.number().int(),
});

export const roundProofSchema = z.object({
  roundID: z.number().int(),
  gameCode: z.string(),
  engine: z.string(),
  stakeKurus: z.number().int(),
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  /** Null until the player rotates the pair the round was played with. */
  serverSeed: z.string().nullable(),
  winKurus: z.number().int(),
  outcome: z.unknown(),
});
export type RoundProof = z.infer<typeof roundProofSchema>;

export const HIGH_EARNINGS_ORDERS = ['amount', 'multiplier'] as const;

export const highEarningSchema = z.object({
  roundID: z.number().int(),
  gameID: z.number().int(),
  gameName: z.string(),
  imageUrl: z.string(),
  providerName: z.string(),
  /** `ay***e`: the username's first two letters, three stars, its last letter. */
  maskedName: z.string(),
  stakeKurus: z.number().int(),
  winKurus: z.number().int(),
  /** The win in hundredths of the stake (2 550 = 25,5×). */
  multiplierHundredths: z.number().int(),
  settledAt: z.string(),
});
export type HighEarning = z.infer<typeof highEarningSchema>;

export const studioMethods = {
  /** One round of a studio game: the outcome from the player's seed pair and next nonce, the bet, the win. */
  'studio.spin': {
    access: 'player',
    input: z.object({
      Lang: langField,
      gameID: idField('gameNotFound'),
      stakeKurus: stakeField,
      /** Sets the client seed for this spin and the next ones (as studio.set_client_seed). */
      clientSeed: clientSeedField.optional(),
    }),
    output: studioSpinSchema,
  },
  /** The current pair's hash, client seed and next nonce; the player's first pair is made here. */
  'studio.seed_state': { access: 'player', input: emptyInput, output: seedStateSchema },
  'studio.set_client_seed': {
    access: 'player',
    input: z.object({ Lang: langField, clientSeed: clientSeedField }),
    output: seedStateSchema,
  },
  /**
   * Ends the current pair (its server seed is revealed) and starts a fresh one. `serverSeedHash`
   * names the pair the player sees: a second rotation of it (a double tap, another tab) is refused
   * instead of ending a pair the player never saw. Without it, the pair current when the call came.
   */
  'studio.rotate_seed': {
    access: 'player',
    input: z.object({ Lang: langField, serverSeedHash: serverSeedHashField.optional() }),
    output: z.object({ revealed: revealedSeedSchema, current: seedStateSchema }),
  },
  /** What the verification page needs to recompute one of the player's own rounds. */
  'studio.round_proof': {
    access: 'player',
    input: z.object({ Lang: langField, roundID: idField('roundNotFound') }),
    output: roundProofSchema,
  },
  /** Public: the biggest wins of the last 7 days, by amount or by multiple of the stake. */
  'casino.high_earnings': {
    access: 'public',
    input: z.object({
      Lang: langField,
      by: z.enum(HIGH_EARNINGS_ORDERS, { error: 'highEarningsQueryInvalid' }).default('amount'),
      limit: z.coerce
        .number({ error: 'highEarningsQueryInvalid' })
        .int({ error: 'highEarningsQueryInvalid' })
        .min(1, { error: 'highEarningsQueryInvalid' })
        .max(HIGH_EARNINGS_MAX_ROWS, { error: 'highEarningsQueryInvalid' })
        .default(HIGH_EARNINGS_MAX_ROWS),
    }),
    output: z.array(highEarningSchema).max(HIGH_EARNINGS_MAX_ROWS),
  },
} as const;
