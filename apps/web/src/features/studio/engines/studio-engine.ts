import type { Engine, SpinOutcome, Variant } from '@bnw/game-math';
import type { ComponentType } from 'react';

/**
 * One moment of a round's presentation after the server has answered: how long it lasts and how
 * much of the round's win (in PAY_UNIT of the stake, before the cap) has been shown by its end.
 * The page steps through them; the board draws the moment it is given.
 */
export interface RevealFrame {
  durationMs: number;
  shownUnits: number;
  /** A short banner for the moment (free spin 3/10, cascade ×2), already in the player's language. */
  banner?: { key: 'freeSpin' | 'freeSpinsWon' | 'cascade'; values: Record<string, number> };
}

export interface BoardProps {
  variant: Variant<never>;
  /** The round being shown, or null before the first spin. */
  outcome: SpinOutcome | null;
  /** True from the tap until the server has answered (the reels run). */
  spinning: boolean;
  /** Index into the outcome's frames; the board shows the round at rest at frames.length - 1. */
  frame: number;
}

export interface PaytableProps {
  variant: Variant<never>;
  stakeKurus: number;
}

/** Everything the game page needs from one engine: its mathematics, its variants, its renderer. */
export interface StudioEngine {
  engine: Engine<never, unknown>;
  variants: ReadonlyArray<Variant<never>>;
  /** The moments of a round, in order; the last is the round at rest with every win shown. */
  frames(outcome: SpinOutcome): RevealFrame[];
  Board: ComponentType<BoardProps>;
  Paytable: ComponentType<PaytableProps>;
  /** The round's result as the verifier shows it: a small board at rest. */
  Snapshot: ComponentType<{ variant: Variant<never>; outcome: SpinOutcome }>;
}
