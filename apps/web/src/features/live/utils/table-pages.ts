import { LIVE_PHASES, type LiveTableState, type LiveTableTile, type MethodOutput } from '@bnw/contract';
import type { InfiniteData } from '@tanstack/react-query';

export type TablesPage = MethodOutput<'livecasino.game_table_list'>;
export type TablePages = InfiniteData<TablesPage, number>;

/** Every table of the pages loaded so far, each once (a table may move between pages meanwhile). */
export function loadedTables(pages: readonly TablesPage[]): LiveTableTile[] {
  const seen = new Set<number>();
  const tables: LiveTableTile[] = [];
  for (const page of pages) {
    for (const table of page.tables) {
      if (seen.has(table.tableID)) continue;
      seen.add(table.tableID);
      tables.push(table);
    }
  }
  return tables;
}

/** The offset of the next page, or undefined once every table is loaded. */
export function nextTablesOffset(pages: readonly TablesPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const next = last.pagination.offset + last.pagination.limit;
  return last.tables.length === 0 || next >= last.pagination.total ? undefined : next;
}

/** Whether `state` is later than `shown`: a later round, or a later phase of the same round. */
export function isNewerState(state: LiveTableState, shown: LiveTableState): boolean {
  if (state.roundNo !== shown.roundNo) return state.roundNo > shown.roundNo;
  return LIVE_PHASES.indexOf(state.phase) >= LIVE_PHASES.indexOf(shown.phase);
}

/** Whether the tile is this table of ours showing an older state than `state`. */
function isOlderTile(table: LiveTableTile, tableID: number, state: LiveTableState): boolean {
  return table.kind === 'ours' && table.tableID === tableID && isNewerState(state, table.live);
}

/**
 * The pages with one of our tables' live state replaced (a `lobby:live` message); the same object
 * when the table is not in them or the message is older than what is shown (messages may cross).
 * An outside provider's table has no state of ours.
 */
export function withTableState(data: TablePages, tableID: number, state: LiveTableState): TablePages {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.tables.some((table) => isOlderTile(table, tableID, state))) return page;
    changed = true;
    const tables = page.tables.map((table) => (isOlderTile(table, tableID, state) ? { ...table, live: state } : table));
    return { ...page, tables };
  });
  return changed ? { ...data, pages } : data;
}

/** The pages with one table's heart set. */
export function withFavoriteFlag(data: TablePages, tableID: number, favorite: boolean): TablePages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      tables: page.tables.map((table) => (table.tableID === tableID ? { ...table, isFavorite: favorite } : table)),
    })),
  };
}

/** The pages without one table (a heart taken away on the favourites page). */
export function withoutTable(data: TablePages, tableID: number): TablePages {
  return {
    ...data,
    pages: data.pages.map((page) => {
      const tables = page.tables.filter((table) => table.tableID !== tableID);
      if (tables.length === page.tables.length) return page;
      const removed = page.tables.length - tables.length;
      return { ...page, tables, pagination: { ...page.pagination, total: page.pagination.total - removed } };
    }),
  };
}
