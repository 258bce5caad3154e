import { describe, expect, it } from 'vitest';
import { casinoMethods } from './casino.js';

const gamesList = casinoMethods['casino.games_list'].input;
const favorites = casinoMethods['user.favorites'].input;

describe('casino.games_list input', () => {
  it('pages 9 games from the start by default, in Turkish, flags off', () => {
    expect(gamesList.parse({})).toEqual({ Lang: 'tr', limit: 9, offset: 0, isMobile: false, favorites: false });
  });

  it('reads the spec flags as 1/0, true/false or their strings', () => {
    for (const on of [1, '1', true, 'true']) expect(gamesList.parse({ favorites: on }).favorites).toBe(true);
    for (const off of [0, '0', false, 'false']) expect(gamesList.parse({ isMobile: off }).isMobile).toBe(false);
  });

  it('trims the search and bounds it to 50 characters with its own message', () => {
    expect(gamesList.parse({ searchGameName: '  İstanbul ' }).searchGameName).toBe('İstanbul');
    const long = gamesList.safeParse({ searchGameName: 'ş'.repeat(51) });
    expect(long.success ? null : long.error.issues[0]!.message).toBe('gameSearchInvalid');
  });

  it('bounds the page', () => {
    expect(gamesList.safeParse({ limit: 250 }).success).toBe(true);
    expect(gamesList.safeParse({ limit: 251 }).success).toBe(false);
    expect(gamesList.safeParse({ offset: -1 }).success).toBe(false);
  });
});

describe('user.favorites input', () => {
  it('needs an id to insert or delete, not to list', () => {
    expect(favorites.safeParse({ mode: 'list' }).success).toBe(true);
    const missing = favorites.safeParse({ mode: 'insert', type: 'casino' });
    expect(missing.success ? null : missing.error.issues[0]!.message).toBe('gameNotFound');
    expect(favorites.parse({ mode: 'delete', id: '12' })).toMatchObject({ type: 'casino', id: 12 });
  });

  it('names the mode and type it takes when given another', () => {
    const wrong = favorites.safeParse({ mode: 'upsert', type: 'poker', id: 1 });
    expect(wrong.success ? [] : wrong.error.issues.map((issue) => issue.message)).toEqual([
      'favoriteTypeInvalid',
      'favoriteTypeInvalid',
    ]);
  });
});
