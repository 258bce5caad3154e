import type { SpinOutcome, Variant } from '@bnw/game-math';
import type { ComponentType } from 'react';
import type { BoardProps, PaytableProps, RevealFrame, StudioEngine } from './studio-engine';

interface EngineParts {
  /** The engine of packages/game-math, with its own data and presentation types. */
  engine: unknown;
  variants: readonly unknown[];
  frames(outcome: SpinOutcome): RevealFrame[];
  Board: ComponentType<BoardProps>;
  Paytable: ComponentType<PaytableProps>;
  /** The frame at which the board shows a round at rest with every win: the verifier's snapshot. */
  restFrame: number;
}

/**
 * One engine's part of the game page, its verifier snapshot made from its board. The page and the
 * verifier handle every engine alike, so the engine's own types are widened here, once.
 */
export function defineStudioEngine({
  engine,
  variants,
  frames,
  Board,
  Paytable,
  restFrame,
}: EngineParts): StudioEngine {
  function Snapshot({ variant, outcome }: { variant: Variant<never>; outcome: SpinOutcome }) {
    return <Board variant={variant} outcome={outcome} spinning={false} frame={restFrame} />;
  }
  return {
    engine: engine as StudioEngine['engine'],
    variants: variants as StudioEngine['variants'],
    frames,
    Board,
    Paytable,
    Snapshot,
  };
}
