import type { GameTile, MethodName } from '@bnw/contract';
import { vi } from 'vitest';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { initialAppState, useAppStore } from '@/stores/app-store';
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

export function signInPlayer(): void {
  useAppStore.setState({
    isLoggedIn: true,
    user: { uid: 'u1', sid: 's1' },
    userProfile: { uid: 'u1', username: 'ayse' },
  });
}

export function signOutPlayer(): void {
  useAppStore.setState(initialAppState());
}

/** Negative notices are recorded instead of shown (sonner stays unloaded). */
export function recordNegativeNotices() {
  return vi.spyOn(notify, 'negative').mockImplementation(() => {});
}

type Answer = (data: Record<string, unknown>) => unknown;

/**
 * api.request answered per method, by a value or a function of the call's data (which may
 * throw or return a promise); a method the test did not name fails the call loudly.
 */
export function answerCalls(answers: Partial<Record<MethodName, unknown>>) {
  return vi.spyOn(api, 'request').mockImplementation(async (method: MethodName, data: unknown) => {
    if (!(method in answers)) throw new Error(`unexpected call ${method}`);
    const answer = answers[method];
    return (typeof answer === 'function' ? await (answer as Answer)(data as Record<string, unknown>) : answer) as never;
  });
}
