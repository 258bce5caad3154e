import type { GameTile, LiveFavoriteTile, MethodOutput } from '@bnw/contract';
import type { InfiniteData } from '@tanstack/react-query';

export type GamesPage = MethodOutput<'casino.games_list'>;
export type GamePages = InfiniteData<GamesPage, number>;

/** Every tile loaded so far, in order. */
export function loadedGames(pages: readonly GamesPage[]): GameTile[] {
  return pages.flatMap((page) => page.games);
}

/**
 * The offset of the page after `pages`, or undefined when the list is complete: the last page
 * was empty, or as many tiles are loaded as the server counts.
 */
export function nextGamesOffset(pages: readonly GamesPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.games.length === 0) return undefined;
  const loaded = loadedGames(pages).length;
  return loaded < last.pagination.total ? loaded : undefined;
}

/** The same pages with one game's heart set to `isFavorite` (the lobby's tiles). */
export function withFavoriteFlag(data: GamePages, gameID: number, isFavorite: boolean): GamePages {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.games.some((game) => game.gameID === gameID)
        ? { ...page, games: page.games.map((game) => (game.gameID === gameID ? { ...game, isFavorite } : game)) }
        : page,
    ),
  };
}

/**
 * The favourites grid's pages without one game (its heart was emptied there): the tile leaves
 * at once and the count drops by one, as the server's list does.
 */
export function withoutGame(data: GamePages, gameID: number): GamePages {
  if (!data.pages.some((page) => page.games.some((game) => game.gameID === gameID))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      games: page.games.filter((game) => game.gameID !== gameID),
      pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) },
    })),
  };
}

/** The favourites list (user.favorites) with the game added at the end or taken out. */
export function withFavoriteInList(list: readonly GameTile[], game: GameTile, isFavorite: boolean): GameTile[] {
  const others = list.filter((item) => item.gameID !== game.gameID);
  return isFavorite ? [...others, { ...game, isFavorite: true }] : others;
}

/**
 * The slots of a user.favorites answer: the call answers slots (`gameID`) for type casino and
 * live tables (`tableID`) for type livecasino, one schema for both, so the type says either.
 */
export function slotFavorites(list: readonly GameTile[] | readonly LiveFavoriteTile[]): GameTile[] {
  return (list as ReadonlyArray<GameTile | LiveFavoriteTile>).filter((tile): tile is GameTile => 'gameID' in tile);
}
