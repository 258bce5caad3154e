import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContentTexts } from '@/i18n';
import { answerRequests } from '@/testing/player';
import { renderWithApp } from '@/testing/render';
import { DAY_MS, tournamentBetween } from '../testing/tournament-fixtures';
import { TournamentList } from './tournament-list';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const HOUR = 3_600_000;

beforeAll(() => loadContentTexts());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function answer() {
  return answerRequests({
    'cmscontroller.getTournaments': {
      tournaments: [
        tournamentBetween(NOW - DAY_MS, NOW + 2 * HOUR, { ID: 1, Title: 'Kış Slot Turnuvası' }),
        tournamentBetween(NOW + 5_000, NOW + 3 * DAY_MS, { ID: 2, Title: 'Yılbaşı Çarpan Avı', State: 'upcoming' }),
        tournamentBetween(NOW - 20 * DAY_MS, NOW - 13 * DAY_MS, {
          ID: 3,
          Title: 'Sonbahar Kazanç Yarışı',
          State: 'concluded',
        }),
      ],
      pagination: { total: 3, limit: 50, offset: 0 },
      serverTime: new Date(NOW).toISOString(),
    },
  });
}

describe('/tournaments', () => {
  it('shows the three states as tabs with their counts, a countdown and Turkish dates', async () => {
    answer();
    renderWithApp(<TournamentList />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Aktif1', 'Yaklaşan1', 'Sona erdi1']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const card = screen.getByRole('article', { name: 'Kış Slot Turnuvası' });
    // The clock runs on while the list loads: a second may already be gone.
    expect(within(card).getByRole('timer').textContent).toMatch(/^Bitmesine(02:00:00|01:59:59)$/);
    expect(card.textContent).toContain('22 Kasım 2026 13:00 – 23 Kasım 2026 15:00');
    expect(card.textContent).toContain('₺190.000,00');
    expect(
      within(card).getByRole('link', { name: 'Kış Slot Turnuvası: sıralama ve detaylar' }).getAttribute('href'),
    ).toBe('/tournaments/1');

    fireEvent.click(tabs[2]!);
    const ended = screen.getByRole('article', { name: 'Sonbahar Kazanç Yarışı' });
    expect(within(ended).queryByRole('timer')).toBeNull();
    expect(within(ended).getByText('Sona erdi')).toBeTruthy();
  });

  it('moves a tournament from Yaklaşan to Aktif at its start while the page is open', async () => {
    answer();
    renderWithApp(<TournamentList />);
    const upcoming = await screen.findByRole('tab', { name: /Yaklaşan/ });
    fireEvent.click(upcoming);
    expect(within(screen.getByRole('tabpanel')).getByRole('timer').textContent).toMatch(/^Başlamasına00:00:0[45]$/);
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Aktif2', 'Yaklaşan0', 'Sona erdi1']);
    expect(screen.getByText('Planlanmış yeni bir turnuva yok.')).toBeTruthy();
  });

  it('folds the rules and the prize table under one summary', async () => {
    answer();
    renderWithApp(<TournamentList />);
    const card = await screen.findByRole('article', { name: 'Kış Slot Turnuvası' });
    expect(within(card).getByText('Kurallar ve ödüller')).toBeTruthy();
    const table = within(card).getByRole('table', { name: 'Ödül tablosu' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['1. sıra₺100.000,00 nakit', '2. – 10. sıra₺10.000,00 bonus']);
    expect(card.textContent).toContain('En az ₺1,00 bahisli turlar sayılır');
  });
});
