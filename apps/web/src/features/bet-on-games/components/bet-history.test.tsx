import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBetOnGamesTexts } from '@/i18n';
import { dateRangeFor } from '@/lib/date-presets';
import { answerRequests, signIn, signOut } from '@/testing/player';
import { renderWithApp } from '@/testing/render';
import { coupon } from '../testing/fixtures';
import { BetHistory } from './bet-history';

beforeAll(() => loadBetOnGamesTexts());
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

const won = coupon({ couponID: 32, status: 'won', returnKurus: 2_100, settledAt: '2026-01-05T10:01:00.000Z' });
const lost = coupon({ couponID: 33, status: 'lost', stakeKurus: 500 });

describe('/bet-history', () => {
  it('asks for the last 30 days first, shows each coupon with its status and the totals, and pages on', async () => {
    signIn();
    const spy = answerRequests({
      'betframe.getCoupons': (data: Record<string, unknown>) =>
        data.offset === 0
          ? { startDate: '2026-01-01', endDate: '2026-01-05', coupons: [won], more: true }
          : { startDate: '2026-01-01', endDate: '2026-01-05', coupons: [lost], more: false },
    });
    renderWithApp(<BetHistory />, { path: '/bet-history' });
    await screen.findByTestId('coupon');
    expect(spy.mock.calls[0]![1]).toEqual({ limit: 20, offset: 0, ...dateRangeFor('last30Days') });
    expect(screen.getByTestId('coupon-status').textContent).toBe('kazandı');
    expect(screen.getByTestId('coupon-return').textContent).toBe('₺21,00');
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    await waitFor(() => expect(screen.getAllByTestId('coupon')).toHaveLength(2));
    expect(spy.mock.calls[1]![1]).toMatchObject({ offset: 1 });
    expect(screen.getAllByTestId('coupon-status').map((badge) => badge.textContent)).toEqual(['kazandı', 'kaybetti']);
    // Staked 10 + 5, paid 21: net +6.
    expect(screen.getByTestId('coupon-totals').textContent).toContain('₺15,00');
    expect(screen.getByTestId('coupon-totals').textContent).toContain('₺6,00');
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });

  it('filters by status and by a preset the server accepts', async () => {
    signIn();
    const spy = answerRequests({
      'betframe.getCoupons': { startDate: '2026-01-01', endDate: '2026-01-05', coupons: [], more: false },
    });
    renderWithApp(<BetHistory />, { path: '/bet-history' });
    await screen.findByText('Bu aralıkta kuponunuz yok.');
    fireEvent.change(screen.getByTestId('history-status'), { target: { value: 'void' } });
    await waitFor(() => expect(spy.mock.calls.at(-1)![1]).toMatchObject({ status: 'void' }));
    fireEvent.change(screen.getByTestId('history-preset'), { target: { value: 'today' } });
    await waitFor(() =>
      expect(spy.mock.calls.at(-1)![1]).toEqual({ limit: 20, offset: 0, status: 'void', ...dateRangeFor('today') }),
    );
    const offered = [...screen.getByTestId('history-preset').querySelectorAll('option')].map((option) => option.value);
    expect(offered).toEqual(['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth']);
  });
});
