import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTombalaTexts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { answerRequests, callsOf, signIn, signOut } from '@/testing/player';
import { protectionSettings, realityCheckRefusal } from '@/testing/reality-check';
import { type FakeLiveChannel, fakeLiveChannel } from '@/testing/live-channel';
import { renderWithApp } from '@/testing/render';
import { eventBase, ownCard, tombalaRoom, tombalaRound } from '../testing/fixtures';
import { TombalaRoomScreen } from './room-screen';

// The topic's messages are handed in by the test: the hook keeps the page's listener.

beforeAll(() => loadTombalaTexts());
let live: FakeLiveChannel;
beforeEach(() => {
  live = fakeLiveChannel();
});
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

const running = tombalaRound({
  phase: 'running',
  startedAt: '2026-01-01T10:03:00.000Z',
  secondsLeft: 0,
  balls: [1, 12],
  myCardCount: 1,
  sequence: 40,
});
const send = (data: object) => live.send('table:tombala-cinar', { ...eventBase, ...data });
const marked = () =>
  screen
    .getAllByTestId('card-number')
    .filter((cell) => cell.dataset.marked === 'true')
    .map((cell) => Number.parseInt(cell.textContent ?? '', 10));

function renderRoom() {
  return renderWithApp(<TombalaRoomScreen roomID={1} />, { path: '/tombala/1' });
}

describe('a tombala room', () => {
  it('draws the player’s card with its numbers in their columns and the drawn ones marked, and moves with the balls', async () => {
    signIn();
    answerRequests({
      'tombala.rooms': [tombalaRoom()],
      'tombala.round': { round: running },
      'tombala.my_cards': { roundID: 70, cards: [ownCard()] },
      'finance.check_balance': [{ balance: 10_000 }],
    });
    renderRoom();
    await screen.findByTestId('tombala-card');
    const rows = screen.getAllByTestId('card-row');
    expect(rows[0]!.querySelectorAll('td')[8]!.textContent).toBe('81');
    expect(rows[1]!.querySelectorAll('td')[0]!.textContent).toBe('');
    expect(marked()).toEqual([1, 12]);
    send({ type: 'ball', index: 2, number: 21, sequence: 41 });
    send({ type: 'ball', index: 3, number: 41, sequence: 42 });
    send({ type: 'ball', index: 4, number: 61, sequence: 43 });
    expect(marked()).toEqual([1, 21, 41, 61, 12]);
    expect(screen.getAllByTestId('row-hint')[0]!.textContent).toBe('1 eksik');
    expect(screen.getByTestId('last-ball').textContent).toBe('61');
    expect(screen.getByTestId('ball-board').dataset.balls).toBe('1,12,21,41,61');
    send({ type: 'ball', index: 5, number: 81, sequence: 44 });
    expect(screen.getAllByTestId('card-row')[0]!.dataset.complete).toBe('true');
    expect(screen.getAllByTestId('row-hint')[0]!.textContent).toBe('Çinko!');
  });

  /** The room open on a running round; asked again, the server has ball 55 the page did not hear. */
  async function roomThatMissesBall55() {
    const request = answerRequests({
      'tombala.rooms': [tombalaRoom()],
      'tombala.round': vi
        .fn()
        .mockResolvedValueOnce({ round: running })
        .mockResolvedValue({ round: { ...running, balls: [1, 12, 33, 44, 55], sequence: 43 } }),
    });
    renderRoom();
    await screen.findByTestId('last-ball');
    return request;
  }

  it('asks tombala.round again after a gap in the balls and shows what it missed', async () => {
    const request = await roomThatMissesBall55();
    expect(callsOf(request, 'tombala.round')).toBe(1);
    send({ type: 'ball', index: 4, number: 55, sequence: 43 });
    await waitFor(() => expect(screen.getByTestId('ball-board').dataset.balls).toBe('1,12,33,44,55'));
    expect(callsOf(request, 'tombala.round')).toBe(2);
  });

  it('asks tombala.round again when the connection comes back, not while it is only down', async () => {
    const request = await roomThatMissesBall55();
    await waitFor(() => expect(live.follows('table:tombala-cinar')).toBe(true));
    live.setStatus('down');
    expect(callsOf(request, 'tombala.round')).toBe(1);
    live.setStatus('live');
    await waitFor(() => expect(screen.getByTestId('ball-board').dataset.balls).toBe('1,12,33,44,55'));
    expect(callsOf(request, 'tombala.round')).toBe(2);
  });

  it('buys cards in one call, shows them and the new balance; a refusal is shown in Turkish and buys nothing', async () => {
    signIn();
    let refuse = false;
    const request = answerRequests({
      'tombala.rooms': [tombalaRoom()],
      'tombala.round': { round: tombalaRound() },
      'finance.check_balance': [{ balance: 10_000 }],
      'tombala.buy_cards': () => {
        if (refuse) throw new ApiError('failed', 'Bu tur için kart hakkınızı doldurdunuz.');
        return {
          roundID: 70,
          bought: [ownCard(501), ownCard(502)],
          myCardCount: 2,
          stakeKurus: 200,
          balanceKurus: 9_800,
        };
      },
    });
    renderRoom();
    const increase = await screen.findByRole('button', { name: 'Bir kart ekle' });
    fireEvent.click(increase);
    fireEvent.click(increase);
    fireEvent.click(increase);
    // The room's limit is 3 cards.
    expect(screen.getByTestId('buy-count').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Bir kart eksilt' }));
    expect(screen.getByTestId('buy-cards').textContent).toBe('2 kart al · ₺2,00');
    fireEvent.click(screen.getByTestId('buy-cards'));
    expect((await screen.findByTestId('buy-message')).textContent).toBe('2 kart aldınız. Bu turdaki kartlarınız: 2');
    expect(screen.getAllByTestId('tombala-card')).toHaveLength(2);
    expect(request.mock.calls.find(([method]) => method === 'tombala.buy_cards')?.[1]).toMatchObject({
      roomID: 1,
      roundID: 70,
      count: 2,
    });
    expect(screen.getByText('Bu tur en çok 1 kart daha alabilirsiniz.')).toBeTruthy();
    refuse = true;
    fireEvent.click(screen.getByTestId('buy-cards'));
    expect((await screen.findByRole('alert')).textContent).toBe('Bu tur için kart hakkınızı doldurdunuz.');
    expect(screen.getAllByTestId('tombala-card')).toHaveLength(2);
  });

  it('keeps the finished round’s result while the next round sells its cards, until it starts', async () => {
    const tombala = {
      kind: 'tombala' as const,
      ballIndex: 41,
      ball: 77,
      prizeKurus: 540,
      amountEachKurus: 540,
      winnerCount: 1,
      winners: [{ name: 'ay***e', cardID: 900 }],
    };
    const finished = tombalaRound({
      ...running,
      phase: 'finished',
      myCardCount: 0,
      prizes: [tombala],
      balls: Array.from({ length: 42 }, (_, index) => index + 1),
      serverSeed: 'd'.repeat(64),
      nextRoundAt: '2026-01-01T10:05:00.000Z',
      sequence: 90,
    });
    const next = tombalaRound({ roundID: 71, roundNo: 8, sequence: 91 });
    answerRequests({
      'tombala.rooms': [tombalaRoom()],
      'tombala.round': vi.fn().mockResolvedValueOnce({ round: finished }).mockResolvedValue({ round: next }),
    });
    renderRoom();
    await screen.findByTestId('tombala-prizes');
    expect(screen.queryByTestId('last-round-result')).toBeNull();
    // The next round opens: the page asks for it, and the finished one's result stays on the page.
    send({ type: 'round_opened', roundID: 71, roundNo: 8, sequence: 91, startsAt: next.startsAt });
    await screen.findByTestId('sale-countdown');
    const last = screen.getByTestId('last-round-result');
    expect(within(last).getByRole('heading').textContent).toBe('Tur 7 sonucu · 42 top çekildi');
    expect(within(last).getByText('ay***e')).toBeTruthy();
    send({
      type: 'round_started',
      roundID: 71,
      roundNo: 8,
      sequence: 92,
      startedAt: '2026-01-01T10:08:00.000Z',
      ballIntervalMs: 3_000,
      cardsSold: 10,
      potKurus: 1_000,
      prizeKurus: next.prizeKurus,
    });
    await waitFor(() => expect(screen.queryByTestId('last-round-result')).toBeNull());
  });

  it('says a cancelled round was refunded', async () => {
    answerRequests({ 'tombala.rooms': [tombalaRoom()], 'tombala.round': { round: tombalaRound() } });
    renderRoom();
    await screen.findByTestId('sale-countdown');
    send({
      type: 'cancelled',
      sequence: 12,
      cardsSold: 2,
      serverSeed: 'c'.repeat(64),
      nextRoundAt: '2026-01-01T10:03:10.000Z',
    });
    expect(screen.getByTestId('round-cancelled').textContent).toContain('Kart bedelleri bakiyenize iade edildi.');
    expect(screen.getByTestId('server-seed').textContent).toBe('c'.repeat(64));
  });
});

describe('the reality check in a tombala room', () => {
  it('comes up over the room when the server refuses cards because it is due, with the net here since opening', async () => {
    signIn();
    const request = answerRequests({
      'tombala.rooms': [tombalaRoom()],
      'tombala.round': { round: tombalaRound() },
      'finance.check_balance': [{ balance: 10_000 }],
      'protection.get_settings': protectionSettings(60),
      'protection.answer_reality_check': protectionSettings(60),
      'casino.game_session_summary': (data: Record<string, unknown>) => ({
        game: {
          id: Number(data.gameID),
          name: 'Çınar Salonu',
          providerName: 'BNW Tombala',
          rtpBasisPoints: 9_000,
          maxWinMultiplier: 5_000,
          volatility: 'high',
          lobby: 'live',
        },
        stakeKurus: 300,
        winKurus: 0,
        rounds: 1,
        complete: true,
      }),
      'tombala.buy_cards': () => {
        throw realityCheckRefusal();
      },
    });
    renderRoom();
    fireEvent.click(await screen.findByTestId('buy-cards'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Oyun süresi hatırlatması' });
    expect(within(dialog).getByTestId('reality-check-net').textContent).toBe('Bu oturumda net: \u2212₺3,00');
    const summary = request.mock.calls.find(([method]) => method === 'casino.game_session_summary')?.[1];
    expect(summary).toMatchObject({ gameID: 1 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam et' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(request, 'protection.answer_reality_check')).toBe(1);
    // The refusal stays written under the buy button for the player who reads it after.
    expect(screen.getByTestId('buy-message').textContent).toContain('Oyun süresi hatırlatması');
  });

  it('is never asked for a visitor', async () => {
    const request = answerRequests({ 'tombala.rooms': [tombalaRoom()], 'tombala.round': { round: tombalaRound() } });
    renderRoom();
    await screen.findByRole('button', { name: 'Kart almak için giriş yapın' });
    expect(callsOf(request, 'protection.get_settings')).toBe(0);
    expect(callsOf(request, 'casino.game_session_summary')).toBe(0);
  });
});
