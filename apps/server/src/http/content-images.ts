import type { FastifyInstance } from 'fastify';
import {
  CONTENT_IMAGE_KINDS,
  type ContentImageKind,
  contentImageSvg,
  contentImageVersion,
  findContentImageSource,
} from '../modules/cms/index.js';
import type { Services } from '../services.js';

const IMAGE_FILE = /^([1-9][0-9]{0,9})\.svg$/;
/** The address carries the picture's version (from all it is drawn from), so an answer never goes stale. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function isKind(kind: string): kind is ContentImageKind {
  return (CONTENT_IMAGE_KINDS as readonly string[]).includes(kind);
}

/**
 * `GET /content/images/<kind>/<id>.svg`: the picture of a published slider, promotion, pop-up or
 * tournament, drawn from its row (modules/cms/content-images.ts).
 */
export function registerContentImages(app: FastifyInstance, services: Pick<Services, 'db'>): void {
  app.get<{ Params: { kind: string; file: string } }>('/content/images/:kind/:file', async (request, reply) => {
    const id = Number(IMAGE_FILE.exec(request.params.file)?.[1] ?? Number.NaN);
    const { kind } = request.params;
    const source =
      isKind(kind) && Number.isSafeInteger(id) && id <= 2_147_483_647
        ? await findContentImageSource(services.db, kind, id)
        : null;
    if (!source) return reply.code(404).header('cache-control', 'no-store').send();
    const etag = `"${contentImageVersion(source)}"`;
    reply.header('cache-control', CACHE_FOREVER).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(contentImageSvg(source));
  });
}
