import type { Engine, SpinOutcome, Variant } from '@bnw/game-math';
import { hashServerSeed, provablyFairRandom } from '@bnw/game-math';

export interface RoundInputs {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  stakeKurus: number;
}

/** The round again, in the browser: the same random source and the same engine as the server's. */
export function recomputeRound(
  engine: Engine<never, unknown>,
  variant: Variant<never>,
  inputs: RoundInputs,
): SpinOutcome {
  const random = provablyFairRandom(inputs.serverSeed, inputs.clientSeed, inputs.nonce);
  return engine.spin(variant, inputs.stakeKurus, random);
}

/** JSON with object keys sorted, so two equal outcomes read the same whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The whole outcome must agree (win, cap, every symbol and line), not only the amount. */
export function sameOutcome(recomputed: SpinOutcome, recorded: unknown): boolean {
  return canonical(recomputed) === canonical(recorded);
}

/** True when the revealed seed is the one whose hash was shown before play. */
export function seedMatchesHash(serverSeed: string, serverSeedHash: string): boolean {
  try {
    return hashServerSeed(serverSeed) === serverSeedHash;
  } catch {
    return false;
  }
}
