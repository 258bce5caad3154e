import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPlayTexts } from '@/i18n';
import {
  GAME_ORIGIN,
  answerRequests,
  callsOf,
  sessionSummary,
  signIn,
  signOut,
  startedGame,
} from '../testing/play-fixtures';
import { GameSession } from './game-session';

beforeAll(() => loadPlayTexts());
beforeEach(signIn);
afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

function renderSession() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = <GameSession home="/slot" started={startedGame} startedAtMs={Date.now() - 65_000} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/play/casino/12'] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function postFromGame(origin: string, data: unknown = { source: 'bnw-game', event: 'balance', balance: 1 }) {
  window.dispatchEvent(new MessageEvent('message', { origin, data }));
}

describe('the play page around a started game', () => {
  it('frames the launch address sandboxed, with its name, and shows balance, time and net position', async () => {
    answerRequests({
      'finance.check_balance': [{ balance: 998_750, pending: 0, bonus: 0, currency: 'TRY' }],
      'casino.game_session_summary': sessionSummary(),
    });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('play-balance').textContent).toBe('₺9.987,50'));
    expect((await screen.findByTestId('session-net')).textContent).toContain('+₺12,50');
    expect(screen.getByTestId('session-time').textContent).toContain('01:05');
    expect(screen.getByTestId('game-name').textContent).toBe('İstanbul Zarları');
    const frame = screen.getByTestId('game-frame');
    expect(frame.getAttribute('src')).toBe(startedGame.url);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame.getAttribute('allow')).toBe('fullscreen');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('title')).toBe('İstanbul Zarları oyunu');
  });

  it("asks for the balance and the net position again on the game's message, and ignores any other origin", async () => {
    let balance = 1_000_000;
    const spy = answerRequests({
      'finance.check_balance': () => [{ balance, pending: 0, bonus: 0, currency: 'TRY' }],
      'casino.game_session_summary': () => sessionSummary({ stakeKurus: 1_000_000 - balance, winKurus: 0 }),
    });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('play-balance').textContent).toBe('₺10.000,00'));
    await screen.findByTestId('session-net');
    const before = {
      balance: callsOf(spy, 'finance.check_balance'),
      summary: callsOf(spy, 'casino.game_session_summary'),
    };

    balance = 999_700;
    postFromGame('https://evil.example');
    postFromGame(`${GAME_ORIGIN}.evil.example`);
    postFromGame('null');
    postFromGame(GAME_ORIGIN, { source: 'other', event: 'balance' });
    postFromGame(GAME_ORIGIN, 'balance');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsOf(spy, 'finance.check_balance')).toBe(before.balance);
    expect(callsOf(spy, 'casino.game_session_summary')).toBe(before.summary);
    expect(screen.getByTestId('play-balance').textContent).toBe('₺10.000,00');

    postFromGame(GAME_ORIGIN);
    await waitFor(() => expect(screen.getByTestId('play-balance').textContent).toBe('₺9.997,00'));
    expect(screen.getByTestId('session-net').textContent).toContain('\u2212₺3,00');
    expect(callsOf(spy, 'finance.check_balance')).toBe(before.balance + 1);
    expect(callsOf(spy, 'casino.game_session_summary')).toBe(before.summary + 1);
  });

  it("shows the game's figure (cash and bonus, the bonus part said) and a win only once the game shows it", async () => {
    let cash = 900_000;
    const spy = answerRequests({
      'finance.check_balance': () => [{ balance: cash, pending: 0, bonus: 100_000, currency: 'TRY' }],
      'casino.game_session_summary': sessionSummary(),
    });
    renderSession();
    // The game's "Bakiye" is cash and bonus together: the bar shows the same figure, and the bonus in it.
    await waitFor(() => expect(screen.getByTestId('play-balance').textContent).toBe('₺10.000,00'));
    expect(screen.getByTestId('play-bonus').textContent).toBe('₺1.000,00 bonus dahil');
    const asked = callsOf(spy, 'finance.check_balance');

    // The round is won on the server while the game still runs its animation: the bar waits.
    cash = 910_000;
    postFromGame(GAME_ORIGIN);
    await waitFor(() => expect(callsOf(spy, 'finance.check_balance')).toBe(asked + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('play-balance').textContent).toBe('₺10.000,00');

    // The game says its result is on screen: the win shows.
    postFromGame(GAME_ORIGIN, { source: 'bnw-game', event: 'result-shown' });
    await waitFor(() => expect(screen.getByTestId('play-balance').textContent).toBe('₺10.100,00'));
  });

  it("opens the info sheet with the game's RTP, largest win, volatility, provider and no autoplay or turbo", async () => {
    answerRequests({
      'finance.check_balance': [{ balance: 1_000_000, pending: 0, bonus: 0, currency: 'TRY' }],
      'casino.game_session_summary': sessionSummary(),
    });
    renderSession();
    await screen.findByTestId('session-net');
    fireEvent.click(screen.getByRole('button', { name: 'Oyun bilgisi' }));
    const figures = await screen.findByTestId('game-figures');
    expect(figures.textContent).toContain('%96,20');
    expect(figures.textContent).toContain('5.000×');
    expect(figures.textContent).toContain('Orta');
    expect(screen.getByText('BNW Referans Sağlayıcı')).toBeTruthy();
    expect(screen.getByText(/otomatik oyun ve turbo/)).toBeTruthy();
  });
});
