import type { Slider } from '@bnw/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sliderAt } from '../testing/content-fixtures';
import { useShownSliders } from './use-shown-sliders';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function ids(sliders: Slider[]): number[] {
  return sliders.map((slider) => slider.ID);
}

describe('sliders on a page left open', () => {
  it('hides a slider at its End_date without a reload, and shows one at its Start_date', () => {
    const list = [
      sliderAt(NOW, { ID: 1, End_date: new Date(NOW + 2 * MINUTE).toISOString() }),
      sliderAt(NOW, { ID: 2, Start_date: new Date(NOW + MINUTE).toISOString() }),
    ];
    const { result } = renderHook(() => useShownSliders(list));
    expect(ids(result.current)).toEqual([1]);
    act(() => vi.advanceTimersByTime(MINUTE)); // the start itself: still hidden (strict rule)
    expect(ids(result.current)).toEqual([1]);
    act(() => vi.advanceTimersByTime(1));
    expect(ids(result.current)).toEqual([1, 2]);
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(ids(result.current)).toEqual([2]);
  });

  it('waits in steps for an end further away than a timer can wait', () => {
    const farEnd = NOW + 40 * 24 * 3_600_000;
    const list = [sliderAt(NOW, { End_date: new Date(farEnd).toISOString() })];
    const { result } = renderHook(() => useShownSliders(list));
    act(() => vi.advanceTimersByTime(30 * 24 * 3_600_000));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(10 * 24 * 3_600_000 + 1));
    expect(result.current).toHaveLength(0);
  });

  it('filters a list that came late from the cache by the time it is shown, not by when the page opened', () => {
    const { result, rerender } = renderHook(({ list }: { list?: Slider[] }) => useShownSliders(list), {
      initialProps: {},
    });
    expect(result.current).toEqual([]);
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    // Already over when it arrives: gone at once.
    rerender({ list: [sliderAt(NOW, { End_date: new Date(NOW + 2 * MINUTE).toISOString() })] });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
  });
});
