import { createHash } from 'node:crypto';

/**
 * The address of a game's picture (`GET /casino/images/<id>.svg`, http/casino-images.ts). Down here
 * because two modules name it: the casino lobby's tiles and the wallet's virtual games, and modules
 * never import each other. The picture itself is drawn by modules/casino/game-image.ts.
 */

/** A short, stable digest of the name: the picture's version in its address and its ETag. */
export function gameImageVersion(gameId: number, name: string): string {
  return createHash('sha256').update(`${gameId}:${name}`).digest('hex').slice(0, 12);
}

/** The picture's address; it changes when the name does, so the picture can be cached for good. */
export function gameImageUrl(gameId: number, name: string): string {
  return `/casino/images/${gameId}.svg?v=${gameImageVersion(gameId, name)}`;
}
