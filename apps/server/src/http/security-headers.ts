import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { isBackofficeUrl } from './backoffice-site.js';

/**
 * The player site's inline scripts, allowed by their hashes; a test holds each equal to its script
 * in apps/web/index.html. The page-shell script (stored theme, layout of the address) must run
 * before the first paint, so it cannot wait for a file.
 */
export const PAGE_SHELL_SCRIPT_HASH = 'sha256-shnq6TtDWO1mg1X9GSAMaFok4KbOoN14d56jUb7Xv4E=';
/**
 * The installable app's script: after load it links the manifest and registers the service worker.
 * Inline, so a first visit fetches no script file for it (the home page's script budget).
 */
export const APP_INSTALL_SCRIPT_HASH = 'sha256-5+qVC2v8GA+p9UkkyQXP+fS+DVx+KInOohzwYJj99aA=';

/**
 * Headers every answer carries. Styles allow 'unsafe-inline' because the notice library
 * injects its stylesheet at run time; scripts come from our own origin only, but for the
 * inline scripts above. The installable app's manifest and service worker (/sw.js) are our
 * own files: said outright rather than left to default-src, so narrowing that never drops them.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' '${PAGE_SHELL_SCRIPT_HASH}' '${APP_INSTALL_SCRIPT_HASH}'`,
  "manifest-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * The back office's policy (everything under /backoffice/): no inline script at all (its page has
 * none), inline styles because MUI's emotion writes its stylesheets at run time, the set-up page's
 * QR code as a data: image, and nothing framed, in or out.
 */
export const BACKOFFICE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The browser features the site never uses, switched off for it and anything it might embed. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/** A year, with subdomains: only sent when the site is reached over https (PUBLIC_URL says so). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** How long the providers' launch origins are kept before the database is asked again. */
export const FRAME_ORIGINS_CACHE_MS = 30_000;
/** The providers whose origins a page may frame, at most (a list, so bounded). */
const MAX_FRAMED_PROVIDERS = 100;

/** Answers the origins the player site's pages may frame. */
export type FrameOrigins = () => Promise<readonly string[]>;

/**
 * The origins of the active providers' launch addresses: the play page frames the game a provider
 * serves there (`frame-src`), and no other site. Read from the database at most every
 * FRAME_ORIGINS_CACHE_MS; nothing else clears it, so a provider added or switched off with
 * `npm run ops -- providers ...` is framed, or no longer framed, within that time (switching one
 * off also refuses its games' start at once, so nothing new is framed from it meanwhile). A failed
 * read keeps the last answer (none at first: then pages frame nothing outside, as before).
 */
export function createFrameOriginsCache(
  db: DatabaseHandle['db'],
  options: { ttlMs?: number; now?: () => number } = {},
): FrameOrigins {
  const ttlMs = options.ttlMs ?? FRAME_ORIGINS_CACHE_MS;
  const now = options.now ?? Date.now;
  let cached: { origins: readonly string[]; readAt: number } | null = null;
  let reading: Promise<readonly string[]> | null = null;
  const read = async () => {
    try {
      const rows = await db
        .selectFrom('game_providers')
        .select('launch_url')
        .where('active', '=', 1)
        .orderBy('id')
        .limit(MAX_FRAMED_PROVIDERS)
        .execute();
      cached = { origins: launchOrigins(rows.map((row) => row.launch_url)), readAt: now() };
    } catch {
      if (cached) cached = { ...cached, readAt: now() };
    } finally {
      reading = null;
    }
    return cached?.origins ?? [];
  };
  return () => {
    if (cached && now() - cached.readAt < ttlMs) return Promise.resolve(cached.origins);
    // Concurrent pages share one read.
    reading ??= read();
    return reading;
  };
}

/** Distinct http(s) origins of the addresses; anything unreadable is left out, never passed into the header. */
export function launchOrigins(launchUrls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const address of launchUrls) {
    if (!URL.canParse(address)) continue;
    const url = new URL(address);
    if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
  }
  return [...origins];
}

/** The policy of a page of the player site: the base one, and which games it may frame. */
export function pagePolicy(frameOrigins: readonly string[]): string {
  return `${CONTENT_SECURITY_POLICY}; frame-src 'self'${frameOrigins.map((origin) => ` ${origin}`).join('')}`;
}

/**
 * Our studio's game pages (`/studio/<game>`) are the one part of the site meant to be framed: by
 * our own play page, never by another site. Every other page refuses all framing.
 */
const STUDIO_GAME_PATH = /^\/studio\/[^/?#]+/;

export function isStudioGamePage(url: string): boolean {
  return STUDIO_GAME_PATH.test(url);
}

function framedBySelfOnly(policy: string): string {
  return policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
}

function isPage(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * `frameOrigins`: the origins the player site's pages may frame (the play page's game); without
 * it, or on any answer that is not a page, `default-src 'self'` frames nothing from outside.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl'>,
  frameOrigins?: FrameOrigins,
): void {
  const https = config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    if (https) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (isBackofficeUrl(request.url)) return backofficeHeaders(reply, payload);
    const framing = frameOrigins && isPage(reply);
    const policy = framing ? pagePolicy(await frameOrigins()) : CONTENT_SECURITY_POLICY;
    const studioGame = isPage(reply) && isStudioGamePage(request.url);
    reply.header('Content-Security-Policy', studioGame ? framedBySelfOnly(policy) : policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', studioGame ? 'SAMEORIGIN' : 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });
}

/**
 * The back office's answers: its own policy, never framed, kept out of search engines, and no
 * Referer at all (the set-up page's address carries a one-time token).
 */
function backofficeHeaders<T>(reply: FastifyReply, payload: T): T {
  reply.header('Content-Security-Policy', BACKOFFICE_CONTENT_SECURITY_POLICY);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  reply.header('X-Robots-Tag', 'noindex, nofollow');
  return payload;
}
