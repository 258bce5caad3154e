import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLiveTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { answerRequests, callsOf, signIn, signOut } from '@/testing/player';
import type { OpenedOutsideTable } from '../api/table';
import { outsideTile } from '../testing/live-fixtures';
import { LiveTablePage } from './live-table-page';

beforeAll(() => loadLiveTexts());
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

const started: OpenedOutsideTable = {
  kind: 'outside',
  url: 'https://live.example.com/launch?token=abc&game_id=speed-roulette-1&lang=tr&currency=TRY',
  tableID: 40,
  startedAt: '2026-01-01T10:00:05.000Z',
  table: outsideTile(),
};

describe('/play/live/:tableID', () => {
  it("hands an outside provider's table to the play page's frame, at the launch address init_game answered", async () => {
    signIn();
    const request = answerRequests({ 'livecasino.init_game': started });
    renderWithApp(
      <LiveTablePage
        chrome={() => null}
        outside={(opened) => <p data-testid="frame">{`${opened.tableID} ${opened.url}`}</p>}
      />,
      { path: '/play/live/40', routePath: '/play/live/:tableID' },
    );
    expect((await screen.findByTestId('frame')).textContent).toBe(`40 ${started.url}`);
    // One start per visit: each opens a game session at the provider.
    expect(callsOf(request, 'livecasino.init_game')).toBe(1);
    expect(request.mock.calls[0]?.[1]).toEqual({ tableID: 40 });
  });
});
