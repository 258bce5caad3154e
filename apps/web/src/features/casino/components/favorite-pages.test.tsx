import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCasinoTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { answerRequests, gameTile, gamesPage, signIn, signOut } from '../testing/casino-fixtures';
import { FavoriteSlotGames } from './favorite-slot-games';
import { FavoritesHub } from './favorites-hub';

beforeAll(() => loadCasinoTexts());
beforeEach(signIn);
afterEach(signOut);

describe('the favourite slot games', () => {
  it('asks for the favourites only and lets an emptied heart take its tile away at once', async () => {
    const request = answerRequests({
      'casino.games_list': gamesPage([
        gameTile({ gameID: 1, name: 'İstanbul Zarları', isFavorite: true }),
        gameTile({ gameID: 2, name: 'Kapadokya Balonları', isFavorite: true }),
      ]),
      'user.favorites': () => new Promise(() => {}),
    });
    renderWithApp(<FavoriteSlotGames />, { path: '/favorite-slot-games' });
    fireEvent.click(await screen.findByRole('button', { name: 'Favorilerden çıkar: İstanbul Zarları' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: /^İstanbul Zarları,/ })).toBeNull());
    expect(screen.getByRole('link', { name: /^Kapadokya Balonları,/ })).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      'casino.games_list',
      { limit: 9, offset: 0, isMobile: 1, favorites: 1 },
      expect.anything(),
    );
  });

  it('invites to the lobby when there are none', async () => {
    answerRequests({ 'casino.games_list': gamesPage([]) });
    renderWithApp(<FavoriteSlotGames />, { path: '/favorite-slot-games' });
    expect(await screen.findByText('Henüz favori oyununuz yok')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Slot oyunlarına göz at' }).getAttribute('href')).toBe('/slot');
  });
});

describe('the favourites hub', () => {
  it('counts the favourite slots and leads to the favourite live tables', async () => {
    answerRequests({ 'user.favorites': [gameTile({ gameID: 1 }), gameTile({ gameID: 2 }), gameTile({ gameID: 3 })] });
    renderWithApp(<FavoritesHub />, { path: '/account-favorites' });
    const slots = await screen.findByRole('link', { name: /Favori Slot Oyunları\s*3 oyun/ });
    expect(slots.getAttribute('href')).toBe('/favorite-slot-games');
    const live = screen.getByRole('link', { name: /Favori Canlı Casino/ });
    expect(live.getAttribute('href')).toBe('/favorite-live-casino');
    expect(live.textContent).toContain('Kalbine dokunduğunuz canlı masalar');
  });
});
