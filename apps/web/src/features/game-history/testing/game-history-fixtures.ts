import type { GameHistoryPage, GameRound, GameRoundDetail } from '@bnw/contract';

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

export { answerRequests, callsOf, captureNotices, signIn, signOut } from '@/testing/player';
