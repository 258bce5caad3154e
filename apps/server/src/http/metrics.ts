import { timingSafeEqual } from 'node:crypto';
import { CONTRACT, methodKey } from '@bnw/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const METRICS_PATH = '/metrics';

/** How an RPC call ended: answered true, answered false (a refusal), or an unexpected error (500). */
export type RpcOutcome = 'ok' | 'refused' | 'error';

/**
 * The process's Prometheus metrics: Node's own (memory, event loop, GC) and the RPC calls by
 * method and outcome with their durations. Each process has its own registry; Prometheus
 * scrapes every process.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly calls = new Counter({
    name: 'bnw_rpc_calls_total',
    help: 'RPC calls by class.method and outcome (ok, refused, error).',
    labelNames: ['method', 'outcome'],
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'bnw_rpc_duration_seconds',
    help: 'Time to answer an RPC call, by class.method.',
    labelNames: ['method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'bnw_' });
  }

  observeRpc(body: unknown, outcome: RpcOutcome, seconds: number): void {
    const method = metricMethodLabel(body);
    this.calls.inc({ method, outcome });
    this.durations.observe({ method }, seconds);
  }
}

/** The call's class.method when the contract knows it; anything else is one label, so a caller cannot grow the series without end. */
export function metricMethodLabel(body: unknown): string {
  const api = (body as { api?: { class?: unknown; method?: unknown } } | null)?.api;
  if (typeof api?.class !== 'string' || typeof api.method !== 'string') return 'invalid';
  const key = methodKey(api.class, api.method);
  return Object.hasOwn(CONTRACT, key) ? key : 'unknown';
}

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
