import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPlayTexts } from '@/i18n';
import { useAppStore } from '@/stores/app-store';
import { useElapsed } from '@/hooks/use-elapsed';
import { GameTopBar, type GameTopBarProps } from './game-top-bar';

beforeAll(() => loadPlayTexts());
afterEach(() => {
  useAppStore.getState().setShowBalance(true);
  vi.useRealTimers();
});

function renderBar(overrides: Partial<GameTopBarProps> = {}) {
  return render(
    <GameTopBar
      gameName="İstanbul Zarları"
      balanceKurus={123_456}
      elapsedMs={0}
      netKurus={0}
      onBack={() => {}}
      onInfo={() => {}}
      {...overrides}
    />,
  );
}

describe('the top bar', () => {
  it('shows a gain with a plus in green, a loss with a minus in red, nothing gained in grey', () => {
    const { rerender } = renderBar({ netKurus: 1_250 });
    const net = () => screen.getByTestId('session-net');
    expect(net().textContent).toContain('+₺12,50');
    expect(net().dataset.tone).toBe('gain');
    expect(net().className).toContain('text-emerald-700');

    rerender(
      <GameTopBar gameName="x" balanceKurus={0} elapsedMs={0} netKurus={-300} onBack={() => {}} onInfo={() => {}} />,
    );
    expect(net().textContent).toContain('\u2212₺3,00');
    expect(net().dataset.tone).toBe('loss');
    expect(net().className).toContain('text-danger');

    rerender(
      <GameTopBar gameName="x" balanceKurus={0} elapsedMs={0} netKurus={0} onBack={() => {}} onInfo={() => {}} />,
    );
    expect(net().textContent).toContain('₺0,00');
    expect(net().textContent).not.toMatch(/[+\u2212]/);
    expect(net().dataset.tone).toBe('even');
  });

  it("shows the session's time as mm:ss, and hours from the first hour on", () => {
    const { rerender } = renderBar({ elapsedMs: 65_400 });
    expect(screen.getByTestId('session-time').textContent).toContain('01:05');
    rerender(
      <GameTopBar
        gameName="x"
        balanceKurus={0}
        elapsedMs={3_725_000}
        netKurus={0}
        onBack={() => {}}
        onInfo={() => {}}
      />,
    );
    expect(screen.getByTestId('session-time').textContent).toContain('1:02:05');
  });

  it('hides the balance as the header does, but keeps the net position', () => {
    useAppStore.getState().setShowBalance(false);
    renderBar({ netKurus: 500 });
    expect(screen.getByTestId('play-balance').textContent).toBe('••••Bakiye gizli');
    expect(screen.getByTestId('session-net').textContent).toContain('+₺5,00');
  });

  it('shows the balance in lira, and a dash while the net position is not known', () => {
    renderBar({ balanceKurus: 1_000_000, netKurus: null });
    expect(screen.getByTestId('play-balance').textContent).toBe('₺10.000,00');
    expect(screen.queryByTestId('session-net')).toBeNull();
    expect(screen.getByText('Net sonuç hesaplanıyor')).toBeTruthy();
  });

  it('links to the responsible gaming page', () => {
    renderBar();
    const link = screen.getByRole('link', { name: 'Sorumlu Oyun: limitler ve ara verme' });
    expect(link.getAttribute('href')).toBe('/responsible-gaming');
  });
});

describe('useElapsed', () => {
  function Clock({ startMs }: { startMs: number }) {
    return <span data-testid="elapsed">{useElapsed(startMs)}</span>;
  }

  it('ticks every second from the start', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:05Z'));
    render(<Clock startMs={Date.parse('2026-11-22T10:00:00Z')} />);
    expect(screen.getByTestId('elapsed').textContent).toBe('5000');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByTestId('elapsed').textContent).toBe('8000');
  });
});
