import { describe, expect, it } from 'vitest';
import { gameTile, gamesPage } from '../testing/casino-fixtures';
import {
  type GamePages,
  nextGamesOffset,
  slotFavorites,
  withFavoriteFlag,
  withFavoriteInList,
  withoutGame,
} from './game-pages';

const pagesOf = (...pages: GamePages['pages']): GamePages => ({
  pages,
  pageParams: pages.map((page) => page.pagination.offset),
});

describe('nextGamesOffset', () => {
  it('asks for the next tiles until the server has no more', () => {
    const first = gamesPage([gameTile({ gameID: 1 }), gameTile({ gameID: 2 })], { total: 3, offset: 0, limit: 2 });
    const second = gamesPage([gameTile({ gameID: 3 })], { total: 3, offset: 2, limit: 2 });
    expect(nextGamesOffset([first])).toBe(2);
    expect(nextGamesOffset([first, second])).toBeUndefined();
  });

  it('stops at an empty page even if the count said more (a game left the lobby meanwhile)', () => {
    expect(nextGamesOffset([gamesPage([], { total: 5, offset: 9, limit: 9 })])).toBeUndefined();
    expect(nextGamesOffset([])).toBeUndefined();
  });
});

describe('favourite updates of the cached lists', () => {
  const data = pagesOf(
    gamesPage([gameTile({ gameID: 1 }), gameTile({ gameID: 2 })], { total: 3 }),
    gamesPage([gameTile({ gameID: 3 })], { total: 3, offset: 2 }),
  );

  it('fills one heart and leaves the other tiles and pages as they were', () => {
    const next = withFavoriteFlag(data, 3, true);
    expect(next.pages[1]!.games[0]!.isFavorite).toBe(true);
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(data.pages[1]!.games[0]!.isFavorite).toBe(false);
  });

  it('takes a game out of the favourites grid and counts one less', () => {
    const next = withoutGame(data, 2);
    expect(next.pages.flatMap((page) => page.games.map((game) => game.gameID))).toEqual([1, 3]);
    expect(next.pages.map((page) => page.pagination.total)).toEqual([2, 2]);
    expect(withoutGame(data, 99)).toBe(data);
  });

  it('adds a game to the favourites list once and removes it', () => {
    const game = gameTile({ gameID: 5 });
    const added = withFavoriteInList([gameTile({ gameID: 1, isFavorite: true })], game, true);
    expect(added.map((item) => [item.gameID, item.isFavorite])).toEqual([
      [1, true],
      [5, true],
    ]);
    expect(withFavoriteInList(added, game, true)).toHaveLength(2);
    expect(withFavoriteInList(added, game, false).map((item) => item.gameID)).toEqual([1]);
  });
});

describe('slotFavorites', () => {
  it('keeps the slots of a favourites answer, named by gameID', () => {
    expect(slotFavorites([gameTile({ gameID: 4 }), gameTile({ gameID: 7 })]).map((tile) => tile.gameID)).toEqual([
      4, 7,
    ]);
    const { gameID: tableID, ...table } = gameTile({ gameID: 9 });
    expect(slotFavorites([{ ...table, tableID }])).toEqual([]);
  });
});
