import type { GameTile } from '@bnw/contract';
import type { GamesPage } from '../utils/game-pages';

/** A tile shaped like the server's (apps/server/src/modules/casino/catalogue.ts). */
export function gameTile(overrides: Partial<GameTile> = {}): GameTile {
  const id = overrides.id ?? 1;
  return {
    id,
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

export const categoriesAnswer = [
  { id: 72, name: 'Hızlı Erişim' },
  { id: 1, name: 'Slot' },
  { id: 2, name: 'Popüler' },
  { id: 3, name: 'Yeni' },
];

export const providersAnswer = [{ id: 1, code: 'bnw-reference', name: 'BNW Referans Sağlayıcı' }];

export { answerRequests, callsOf, captureNotices, signIn, signOut } from '@/testing/player';
