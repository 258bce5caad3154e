import type { FastifyInstance } from 'fastify';
import { gameImageVersion, gameTileSvg } from '../modules/casino/game-image.js';
import type { Services } from '../services.js';

const IMAGE_FILE = /^([1-9][0-9]{0,9})\.svg$/;
/** The address carries the picture's version (from all it is drawn from), so an answer never goes stale. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** `GET /casino/images/<gameId>.svg`: the lobby tile's picture, drawn from the game's name and theme. */
export function registerCasinoImages(app: FastifyInstance, services: Pick<Services, 'db'>): void {
  app.get<{ Params: { file: string } }>('/casino/images/:file', async (request, reply) => {
    const gameId = Number(IMAGE_FILE.exec(request.params.file)?.[1] ?? Number.NaN);
    const game =
      Number.isSafeInteger(gameId) && gameId <= 2_147_483_647
        ? await services.db
            .selectFrom('games')
            .select(['id', 'name', 'theme'])
            .where('id', '=', gameId)
            .executeTakeFirst()
        : undefined;
    if (!game) return reply.code(404).header('cache-control', 'no-store').send();
    const etag = `"${gameImageVersion(game)}"`;
    reply.header('cache-control', CACHE_FOREVER).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(gameTileSvg(game));
  });
}
