import type { MethodName } from '@bnw/contract';
import { vi } from 'vitest';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { initialAppState, useAppStore } from '@/stores/app-store';
import type { SessionSummary } from '../api/session-summary';
import type { StartedGame } from '../api/start-game';

/** Shaped like the server's answers (apps/server/test/play.test.ts). */
export const GAME_ORIGIN = 'https://games.example.com';

export const startedGame: StartedGame = {
  url: `${GAME_ORIGIN}/play?token=${'a'.repeat(64)}&game_id=istanbul-zarlari&lang=tr&currency=TRY`,
  gameID: 12,
  startedAt: '2026-11-22T10:00:00.000Z',
};

export function sessionSummary(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    game: {
      id: 12,
      name: 'İstanbul Zarları',
      providerName: 'BNW Referans Sağlayıcı',
      rtpBasisPoints: 9620,
      maxWinMultiplier: 5000,
      volatility: 'medium',
      lobby: 'slot',
    },
    stakeKurus: 2_000,
    winKurus: 3_250,
    rounds: 3,
    complete: true,
    ...overrides,
  };
}

export function signIn(): void {
  useAppStore.setState({
    isLoggedIn: true,
    user: { uid: 'u1', sid: 's1' },
    userProfile: { uid: 'u1', username: 'ayse' },
  });
}

export function signOut(): void {
  useAppStore.setState(initialAppState());
}

/** Notices are recorded, never shown (sonner stays unloaded). */
export function captureNotices() {
  return { negative: vi.spyOn(notify, 'negative').mockImplementation(() => {}) };
}

type Answer = (data: Record<string, unknown>) => unknown;

/** api.request answered per method; anything unlisted rejects (a test says what it expects). */
export function answerRequests(answers: Partial<Record<MethodName, Answer | unknown>>) {
  return vi.spyOn(api, 'request').mockImplementation(async (method: MethodName, data: unknown) => {
    if (!(method in answers)) throw new Error(`unexpected call ${method}`);
    const answer = answers[method];
    return (typeof answer === 'function' ? (answer as Answer)(data as Record<string, unknown>) : answer) as never;
  });
}

/** How many times a method was called. */
export function callsOf(spy: ReturnType<typeof answerRequests>, method: MethodName): number {
  return spy.mock.calls.filter(([name]) => name === method).length;
}
