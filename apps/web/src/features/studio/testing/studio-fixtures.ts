import type { StudioSpin } from '@bnw/contract';
import { CLASSIC_3X3_VARIANTS, type SpinOutcome, classic3x3Engine, seededRandom } from '@bnw/game-math';

export const classicVariant = CLASSIC_3X3_VARIANTS[0]!;

/** The first seeded classic round that wins (or loses) at this stake: a real outcome of the engine. */
export function classicOutcome(stakeKurus: number, wins: boolean): SpinOutcome {
  for (let seed = 1; seed < 10_000; seed += 1) {
    const outcome = classic3x3Engine.spin(classicVariant, stakeKurus, seededRandom(seed));
    if (outcome.winKurus > 0 === wins) return outcome;
  }
  throw new Error('no such round in 10 000 seeds');
}

export function spinAnswer(outcome: SpinOutcome, balanceKurus: number, roundID = 41): StudioSpin {
  return {
    roundID,
    nonce: 7,
    serverSeedHash: 'ab'.repeat(32),
    clientSeed: 'benim-tohumum',
    stakeKurus: outcome.stakeKurus,
    winKurus: outcome.winKurus,
    balanceKurus,
    outcome,
  };
}

export const seedState = { serverSeedHash: 'cd'.repeat(32), clientSeed: 'benim-tohumum', nextNonce: 7 };
export const openingBalance = [{ balance: 100_000, pending: 0, bonus: 0, currency: 'TRY' }];
