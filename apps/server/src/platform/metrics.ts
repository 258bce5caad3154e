import { CONTRACT, methodKey } from '@bnw/contract';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Why the WebSocket hub closed a socket (a bounded set of labels). */
export type LiveDropReason = 'bad_message' | 'silent' | 'too_large' | 'too_fast' | 'full' | 'address_full' | 'slow';

/** Why the HTTP server closed a socket before answering anything on it (http/connection-guard.ts). */
export type ConnectionCloseReason = 'address_full' | 'process_full' | 'no_request';

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

  /** The WebSocket hub's open sockets on this process. */
  readonly liveConnections = new Gauge({
    name: 'bnw_live_connections',
    help: 'Open WebSocket connections of the real-time hub on this process.',
    registers: [this.registry],
  });
  private readonly liveSent = new Counter({
    name: 'bnw_live_messages_sent_total',
    help: 'Messages the real-time hub sent to sockets.',
    registers: [this.registry],
  });
  private readonly liveDrops = new Counter({
    name: 'bnw_live_drops_total',
    help: 'Sockets the real-time hub closed, by reason (bad_message, silent, too_large, too_fast, full, address_full, slow).',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  private readonly connectionsClosed = new Counter({
    name: 'bnw_connections_closed_total',
    help: 'Sockets closed before any answer, by reason (address_full, process_full, no_request).',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  private readonly roundBatches = new Histogram({
    name: 'bnw_round_batch_size',
    help: 'Whole rounds settled together in one transaction (a lone player makes batches of one).',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'bnw_' });
  }

  countLiveSent(messages: number): void {
    this.liveSent.inc(messages);
  }

  countLiveDrop(reason: LiveDropReason): void {
    this.liveDrops.inc({ reason });
  }

  countConnectionClosed(reason: ConnectionCloseReason): void {
    this.connectionsClosed.inc({ reason });
  }

  observeRoundBatch(rounds: number): void {
    this.roundBatches.observe(rounds);
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
