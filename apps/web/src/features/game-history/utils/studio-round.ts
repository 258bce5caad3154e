import type { GameRound } from '@bnw/contract';

/**
 * Our studio's wallet round names: `studio-<seed pair>-<nonce>` (apps/server/src/modules/studio/spin.ts),
 * and `studio-<round id>` from before a spin became one transaction, still in older histories.
 */
const STUDIO_ROUND_NAME = /^studio-\d+(?:-\d+)?$/;

/**
 * A round of our own studio. The game history's round has no studio flag; the wallet round's name
 * is one an outside provider's round cannot take for the same game, and the one thing the round
 * already carries that says so.
 */
export function isStudioRound(round: Pick<GameRound, 'providerRoundID'>): boolean {
  return STUDIO_ROUND_NAME.test(round.providerRoundID);
}
