import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../rpc/envelope-response.js';
import { type InnerSliderType, RPC_PATH, type Slider } from '@bnw/contract';
import { registerBackofficeSite } from './backoffice-site.js';
import { renderHomePage } from './home-page.js';
import { LOBBY_PATHS, LOBBY_SLIDER_TYPES, type LobbyContent, renderLobbyPage } from './lobby-pages.js';

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
export interface StaticSiteOptions {
  demoMode: boolean;
  /** The home slider as `cmscontroller.getSlider` answers the site's first request; `/` carries it. */
  homeSliders?: () => Promise<Slider[]>;
  /** A lobby's first screen from the content (its inner sliders, its first card); the lobby's address carries it. */
  lobbyContent?: (type: InnerSliderType) => Promise<LobbyContent>;
  /** The built back office, served under /backoffice/ with its own page (backoffice-site.ts); null: none. */
  backofficeDistDir?: string | null;
}

export async function registerStaticSite(
  app: FastifyInstance,
  distDir: string | null,
  options: StaticSiteOptions,
): Promise<void> {
  await registerBackofficeSite(app, options.backofficeDistDir ?? null);
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
  if (hasBuild && distDir) {
    // Even asked by name, either page file answers as this installation's page.
    for (const url of PAGE_FILES.map((file) => `/${file}`)) app.get(url, (_request, reply) => sendPage(reply));
    const file = path.join(distDir, pageFile);
    const homeSliders = options.homeSliders;
    const home = homeSliders
      ? renderedPageCache(file, async (page) => renderHomePage(page, await homeSliders().catch(() => [])))
      : null;
    app.get('/', async (request, reply) => (home ? sendRendered(request, reply, await home()) : sendPage(reply)));
    if (options.lobbyContent) registerLobbyPages(app, file, options.lobbyContent);
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

/** Each lobby's address answers the page with its first screen (lobby-pages.ts); the page as it is when its content cannot be read. */
function registerLobbyPages(
  app: FastifyInstance,
  pageFile: string,
  lobbyContent: (type: InnerSliderType) => Promise<LobbyContent>,
): void {
  for (const lobby of LOBBY_PATHS) {
    const type = LOBBY_SLIDER_TYPES[lobby];
    const lobbyPage = renderedPageCache(pageFile, (page) =>
      lobbyContent(type).then(
        (content) => renderLobbyPage(page, content),
        () => page,
      ),
    );
    app.get(lobby, async (request, reply) => sendRendered(request, reply, await lobbyPage()));
  }
}

/** How long one rendering of a page with its content serves: sliders and promotions change by their dates, not by the second. */
const RENDERED_PAGE_TTL_MS = 10_000;

interface PageVariants {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A page with its content inlined (home-page.ts, lobby-pages.ts), rendered and compressed at most
 * once per RENDERED_PAGE_TTL_MS whatever the traffic; the page file is read again each time, so a
 * rebuild is served without a restart. `render` answers the plain page when its content fails.
 */
function renderedPageCache(pageFile: string, render: (page: string) => Promise<string>): () => Promise<PageVariants> {
  let cached: { at: number; variants: Promise<PageVariants> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= RENDERED_PAGE_TTL_MS) {
      const variants = renderVariants(pageFile, render);
      cached = { at: now, variants };
      // A failure is not kept: the next request tries again.
      variants.catch(() => {
        cached = null;
      });
    }
    return cached.variants;
  };
}

async function renderVariants(pageFile: string, render: (page: string) => Promise<string>): Promise<PageVariants> {
  const html = Buffer.from(await render(await fs.promises.readFile(pageFile, 'utf8')));
  return {
    html,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
  };
}

/** The encodings an Accept-Encoding header allows (a `q=0` refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',').slice(0, 20)) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

function sendRendered(request: FastifyRequest, reply: FastifyReply, variants: PageVariants) {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (accepted.has('br')) return reply.header('Content-Encoding', 'br').send(variants.br);
  if (accepted.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(variants.gzip);
  return reply.send(variants.html);
}
