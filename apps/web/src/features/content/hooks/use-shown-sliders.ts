import type { Slider } from '@bnw/contract';
import { useEffect, useMemo, useState } from 'react';
import { nextSliderBoundary, shownSliders } from '../utils/slider-rule';

/** setTimeout's longest delay (about 24.8 days); a later boundary is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The sliders shown now, kept true while the page stays open: a timer wakes at the next start or
 * end (just past it, since the rule is strict) and filters again, so a slider disappears at its
 * End_date without a reload. A phone asleep at that moment wakes to a late timer, which is fine.
 */
export function useShownSliders(sliders: readonly Slider[] | undefined): Slider[] {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (!sliders || sliders.length === 0) return;
    // A boundary between the last check and now (the list came from the cache) fires at once.
    const next = nextSliderBoundary(sliders, nowMs);
    if (next === null) return;
    const delay = Math.min(Math.max(0, next - Date.now() + 1), MAX_TIMER_MS);
    const timer = setTimeout(() => setNowMs(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [sliders, nowMs]);
  return useMemo(() => shownSliders(sliders ?? [], nowMs), [sliders, nowMs]);
}
