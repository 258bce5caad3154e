import type { HighEarning } from '@bnw/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStudioTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { answerRequests } from '@/testing/player';
import { HighEarnings } from './high-earnings';

beforeAll(() => loadStudioTexts());
afterEach(() => vi.restoreAllMocks());

const row = (overrides: Partial<HighEarning>): HighEarning => ({
  roundID: 1,
  gameID: 31,
  gameName: 'Kapadokya Balonları',
  imageUrl: '/game-images/31.svg',
  providerName: 'BNW Kapadokya',
  maskedName: 'ay***e',
  stakeKurus: 1_000,
  winKurus: 1_250_000,
  multiplierHundredths: 125_000,
  settledAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  ...overrides,
});

describe('the high-earnings page', () => {
  it('lists the feed by amount, switches to the multiplier tab, and links each row to its game', async () => {
    const calls = answerRequests({
      'casino.high_earnings': (data: Record<string, unknown>) =>
        data.by === 'amount'
          ? [
              row({ roundID: 1 }),
              row({
                roundID: 2,
                gameID: 32,
                gameName: 'Efes Hazinesi',
                winKurus: 50_000,
                multiplierHundredths: 2_550,
                maskedName: 'me***t',
              }),
            ]
          : [
              row({
                roundID: 3,
                gameID: 33,
                gameName: 'Lale Bahçesi',
                maskedName: 'ze***p',
                multiplierHundredths: 500_000,
                winKurus: 500_000,
                stakeKurus: 100,
              }),
            ],
    });
    renderWithApp(<HighEarnings />);
    const rows = await screen.findAllByTestId('high-earning');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Kapadokya Balonları');
    expect(rows[0]!.textContent).toContain('ay***e');
    expect(rows[0]!.textContent).toContain('₺12.500,00');
    expect(rows[0]!.textContent).toContain('1.250×');
    expect(rows[0]!.textContent).toContain('3 saat önce');
    expect(rows[0]!.textContent).toContain('Bahis ₺10,00');
    expect(rows[1]!.textContent).toContain('25,5×');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/play/casino/32');
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe('/game-images/31.svg');

    fireEvent.click(screen.getByRole('tab', { name: 'Kata göre' }));
    expect((await screen.findByText('Lale Bahçesi')).closest('a')?.getAttribute('href')).toBe('/play/casino/33');
    expect(screen.getByTestId('high-earning').textContent).toContain('5.000×');
    expect(calls.mock.calls.map(([, data]) => data)).toEqual([
      { by: 'amount', limit: 50 },
      { by: 'multiplier', limit: 50 },
    ]);
  });

  it('says so when there is no win in the last 7 days', async () => {
    answerRequests({ 'casino.high_earnings': [] });
    renderWithApp(<HighEarnings />);
    expect(
      await screen.findByText('Son 7 günde listelenecek bir kazanç yok. İlk büyük kazanç sizin olabilir!'),
    ).toBeTruthy();
    expect(screen.queryByTestId('high-earning')).toBeNull();
  });
});
