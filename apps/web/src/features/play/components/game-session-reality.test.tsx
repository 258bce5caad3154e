import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPlayTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { protectionSettings } from '@/testing/reality-check';
import { answerRequests, callsOf, sessionSummary, signIn, signOut, startedGame } from '../testing/play-fixtures';
import { GameSession } from './game-session';

const MINUTE = 60_000;

beforeAll(() => loadPlayTexts());
beforeEach(() => {
  signIn();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  signOut();
});

const settings = protectionSettings;

async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const dialog = () => screen.queryByRole('alertdialog', { name: 'Oyun süresi hatırlatması' });

describe('the reality check over a started game', () => {
  it("closes the info sheet and shows the session's net from the summary, asked again as it comes up", async () => {
    const calls = answerRequests({
      'finance.check_balance': [{ balance: 998_750, pending: 0, bonus: 0, currency: 'TRY' }],
      'casino.game_session_summary': sessionSummary({ stakeKurus: 5_000, winKurus: 3_750 }),
      'protection.get_settings': settings(15),
    });
    renderWithApp(<GameSession home="/slot" started={startedGame} startedAtMs={Date.now()} />, {
      path: '/play/casino/12',
    });
    await screen.findByTestId('session-net');
    fireEvent.click(screen.getByRole('button', { name: 'Oyun bilgisi' }));
    await screen.findByTestId('game-figures');
    // Hidden tab: the top bar's figures are not asked every 5 s meanwhile.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    const before = callsOf(calls, 'casino.game_session_summary');
    try {
      await pass(15 * MINUTE);
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
    expect(dialog()).not.toBeNull();
    expect(callsOf(calls, 'casino.game_session_summary')).toBeGreaterThan(before);
    expect(screen.getByTestId('reality-check-net').textContent).toBe('Bu oturumda net: \u2212₺12,50');
    await pass(400);
    expect(screen.queryByTestId('game-figures')).toBeNull();
  });
});
