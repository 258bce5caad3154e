import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLiveTexts } from '@/i18n';
import { type FakeLiveChannel, fakeLiveChannel } from '@/testing/live-channel';
import { renderWithApp } from '@/testing/render';
import { answerRequests, signOut } from '@/testing/player';
import { liveTile } from '../testing/live-fixtures';
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
    { id: 1, name: 'Rulet' },
    { id: 2, name: 'Bakara' },
  ],
  'livecasino.provider_list': [{ id: 3, code: 'bnw-canli', name: 'BNW Canlı', status: 2 }],
};

describe('the live lobby', () => {
  it('shows each table with its phase, last results, players and stakes, linked to its table page', async () => {
    const request = answerRequests({
      ...catalogue,
      'livecasino.game_table_list': { tables: [liveTile({ id: 7 })], pagination: { total: 1, limit: 100, offset: 0 } },
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
  });

  it('redraws a tile from a lobby:live message', async () => {
    answerRequests({
      ...catalogue,
      'livecasino.game_table_list': { tables: [liveTile({ id: 7 })], pagination: { total: 1, limit: 100, offset: 0 } },
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
