import { BONUS_HISTORY_MAX_OFFSET, BONUS_HISTORY_PAGE } from '@bnw/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadBonusTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { HISTORY_MAX_OFFSET, HISTORY_PAGE_SIZE } from '../api/bonus-history';
import { answerRequests, endedBonus, signIn, signOut } from '../testing/bonus-fixtures';
import { BonusHistory } from './bonus-history';

beforeAll(() => loadBonusTexts());
beforeEach(signIn);
afterEach(signOut);

/** `total` ended bonuses, latest (highest id) first, answered a page at a time. */
function historyOf(total: number) {
  const all = Array.from({ length: total }, (_, index) => endedBonus(total - index));
  return (data: Record<string, unknown>) => {
    const offset = Number(data.offset);
    const limit = Number(data.limit);
    return { items: all.slice(offset, offset + limit), pagination: { total, limit, offset } };
  };
}

describe('/bonus-history', () => {
  it('pages as the contract does', () => {
    expect(HISTORY_PAGE_SIZE).toBe(BONUS_HISTORY_PAGE);
    expect(HISTORY_MAX_OFFSET).toBe(BONUS_HISTORY_MAX_OFFSET);
  });

  it('lists 20 at a time and loads the rest with "Daha fazla"', async () => {
    const calls = answerRequests({ 'bonus.list_history': historyOf(25) });
    renderWithApp(<BonusHistory />);
    expect(await screen.findAllByTestId('bonus-history-row')).toHaveLength(20);
    expect(calls).toHaveBeenLastCalledWith('bonus.list_history', { limit: 20, offset: 0 }, expect.anything());
    expect(screen.getByText('25 bonustan 20 tanesi gösteriliyor')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla' }));
    await waitFor(() => expect(screen.getAllByTestId('bonus-history-row')).toHaveLength(25));
    expect(calls).toHaveBeenLastCalledWith('bonus.list_history', { limit: 20, offset: 20 }, expect.anything());
    expect(screen.queryByRole('button', { name: 'Daha fazla' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).at(-1)?.textContent).toBe('Bonus 1');
  });

  it('shows each outcome in words with what it granted, converted or removed, and when', async () => {
    answerRequests({
      'bonus.list_history': {
        items: [
          endedBonus(3),
          endedBonus(2, { Status: 'expired', ConvertedKurus: 0, ForfeitedKurus: 1_200 }),
          endedBonus(1, { Status: 'forfeited', ConvertedKurus: 0, ForfeitedKurus: 4_000 }),
        ],
        pagination: { total: 3, limit: 20, offset: 0 },
      },
    });
    renderWithApp(<BonusHistory />);
    const [converted, expired, forfeited] = await screen.findAllByTestId('bonus-history-row');
    expect(within(converted!).getByText('Çevrildi')).toBeTruthy();
    expect(within(converted!).getByText('Verilen').nextSibling?.textContent).toBe('₺50,00');
    expect(within(converted!).getByText('Nakde geçen').nextSibling?.textContent).toBe('₺32,50');
    expect(within(converted!).getByText('Alındı').nextSibling?.textContent).toBe('22 Kasım 2026 10:05');
    expect(within(converted!).getByText('Bitti').nextSibling?.textContent).toBe('23 Kasım 2026 12:30');
    expect(within(expired!).getByText('Süresi doldu')).toBeTruthy();
    expect(within(expired!).getByText('Silinen').nextSibling?.textContent).toBe('₺12,00');
    expect(within(forfeited!).getByText('İptal edildi')).toBeTruthy();
    expect(within(forfeited!).getByText('Silinen').nextSibling?.textContent).toBe('₺40,00');
    expect(screen.queryByRole('button', { name: 'Daha fazla' })).toBeNull();
  });

  it('says so when no bonus has ended yet', async () => {
    answerRequests({ 'bonus.list_history': { items: [], pagination: { total: 0, limit: 20, offset: 0 } } });
    renderWithApp(<BonusHistory />);
    expect(await screen.findByText(/Henüz sona eren bir bonusunuz yok/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Promosyonlara göz at' }).getAttribute('href')).toBe('/promotions');
  });
});
