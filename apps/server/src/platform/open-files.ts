import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AppConfig } from '../config.js';

/** Descriptors kept for what is not a client's socket: the database pool, Redis, log files, the reference provider. */
export const DESCRIPTOR_RESERVE = 1_024;
const ULIMIT_TIMEOUT_MS = 2_000;

/**
 * The most descriptors the process can need: a socket per WebSocket, and per HTTP connection its
 * socket and the file of the built site it may be sending (http/connection-guard.ts holds the
 * sockets to these bounds).
 */
export function descriptorsNeeded(config: Pick<AppConfig, 'live' | 'http'>): number {
  return config.live.maxConnections + 2 * config.http.maxHttpConnections + DESCRIPTOR_RESERVE;
}

/** The soft "Max open files" of a /proc/<pid>/limits text; null when absent. */
export function parseOpenFilesLimit(limitsText: string): number | null {
  const line = limitsText.split('\n').find((row) => row.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  if (soft === 'unlimited') return Number.POSITIVE_INFINITY;
  const limit = Number(soft);
  return Number.isSafeInteger(limit) && limit > 0 ? limit : null;
}

/**
 * The process's open-files limit now. Node raises its soft limit to the hard one as it starts, so
 * this is the hard limit of whoever launched it. /proc on Linux, else a shell's `ulimit -n` (a child
 * inherits the limit); null when neither answers.
 */
export function openFilesLimit(): number | null {
  try {
    return parseOpenFilesLimit(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    try {
      const answer = execFileSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: ULIMIT_TIMEOUT_MS });
      return answer.trim() === 'unlimited' ? Number.POSITIVE_INFINITY : parseOpenFilesLimit(`Max open files ${answer}`);
    } catch {
      return null;
    }
  }
}

/**
 * Stops the start when the process may not open as many descriptors as its bounds let clients
 * take: past the limit, accepting a connection fails for everyone (EMFILE) rather than for the
 * client over its bound. Node cannot raise a hard limit; whoever launches it can.
 */
export function assertOpenFilesLimit(config: Pick<AppConfig, 'live' | 'http'>, limit: number | null): void {
  const needed = descriptorsNeeded(config);
  if (limit === null || limit >= needed) return;
  throw new Error(
    `the process may open ${limit} files, and its bounds need ${needed}: LIVE_MAX_CONNECTIONS (${config.live.maxConnections}) ` +
      `+ 2 x MAX_HTTP_CONNECTIONS (${config.http.maxHttpConnections}) + ${DESCRIPTOR_RESERVE} kept for the database, Redis and logs. ` +
      `Raise the hard limit of open files (systemd: LimitNOFILE=${needed}; a shell: ulimit -Hn ${needed}; ` +
      `Docker: --ulimit nofile=${needed}:${needed}) or lower those bounds.`,
  );
}
