import type { Slider } from '@bnw/contract';

type SliderDates = Pick<Slider, 'Status' | 'Start_date' | 'End_date'>;

/*
 * Section 5, applied again by the client: a slider is shown only when its Status is active and
 * now lies strictly between Start_date and End_date. The server answers only such sliders by its
 * clock; this copy is for a page left open past a slider's end. It is the contract's
 * `isSliderShown` (a test holds them equal): importing that would bring zod into the first page.
 */
export function isSliderShownAt(slider: SliderDates, nowMs: number): boolean {
  return slider.Status === 'active' && Date.parse(slider.Start_date) < nowMs && nowMs < Date.parse(slider.End_date);
}

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
