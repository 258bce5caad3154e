import type { SpinOutcome } from '@bnw/game-math';
import type { CascadePresentation } from '@bnw/game-math/engines/cluster-cascade';
import type { RevealFrame } from '../studio-engine';

const FIRST_DROP_MS = 650;
const DROP_MS = 450;
const WIN_SHOW_MS = 950;
const BURST_MS = 420;
const REST_MS = 300;

/** One moment of a cascade round: which step, and whether its clusters glow or burst. */
export interface CascadeMoment extends RevealFrame {
  step: number;
  stage: 'drop' | 'win' | 'burst';
}

/**
 * Each step: the grid drops in (the whole grid first, then only the refills), its clusters glow
 * while the counter adds their pay, then burst; the last step is the grid at rest.
 */
export function cascadeMoments(outcome: SpinOutcome): CascadeMoment[] {
  const presentation = outcome.presentation as CascadePresentation;
  const moments: CascadeMoment[] = [];
  let shown = 0;
  presentation.steps.forEach((step, index) => {
    moments.push({ step: index, stage: 'drop', durationMs: index === 0 ? FIRST_DROP_MS : DROP_MS, shownUnits: shown });
    if (step.clusters.length === 0) return;
    shown += step.units;
    const multiplier = step.clusters[0]?.multiplier ?? 1;
    const banner = multiplier > 1 ? { key: 'cascade' as const, values: { multiplier } } : undefined;
    moments.push({ step: index, stage: 'win', durationMs: WIN_SHOW_MS, shownUnits: shown, banner });
    moments.push({ step: index, stage: 'burst', durationMs: BURST_MS, shownUnits: shown, banner });
  });
  const last = moments.at(-1);
  if (last) {
    last.durationMs = Math.max(last.durationMs, REST_MS);
    last.shownUnits = presentation.totalUnits;
  }
  return moments;
}
