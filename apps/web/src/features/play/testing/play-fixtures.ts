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

export { answerRequests, callsOf, captureNotices, signIn, signOut } from '@/testing/player';
