import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Metrics } from '../platform/metrics.js';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics. With `METRICS_TOKEN` set it needs `Authorization: Bearer <token>`. Without one it
 * answers only in demo mode, and only a request made on the machine itself that did not come
 * through a proxy (a same-host proxy's requests come from 127.0.0.1 too, but carry its
 * forwarding headers). Anyone else gets the same 404 as for a page that does not exist.
 */
export function registerMetricsRoute(
  server: FastifyInstance,
  metrics: Metrics,
  config: Pick<AppConfig, 'metricsToken' | 'demoMode'>,
): void {
  if (!config.metricsToken && !config.demoMode) {
    server.log.warn('GET /metrics is off: outside demo mode it needs METRICS_TOKEN');
  }
  server.get(METRICS_PATH, async (request, reply) => {
    if (!mayRead(request, config)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function mayRead(request: FastifyRequest, config: Pick<AppConfig, 'metricsToken' | 'demoMode'>): boolean {
  if (config.metricsToken === null) {
    const proxied = FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined);
    return config.demoMode && !proxied && LOOPBACK.has(request.ip);
  }
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${config.metricsToken}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
