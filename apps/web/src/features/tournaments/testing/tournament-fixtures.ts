import type { Tournament } from '@bnw/contract';

const DAY_MS = 86_400_000;

/** A tournament from `startMs` to `endMs`, with a prize table of two ranges. */
export function tournamentBetween(startMs: number, endMs: number, overrides: Partial<Tournament> = {}): Tournament {
  return {
    ID: 1,
    Title: 'Kış Slot Turnuvası',
    Text: 'Slotlarda her ₺1 bahis 1 puan.',
    Terms: 'Turnuvaya bütün oyuncular katılır.\n\nEşit puanda ödül paylaşılır.',
    Image: { Url: '/content/images/tournament/1.svg?v=a', Width: 800, Height: 400 },
    Status: 'active',
    Start_date: new Date(startMs).toISOString(),
    End_date: new Date(endMs).toISOString(),
    State: 'active',
    ScoringRule: 'total_stake',
    MinStakeKurus: 100,
    EligibleGameIDs: [],
    EligibleCategoryIDs: [],
    Prizes: [
      { FromRank: 1, ToRank: 1, AmountKurus: 10_000_000, Kind: 'cash' },
      { FromRank: 2, ToRank: 10, AmountKurus: 1_000_000, Kind: 'bonus' },
    ],
    PrizePoolKurus: 19_000_000,
    SortOrder: 1,
    ...overrides,
  };
}

export { DAY_MS };
