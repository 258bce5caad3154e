/** Which tables a list shows: the address's category or provider, the search, or the player's favourites. */
export interface TableFilter {
  categoryID?: number;
  providerID?: number;
  /** Already cleaned and trimmed (lib/search-text). */
  search?: string;
  favorites?: boolean;
}

/**
 * Query keys of the live lobby and tables. Table lists carry the player's uid ('' for a visitor:
 * each tile says whether it is that player's favourite) and the language (names come translated).
 */
export const liveKeys = {
  all: ['live'] as const,
  categories: (uid: string, language: string) => ['live', 'categories', uid, language] as const,
  providers: (uid: string) => ['live', 'providers', uid] as const,
  tablesOf: (uid: string) => ['live', 'tables', uid] as const,
  tables: (uid: string, language: string, filter: TableFilter) => ['live', 'tables', uid, language, filter] as const,
  table: (uid: string, tableID: number) => ['live', 'table', uid, tableID] as const,
  round: (uid: string, tableID: number) => ['live', 'round', uid, tableID] as const,
  session: (uid: string, tableID: number, since: string) => ['live', 'session', uid, tableID, since] as const,
};

/** The filter a cached table list was asked with (the last part of its key). */
export function filterOfKey(key: readonly unknown[]): TableFilter {
  const filter = key[4];
  return typeof filter === 'object' && filter !== null ? (filter as TableFilter) : {};
}
