import { timingMsFromEnv } from '../../platform/rounds/index.js';

/**
 * A round's schedule. Cards are sold for `sellMs`; at the start the balls come out one every
 * `ballMs` (ball i at startedAt + (i + 1) × ballMs, so every process agrees on the ball at a
 * moment); after the last, or after a cancellation, the next round opens `showMs` later.
 */
export interface TombalaTiming {
  sellMs: number;
  ballMs: number;
  showMs: number;
  /**
   * A round still selling this long after its start time was interrupted before its draw order was
   * stored (its leader died and nobody took over in time): it is cancelled and refunded rather
   * than started late.
   */
  startGraceMs: number;
}

/** The demo's schedule: a round every 3 minutes, a ball every 3 seconds. */
export const DEFAULT_TOMBALA_TIMING: TombalaTiming = {
  sellMs: 180_000,
  ballMs: 3_000,
  showMs: 10_000,
  startGraceMs: 10_000,
};

/**
 * The schedule from the environment (TOMBALA_SELL_MS, TOMBALA_BALL_MS, TOMBALA_SHOW_MS), for tests
 * and e2e runs that cannot wait minutes (platform/rounds/timing.ts reads each figure).
 */
export function tombalaTimingFromEnv(env: NodeJS.ProcessEnv): TombalaTiming {
  return {
    sellMs: timingMsFromEnv(env, 'TOMBALA_SELL_MS', DEFAULT_TOMBALA_TIMING.sellMs),
    ballMs: timingMsFromEnv(env, 'TOMBALA_BALL_MS', DEFAULT_TOMBALA_TIMING.ballMs),
    showMs: timingMsFromEnv(env, 'TOMBALA_SHOW_MS', DEFAULT_TOMBALA_TIMING.showMs),
    startGraceMs: DEFAULT_TOMBALA_TIMING.startGraceMs,
  };
}
