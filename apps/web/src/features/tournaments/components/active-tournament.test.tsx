import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContentTexts } from '@/i18n';
import { answerRequests } from '@/testing/player';
import { renderWithApp } from '@/testing/render';
import { DAY_MS, tournamentBetween } from '../testing/tournament-fixtures';
import { ActiveTournament } from './active-tournament';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const HOUR = 3_600_000;

beforeAll(() => loadContentTexts());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the home page's running tournament", () => {
  it('counts down to its end in Turkish, on the server’s clock', async () => {
    const end = NOW + 2 * DAY_MS + 4 * HOUR + 13 * 60_000 + 9_000;
    // The server is a minute ahead of the phone: the countdown follows the server.
    const calls = answerRequests({
      'cmscontroller.getTournaments': {
        tournaments: [tournamentBetween(NOW - HOUR, end + 60_000)],
        pagination: { total: 1, limit: 50, offset: 0 },
        serverTime: new Date(NOW + 60_000).toISOString(),
      },
    });
    renderWithApp(<ActiveTournament />);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('Bitmesine2 gün 04:13:09');
    expect(screen.getByText('₺190.000,00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Tüm turnuvalar/ }).getAttribute('href')).toBe('/tournaments');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('Bitmesine2 gün 04:13:08');
    expect(calls.mock.calls[0]).toEqual([
      'cmscontroller.getTournaments',
      { SiteType: 'mobile', limit: 50, offset: 0 },
      expect.objectContaining({ silent: true }),
    ]);
  });

  it('is not there when no tournament runs', async () => {
    answerRequests({
      'cmscontroller.getTournaments': {
        tournaments: [tournamentBetween(NOW + HOUR, NOW + 2 * HOUR)],
        pagination: { total: 1, limit: 50, offset: 0 },
        serverTime: new Date(NOW).toISOString(),
      },
    });
    const { container } = renderWithApp(<ActiveTournament />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(container.textContent).toBe('');
  });
});
