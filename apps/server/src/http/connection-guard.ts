import { BlockList, type Socket, isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { ConnectionCloseReason } from '../platform/metrics.js';

type GuardConfig = Pick<AppConfig, 'http' | 'live' | 'trustProxy'>;

interface ConnectionCounter {
  countConnectionClosed(reason: ConnectionCloseReason): void;
}

/**
 * Bounds on the sockets themselves, before any request (docs/architecture.md, "Connections and
 * bodies"): a file descriptor per socket is what a flood of idle connections takes from everyone.
 *
 * - The process holds at most its WebSockets' bound plus `maxHttpConnections` sockets; Node closes
 *   the next at once, so the process never runs out of descriptors (platform/open-files.ts checks
 *   at start that its limit holds them).
 * - One peer address holds at most `maxConnectionsPerAddress`; a trusted proxy is no one client, so
 *   it is bounded only by the total, and each forwarded address by its WebSockets (the hub) and by
 *   the proxy's own per-client limits.
 * - A connection that sends no complete request head within `headersTimeoutMs` is closed. Node's
 *   own headers timeout starts only at a request's first byte, so a socket that never sends one
 *   would otherwise stay open for good.
 */
export function guardConnections(server: FastifyInstance, config: GuardConfig, metrics: ConnectionCounter): void {
  const http = server.server;
  const limits = config.http;
  http.maxConnections = config.live.maxConnections + limits.maxHttpConnections;
  const isTrustedProxy = trustedProxies(config.trustProxy);
  const heldByAddress = new Map<string, number>();
  const deadlines = new WeakMap<Socket, NodeJS.Timeout>();

  const release = (address: string) => {
    const held = (heldByAddress.get(address) ?? 1) - 1;
    if (held > 0) heldByAddress.set(address, held);
    else heldByAddress.delete(address);
  };

  http.on('connection', (socket: Socket) => {
    const address = peerAddress(socket);
    if (address === null) return; // already gone
    if (!isTrustedProxy(address)) {
      const held = heldByAddress.get(address) ?? 0;
      if (held >= limits.maxConnectionsPerAddress) {
        metrics.countConnectionClosed('address_full');
        socket.destroy();
        return;
      }
      heldByAddress.set(address, held + 1);
      socket.once('close', () => release(address));
    }
    const deadline = setTimeout(() => {
      metrics.countConnectionClosed('no_request');
      socket.destroy();
    }, limits.headersTimeoutMs);
    deadlines.set(socket, deadline);
    socket.once('close', () => clearTimeout(deadline));
  });

  const requestArrived = (socket: Socket) => {
    clearTimeout(deadlines.get(socket));
    deadlines.delete(socket);
  };
  http.on('request', (request: { socket: Socket }) => requestArrived(request.socket));
  http.on('upgrade', (_request: unknown, socket: Socket) => requestArrived(socket));
  http.on('drop', () => metrics.countConnectionClosed('process_full'));
}

/** The peer's address, an IPv4 one without its IPv6 mapping (`::ffff:10.0.0.5` is 10.0.0.5). */
function peerAddress(socket: Socket): string | null {
  const address = socket.remoteAddress;
  if (!address) return null;
  const mapped = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(mapped) ? mapped : address;
}

/** TRUST_PROXY's addresses and ranges (config.ts has checked each). */
function trustedProxies(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}
