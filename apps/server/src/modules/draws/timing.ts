import { timingMsFromEnv } from '../../platform/rounds/index.js';
import type { DrawGameCode } from '@bnw/contract';
import { DRAW_GAMES } from '@bnw/game-math';

/**
 * The draws' schedule. Each game keeps `aheadCount` draws taking bets; a draw is made every
 * `intervalMs` of its game, betting on it closes `closeLeadMs` before it is drawn, and a draw not
 * drawn within `graceMs` of its time (its leader died and nobody took over in time) is void rather
 * than drawn late.
 */
export interface DrawTiming {
  intervalMs: Record<DrawGameCode, number>;
  closeLeadMs: number;
  aheadCount: number;
  graceMs: number;
}

/** The games' own schedule: Şanslı Altılı every 5 minutes, Zar Düellosu every 30 seconds. */
export const DEFAULT_DRAW_TIMING: DrawTiming = {
  intervalMs: {
    'lucky-six': DRAW_GAMES['lucky-six'].drawIntervalSeconds * 1_000,
    'dice-duel': DRAW_GAMES['dice-duel'].drawIntervalSeconds * 1_000,
  },
  closeLeadMs: 5_000,
  aheadCount: 3,
  graceMs: 10_000,
};

/**
 * The schedule from the environment (DRAWS_LUCKY_SIX_MS, DRAWS_DICE_DUEL_MS, DRAWS_CLOSE_LEAD_MS),
 * for tests and e2e runs that cannot wait minutes (platform/rounds/timing.ts reads each figure); a
 * close lead not shorter than a game's interval stops the start rather than run a silly schedule.
 */
export function drawTimingFromEnv(env: NodeJS.ProcessEnv): DrawTiming {
  const read = (name: string, fallback: number) => timingMsFromEnv(env, name, fallback);
  const timing: DrawTiming = {
    intervalMs: {
      'lucky-six': read('DRAWS_LUCKY_SIX_MS', DEFAULT_DRAW_TIMING.intervalMs['lucky-six']),
      'dice-duel': read('DRAWS_DICE_DUEL_MS', DEFAULT_DRAW_TIMING.intervalMs['dice-duel']),
    },
    closeLeadMs: read('DRAWS_CLOSE_LEAD_MS', DEFAULT_DRAW_TIMING.closeLeadMs),
    aheadCount: DEFAULT_DRAW_TIMING.aheadCount,
    graceMs: DEFAULT_DRAW_TIMING.graceMs,
  };
  if (Object.values(timing.intervalMs).some((interval) => timing.closeLeadMs >= interval)) {
    throw new Error('DRAWS_CLOSE_LEAD_MS must be shorter than every game interval');
  }
  return timing;
}
