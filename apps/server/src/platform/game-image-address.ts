import { createHash } from 'node:crypto';

/**
 * The address of a game's picture (`GET /casino/images/<id>.svg`, http/casino-images.ts). Down here
 * because several modules name it: the casino lobby's tiles, the studio's high-earnings feed and the
 * wallet's virtual games, and modules never import each other. The picture itself is drawn by
 * modules/casino/game-image.ts.
 */

/** Everything the picture is drawn from: the games row's id, name and theme (our studio's colours and symbols). */
export interface GameImageSource {
  id: number;
  name: string;
  /** games.theme as stored (JSON); null for an outside provider's game, which gets the plain tile. */
  theme: string | null;
}

/**
 * The drawing code's own version: raise it whenever modules/casino/game-image.ts draws differently,
 * so that every address changes and no browser keeps the old drawing. game-image.test.ts pins the
 * drawing of this version and fails when it changes without a raise.
 */
export const GAME_IMAGE_DRAWING = 1;

/**
 * A short, stable digest of all the picture's inputs: its version in the address and its ETag. A
 * JSON array, not a joined string, so no name or theme can shift a boundary and collide.
 */
export function gameImageVersion(game: GameImageSource): string {
  const inputs = JSON.stringify([GAME_IMAGE_DRAWING, game.id, game.name, game.theme]);
  return createHash('sha256').update(inputs).digest('hex').slice(0, 12);
}

/** The picture's address; it changes when anything it is drawn from does, so the picture can be cached for good. */
export function gameImageUrl(game: GameImageSource): string {
  return `/casino/images/${game.id}.svg?v=${gameImageVersion(game)}`;
}
