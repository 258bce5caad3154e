import { GAME_WIN_REVEAL_FALLBACK_MS } from '@bnw/contract/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PlayBalance, nextShownBalance, useHeldBalance } from './use-held-balance';

const figure = (totalKurus: number, bonusKurus = 0): PlayBalance => ({ totalKurus, bonusKurus });

describe('nextShownBalance', () => {
  it('shows a first figure and a fall at once, and holds a rise', () => {
    expect(nextShownBalance(null, figure(1_000))).toEqual({ shown: figure(1_000), held: false });
    expect(nextShownBalance(figure(1_000), figure(900))).toEqual({ shown: figure(900), held: false });
    expect(nextShownBalance(figure(1_000), figure(1_000, 200))).toEqual({ shown: figure(1_000, 200), held: false });
    expect(nextShownBalance(figure(900), figure(2_000))).toEqual({ shown: figure(900), held: true });
    expect(nextShownBalance(figure(900), null)).toEqual({ shown: figure(900), held: false });
  });
});

describe('useHeldBalance', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function render(first: PlayBalance | null) {
    return renderHook(({ latest }) => useHeldBalance(latest), { initialProps: { latest: first } });
  }

  it('keeps a win off the bar until the game says its result is on screen', () => {
    const hook = render(figure(10_000));
    expect(hook.result.current.shown).toEqual(figure(10_000));
    // The stake: shown at once.
    hook.rerender({ latest: figure(9_900) });
    expect(hook.result.current.shown).toEqual(figure(9_900));
    // The win arrives while the race is still running: held.
    hook.rerender({ latest: figure(11_000) });
    expect(hook.result.current.shown).toEqual(figure(9_900));
    act(() => hook.result.current.reveal());
    expect(hook.result.current.shown).toEqual(figure(11_000));
  });

  it('reveals a held win after the bounded wait when the game never says it, counted from the first rise', () => {
    const hook = render(figure(10_000));
    hook.rerender({ latest: figure(11_000) });
    act(() => vi.advanceTimersByTime(GAME_WIN_REVEAL_FALLBACK_MS / 2));
    // A later rise of the same wait does not push the reveal back.
    hook.rerender({ latest: figure(12_000) });
    act(() => vi.advanceTimersByTime(GAME_WIN_REVEAL_FALLBACK_MS / 2 - 1));
    expect(hook.result.current.shown).toEqual(figure(10_000));
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.shown).toEqual(figure(12_000));
  });

  it('shows a figure fetched just now when revealing, and a fall below the shown figure at once', () => {
    const hook = render(figure(10_000, 500));
    act(() => hook.result.current.reveal(figure(10_800, 500)));
    expect(hook.result.current.shown).toEqual(figure(10_800, 500));
    hook.rerender({ latest: figure(9_000, 500) });
    expect(hook.result.current.shown).toEqual(figure(9_000, 500));
    // Nothing left pending: no late reveal of an older figure.
    act(() => vi.advanceTimersByTime(GAME_WIN_REVEAL_FALLBACK_MS * 2));
    expect(hook.result.current.shown).toEqual(figure(9_000, 500));
  });
});
