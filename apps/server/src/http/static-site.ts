import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../rpc/envelope-response.js';
import { RPC_PATH, type Slider } from '@bnw/contract';
import { registerBackofficeSite } from './backoffice-site.js';
import { renderHomePage } from './home-page.js';

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
    const homeSliders = options.homeSliders;
    const home = homeSliders ? homePageCache(path.join(distDir, pageFile), homeSliders) : null;
    app.get('/', async (request, reply) => (home ? sendHomePage(request, reply, await home()) : sendPage(reply)));
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

/** How long one rendering of the home page serves: the slider list changes by its dates, not by the second. */
const HOME_PAGE_TTL_MS = 10_000;

interface HomePageVariants {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The home page with its slider inlined (home-page.ts), rendered and compressed at most once per
 * HOME_PAGE_TTL_MS whatever the traffic; the page file is read again each time, so a rebuild is
 * served without a restart. A failed slider read serves the plain page rather than failing it.
 */
function homePageCache(pageFile: string, homeSliders: () => Promise<Slider[]>): () => Promise<HomePageVariants> {
  let cached: { at: number; variants: Promise<HomePageVariants> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= HOME_PAGE_TTL_MS) {
      const variants = renderVariants(pageFile, homeSliders);
      cached = { at: now, variants };
      // A failure is not kept: the next request tries again.
      variants.catch(() => {
        cached = null;
      });
    }
    return cached.variants;
  };
}

async function renderVariants(pageFile: string, homeSliders: () => Promise<Slider[]>): Promise<HomePageVariants> {
  const page = await fs.promises.readFile(pageFile, 'utf8');
  const sliders = await homeSliders().catch(() => []);
  const html = Buffer.from(renderHomePage(page, sliders));
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

function sendHomePage(request: FastifyRequest, reply: FastifyReply, variants: HomePageVariants) {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (accepted.has('br')) return reply.header('Content-Encoding', 'br').send(variants.br);
  if (accepted.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(variants.gzip);
  return reply.send(variants.html);
}
