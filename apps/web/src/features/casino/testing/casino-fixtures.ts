import type { GameCategory, GameProvider, GameTile } from '@bnw/contract';
import type { GamesPage } from '../utils/game-pages';

/** A tile shaped like the server's (apps/server/src/modules/casino/catalogue.ts). */
export function gameTile(overrides: Partial<GameTile> = {}): GameTile {
  const id = overrides.gameID ?? 1;
  return {
    gameID: id,
    name: `Oyun ${id}`,
    providerID: 1,
    providerName: 'BNW Referans Sağlayıcı',
    categoryID: 1,
    categoryName: 'Slot',
    rtpBasisPoints: 9620,
    volatility: 'medium',
    maxWinMultiplier: 5000,
    isNew: false,
    isPopular: false,
    imageUrl: `/casino/images/${id}.svg?v=test`,
    isFavorite: false,
    ...overrides,
  };
}

export function gamesPage(
  games: GameTile[],
  { total = games.length, offset = 0, limit = 9 }: { total?: number; offset?: number; limit?: number } = {},
): GamesPage {
  return { games, pagination: { total, limit, offset } };
}

export const categoriesAnswer: GameCategory[] = [
  { CategoryID: 72, name: 'Hızlı Erişim', items: 2 },
  { CategoryID: 1, name: 'Slot', items: 4 },
  { CategoryID: 2, name: 'Popüler', items: 2 },
  { CategoryID: 3, name: 'Yeni', items: 1 },
];

export const providersAnswer: GameProvider[] = [
  { providerID: 1, code: 'bnw-reference', name: 'BNW Referans Sağlayıcı' },
];

export { answerRequests, callsOf, captureNotices, signIn, signOut } from '@/testing/player';
