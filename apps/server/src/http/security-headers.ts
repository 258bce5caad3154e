import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/**
 * The one inline script of the player site: apps/web/index.html's page-shell script (stored theme,
 * layout of the address) must run before the first paint, so it cannot wait for a file. Allowed by
 * its hash; a test holds this equal to the script in index.html.
 */
export const PAGE_SHELL_SCRIPT_HASH = 'sha256-0w2A4rlx3ukMsaZqHZzi44+7ZqCnv/+RzjID3cTHaGA=';

/**
 * Headers every answer carries. Styles allow 'unsafe-inline' because the notice library
 * injects its stylesheet at run time; scripts come from our own origin only, but for the
 * page shell's script above.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' '${PAGE_SHELL_SCRIPT_HASH}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
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

export function installSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>): void {
  const https = config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (_request, reply, payload) => {
    if (https) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });
}
