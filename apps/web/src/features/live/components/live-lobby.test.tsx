import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLiveTexts } from '@/i18n';
import { type FakeLiveChannel, fakeLiveChannel } from '@/testing/live-channel';
import { renderWithApp } from '@/testing/render';
import { answerRequests, signOut } from '@/testing/player';
import { liveTile, outsideTile } from '../testing/live-fixtures';
import { LiveLobby } from './live-lobby';

beforeAll(() => loadLiveTexts());
let live: FakeLiveChannel;
beforeEach(() => {
  live = fakeLiveChannel();
});
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

const catalogue = {
  'livecasino.category_list': [
    { CategoryID: 1, name: 'Rulet', items: 4 },
    { CategoryID: 2, name: 'Bakara', items: 2 },
    { CategoryID: 3, name: 'Poker', items: 0 },
  ],
  'livecasino.provider_list': [{ providerID: 3, code: 'bnw-canli', name: 'BNW Canlı', status: 2 }],
};

describe('the live lobby', () => {
  it('shows each table with its phase, last results, players and stakes, linked to its table page', async () => {
    const request = answerRequests({
      ...catalogue,
      'livecasino.game_table_list': {
        tables: [liveTile({ tableID: 7 })],
        pagination: { total: 1, limit: 100, offset: 0 },
      },
    });
    renderWithApp(<LiveLobby categoryParam="1" />, { path: '/live/category/1?q=bogaz' });
    const link = await screen.findByRole('link', { name: 'Boğaz Ruleti, BNW Canlı, bahis ₺1,00 – ₺50,00' });
    expect(link.getAttribute('href')).toBe('/play/live/7');
    expect(within(link).getByTestId('phase-badge').dataset.phase).toBe('betting');
    expect(within(link).getByTestId('last-results').textContent).toContain('32 kırmızı');
    expect(within(link).getByTestId('tile-players').textContent).toBe('2 kişi masada');
    expect(request.mock.calls.find(([method]) => method === 'livecasino.game_table_list')?.[1]).toMatchObject({
      categoryID: 1,
      searchGameName: 'bogaz',
      limit: 100,
    });
    expect(screen.getByRole('link', { name: 'Rulet' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Bakara' }).getAttribute('href')).toBe('/live/category/2?q=bogaz');
    // A category without tables has no chip: it would open an empty page.
    expect(screen.queryByRole('link', { name: 'Poker' })).toBeNull();
  });

  it("shows an outside provider's table with its picture, linked to its table page like ours", async () => {
    answerRequests({
      ...catalogue,
      'livecasino.game_table_list': {
        tables: [liveTile({ tableID: 7 }), outsideTile({ tableID: 40 })],
        pagination: { total: 2, limit: 100, offset: 0 },
      },
    });
    renderWithApp(<LiveLobby />, { path: '/live' });
    const link = await screen.findByRole('link', { name: 'Hızlı Rulet, Dış Canlı Stüdyo, RTP %97,30' });
    expect(link.getAttribute('href')).toBe('/play/live/40');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/casino/images/40.svg?v=test');
    expect(link.textContent).toContain('Canlı yayın');
    expect(link.textContent).toContain('Sağlayıcının kendi masası');
    expect(within(link).queryByTestId('phase-badge')).toBeNull();
    expect(screen.getAllByTestId('live-table-tile')).toHaveLength(2);
  });

  it('redraws a tile from a lobby:live message', async () => {
    answerRequests({
      ...catalogue,
      'livecasino.game_table_list': {
        tables: [liveTile({ tableID: 7 })],
        pagination: { total: 1, limit: 100, offset: 0 },
      },
    });
    renderWithApp(<LiveLobby />, { path: '/live' });
    await screen.findByTestId('live-table-tile');
    const state = {
      ...liveTile().live,
      phase: 'result',
      secondsLeft: 0,
      players: 6,
      lastResults: [{ game: 'roulette', roundNo: 5, pocket: 17, colour: 'black' }, ...liveTile().live.lastResults],
    };
    await waitFor(() => expect(live.follows('lobby:live')).toBe(true));
    live.send('lobby:live', { type: 'table_state', tableID: 7, table: 'rulet-bogaz', sequence: 53, state });
    const tile = screen.getByTestId('live-table-tile');
    // The query cache tells its observers after the current task.
    await waitFor(() => expect(within(tile).getByTestId('phase-badge').dataset.phase).toBe('result'));
    expect(within(tile).getByTestId('tile-players').textContent).toBe('6 kişi masada');
    expect(within(tile).getByTestId('last-results').textContent).toMatch(/^17/);
  });
});
