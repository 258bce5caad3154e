import type { GameRound } from '@bnw/contract';

/**
 * A round of our own studio. The game history's round has no studio flag; the studio module
 * names its wallet rounds `studio-<its round id>` (apps/server/src/modules/studio/spin.ts,
 * walletIds), a name an outside provider's round cannot take for the same game, and the one
 * thing the round already carries that says so.
 */
export function isStudioRound(round: Pick<GameRound, 'providerRoundID'>): boolean {
  return /^studio-\d+$/.test(round.providerRoundID);
}
