import type { LiveTableTile, OutsideLiveTableTile, OwnLiveTableTile } from '@bnw/contract';
import type { TablePages } from '../utils/table-pages';

/** One of our roulette tables' tile in betting, round 5, with two results; `overrides` on top. */
export function liveTile(overrides: Partial<OwnLiveTableTile> = {}): OwnLiveTableTile {
  return {
    kind: 'ours',
    tableID: 1,
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

/** An outside provider's live table as the lobby lists it; `overrides` on top. */
export function outsideTile(overrides: Partial<OutsideLiveTableTile> = {}): OutsideLiveTableTile {
  return {
    kind: 'outside',
    tableID: 40,
    code: 'speed-roulette-1',
    name: 'Hızlı Rulet',
    providerID: 9,
    providerName: 'Dış Canlı Stüdyo',
    categoryID: 1,
    categoryName: 'Rulet',
    rtpBasisPoints: 9730,
    isFavorite: false,
    imageUrl: '/casino/images/40.svg?v=test',
    ...overrides,
  };
}

export function tablesPages(tables: LiveTableTile[]): TablePages {
  return { pages: [{ tables, pagination: { total: tables.length, limit: 100, offset: 0 } }], pageParams: [0] };
}
