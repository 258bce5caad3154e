import type { Leaderboard, MyStanding } from '@bnw/contract';
import { focusManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContentTexts } from '@/i18n';
import { answerRequests, callsOf, signIn, signOut } from '@/testing/player';
import { renderWithApp } from '@/testing/render';
import { LEADERBOARD_REFRESH_MS } from '../api/leaderboard';
import { DAY_MS, tournamentBetween } from '../testing/tournament-fixtures';
import { TournamentDetailPage } from './tournament-detail-page';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const HOUR = 3_600_000;

const ACTIVE = tournamentBetween(NOW - DAY_MS, NOW + 2 * HOUR, { ID: 1, Title: 'Kış Slot Turnuvası' });
const UPCOMING = tournamentBetween(NOW + 3 * DAY_MS, NOW + 5 * DAY_MS, {
  ID: 2,
  Title: 'Yılbaşı Çarpan Avı',
  State: 'upcoming',
});
const CONCLUDED = tournamentBetween(NOW - 20 * DAY_MS, NOW - 13 * DAY_MS, {
  ID: 3,
  Title: 'Sonbahar Çarpan Yarışı',
  State: 'concluded',
  ScoringRule: 'best_multiplier',
});

function board(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    TournamentID: 1,
    State: 'active',
    ScoringRule: 'total_stake',
    Entries: 38,
    Rows: [
      { Rank: 1, MaskedName: 'ay***e', Points: 1_250_000, Prize: { CashKurus: 10_000_000, BonusKurus: 0 } },
      { Rank: 2, MaskedName: 'me***t', Points: 900_000, Prize: { CashKurus: 0, BonusKurus: 1_000_000 } },
      { Rank: 2, MaskedName: 'ze***p', Points: 900_000, Prize: { CashKurus: 0, BonusKurus: 1_000_000 } },
      { Rank: 4, MaskedName: 'bu***k', Points: 45_000, Prize: null },
    ],
    Settled: false,
    ...overrides,
  };
}

const FAR_DOWN: MyStanding = { TournamentID: 1, Rank: 37, Points: 123_400, Prize: null };

function answer({
  leaderboard = board(),
  standing = FAR_DOWN,
}: { leaderboard?: Leaderboard; standing?: MyStanding } = {}) {
  return answerRequests({
    'cmscontroller.getTournaments': {
      tournaments: [ACTIVE, UPCOMING, CONCLUDED],
      pagination: { total: 3, limit: 50, offset: 0 },
      serverTime: new Date(NOW).toISOString(),
    },
    'tournaments.leaderboard': leaderboard,
    'tournaments.my_standing': standing,
  });
}

function openTournament(id: number) {
  return renderWithApp(<TournamentDetailPage />, {
    path: `/tournaments/${id}`,
    routePath: '/tournaments/:tournamentID',
  });
}

const rowTexts = () =>
  within(screen.getByTestId('leaderboard'))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

beforeAll(() => loadContentTexts());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  focusManager.setFocused(undefined);
  signOut();
});

describe('/tournaments/:id', () => {
  it('shows the top with shared ranks, masked names, ₺ points and prizes, and the player far below it', async () => {
    answer();
    openTournament(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kış Slot Turnuvası' })).toBeTruthy();
    await screen.findByTestId('leaderboard');
    expect(rowTexts()).toEqual([
      '1ay***e₺100.000,00 nakit₺12.500,00',
      '2me***t₺10.000,00 bonus₺9.000,00',
      '2ze***p₺10.000,00 bonus₺9.000,00',
      '4bu***k₺450,00',
    ]);
    expect(screen.getByTestId('leaderboard-entries').textContent).toBe('38 katılımcı');
    expect(await screen.findByText('Sıralamanız: 37. · ₺1.234,00 bahis')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Bitmesine(02:00:00|01:59:59)$/);
    expect(screen.getByRole('table', { name: 'Ödül tablosu' }).textContent).toContain('₺10.000,00 bonus');
    expect(screen.getByText('Eşit puanda ödül paylaşılır.')).toBeTruthy();
  });

  it('marks the player’s own row when it is in the top', async () => {
    answer({ standing: { TournamentID: 1, Rank: 4, Points: 45_000, Prize: null } });
    openTournament(1);
    expect(await screen.findByText('Sıralamanız: 4. · ₺450,00 bahis')).toBeTruthy();
    expect(rowTexts()[3]).toBe('4bu***kSen₺450,00');
  });

  it('asks for the board again every 15 s while it runs, and not while the tab is hidden', async () => {
    const spy = answer();
    openTournament(1);
    await screen.findByTestId('leaderboard');
    const before = callsOf(spy, 'tournaments.leaderboard');
    await act(async () => vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS + 100));
    expect(callsOf(spy, 'tournaments.leaderboard')).toBe(before + 1);
    expect(callsOf(spy, 'tournaments.my_standing')).toBeGreaterThanOrEqual(2);
    act(() => focusManager.setFocused(false));
    await act(async () => vi.advanceTimersByTimeAsync(3 * LEADERBOARD_REFRESH_MS));
    expect(callsOf(spy, 'tournaments.leaderboard')).toBe(before + 1);
  });

  it('invites the first player when nobody has points yet', async () => {
    answer({ leaderboard: board({ Entries: 0, Rows: [] }), standing: { ...FAR_DOWN, Rank: null, Points: 0 } });
    openTournament(1);
    expect(await screen.findByText('Henüz puan alan yok — ilk sen ol')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Slotlara git' }).getAttribute('href')).toBe('/slot');
    expect(await screen.findByText(/^Henüz puanınız yok/)).toBeTruthy();
  });

  it('shows a visitor a login line instead of a standing, and does not ask for it', async () => {
    signOut();
    const spy = answer();
    openTournament(1);
    await screen.findByTestId('leaderboard');
    expect(screen.getByText('Sıralamanızı görmek için giriş yapın.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş yap' }).getAttribute('href')).toBe('/login');
    expect(callsOf(spy, 'tournaments.my_standing')).toBe(0);
  });

  it('shows an upcoming tournament’s start instead of an empty board', async () => {
    const spy = answer();
    openTournament(2);
    expect(await screen.findByText('Turnuva 26 Kasım 2026 13:00 başlıyor')).toBeTruthy();
    expect(screen.queryByTestId('leaderboard')).toBeNull();
    expect(callsOf(spy, 'tournaments.leaderboard')).toBe(0);
    expect(callsOf(spy, 'tournaments.my_standing')).toBe(0);
  });

  it('shows a concluded tournament’s final board in multipliers and that its prizes were paid', async () => {
    answer({
      leaderboard: board({
        TournamentID: 3,
        State: 'concluded',
        ScoringRule: 'best_multiplier',
        Entries: 2,
        Settled: true,
        Rows: [
          { Rank: 1, MaskedName: 'ka***n', Points: 1250, Prize: { CashKurus: 10_000_000, BonusKurus: 0 } },
          { Rank: 2, MaskedName: 'ay***e', Points: 310, Prize: { CashKurus: 500_000, BonusKurus: 500_000 } },
        ],
      }),
      standing: { TournamentID: 3, Rank: 2, Points: 310, Prize: { CashKurus: 500_000, BonusKurus: 500_000 } },
    });
    openTournament(3);
    await screen.findByTestId('leaderboard');
    expect(screen.getByText('Ödüller dağıtıldı')).toBeTruthy();
    expect(screen.getByText('Son sıralama')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(rowTexts()).toEqual(['1ka***n₺100.000,00 nakit12,50x', '2ay***eSen₺5.000,00 nakit + ₺5.000,00 bonus3,10x']);
    expect(await screen.findByText('Sıralamanız: 2. · 3,10x en iyi çarpan')).toBeTruthy();
    expect(screen.getByText('Ödülünüz: ₺5.000,00 nakit + ₺5.000,00 bonus')).toBeTruthy();
  });

  it('does not invite a player with no points to play a concluded tournament', async () => {
    answer({
      leaderboard: board({ TournamentID: 3, State: 'concluded', Entries: 0, Rows: [], Settled: true }),
      standing: { TournamentID: 3, Rank: null, Points: 0, Prize: null },
    });
    openTournament(3);
    expect(await screen.findByText('Bu turnuvada puan alan olmadı.')).toBeTruthy();
    expect(await screen.findByText('Bu turnuvada puanınız olmadı.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Slotlara git' })).toBeNull();
  });

  it('says so when the tournament is not in the list', async () => {
    answer();
    openTournament(99);
    expect(await screen.findByText('Bu turnuva bulunamadı ya da artık yayında değil.')).toBeTruthy();
  });
});
