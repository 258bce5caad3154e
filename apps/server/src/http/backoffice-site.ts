import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../rpc/envelope-response.js';

/** Where the back office lives; its router's basename (apps/backoffice/src/main.tsx) says the same. */
export const BACKOFFICE_PREFIX = '/backoffice';

/** True for the back office's own addresses (its pages and its files), which carry its own headers. */
export function isBackofficeUrl(url: string): boolean {
  return url === BACKOFFICE_PREFIX || /^\/backoffice[/?#]/.test(url);
}

const PAGE_FILE = 'index.html';

/** Hashed assets never change; the page must always be fresh (a release changes its asset names). */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * The page, read on each request (a rebuild is served without a restart); 503 with a plain
 * Turkish line while the back office has not been built.
 */
async function sendPage(distDir: string, reply: FastifyReply): Promise<FastifyReply> {
  let page: Buffer;
  try {
    page = await fs.promises.readFile(path.join(distDir, PAGE_FILE));
  } catch {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('Yönetim paneli henüz derlenmedi: önce "npm run build" çalıştırın.');
  }
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
}

/**
 * Serves the built back office (apps/backoffice/dist) under /backoffice/: its files, and its page
 * for every other address there (`/backoffice/setup?token=…`, `/backoffice/tickets/12`), whose
 * router shows the right screen. A missing asset stays a 404, never the page. `distDir` null: no
 * back office on this server (the player site's pages answer its addresses as any unknown path).
 */
export async function registerBackofficeSite(app: FastifyInstance, distDir: string | null): Promise<void> {
  if (distDir === null) return;
  await app.register(
    async (scope) => {
      // Registered even before the first build (the plugin only warns): its `/backoffice/*` route
      // must exist, or the player site's `/*` would answer these addresses with its own page.
      await scope.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        // The player site's registration decorates the reply; this one sends its own files only.
        decorateReply: false,
        wildcard: true,
        index: false,
        // `.br` and `.gz` beside each built file (the same precompress step as the player site).
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });
      scope.get('/', (_request, reply) => sendPage(distDir, reply));
      scope.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
        const isAsset = request.url.startsWith(`${BACKOFFICE_PREFIX}/assets/`);
        if (request.method !== 'GET' || isAsset) {
          return reply.code(404).send(envelope(false, 'unknownMethod', 'tr', null));
        }
        return sendPage(distDir, reply);
      });
    },
    { prefix: BACKOFFICE_PREFIX },
  );
}
