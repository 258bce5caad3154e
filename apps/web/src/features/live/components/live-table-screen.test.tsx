import type { LiveRound } from '@bnw/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealityCheck } from '@/components/game/reality-check';
import { loadLiveTexts } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { type FakeLiveChannel, fakeLiveChannel } from '@/testing/live-channel';
import { renderWithApp } from '@/testing/render';
import { answerRequests, callsOf, signIn, signOut } from '@/testing/player';
import { protectionSettings, realityCheckRefusal } from '@/testing/reality-check';
import type { OpenedOwnTable } from '../api/table';
import { liveTile } from '../testing/live-fixtures';
import { LiveTableScreen } from './live-table-screen';

// The topic's messages are handed in by the test: the hook keeps the page's listener.

beforeAll(() => loadLiveTexts());
let live: FakeLiveChannel;
beforeEach(() => {
  live = fakeLiveChannel();
});
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

const HASH = 'c'.repeat(64);
const round: LiveRound = {
  tableID: 1,
  roundID: 50,
  roundNo: 5,
  phase: 'betting',
  openedAt: '2026-01-01T10:00:00.000Z',
  closesAt: '2026-01-01T10:00:20.000Z',
  drawAt: '2026-01-01T10:00:23.000Z',
  secondsLeft: 14,
  serverSeedHash: HASH,
  publicSeed: 'masa',
  serverSeed: null,
  result: null,
  nextRoundAt: null,
  players: 2,
  myBets: [],
  sequence: 51,
};
const opened: OpenedOwnTable = {
  kind: 'ours',
  url: 'http://localhost:8080/play/live/1',
  tableID: 1,
  startedAt: '2026-01-01T10:00:05.000Z',
  table: liveTile(),
  round,
  balanceKurus: 1_000_000,
  topic: 'table:rulet-bogaz',
  betKinds: ['straight', 'red'],
};
const summary = {
  game: {
    id: 1,
    name: 'Boğaz Ruleti',
    providerName: 'BNW Canlı',
    rtpBasisPoints: 9729,
    maxWinMultiplier: 36,
    volatility: 'medium',
    lobby: 'live',
  },
  rounds: 0,
  stakeKurus: 0,
  winKurus: 0,
  complete: true,
};
const common = {
  'casino.game_session_summary': summary,
  'finance.check_balance': [{ balance: 1_000_000, bonus: 0, pending: 0, currency: 'TRY' }],
  'livecasino.table_round': { state: liveTile().live, round },
};

function renderTable() {
  signIn();
  return renderWithApp(<LiveTableScreen opened={opened} openedAtMs={Date.now()} chrome={() => null} />, {
    path: '/play/live/1',
  });
}

const spot = (name: string) => screen.getByRole('button', { name });
const placeButton = () => screen.getByTestId('place-bets');

describe('the roulette table', () => {
  it('sends every pending chip in one place_bets call, a spot’s chips added up, and shows the bets with the new balance', async () => {
    const request = answerRequests({
      ...common,
      'livecasino.place_bets': {
        roundID: 50,
        roundStakeKurus: 300,
        balanceKurus: 999_700,
        myBets: [
          { betID: 1, kind: 'straight', spot: 'straight:17', stakeKurus: 200, status: 'open', returnKurus: null },
          { betID: 2, kind: 'red', spot: 'red', stakeKurus: 100, status: 'open', returnKurus: null },
        ],
      },
    });
    renderTable();
    fireEvent.click(spot('Sayı 17'));
    fireEvent.click(spot('Sayı 17, üzerinde ₺1,00'));
    fireEvent.click(spot('Kırmızı'));
    fireEvent.click(spot('Kırmızı, üzerinde ₺1,00'));
    fireEvent.click(screen.getByRole('button', { name: 'Son fişi geri al' }));
    expect(placeButton().textContent).toBe('Bahis yap · ₺3,00');
    fireEvent.click(placeButton());
    await screen.findByText('Bahisleriniz alındı. Bu turdaki toplam bahsiniz: ₺3,00');
    const calls = request.mock.calls.filter(([method]) => method === 'livecasino.place_bets');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]).toMatchObject({
      tableID: 1,
      roundID: 50,
      bets: [
        { kind: 'straight', numbers: [17], stakeKurus: 200 },
        { kind: 'red', stakeKurus: 100 },
      ],
    });
    const bets = screen.getByTestId('round-bets');
    expect(within(bets).getByText('Sayı 17')).toBeTruthy();
    expect(placeButton().textContent).toBe('Fiş koymak için dokunun');
  });

  it('shows the server’s Turkish refusal and keeps every pending chip for another try', async () => {
    answerRequests({
      ...common,
      'livecasino.place_bets': () => {
        throw new ApiError('failed', 'Bakiyeniz bu bahisler için yetersiz.');
      },
    });
    renderTable();
    fireEvent.click(spot('Sayı 0'));
    fireEvent.click(spot('Çift'));
    fireEvent.click(placeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Bakiyeniz bu bahisler için yetersiz.');
    expect(placeButton().textContent).toBe('Bahis yap · ₺2,00');
    expect(spot('Sayı 0, üzerinde ₺1,00')).toBeTruthy();
  });

  it('brings the reality check up at once when the server refuses the bets because it is due', async () => {
    const request = answerRequests({
      ...common,
      'protection.get_settings': protectionSettings(60),
      'livecasino.place_bets': () => {
        throw realityCheckRefusal();
      },
    });
    signIn();
    // As the app composes the table (app/routes/live.tsx): the shared check in the chrome.
    renderWithApp(
      <LiveTableScreen
        opened={opened}
        openedAtMs={Date.now()}
        chrome={(chrome) => (
          <RealityCheck
            startedAtMs={chrome.startedAtMs}
            netKurus={chrome.netKurus}
            onDue={chrome.onRealityDue}
            refusedAtMs={chrome.realityRefusedAtMs}
          />
        )}
      />,
      { path: '/play/live/1' },
    );
    fireEvent.click(spot('Sayı 0'));
    fireEvent.click(placeButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Oyun süresi hatırlatması' });
    expect(within(dialog).getByTestId('reality-check-net').textContent).toBe('Bu oturumda net: ₺0,00');
    expect(callsOf(request, 'livecasino.place_bets')).toBe(1);
  });

  it('hands the top bar what the table may stake, cash and bonus together, and the bonus part (the figures a slot’s play page shows)', async () => {
    answerRequests({
      ...common,
      'finance.check_balance': [{ balance: 1_000_000, bonus: 5_000, pending: 0, currency: 'TRY' }],
    });
    signIn();
    renderWithApp(
      <LiveTableScreen
        opened={{ ...opened, balanceKurus: 1_005_000 }}
        openedAtMs={Date.now()}
        chrome={(chrome) => (
          <p data-testid="chrome-balance">
            {chrome.balanceKurus} {chrome.bonusKurus}
          </p>
        )}
      />,
      { path: '/play/live/1' },
    );
    await waitFor(() => expect(screen.getByTestId('chrome-balance').textContent).toBe('1005000 5000'));
  });

  it('refuses a chip above the table’s highest bet without asking the server', async () => {
    const request = answerRequests(common);
    renderTable();
    fireEvent.click(screen.getByRole('radio', { name: '₺25' }));
    fireEvent.click(spot('Siyah'));
    fireEvent.click(spot('Siyah, üzerinde ₺25,00'));
    fireEvent.click(spot('Siyah, üzerinde ₺50,00'));
    expect(screen.getByRole('alert').textContent).toBe('Bir alana en çok ₺50,00 bahis yapılabilir.');
    expect(request.mock.calls.some(([method]) => method === 'livecasino.place_bets')).toBe(false);
  });

  it('closes the board on "betting_closed" and shows the result large on "result"', async () => {
    answerRequests(common);
    renderTable();
    fireEvent.click(spot('Sayı 5'));
    await waitFor(() => expect(live.follows('table:rulet-bogaz')).toBe(true));
    const send = (data: object) => live.send('table:rulet-bogaz', data);
    send({
      type: 'betting_closed',
      table: 'rulet-bogaz',
      tableID: 1,
      roundID: 50,
      roundNo: 5,
      sequence: 52,
      players: 4,
    });
    expect(screen.getByTestId('phase-text').textContent).toBe('Bahisler kapandı');
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    expect((spot('Sayı 7') as HTMLButtonElement).disabled).toBe(true);
    send({
      type: 'result',
      table: 'rulet-bogaz',
      tableID: 1,
      roundID: 50,
      roundNo: 5,
      sequence: 53,
      result: { game: 'roulette', roundNo: 5, pocket: 32, colour: 'red' },
    });
    await waitFor(() => expect(screen.getByTestId('winning-pocket').textContent).toBe('32'));
    expect(screen.getByTestId('phase-text').textContent).toBe('32 kırmızı');
    expect(screen.getByTestId('seed-hash').textContent).toBe(HASH);
  });
});
