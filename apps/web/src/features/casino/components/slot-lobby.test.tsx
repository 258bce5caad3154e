import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCasinoTexts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import {
  answerRequests,
  categoriesAnswer,
  gameTile,
  gamesPage,
  providersAnswer,
  captureNotices,
  signIn,
  signOut,
} from '../testing/casino-fixtures';
import { SEARCH_DEBOUNCE_MS } from '@/components/lobby/search-field';
import { SlotLobby } from './slot-lobby';

// The casino texts are a lazy namespace: load them before the first render.
beforeAll(() => loadCasinoTexts());
afterEach(signOut);

const catalogue = { 'casino.category_list': categoriesAnswer, 'casino.provider_list': providersAnswer };

function gamesCalls(request: ReturnType<typeof answerRequests>): Array<Record<string, unknown>> {
  return request.mock.calls
    .filter(([method]) => method === 'casino.games_list')
    .map(([, data]) => data as Record<string, unknown>);
}

describe('the slot lobby', () => {
  it('shows each game as a link to its play page with the Turkish RTP, its studio and its badges', async () => {
    answerRequests({
      ...catalogue,
      'casino.games_list': gamesPage([gameTile({ gameID: 7, name: 'İstanbul Zarları', isNew: true, isPopular: true })]),
    });
    renderWithApp(<SlotLobby />, { path: '/slot' });
    const tile = await screen.findByRole('link', { name: 'İstanbul Zarları, BNW Referans Sağlayıcı, RTP %96,20' });
    expect(tile.getAttribute('href')).toBe('/play/casino/7');
    expect(within(tile).getByText('RTP %96,20')).toBeTruthy();
    expect(within(tile).getByText('Yeni')).toBeTruthy();
    expect(within(tile).getByText('Popüler')).toBeTruthy();
    const image = tile.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('decoding')]).toEqual([
      '300',
      '400',
      'async',
    ]);
    expect(screen.getByText('1 oyun')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tümü' }).getAttribute('aria-current')).toBe('page');
  });

  it('says the spec\'s "no results" when nothing matches, with a way back to every game', async () => {
    answerRequests({ ...catalogue, 'casino.games_list': gamesPage([]) });
    renderWithApp(<SlotLobby categoryParam="3" />, { path: '/slot/category/3' });
    expect(await screen.findByText('Kriterlere uygun sonuç bulunamadı.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tüm oyunlar' }).getAttribute('href')).toBe('/slot');
    expect(screen.getByRole('link', { name: 'Yeni' }).getAttribute('aria-current')).toBe('page');
  });

  it('asks nothing for an address that names no category', async () => {
    const request = answerRequests({ ...catalogue, 'casino.games_list': gamesPage([]) });
    renderWithApp(<SlotLobby categoryParam="abc" />, { path: '/slot/category/abc' });
    expect(await screen.findByText('Bu adreste bir oyun listesi yok.')).toBeTruthy();
    expect(gamesCalls(request)).toEqual([]);
  });

  it('sends a typed word once, after the pause, within the category on screen', async () => {
    const request = answerRequests({
      ...catalogue,
      'casino.games_list': (data: Record<string, unknown>) =>
        gamesPage(data.searchGameName ? [gameTile({ gameID: 2, name: 'Zar Ustası' })] : [gameTile({ gameID: 1 })]),
    });
    const { router } = renderWithApp(<SlotLobby categoryParam="2" />, { path: '/slot/category/2' });
    await screen.findByRole('link', { name: /^Oyun 1,/ });
    const field = screen.getByRole('searchbox', { name: 'Oyun ara' });
    for (const typed of ['z', 'za', 'zar']) fireEvent.change(field, { target: { value: typed } });

    await screen.findByRole('link', { name: /^Zar Ustası,/ }, { timeout: SEARCH_DEBOUNCE_MS * 5 });
    expect(gamesCalls(request)).toEqual([
      { limit: 9, offset: 0, isMobile: 1, categoryID: 2 },
      { limit: 9, offset: 0, isMobile: 1, categoryID: 2, searchGameName: 'zar' },
    ]);
    expect(router.state.location.search).toBe('?q=zar');
  });

  it('sends a pasted tab as a space and keeps the search when another category is chosen', async () => {
    const request = answerRequests({ ...catalogue, 'casino.games_list': gamesPage([gameTile({ gameID: 1 })]) });
    renderWithApp(<SlotLobby />, { path: '/slot' });
    const field = await screen.findByRole('searchbox', { name: 'Oyun ara' });
    fireEvent.change(field, { target: { value: 'İSTANBUL\tzar' } });

    await waitFor(() => expect(gamesCalls(request).at(-1)?.searchGameName).toBe('İSTANBUL zar'), {
      timeout: SEARCH_DEBOUNCE_MS * 5,
    });
    expect((field as HTMLInputElement).value).toBe('İSTANBUL zar');
    expect(screen.getByRole('link', { name: 'Popüler' }).getAttribute('href')).toBe(
      '/slot/category/2?q=%C4%B0STANBUL+zar',
    );
  });

  it('loads the next page of 9 from the "Daha fazla göster" button', async () => {
    const first = Array.from({ length: 9 }, (_, index) => gameTile({ gameID: index + 1 }));
    const request = answerRequests({
      ...catalogue,
      'casino.games_list': (data: Record<string, unknown>) =>
        data.offset === 0
          ? gamesPage(first, { total: 10 })
          : gamesPage([gameTile({ gameID: 10, name: 'Onuncu' })], { total: 10, offset: 9 }),
    });
    renderWithApp(<SlotLobby />, { path: '/slot' });
    fireEvent.click(await screen.findByRole('button', { name: 'Daha fazla göster' }));
    expect(await screen.findByRole('link', { name: /^Onuncu,/ })).toBeTruthy();
    expect(gamesCalls(request).map((data) => data.offset)).toEqual([0, 9]);
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
    expect(screen.getByText('10 / 10 oyun gösteriliyor')).toBeTruthy();
  });

  it('shows a failed list quietly, with a retry, and no notice', async () => {
    const notices = captureNotices().negative;
    let fail = true;
    answerRequests({
      ...catalogue,
      'casino.games_list': () => {
        if (fail) throw new ApiError('network', 'Bağlantı kurulamadı.');
        return gamesPage([gameTile({ gameID: 4 })]);
      },
    });
    renderWithApp(<SlotLobby />, { path: '/slot' });
    expect(await screen.findByText('Oyunlar şu anda yüklenemedi.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('link', { name: /^Oyun 4,/ })).toBeTruthy();
    expect(notices).not.toHaveBeenCalled();
  });
});

describe('the favourite heart', () => {
  it('fills at once for a player and sends the insert', async () => {
    signIn();
    let answer: (list: unknown) => void = () => {};
    const request = answerRequests({
      ...catalogue,
      'casino.games_list': gamesPage([gameTile({ gameID: 5, name: 'Kapadokya Balonları' })]),
      'user.favorites': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithApp(<SlotLobby />, { path: '/slot' });
    const heart = await screen.findByRole('button', { name: 'Favorilere ekle: Kapadokya Balonları' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.getAttribute('aria-label')).toBe('Favorilerden çıkar: Kapadokya Balonları');
    expect(request).toHaveBeenCalledWith(
      'user.favorites',
      { mode: 'insert', type: 'casino', id: 5 },
      expect.objectContaining({ silent: true }),
    );
    answer([gameTile({ gameID: 5, isFavorite: true })]);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  });

  it('goes back and says so in Turkish when the server refuses', async () => {
    signIn();
    const notices = captureNotices().negative;
    let refuse: (error: unknown) => void = () => {};
    answerRequests({
      ...catalogue,
      'casino.games_list': gamesPage([gameTile({ gameID: 5, name: 'Kapadokya Balonları', isFavorite: true })]),
      'user.favorites': () => new Promise((_resolve, reject) => (refuse = reject)),
    });
    renderWithApp(<SlotLobby />, { path: '/slot' });
    const heart = await screen.findByRole('button', { name: 'Favorilerden çıkar: Kapadokya Balonları' });

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    refuse(new ApiError('failed', 'Bu oyun artık listede değil.'));

    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(notices).toHaveBeenCalledWith('Kapadokya Balonları favorilerden çıkarılamadı. Bu oyun artık listede değil.');
  });

  it('offers a visitor the login instead of asking the server', async () => {
    const request = answerRequests({ ...catalogue, 'casino.games_list': gamesPage([gameTile({ gameID: 5 })]) });
    renderWithApp(<SlotLobby />, { path: '/slot' });
    fireEvent.click(await screen.findByRole('button', { name: 'Favorilere ekle: Oyun 5' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Oyunları favorilerinize eklemek için giriş yapın.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/login');
    expect(request.mock.calls.some(([method]) => method === 'user.favorites')).toBe(false);
  });
});
