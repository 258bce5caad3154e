/** Which games a list shows: the address's category or provider, the search, or the player's favourites. */
export interface GameFilter {
  categoryID?: number;
  providerID?: number;
  /** Already cleaned and trimmed (lib/search-text). */
  search?: string;
  favorites?: boolean;
}

/**
 * Query keys of the lobby. Game lists carry the player's uid ('' for a visitor), because every
 * tile says whether it is that player's favourite, and the language, because category names
 * come translated; so one player's hearts are never shown to the next one on the same phone.
 */
export const casinoKeys = {
  categories: (language: string) => ['casino', 'categories', language] as const,
  providers: () => ['casino', 'providers'] as const,
  gamesOf: (uid: string) => ['casino', 'games', uid] as const,
  games: (uid: string, language: string, filter: GameFilter) => ['casino', 'games', uid, language, filter] as const,
  favorites: (uid: string) => ['casino', 'favorites', uid] as const,
};

/** The filter a cached game list was asked with (the last part of its key). */
export function filterOfKey(key: readonly unknown[]): GameFilter {
  const filter = key[4];
  return typeof filter === 'object' && filter !== null ? (filter as GameFilter) : {};
}
