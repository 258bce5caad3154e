import type { Slider } from '@bnw/contract';
import { isSliderShownAt } from '@bnw/contract/constants';

type SliderDates = Pick<Slider, 'Status' | 'Start_date' | 'End_date'>;

/**
 * Section 5, applied again by the client (the contract's rule): the server answers only the
 * sliders shown by its clock; this is for a page left open past a slider's end.
 */
export { isSliderShownAt };

/** The sliders shown at `nowMs`, in the order the server gave them. */
export function shownSliders<T extends SliderDates>(sliders: readonly T[], nowMs: number): T[] {
  return sliders.filter((slider) => isSliderShownAt(slider, nowMs));
}

/**
 * The next instant after `nowMs` at which one of the sliders could appear or disappear (a start
 * or an end still ahead), or null when none is ahead. An inactive slider never changes by date.
 */
export function nextSliderBoundary(sliders: readonly SliderDates[], nowMs: number): number | null {
  let next: number | null = null;
  for (const slider of sliders) {
    if (slider.Status !== 'active') continue;
    for (const instant of [Date.parse(slider.Start_date), Date.parse(slider.End_date)]) {
      if (Number.isFinite(instant) && instant >= nowMs && (next === null || instant < next)) next = instant;
    }
  }
  return next;
}
