import type { HighEarning } from '@bnw/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStudioTexts } from '@/i18n';
import { answerRequests } from '@/testing/player';
import { renderWithApp } from '@/testing/render';
import { DeferredTopWins } from '../index';
import { TopWins } from './top-wins';

beforeAll(() => loadStudioTexts());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Seven wins, the largest first, as the feed answers them. */
const feed: HighEarning[] = Array.from({ length: 7 }, (_, index) => ({
  roundID: index + 1,
  gameID: 40 + index,
  gameName: `Oyun ${index + 1}`,
  imageUrl: `/game-images/${40 + index}.svg`,
  providerName: 'BNW Anadolu',
  maskedName: `ay***${index}`,
  stakeKurus: 1_000,
  winKurus: 123_456 - index * 1_000,
  multiplierHundredths: 12_345 - index * 100,
  settledAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
}));

describe("the home page's big wins", () => {
  it('lists the top five by amount with tile, masked name, amount and multiple, and the way to all of them', async () => {
    const calls = answerRequests({ 'casino.high_earnings': feed });
    renderWithApp(<TopWins />);
    const section = await screen.findByRole('region', { name: 'Büyük kazançlar' });
    const rows = within(section).getAllByTestId('high-earning');
    expect(rows).toHaveLength(5);
    expect(rows[0]!.textContent).toContain('Oyun 1');
    expect(rows[0]!.textContent).toContain('ay***0');
    expect(rows[0]!.textContent).toContain('₺1.234,56');
    expect(rows[0]!.textContent).toContain('123,45×');
    expect(rows[0]!.textContent).not.toContain('Bahis');
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe('/game-images/40.svg');
    expect(within(rows[4]!).getByRole('link').getAttribute('href')).toBe('/play/casino/44');
    const seeAll = within(section).getByRole('link', { name: 'Yüksek kazançların tümünü gör' });
    expect(seeAll.getAttribute('href')).toBe('/high-earnings');
    expect(seeAll.textContent).toBe('Tümünü gör');
    // The page's own query: "see all" opens a list already fetched.
    expect(calls.mock.calls.map(([, data]) => data)).toEqual([{ by: 'amount', limit: 50 }]);
  });

  it('holds the place with a skeleton while the feed loads', async () => {
    answerRequests({ 'casino.high_earnings': () => new Promise(() => {}) });
    renderWithApp(<TopWins />);
    expect(await screen.findByTestId('top-wins-skeleton')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is not there at all when the last 7 days have no win', async () => {
    const calls = answerRequests({ 'casino.high_earnings': [] });
    const { container } = renderWithApp(<TopWins />);
    await waitFor(() => expect(calls).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('top-wins-skeleton')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('is not there at all when the feed cannot be fetched', async () => {
    const calls = answerRequests({
      'casino.high_earnings': () => {
        throw new Error('Sunucuya ulaşılamadı.');
      },
    });
    const { container } = renderWithApp(<TopWins />);
    await waitFor(() => expect(calls).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('top-wins-skeleton')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('loads from the feature index, deferred, and shows the wins', async () => {
    // No IntersectionObserver: the deferred section loads at once (use-near-viewport.ts).
    vi.stubGlobal('IntersectionObserver', undefined);
    answerRequests({ 'casino.high_earnings': feed.slice(0, 2) });
    renderWithApp(<DeferredTopWins />);
    expect(await screen.findAllByTestId('high-earning')).toHaveLength(2);
  });
});
