import type { LiveTableState } from '@bnw/contract';
import { describe, expect, it } from 'vitest';
import { liveTile, outsideTile, tablesPages } from '../testing/live-fixtures';
import { withTableState, withoutTable } from './table-pages';

const later = (state: Partial<LiveTableState>): LiveTableState => ({ ...liveTile().live, ...state });

describe('table pages and lobby:live messages', () => {
  it('redraws the tile of a newer state and keeps the pages of an older one', () => {
    const pages = tablesPages([liveTile({ tableID: 1 }), liveTile({ tableID: 2 })]);
    const closed = withTableState(pages, 2, later({ phase: 'closed', secondsLeft: 0, players: 4 }));
    expect(closed.pages[0]?.tables[1]).toMatchObject({ live: { phase: 'closed', players: 4 } });
    expect(closed.pages[0]?.tables[0]).toBe(pages.pages[0]?.tables[0]);
    // A message of the round before, arriving late, is older: nothing changes.
    expect(withTableState(closed, 2, later({ roundNo: 4, phase: 'settled' }))).toBe(closed);
    expect(withTableState(pages, 9, later({ phase: 'closed' }))).toBe(pages);
  });

  it("leaves an outside provider's table as it is: its state is the provider's", () => {
    const pages = tablesPages([liveTile({ tableID: 1 }), outsideTile({ tableID: 2 })]);
    expect(withTableState(pages, 2, later({ phase: 'closed' }))).toBe(pages);
  });

  it('takes a table out of the favourites with its count', () => {
    const pages = tablesPages([liveTile({ tableID: 1 }), liveTile({ tableID: 2 })]);
    expect(withoutTable(pages, 1).pages[0]).toMatchObject({ tables: [{ tableID: 2 }], pagination: { total: 1 } });
  });
});
