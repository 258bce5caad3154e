import { createHash } from 'node:crypto';

/**
 * The address of a game's picture (`GET /casino/images/<id>.<svg|png|jpg|webp>`,
 * http/casino-images.ts): the one place that decides it. Down here because several modules name
 * it: the casino lobby's tiles, the studio's high-earnings feed and the wallet's virtual games, and
 * modules never import each other. A picture staff uploaded (game_images, 033) wins; otherwise the
 * picture is drawn by modules/casino/game-image.ts.
 */

/** Everything the picture is drawn from: the games row's id, name and theme (our studio's colours and symbols). */
export interface GameImageSource {
  id: number;
  name: string;
  /** games.theme as stored (JSON): colours and symbol pictures; null for a game that gets the plain tile. */
  theme: string | null;
}

/**
 * The drawing code's own version: raise it whenever modules/casino/game-image.ts draws differently,
 * so that every address changes and no browser keeps the old drawing. game-image.test.ts pins the
 * drawing of this version and fails when it changes without a raise.
 */
export const GAME_IMAGE_DRAWING = 2;

/**
 * A short, stable digest of all the picture's inputs: its version in the address and its ETag. A
 * JSON array, not a joined string, so no name or theme can shift a boundary and collide.
 */
export function gameImageVersion(game: GameImageSource): string {
  const inputs = JSON.stringify([GAME_IMAGE_DRAWING, game.id, game.name, game.theme]);
  return createHash('sha256').update(inputs).digest('hex').slice(0, 12);
}

/** The file name ending of each uploaded picture's type, as its address spells it. */
export const UPLOADED_IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * The uploaded picture's columns, selected beside the game's by every query that names its
 * picture (left-joined: `.leftJoin('game_images', 'game_images.game_id', 'games.id')`): null, null
 * when none was uploaded.
 */
export const UPLOADED_IMAGE_COLUMNS = [
  'game_images.sha256 as image_sha256',
  'game_images.mime_type as image_type',
] as const;

/** A game as its address needs it: what it is drawn from, and the uploaded picture's hash and type if any. */
export interface GameImageAddressSource extends GameImageSource {
  image_sha256: string | null;
  image_type: string | null;
}

/** An uploaded picture's version in its address and its ETag: the start of its SHA-256. */
export function uploadedImageVersion(sha256: string): string {
  return sha256.slice(0, 12);
}

/**
 * The picture's address: the uploaded picture's, versioned by its hash, or the drawn one's,
 * versioned by everything it is drawn from. Either changes when the picture does, so it can be
 * cached for good.
 */
export function gameImageUrl(game: GameImageAddressSource): string {
  const extension = game.image_type === null ? undefined : UPLOADED_IMAGE_EXTENSIONS[game.image_type];
  if (extension !== undefined && game.image_sha256 !== null) {
    return `/casino/images/${game.id}.${extension}?v=${uploadedImageVersion(game.image_sha256)}`;
  }
  return `/casino/images/${game.id}.svg?v=${gameImageVersion(game)}`;
}
