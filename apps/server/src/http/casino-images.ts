import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gameImageVersion, gameTileSvg } from '../modules/casino/game-image.js';
import { UPLOADED_IMAGE_EXTENSIONS, uploadedImageVersion } from '../platform/game-image-address.js';
import type { Services } from '../services.js';

const IMAGE_FILE = /^([1-9][0-9]{0,9})\.(svg|png|jpg|webp)$/;
/** The address carries the picture's version (its hash, or all it is drawn from), so an answer never goes stale. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
const LARGEST_ID = 2_147_483_647;

type Db = Pick<Services, 'db'>['db'];

/** 304 when the browser holds this version; otherwise the caching headers, and the caller sends the body. */
function cachedOrHeaders(request: FastifyRequest, reply: FastifyReply, version: string): boolean {
  const etag = `"${version}"`;
  reply.header('cache-control', CACHE_FOREVER).header('etag', etag).header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] !== etag) return false;
  reply.code(304).send();
  return true;
}

async function sendDrawn(db: Db, gameId: number, request: FastifyRequest, reply: FastifyReply) {
  const game = await db.selectFrom('games').select(['id', 'name', 'theme']).where('id', '=', gameId).executeTakeFirst();
  if (!game) return reply.code(404).header('cache-control', 'no-store').send();
  if (cachedOrHeaders(request, reply, gameImageVersion(game))) return reply;
  return reply.type('image/svg+xml; charset=utf-8').send(gameTileSvg(game));
}

/** The uploaded picture, only under the ending of its own type (a .png address never answers a JPEG). */
async function sendUploaded(db: Db, gameId: number, extension: string, request: FastifyRequest, reply: FastifyReply) {
  const image = await db
    .selectFrom('game_images')
    .select(['mime_type', 'bytes', 'sha256'])
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  if (!image || UPLOADED_IMAGE_EXTENSIONS[image.mime_type] !== extension) {
    return reply.code(404).header('cache-control', 'no-store').send();
  }
  if (cachedOrHeaders(request, reply, uploadedImageVersion(image.sha256))) return reply;
  return reply.type(image.mime_type).send(Buffer.from(image.bytes));
}

/**
 * `GET /casino/images/<gameId>.<ending>`: the lobby tile's picture. `.svg` is drawn from the game's
 * name and theme; `.png`, `.jpg` and `.webp` answer the picture staff uploaded (game_images), with
 * its checked type and `nosniff`, so a browser never reads it as anything else.
 */
export function registerCasinoImages(app: FastifyInstance, services: Pick<Services, 'db'>): void {
  app.get<{ Params: { file: string } }>('/casino/images/:file', async (request, reply) => {
    const match = IMAGE_FILE.exec(request.params.file);
    const gameId = Number(match?.[1] ?? Number.NaN);
    if (!match || !Number.isSafeInteger(gameId) || gameId > LARGEST_ID) {
      return reply.code(404).header('cache-control', 'no-store').send();
    }
    const extension = match[2]!;
    return extension === 'svg'
      ? sendDrawn(services.db, gameId, request, reply)
      : sendUploaded(services.db, gameId, extension, request, reply);
  });
}
