import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadGameHistoryTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { answerRequests, detail, page, round, signIn, signOut } from '../testing/game-history-fixtures';
import { GameHistory } from './game-history';

// 23 November 2026, 14:05 in Istanbul (11:05 UTC).
const NOW = new Date('2026-11-23T11:05:00.000Z');

beforeAll(() => loadGameHistoryTexts());
beforeEach(() => {
  signIn();
  // Only the date is fixed: the query client's timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  signOut();
});

type Call = [string, Record<string, unknown>, unknown];
function historyCalls(request: ReturnType<typeof answerRequests>): Record<string, unknown>[] {
  return (request.mock.calls as unknown as Call[])
    .filter(([method]) => method === 'casino.game_history')
    .map(([, data]) => data);
}

describe('GameHistory', () => {
  it('asks the last 7 Turkish days first, then the range of the preset the player picks, and the status', async () => {
    const request = answerRequests({ 'casino.game_history': page([]) });
    renderWithApp(<GameHistory />);
    await waitFor(() => expect(historyCalls(request)).toHaveLength(1));
    expect(historyCalls(request)[0]).toEqual({ limit: 20, offset: 0, startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(await screen.findByText('17 Kasım 2026 – 23 Kasım 2026')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tarih aralığı'), { target: { value: 'lastMonth' } });
    await waitFor(() =>
      expect(historyCalls(request).at(-1)).toEqual({
        limit: 20,
        offset: 0,
        startDate: '2026-10-01',
        endDate: '2026-10-31',
      }),
    );
    fireEvent.change(screen.getByLabelText('Tarih aralığı'), { target: { value: 'allTimes' } });
    await waitFor(() => expect(historyCalls(request).at(-1)).toEqual({ limit: 20, offset: 0 }));
    expect(screen.getByText('Bütün oyun turlarınız')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'rolled_back' } });
    await waitFor(() => expect(historyCalls(request).at(-1)).toEqual({ limit: 20, offset: 0, status: 'rolled_back' }));
  });

  it('uses the Turkish day at 23:30 in Istanbul, not the UTC one', async () => {
    vi.setSystemTime(new Date('2026-11-30T20:30:00.000Z'));
    const request = answerRequests({ 'casino.game_history': page([]) });
    renderWithApp(<GameHistory />);
    fireEvent.change(await screen.findByLabelText('Tarih aralığı'), { target: { value: 'today' } });
    await waitFor(() =>
      expect(historyCalls(request).at(-1)).toMatchObject({ startDate: '2026-11-30', endDate: '2026-11-30' }),
    );
    // One day is named once.
    expect(screen.getByText('30 Kasım 2026')).toBeTruthy();
    vi.setSystemTime(new Date('2026-11-30T21:30:00.000Z'));
    fireEvent.change(screen.getByLabelText('Tarih aralığı'), { target: { value: 'thisMonth' } });
    await waitFor(() =>
      expect(historyCalls(request).at(-1)).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-01' }),
    );
  });

  it('shows cards with the game, studio, Turkish time, amounts, net and the status in Turkish, and the totals', async () => {
    answerRequests({
      'casino.game_history': page([
        round({ roundID: 3, status: 'open', stakeKurus: 500, winKurus: 0, settledAt: null }),
        round({ roundID: 2, status: 'settled', stakeKurus: 1_000, winKurus: 123_456 }),
        round({ roundID: 1, status: 'rolled_back', stakeKurus: 0, winKurus: 0 }),
      ]),
    });
    renderWithApp(<GameHistory />);
    const cards = await screen.findAllByTestId('round-card');
    expect(cards).toHaveLength(3);
    const [open, won, cancelled] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(open).getByText('Açık')).toBeTruthy();
    expect(within(open).getByText('−₺5,00').parentElement?.className).toContain('text-red');
    expect(within(won).getByText('Sonuçlandı')).toBeTruthy();
    expect(within(won).getByText('Sultan Hazinesi')).toBeTruthy();
    expect(within(won).getByText('23 Kasım 2026 14:05')).toBeTruthy();
    expect(within(won).getByText('₺1.234,56')).toBeTruthy();
    expect(within(won).getByText('+₺1.224,56').parentElement?.className).toContain('text-emerald');
    expect(within(cancelled).getByText('İptal edildi')).toBeTruthy();

    const totals = screen.getByTestId('game-history-totals');
    expect(within(totals).getByText('₺15,00')).toBeTruthy();
    expect(within(totals).getByText('₺1.234,56')).toBeTruthy();
    expect(within(totals).getByText('+₺1.219,56')).toBeTruthy();
    expect(within(totals).getByText('3 tur')).toBeTruthy();
  });

  it('pages by 20 with "Daha fazla göster" until the server has no more', async () => {
    const first = Array.from({ length: 20 }, (_, index) => round({ roundID: 100 - index }));
    const request = answerRequests({
      'casino.game_history': (data: Record<string, unknown>) =>
        data.offset === 0 ? page(first, 21) : page([round({ roundID: 5, gameName: 'Kapadokya Balonları' })], 21, 20),
    });
    renderWithApp(<GameHistory />);
    expect(await screen.findAllByTestId('round-card')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    expect(await screen.findByText('Kapadokya Balonları')).toBeTruthy();
    expect(historyCalls(request).at(-1)).toMatchObject({ offset: 20, limit: 20 });
    expect(screen.getByText('21 turdan 21 tanesi gösteriliyor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });

  it('opens a round in a sheet with its bets, wins and rollbacks', async () => {
    const played = round({ roundID: 42, providerRoundID: 'r-42', stakeKurus: 500, winKurus: 1_000 });
    const request = answerRequests({
      'casino.game_history': page([played]),
      'casino.game_round': detail(played, [
        { kind: 'bet', amountKurus: 300, at: '2026-11-23T11:05:00.000Z', transactionID: 'tx-1', cancelled: true },
        { kind: 'rollback', amountKurus: 300, at: '2026-11-23T11:05:01.000Z', transactionID: 'tx-2', cancelled: false },
        { kind: 'bet', amountKurus: 500, at: '2026-11-23T11:05:01.000Z', transactionID: 'tx-3', cancelled: false },
        { kind: 'win', amountKurus: 1_000, at: '2026-11-23T11:05:02.000Z', transactionID: 'tx-4', cancelled: false },
      ]),
    });
    renderWithApp(<GameHistory />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sultan Hazinesi turunun ayrıntılarını aç' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Sağlayıcı tur no: r-42')).toBeTruthy();
    const calls = await within(sheet).findAllByTestId('round-call');
    expect(calls.map((call) => call.textContent)).toEqual([
      expect.stringMatching(/^Bahisİptal edildi23 Kasım 2026 14:05İşlem no: tx-1−₺3,00$/),
      expect.stringMatching(/^İade23 Kasım 2026 14:05İşlem no: tx-2\+₺3,00$/),
      expect.stringMatching(/^Bahis23 Kasım 2026 14:05İşlem no: tx-3−₺5,00$/),
      expect.stringMatching(/^Kazanç23 Kasım 2026 14:05İşlem no: tx-4\+₺10,00$/),
    ]);
    expect(within(calls[0] as HTMLElement).getByText('−₺3,00').tagName).toBe('S');
    expect(request).toHaveBeenCalledWith(
      'casino.game_round',
      { roundID: 42 },
      expect.objectContaining({ silent: true }),
    );

    fireEvent.click(within(sheet).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when a round detail cannot load, and retries', async () => {
    const played = round({ roundID: 9 });
    let failures = 1;
    answerRequests({
      'casino.game_history': page([played]),
      'casino.game_round': () => {
        if (failures-- > 0) throw new Error('Oyun turu bulunamadı.');
        return detail(played, []);
      },
    });
    renderWithApp(<GameHistory />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sultan Hazinesi turunun ayrıntılarını aç' }));
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByText('Tur ayrıntıları şu anda yüklenemedi.')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(sheet).findByText('Bu turda kayıtlı hareket yok.')).toBeTruthy();
  });

  it('shows the empty state with the existing text and a way to the slots', async () => {
    answerRequests({ 'casino.game_history': page([]) });
    renderWithApp(<GameHistory />);
    expect(await screen.findByText('Kriterlere uygun sonuç bulunamadı.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Slot oyunlarına göz at' }).getAttribute('href')).toBe('/slot');
    expect(within(screen.getByTestId('game-history-totals')).getByText('0 tur')).toBeTruthy();
  });

  it('fails quietly with a retry', async () => {
    let failures = 1;
    answerRequests({
      'casino.game_history': () => {
        if (failures-- > 0) throw new Error('network');
        return page([round()]);
      },
    });
    renderWithApp(<GameHistory />);
    expect(await screen.findByText('Oyun geçmişiniz şu anda yüklenemedi.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('round-card')).toHaveLength(1);
  });
});
