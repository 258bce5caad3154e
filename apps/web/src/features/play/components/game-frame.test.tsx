import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameFrame } from './game-frame';

afterEach(() => vi.useRealTimers());

const renderFrame = (awaitReady: boolean) =>
  render(<GameFrame url="about:blank" title="Meyve Pazarı" loadingLabel="Oyun yükleniyor…" awaitReady={awaitReady} />);

/** The framed page's "drawn", as lib/frame-ready.ts posts it. */
function postReady(from: Window | null) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'bnw-game', event: 'ready' },
        origin: window.location.origin,
        source: from,
      }),
    );
  });
}

describe('the game frame', () => {
  it("takes the spinner off an outside provider's game when its page has loaded", () => {
    renderFrame(false);
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.load(screen.getByTestId('game-frame'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps it over our studio page after the load, while the page shell still shows, until the page says it is drawn', () => {
    renderFrame(true);
    const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;
    fireEvent.load(frame);
    expect(screen.getByRole('status')).toBeTruthy();
    postReady(window);
    expect(screen.getByRole('status')).toBeTruthy();
    postReady(frame.contentWindow);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives way a few seconds after the load if our page never says so', () => {
    vi.useFakeTimers();
    renderFrame(true);
    fireEvent.load(screen.getByTestId('game-frame'));
    act(() => vi.advanceTimersByTime(3_900));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
