import type { Engine, SpinOutcome, Variant } from '@bnw/game-math';
import type { ComponentType } from 'react';

/**
 * What the verifier needs of a studio game, handed in by the page (app/ composes the studio
 * feature's engine loader and board with this feature): the engine, the variant, a board at rest.
 */
export interface VerifierGame {
  engine: Engine<never, unknown>;
  variant: Variant<never>;
  Snapshot: ComponentType<{ variant: Variant<never>; outcome: SpinOutcome }>;
}

export type FindVerifierGame = (code: string) => Promise<VerifierGame | null>;
