import { formatTry } from '@bnw/contract/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStudioTexts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import { answerRequests, callsOf, signIn, signOut } from '@/testing/player';
import { classicStudioEngine } from '../engines/classic/classic-engine';
import { MIN_CYCLE_MS } from '../hooks/use-spin-cycle';
import { classicOutcome, classicVariant, openingBalance, seedState, spinAnswer } from '../testing/studio-fixtures';
import { StudioGame } from './studio-game';

beforeAll(() => loadStudioTexts());
beforeEach(() => {
  signIn();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  signOut();
});

function renderGame() {
  return renderWithApp(<StudioGame gameID={9} studio={classicStudioEngine} variant={classicVariant as never} />);
}

/** protection.get_settings as the game reads it: only the player's highest stake per round. */
function highestStake(kurus: number, youngUntilAge: number | null = null) {
  return { MaxStake: { Kurus: kurus, YoungUntilAge: youngUntilAge } };
}

const spinButton = () => screen.getByTestId('spin-button') as HTMLButtonElement;

async function ready() {
  await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('₺1.000,00'));
}

describe('the studio game page', () => {
  it('steps the stake along the fixed ladder only, from ₺1 to ₺500, and spins with the chosen step', async () => {
    const outcome = classicOutcome(500, false);
    const calls = answerRequests({
      'finance.check_balance': openingBalance,
      'studio.seed_state': seedState,
      'protection.get_settings': highestStake(50_000),
      'studio.spin': () => spinAnswer(outcome, 99_500),
    });
    renderGame();
    await ready();
    const down = screen.getByRole('button', { name: 'Bahsi düşür' }) as HTMLButtonElement;
    const up = screen.getByRole('button', { name: 'Bahsi artır' }) as HTMLButtonElement;
    expect(screen.getByTestId('stake').textContent).toBe('₺1,00');
    expect(down.disabled).toBe(true);
    fireEvent.click(up);
    fireEvent.click(up);
    expect(screen.getByTestId('stake').textContent).toBe('₺5,00');
    for (let step = 0; step < 10; step += 1) fireEvent.click(up);
    expect(screen.getByTestId('stake').textContent).toBe('₺500,00');
    expect(up.disabled).toBe(true);
    for (let step = 0; step < 6; step += 1) fireEvent.click(down);
    expect(screen.getByTestId('stake').textContent).toBe('₺5,00');
    fireEvent.click(spinButton());
    await waitFor(() => expect(callsOf(calls, 'studio.spin')).toBe(1));
    expect(calls.mock.calls.find(([method]) => method === 'studio.spin')?.[1]).toEqual({ gameID: 9, stakeKurus: 500 });
  });

  it('offers no stake above the player’s highest per round, and says why at the highest step', async () => {
    for (const [highest, age, top, line] of [
      [25_000, null, '₺200,00', 'Tur başına en yüksek bahsiniz ₺250,00.'],
      [10_000, 25, '₺100,00', '25 yaş altında tur başına en fazla ₺100,00.'],
    ] as const) {
      answerRequests({
        'finance.check_balance': openingBalance,
        'studio.seed_state': seedState,
        'protection.get_settings': highestStake(highest, age),
      });
      const view = renderGame();
      await ready();
      const up = screen.getByRole('button', { name: 'Bahsi artır' }) as HTMLButtonElement;
      await waitFor(() => expect(screen.queryByTestId('stake-ceiling')).toBeNull());
      for (let step = 0; step < 10; step += 1) fireEvent.click(up);
      expect(screen.getByTestId('stake').textContent).toBe(top);
      expect(up.disabled).toBe(true);
      expect(screen.getByTestId('stake-ceiling').textContent).toBe(line);
      fireEvent.click(screen.getByRole('button', { name: 'Bahsi düşür' }));
      expect(screen.queryByTestId('stake-ceiling')).toBeNull();
      view.unmount();
      vi.restoreAllMocks();
    }
  });

  it('keeps the spin button and the stake off for the whole cycle (at least 2.5 s), ignoring taps meanwhile', async () => {
    const outcome = classicOutcome(100, false);
    const calls = answerRequests({
      'finance.check_balance': openingBalance,
      'studio.seed_state': seedState,
      'protection.get_settings': highestStake(50_000),
      'studio.spin': () => spinAnswer(outcome, 99_900),
    });
    renderGame();
    await ready();
    fireEvent.click(spinButton());
    expect(spinButton().disabled).toBe(true);
    // Six looks, 300 ms apart: 1,8 s after the tap the cycle is still running. Not closer to 2,5 s:
    // the fake clock also moves with real time here (shouldAdvanceTime), which a loaded machine spends.
    for (let look = 0; look < 6; look += 1) {
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(spinButton().disabled).toBe(true);
      expect((screen.getByRole('button', { name: 'Bahsi artır' }) as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(spinButton());
    }
    expect(callsOf(calls, 'studio.spin')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(MIN_CYCLE_MS));
    await waitFor(() => expect(spinButton().disabled).toBe(false));
    expect(callsOf(calls, 'studio.spin')).toBe(1);
  });

  it('shows a win from the server outcome: the winning line, the amount, the ledger balance told to the play page', async () => {
    const outcome = classicOutcome(1_000, true);
    answerRequests({
      'finance.check_balance': openingBalance,
      'studio.seed_state': seedState,
      'protection.get_settings': highestStake(50_000),
      'studio.spin': () => spinAnswer(outcome, 123_450),
    });
    const posted = vi.spyOn(window.parent, 'postMessage');
    // The page tells its parent only inside a frame.
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: posted } as unknown as Window);
    renderGame();
    await ready();
    for (let step = 0; step < 3; step += 1) fireEvent.click(screen.getByRole('button', { name: 'Bahsi artır' }));
    fireEvent.click(spinButton());
    // The ledger answered: the play page is asked to refresh, but the result is not on screen yet.
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith({ source: 'bnw-game', event: 'balance', balance: 123_450 }, '*'),
    );
    expect(posted).not.toHaveBeenCalledWith({ source: 'bnw-game', event: 'result-shown' }, '*');
    await act(() => vi.advanceTimersByTimeAsync(MIN_CYCLE_MS + 2_000));
    await waitFor(() => expect(screen.getByTestId('win-amount').textContent).toBe(formatTry(outcome.winKurus)));
    expect(posted).toHaveBeenCalledWith({ source: 'bnw-game', event: 'result-shown' }, '*');
    const board = screen.getByTestId('classic-board');
    expect(within(board).getByTestId('win-lines').querySelectorAll('polyline')).toHaveLength(
      (outcome.presentation as { lines: unknown[] }).lines.length,
    );
    expect(board.querySelectorAll('[data-winning]').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByTestId('game-balance').textContent).toBe('₺1.234,50');
    expect(posted).toHaveBeenCalledWith({ source: 'bnw-game', event: 'balance', balance: 123_450 }, '*');
    // The board draws the server's grid, symbol by symbol.
    const grid = (outcome.presentation as { grid: string[][] }).grid;
    const shown = Array.from(board.querySelectorAll('[data-testid="reel-stopped"]')).map((reel) =>
      Array.from(reel.querySelectorAll('[data-symbol]')).map((cell) => cell.getAttribute('data-symbol')),
    );
    expect(shown).toEqual([0, 1, 2].map((reel) => grid.map((row) => row[reel])));
  });

  it('opens with the balance the play page shows: cash and bonus together, as each spin answers it', async () => {
    answerRequests({
      'finance.check_balance': [{ balance: 90_000, pending: 0, bonus: 10_000, currency: 'TRY' }],
      'studio.seed_state': seedState,
      'protection.get_settings': highestStake(50_000),
    });
    renderGame();
    await ready();
  });

  it('shows a refusal in Turkish inside the page and keeps the balance', async () => {
    answerRequests({
      'finance.check_balance': openingBalance,
      'studio.seed_state': seedState,
      'protection.get_settings': highestStake(50_000),
      'studio.spin': () => {
        throw new ApiError('failed', 'Bakiyeniz bu bahis için yetersiz.');
      },
    });
    renderGame();
    await ready();
    fireEvent.click(spinButton());
    await act(() => vi.advanceTimersByTimeAsync(MIN_CYCLE_MS));
    expect((await screen.findByRole('alert')).textContent).toBe('Bakiyeniz bu bahis için yetersiz.');
    expect(screen.getByTestId('game-balance').textContent).toBe('₺1.000,00');
    expect(spinButton().disabled).toBe(false);
  });
});

describe('the provably fair sheet', () => {
  it('refuses a client seed the server would refuse, in Turkish, without a call; sends a good one', async () => {
    const calls = answerRequests({
      'finance.check_balance': openingBalance,
      'studio.seed_state': seedState,
      'protection.get_settings': highestStake(50_000),
      'studio.set_client_seed': (data: Record<string, unknown>) => ({ ...seedState, clientSeed: data.clientSeed }),
    });
    renderGame();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Kanıtlanabilir adillik' }));
    expect((await screen.findByTestId('server-seed-hash')).textContent).toBe(seedState.serverSeedHash);
    expect(screen.getByTestId('next-nonce').textContent).toBe('7');
    const input = screen.getByLabelText('İstemci tohumu');
    const save = screen.getByRole('button', { name: 'İstemci tohumunu kaydet' });
    for (const bad of ['   ', 'a\u0007b', 'x'.repeat(65), 'sağ\u202eyön']) {
      fireEvent.change(input, { target: { value: bad } });
      fireEvent.click(save);
      expect(
        await screen.findByText('İstemci tohumu 1 ile 64 arasında yazdırılabilir karakterden oluşmalıdır.'),
      ).toBeTruthy();
    }
    expect(callsOf(calls, 'studio.set_client_seed')).toBe(0);
    fireEvent.change(input, { target: { value: '  şanslı-gün  ' } });
    fireEvent.click(save);
    expect(await screen.findByText('İstemci tohumu kaydedildi.')).toBeTruthy();
    expect(calls.mock.calls.find(([method]) => method === 'studio.set_client_seed')?.[1]).toEqual({
      clientSeed: 'şanslı-gün',
    });
  });
});
