import type { LinesPresentation, SpinOutcome } from '@bnw/game-math';
import type { RevealFrame } from '../studio-engine';

export const LINES_REELS = 5;
const REEL_STOP_MS = 220;
const WIN_SHOW_MS = 1_300;
const FREE_RUN_MS = 550;
const FREE_WIN_MS = 1_000;
const FREE_REST_MS = 450;
const REST_MS = 300;

/** One moment of a lines round: which spin (0 the base game, n the n-th free spin), how far it is. */
export interface LinesMoment extends RevealFrame {
  view: number;
  /** Reels at rest (the others run). */
  stopped: number;
  showWins: boolean;
}

/**
 * The base spin's reels stop one by one and its wins are shown; then each free spin runs, lands
 * and shows its wins, one by one, with the counter adding each spin's units as it is shown.
 */
export function linesMoments(outcome: SpinOutcome): LinesMoment[] {
  const presentation = outcome.presentation as LinesPresentation;
  const moments: LinesMoment[] = [];
  let shown = 0;
  for (let reel = 0; reel < LINES_REELS; reel += 1) {
    moments.push({ view: 0, stopped: reel + 1, showWins: false, durationMs: REEL_STOP_MS, shownUnits: 0 });
  }
  shown += presentation.base.units;
  const baseWins = presentation.base.units > 0 || presentation.base.awarded > 0;
  moments.push({
    view: 0,
    stopped: LINES_REELS,
    showWins: true,
    durationMs: baseWins ? WIN_SHOW_MS : REST_MS,
    shownUnits: shown,
    banner:
      presentation.base.awarded > 0 ? { key: 'freeSpinsWon', values: { count: presentation.base.awarded } } : undefined,
  });
  const total = presentation.freeSpins.length;
  presentation.freeSpins.forEach((spin, index) => {
    const banner = { key: 'freeSpin' as const, values: { current: index + 1, total } };
    moments.push({ view: index + 1, stopped: 0, showWins: false, durationMs: FREE_RUN_MS, shownUnits: shown, banner });
    shown += spin.units;
    const wins = spin.units > 0 || spin.awarded > 0;
    moments.push({
      view: index + 1,
      stopped: LINES_REELS,
      showWins: true,
      durationMs: wins ? FREE_WIN_MS : FREE_REST_MS,
      shownUnits: shown,
      banner: spin.awarded > 0 ? { key: 'freeSpinsWon', values: { count: spin.awarded } } : banner,
    });
  });
  return moments;
}
