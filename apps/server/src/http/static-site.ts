import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope } from '../rpc/envelope-response.js';
import { RPC_PATH } from '@bnw/contract';

/**
 * The page every address answers. Its shell paints the demo banner before any script runs, so
 * the build makes two: `index.html` with the banner and `index.no-demo.html` without it
 * (apps/web/vite-page.ts); the installation's own setting picks one.
 */
const PAGE_FILES = ['index.html', 'index.no-demo.html'] as const;

function pageFileName(demoMode: boolean): string {
  return demoMode ? PAGE_FILES[0] : PAGE_FILES[1];
}

/**
 * Serves the built player site. Any other GET that is not an API path answers the
 * SPA's page, whose router shows the not-found page for unknown paths.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  distDir: string | null,
  options: { demoMode: boolean },
): Promise<void> {
  const pageFile = pageFileName(options.demoMode);
  const hasBuild = distDir !== null && fs.existsSync(path.join(distDir, pageFile));
  if (hasBuild && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      // `/` and the pages' own addresses are routes of their own below: the page of this installation.
      index: false,
      // The build writes `.br` and `.gz` beside each text file (apps/web/vite-precompress.ts): the
      // plugin sends the best one Accept-Encoding allows (br, then gzip, then the file itself),
      // with the original's Content-Type and a Content-Encoding. It does not add Vary: we do.
      preCompressed: true,
      // Our own Cache-Control below, not the plugin's max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; index.html must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Whichever encoding this answer has, a cache must not give it to a client that asked otherwise.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  const sendPage = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile(pageFile);
  if (hasBuild) {
    // Even asked by name, either page file answers as this installation's page.
    const pageUrls = ['/', ...PAGE_FILES.map((file) => `/${file}`)];
    for (const url of pageUrls) app.get(url, (_request, reply) => sendPage(reply));
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(RPC_PATH);
    // A missing script or stylesheet must fail as one, not come back as the page.
    const isAsset = request.url.startsWith('/assets/');
    if (request.method !== 'GET' || isApi || isAsset) {
      return reply.code(404).send(envelope(false, 'unknownMethod', 'tr', null));
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('Oyuncu sitesi henüz derlenmedi: önce "npm run build" çalıştırın.');
    }
    return sendPage(reply);
  });
}
