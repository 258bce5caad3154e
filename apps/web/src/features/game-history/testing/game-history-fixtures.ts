import type { GameHistoryPage, GameRound, GameRoundDetail, MethodName } from '@bnw/contract';
import { vi } from 'vitest';
import { api } from '@/lib/api-client';
import { initialAppState, useAppStore } from '@/stores/app-store';

/** Test data shaped like the server's answers (apps/server/test/game-history.test.ts). */
export function round(fields: Partial<GameRound> = {}): GameRound {
  return {
    roundID: 1,
    providerRoundID: 'round-1',
    gameID: 7,
    gameName: 'Sultan Hazinesi',
    providerName: 'BNW Stüdyo',
    stakeKurus: 1_000,
    winKurus: 2_500,
    status: 'settled',
    openedAt: '2026-11-23T11:05:00.000Z',
    settledAt: '2026-11-23T11:05:02.000Z',
    ...fields,
  };
}

export function page(rounds: GameRound[], total = rounds.length, offset = 0): GameHistoryPage {
  const stakedKurus = rounds.reduce((sum, item) => sum + item.stakeKurus, 0);
  const wonKurus = rounds.reduce((sum, item) => sum + item.winKurus, 0);
  return {
    rounds,
    pagination: { total, limit: 20, offset },
    totals: { stakedKurus, wonKurus, netKurus: wonKurus - stakedKurus },
  };
}

export function detail(of: GameRound, calls: GameRoundDetail['calls']): GameRoundDetail {
  return { round: of, calls, callsTotal: calls.length };
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

type Answer = (data: Record<string, unknown>) => unknown;

/** api.request answered per method; anything unlisted rejects (a test should say what it expects). */
export function answerRequests(answers: Partial<Record<MethodName, Answer | unknown>>) {
  return vi.spyOn(api, 'request').mockImplementation(async (method: MethodName, data: unknown) => {
    if (!(method in answers)) throw new Error(`unexpected call ${method}`);
    const answer = answers[method];
    return (typeof answer === 'function' ? (answer as Answer)(data as Record<string, unknown>) : answer) as never;
  });
}
