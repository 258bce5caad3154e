import { describe, expect, it } from 'vitest';
import { sliderAt } from '../testing/content-fixtures';
import { isSliderShownAt, nextSliderBoundary, shownSliders } from './slider-rule';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const MINUTE = 60_000;

describe('the slider rule of section 5, applied again by the client', () => {
  it('shows an active slider only strictly between its start and its end', () => {
    const slider = sliderAt(NOW, {
      Start_date: new Date(NOW - MINUTE).toISOString(),
      End_date: new Date(NOW + MINUTE).toISOString(),
    });
    expect(isSliderShownAt(slider, NOW)).toBe(true);
    expect(isSliderShownAt(slider, NOW - MINUTE)).toBe(false); // the start itself
    expect(isSliderShownAt(slider, NOW - MINUTE + 1)).toBe(true);
    expect(isSliderShownAt(slider, NOW + MINUTE - 1)).toBe(true);
    expect(isSliderShownAt(slider, NOW + MINUTE)).toBe(false); // the end itself
    expect(isSliderShownAt({ ...slider, Status: 'inactive' }, NOW)).toBe(false);
  });

  it('keeps the server order and leaves out one that ended a minute ago and one that starts in a minute', () => {
    const list = [
      sliderAt(NOW, { ID: 3 }),
      sliderAt(NOW, { ID: 1, End_date: new Date(NOW - MINUTE).toISOString() }),
      sliderAt(NOW, { ID: 2, Start_date: new Date(NOW + MINUTE).toISOString() }),
      sliderAt(NOW, { ID: 4 }),
    ];
    expect(shownSliders(list, NOW).map((slider) => slider.ID)).toEqual([3, 4]);
  });

  it('names the next start or end still ahead, and none when nothing will change', () => {
    const list = [
      sliderAt(NOW, { End_date: new Date(NOW + 10 * MINUTE).toISOString() }),
      sliderAt(NOW, { Start_date: new Date(NOW + 5 * MINUTE).toISOString() }),
      sliderAt(NOW, { Status: 'inactive', Start_date: new Date(NOW + MINUTE).toISOString() }),
    ];
    expect(nextSliderBoundary(list, NOW)).toBe(NOW + 5 * MINUTE);
    expect(nextSliderBoundary(list, NOW + 5 * MINUTE + 1)).toBe(NOW + 10 * MINUTE);
    expect(nextSliderBoundary(list, NOW + 2 * 3_600_000)).toBeNull();
  });
});

describe('the place a slider keeps while loading', () => {
  it('has the proportions the server draws the pictures in', async () => {
    const { CONTENT_IMAGE_SIZES } = await import('@bnw/contract');
    const { HOME_SLIDER_RATIO, INNER_SLIDER_RATIO } = await import('../components/slider-frames');
    expect(HOME_SLIDER_RATIO).toEqual(CONTENT_IMAGE_SIZES.slider);
    expect(INNER_SLIDER_RATIO).toEqual(CONTENT_IMAGE_SIZES.innerSlider);
  });
});
