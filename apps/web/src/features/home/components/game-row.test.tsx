import type { GameTile } from '@bnw/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/testing/player';
import { renderWithApp } from '@/testing/render';
import { GameRow } from './game-row';

afterEach(() => vi.restoreAllMocks());

function game(id: number): GameTile {
  return {
    gameID: id,
    name: `Oyun ${id}`,
    providerID: 1,
    providerName: 'BNW Anadolu',
    categoryID: 1,
    categoryName: 'Slot',
    rtpBasisPoints: 9600,
    volatility: 'medium',
    maxWinMultiplier: 500,
    isNew: false,
    isPopular: false,
    imageUrl: `/casino/images/${id}.svg`,
    isFavorite: false,
  };
}

describe("the home page's game rows", () => {
  it('asks for the quick-access list as section 9 says (category 72, 50 games) and links each game to its play page', async () => {
    const calls = answerRequests({
      'casino.games_list': { games: [game(1), game(2)], pagination: { total: 2, limit: 50, offset: 0 } },
    });
    renderWithApp(<GameRow row="quickAccess" eager />);
    const row = await screen.findByRole('region', { name: 'Hızlı Erişim' });
    const links = within(row).getAllByRole('link');
    expect(links[0]!.getAttribute('href')).toBe('/slot/category/72');
    expect(within(row).getByRole('link', { name: 'Oyun 2 BNW Anadolu' }).getAttribute('href')).toBe('/play/casino/2');
    expect(calls.mock.calls[0]?.[1]).toEqual({ categoryID: 72, limit: 50, offset: 0, isMobile: 1 });
  });

  it('loads the first screen’s four pictures at once and the rest of the row only once it is moved', async () => {
    answerRequests({
      'casino.games_list': {
        games: [1, 2, 3, 4, 5, 6].map(game),
        pagination: { total: 6, limit: 50, offset: 0 },
      },
    });
    const { container } = renderWithApp(<GameRow row="quickAccess" eager />);
    const row = await screen.findByRole('region', { name: 'Hızlı Erişim' });
    const pictures = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures()).toEqual([1, 2, 3, 4].map((id) => `/casino/images/${id}.svg`));
    expect(within(row).getAllByRole('listitem')).toHaveLength(6);
    fireEvent.scroll(row.querySelector('ul')!);
    expect(pictures()).toEqual([1, 2, 3, 4, 5, 6].map((id) => `/casino/images/${id}.svg`));
    expect(container.querySelectorAll('img[loading="lazy"]')).toHaveLength(2);
  });

  it('shows every picture of a row below the fold to the browser’s lazy loading', async () => {
    answerRequests({
      'casino.games_list': { games: [1, 2, 3, 4, 5].map(game), pagination: { total: 5, limit: 12, offset: 0 } },
    });
    const { container } = renderWithApp(<GameRow row="popular" />);
    await screen.findByRole('region', { name: 'Popüler Oyunlar' });
    expect(container.querySelectorAll('img[loading="lazy"][src]')).toHaveLength(5);
  });

  it('keeps its place with a skeleton while loading and leaves nothing when the list is empty', async () => {
    answerRequests({ 'casino.games_list': () => new Promise(() => {}) });
    const { unmount } = renderWithApp(<GameRow row="popular" />);
    expect(screen.getByRole('status', { name: 'Yükleniyor…' })).toBeTruthy();
    unmount();
    vi.restoreAllMocks();
    answerRequests({ 'casino.games_list': { games: [], pagination: { total: 0, limit: 12, offset: 0 } } });
    const { container } = renderWithApp(<GameRow row="new" />);
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
