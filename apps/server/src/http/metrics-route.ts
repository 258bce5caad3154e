import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../platform/metrics.js';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics. With `METRICS_TOKEN` set it needs `Authorization: Bearer <token>`; without,
 * it answers the machine itself only (a scraper on the same host or a port forward). Anyone
 * else gets the same 404 as for a page that does not exist.
 */
export function registerMetricsRoute(server: FastifyInstance, metrics: Metrics, token: string | null): void {
  server.get(METRICS_PATH, async (request, reply) => {
    if (!mayRead(request, token)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function mayRead(request: FastifyRequest, token: string | null): boolean {
  if (token === null) return LOOPBACK.has(request.ip);
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
