import type { LiveTableTile } from '@bnw/contract';
import type { TablePages } from '../utils/table-pages';

/** A roulette tile in betting, round 5, with two results; `overrides` on top. */
export function liveTile(overrides: Partial<LiveTableTile> = {}): LiveTableTile {
  return {
    id: 1,
    code: 'rulet-bogaz',
    name: 'Boğaz Ruleti',
    game: 'roulette',
    providerID: 1,
    providerName: 'BNW Canlı',
    categoryID: 1,
    categoryName: 'Rulet',
    rtpBasisPoints: 9729,
    limits: { minBetKurus: 100, maxBetKurus: 5_000, maxRoundKurus: 20_000, stakeStepKurus: 1 },
    isFavorite: false,
    live: {
      phase: 'betting',
      roundID: 50,
      roundNo: 5,
      secondsLeft: 14,
      closesAt: '2026-01-01T10:00:20.000Z',
      nextRoundAt: null,
      lastResults: [
        { game: 'roulette', roundNo: 4, pocket: 32, colour: 'red' },
        { game: 'roulette', roundNo: 3, pocket: 0, colour: 'green' },
      ],
      players: 2,
    },
    ...overrides,
  };
}

export function tablesPages(tables: LiveTableTile[]): TablePages {
  return { pages: [{ tables, pagination: { total: tables.length, limit: 100, offset: 0 } }], pageParams: [0] };
}
