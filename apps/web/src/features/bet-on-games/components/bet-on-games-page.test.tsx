import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAmountTexts, loadBetOnGamesTexts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { answerRequests, callsOf, signIn, signOut } from '@/testing/player';
import { protectionSettings, realityCheckRefusal } from '@/testing/reality-check';
import { type FakeLiveChannel, fakeLiveChannel } from '@/testing/live-channel';
import { renderWithApp } from '@/testing/render';
import { diceGame, luckyGame } from '../testing/fixtures';
import { useSlipStore } from '../utils/slip-store';
import { BetOnGames } from './bet-on-games-page';

beforeAll(() => Promise.all([loadBetOnGamesTexts(), loadAmountTexts()]));
let live: FakeLiveChannel;
beforeEach(() => {
  live = fakeLiveChannel();
});
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
  useSlipStore.setState({ entries: [], refusal: null });
});

const send = (data: object) => live.send('table:draws-dice-duel', data);
const oddsOf = (market: string, selection: string) =>
  within(screen.getAllByTestId('market').find((each) => each.dataset.market === market)!)
    .getAllByTestId('odds-button')
    .find((button) => button.dataset.selection === selection)!;

describe('/bet-on-games', () => {
  it('says the player’s per-round ceiling as the slip’s maximum stake and sends nothing above it', async () => {
    signIn();
    const spy = answerRequests({
      'betframe.getGames': [luckyGame(), diceGame()],
      'betframe.getCoupons': { startDate: '2026-01-01', endDate: '2026-01-05', coupons: [], more: false },
      // The operator's ₺250 per round under the game's ₺5.000.
      'protection.get_settings': protectionSettings(0),
      'finance.check_balance': [{ balance: 100_000 }],
    });
    renderWithApp(<BetOnGames />, { path: '/bet-on-games' });
    await screen.findByTestId('game-panel');
    fireEvent.click(oddsOf('match-result', 'home'));
    fireEvent.click(screen.getByTestId('slip-badge'));
    const stake = await screen.findByTestId('slip-stake');
    await waitFor(() => expect(callsOf(spy, 'protection.get_settings')).toBeGreaterThan(0));
    fireEvent.change(stake, { target: { value: '300' } });
    expect(await screen.findByText('Tutar en fazla ₺250,00 olabilir.')).toBeTruthy();
    expect(screen.queryByText(/5\.000/)).toBeNull();
    expect((screen.getByTestId('slip-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(stake, { target: { value: '250' } });
    await waitFor(() => expect((screen.getByTestId('slip-confirm') as HTMLButtonElement).disabled).toBe(false));
    expect(callsOf(spy, 'betframe.placeCoupon')).toBe(0);
  });

  it('prices a combination over two draws and keeps the slip when the server refuses it, showing its message', async () => {
    signIn();
    const spy = answerRequests({
      'betframe.getGames': [luckyGame(), diceGame()],
      'betframe.getCoupons': { startDate: '2026-01-01', endDate: '2026-01-05', coupons: [], more: false },
      'betframe.placeCoupon': () => {
        throw new ApiError('failed', 'Çekiliş #41 bahse kapandı.');
      },
      'finance.check_balance': [{ balance: 10_000 }],
    });
    renderWithApp(<BetOnGames />, { path: '/bet-on-games' });
    await screen.findByTestId('game-panel');
    fireEvent.click(oddsOf('match-result', 'home'));
    // The second draw: its chip, then over 14,5.
    fireEvent.click(screen.getAllByTestId('draw-chip')[1]!);
    fireEvent.click(oddsOf('total-over-under', 'over'));
    expect(screen.getByTestId('slip-count').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('slip-badge'));
    fireEvent.change(await screen.findByTestId('slip-stake'), { target: { value: '12,34' } });
    expect(screen.getByTestId('slip-total-odds').textContent).toBe('4,57');
    expect(screen.getByTestId('slip-return').textContent).toBe('₺56,39');
    fireEvent.click(screen.getByTestId('slip-confirm'));
    expect((await screen.findByTestId('slip-message')).textContent).toBe('Çekiliş #41 bahse kapandı.');
    expect(screen.getAllByTestId('slip-entry')).toHaveLength(2);
    expect(callsOf(spy, 'betframe.placeCoupon')).toBe(1);
    const sent = spy.mock.calls.find(([method]) => method === 'betframe.placeCoupon')![1] as Record<string, unknown>;
    expect(sent).toMatchObject({
      stakeKurus: 1_234,
      selections: [
        { drawID: 501, marketID: 'match-result', selectionID: 'home', oddsHundredths: 214 },
        { drawID: 502, marketID: 'total-over-under', selectionID: 'over', oddsHundredths: 214 },
      ],
    });
  });

  it('refuses a stake of -5 (and any stake that does not read) in Turkish, sending no coupon', async () => {
    signIn();
    const spy = answerRequests({
      'betframe.getGames': [luckyGame(), diceGame()],
      'betframe.getCoupons': { startDate: '2026-01-01', endDate: '2026-01-05', coupons: [], more: false },
      'finance.check_balance': [{ balance: 10_000 }],
    });
    renderWithApp(<BetOnGames />, { path: '/bet-on-games' });
    await screen.findByTestId('game-panel');
    fireEvent.click(oddsOf('match-result', 'home'));
    fireEvent.click(screen.getByTestId('slip-badge'));
    const stake = (await screen.findByTestId('slip-stake')) as HTMLInputElement;
    const slip = screen.getByTestId('slip');
    for (const [typed, message] of [
      ['-5', 'Tutarda eksi (-) ya da artı (+) işareti olamaz.'],
      ['12,345', 'Kuruş en fazla iki basamaklı olabilir, örneğin 12,50.'],
      ['5.000,01', 'Tutar en fazla ₺5.000,00 olabilir.'],
      ['0,99', 'Tutar en az ₺1,00 olmalı.'],
      ['', 'Tutarı yazın.'],
    ] as const) {
      fireEvent.change(stake, { target: { value: typed } });
      expect(within(slip).getByRole('alert').textContent, typed).toBe(message);
      expect(stake.value).toBe(typed);
      expect((screen.getByTestId('slip-confirm') as HTMLButtonElement).disabled, typed).toBe(true);
      fireEvent.click(screen.getByTestId('slip-confirm'));
    }
    expect(screen.getByTestId('slip-return').textContent).toBe('–');
    expect(callsOf(spy, 'betframe.placeCoupon')).toBe(0);
  });

  it('refuses a correlated pair in the browser with the reason, sending nothing', async () => {
    const spy = answerRequests({ 'betframe.getGames': [luckyGame(), diceGame()] });
    renderWithApp(<BetOnGames />, { path: '/bet-on-games' });
    await screen.findByTestId('game-panel');
    fireEvent.click(oddsOf('match-result', 'home'));
    fireEvent.click(oddsOf('total-over-under', 'under'));
    expect(screen.getByTestId('slip-refusal').textContent).toContain('birbirine bağlı');
    expect(screen.getByTestId('slip-count').textContent).toBe('1');
    expect(callsOf(spy, 'betframe.placeCoupon')).toBe(0);
  });

  it('moves the draw with the topic: closed, then its dice as the last result, then the player’s coupons asked again', async () => {
    signIn();
    const spy = answerRequests({
      'betframe.getGames': [luckyGame(), diceGame()],
      'betframe.getCoupons': { startDate: '2026-01-01', endDate: '2026-01-05', coupons: [], more: false },
      'finance.check_balance': [{ balance: 10_000 }],
    });
    renderWithApp(<BetOnGames />, { path: '/bet-on-games' });
    await screen.findByTestId('game-panel');
    await waitFor(() => expect(callsOf(spy, 'betframe.getCoupons')).toBe(1));
    const base = { game: 'dice-duel', drawID: 501, drawNo: 41 };
    send({ ...base, type: 'closed', sequence: 101, drawsAt: new Date().toISOString() });
    await waitFor(() => expect(screen.getAllByTestId('draw-chip')[0]!.dataset.open).toBe('false'));
    send({ ...base, type: 'result', sequence: 102, result: { game: 'dice-duel', home: [2, 3], away: [4, 4] } });
    const last = screen.getByTestId('last-result');
    await waitFor(() => expect(last.textContent).toContain('#41'));
    await waitFor(() =>
      expect([...last.querySelectorAll('[data-die]')].map((die) => Number(die.getAttribute('data-die')))).toEqual([
        2, 3, 4, 4,
      ]),
    );
    send({ ...base, type: 'settled', sequence: 103, serverSeed: 'c'.repeat(64), couponsSettled: 1 });
    await waitFor(() => expect(callsOf(spy, 'betframe.getCoupons')).toBe(2));
  });

  it('catches up with betframe.getDraw after a gap in the sequence', async () => {
    const drawn = {
      ...diceGame().upcoming[0]!,
      phase: 'drawn' as const,
      result: { game: 'dice-duel' as const, home: [1, 1], away: [6, 6] },
      settled: true,
    };
    let asked = 0;
    const spy = answerRequests({
      // The games as the server holds them: the draw made by the time they are asked again.
      'betframe.getGames': () => {
        asked += 1;
        const game = diceGame();
        return asked === 1
          ? [luckyGame(), game]
          : [
              luckyGame(),
              { ...game, sequence: 105, upcoming: game.upcoming.slice(1), recent: [drawn, ...game.recent] },
            ];
      },
      'betframe.getDraw': drawn,
    });
    renderWithApp(<BetOnGames />, { path: '/bet-on-games' });
    await screen.findByTestId('game-panel');
    send({
      game: 'dice-duel',
      drawID: 501,
      drawNo: 41,
      type: 'settled',
      sequence: 105,
      serverSeed: 'c'.repeat(64),
      couponsSettled: 0,
    });
    await waitFor(() => expect(callsOf(spy, 'betframe.getDraw')).toBe(1));
    await waitFor(() => expect(screen.getByTestId('last-result').textContent).toContain('#41'));
  });
});

describe('the reality check on /bet-on-games', () => {
  it('comes up when the server refuses a coupon because it is due, the sheet closed under it and the slip kept', async () => {
    signIn();
    const spy = answerRequests({
      'betframe.getGames': [luckyGame(), diceGame()],
      'betframe.getCoupons': { startDate: '2026-01-01', endDate: '2026-01-05', coupons: [], more: false },
      'betframe.placeCoupon': () => {
        throw realityCheckRefusal();
      },
      'finance.check_balance': [{ balance: 10_000 }],
      'protection.get_settings': protectionSettings(60),
      'protection.answer_reality_check': protectionSettings(60),
      'casino.game_session_summary': (data: Record<string, unknown>) => ({
        game: {
          id: Number(data.gameID),
          name: 'Zar',
          providerName: 'BNW Çekiliş',
          rtpBasisPoints: 9_500,
          maxWinMultiplier: 10_000,
          volatility: 'high',
          lobby: 'live',
        },
        // Each game's own figures: the check shows their sum.
        stakeKurus: Number(data.gameID) === diceGame().gameID ? 1_000 : 500,
        winKurus: Number(data.gameID) === diceGame().gameID ? 1_200 : 0,
        rounds: 1,
        complete: true,
      }),
    });
    renderWithApp(<BetOnGames />, { path: '/bet-on-games' });
    await screen.findByTestId('game-panel');
    fireEvent.click(oddsOf('match-result', 'home'));
    fireEvent.click(screen.getByTestId('slip-badge'));
    fireEvent.click(await screen.findByTestId('slip-confirm'));
    // The dialog's texts are a lazy chunk the first time: a hang guard, not a speed limit.
    const dialog = await screen.findByRole('alertdialog', { name: 'Oyun süresi hatırlatması' }, { timeout: 5_000 });
    expect(within(dialog).getByTestId('reality-check-net').textContent).toBe('Bu oturumda net: \u2212₺3,00');
    await waitFor(() => expect(screen.queryByTestId('slip')).toBeNull());
    const asked = spy.mock.calls.filter(([method]) => method === 'casino.game_session_summary').map(([, data]) => data);
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ gameID: diceGame().gameID }),
        expect.objectContaining({ gameID: luckyGame().gameID }),
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam et' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(spy, 'protection.answer_reality_check')).toBe(1);
    expect(screen.getByTestId('slip-count').textContent).toBe('1');
  });
});
