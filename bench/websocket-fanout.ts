/**
 * The real-time layer under load: one server process with REDIS_URL holds
 * N idle WebSocket connections (target: 10 000 under 300 MB resident), and a message published
 * straight into Redis reaches every one of 5 000 watchers of one table (target: p99 under 200 ms
 * from publish to receipt). Everything stays on 127.0.0.1; the clients are this process (its own
 * file-descriptor limit), the server a child process (its own). Bounded in count and in time.
 *
 *   npm run bench:ws
 *   BENCH_WS_CONNECTIONS=2000 BENCH_WS_WATCHERS=1000 npm run bench:ws   (a smaller run)
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIVE_PATH } from '@bnw/contract';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { type ServerProcess, startServer } from '../apps/server/test/support/server-process.js';
import { writeResults } from './support/results.js';

const CONNECTIONS = Number(process.env.BENCH_WS_CONNECTIONS ?? 10_000);
const WATCHERS = Math.min(CONNECTIONS, Number(process.env.BENCH_WS_WATCHERS ?? 5_000));
const ROUNDS = Number(process.env.BENCH_WS_ROUNDS ?? 30);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGET_RSS_MB = 300;
const TARGET_P99_MS = 200;
const CONNECT_BATCH = 250;
const CONNECT_DEADLINE_MS = 180_000;
const ROUND_DEADLINE_MS = 10_000;
const ROUND_GAP_MS = 300;
/**
 * A topic that exists (the hub refuses invented ones): a live table, whose own round events reach
 * the watchers too and are told apart from the benchmark's by their lack of `seq`.
 */
const WATCHED_TOPIC = 'table:rulet-galata';
const IDLE_TOPIC = 'lobby:live';

/** Resident memory of a process, in bytes, from /proc (Linux). */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kilobytes * 1024;
}

const nowMs = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Watcher {
  socket: WebSocket;
  onEvent: ((data: { seq: number; sentAtMs: number }) => void) | null;
}

/** Opens one socket and subscribes it; resolves once the server said `subscribed`. */
function connect(url: string, topic: string): Promise<Watcher> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    const watcher: Watcher = { socket, onEvent: null };
    const timer = setTimeout(() => reject(new Error('connection not subscribed in time')), 30_000);
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; data?: { seq: number; sentAtMs: number } };
      if (message.type === 'subscribed') {
        clearTimeout(timer);
        resolve(watcher);
      } else if (message.type === 'event' && message.data) watcher.onEvent?.(message.data);
    });
  });
}

async function openConnections(url: string): Promise<Watcher[]> {
  const deadline = Date.now() + CONNECT_DEADLINE_MS;
  const opened: Watcher[] = [];
  for (let start = 0; start < CONNECTIONS; start += CONNECT_BATCH) {
    if (Date.now() > deadline) throw new Error(`only ${opened.length} connections within the deadline`);
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, CONNECTIONS - start) }, (_, index) =>
      connect(url, start + index < WATCHERS ? WATCHED_TOPIC : IDLE_TOPIC),
    );
    opened.push(...(await Promise.all(batch)));
  }
  return opened;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Each round: one PUBLISH into Redis, then the time until each watcher has it. */
async function measureFanOut(watchers: Watcher[], publisher: Redis, channel: string) {
  const latencies: number[] = [];
  const completions: number[] = [];
  let lost = 0;
  for (let seq = 0; seq < ROUNDS; seq += 1) {
    let received = 0;
    let lastAtMs = 0;
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ROUND_DEADLINE_MS);
      for (const watcher of watchers) {
        watcher.onEvent = (data) => {
          if (data.seq !== seq) return;
          const at = nowMs();
          latencies.push(at - data.sentAtMs);
          lastAtMs = at;
          received += 1;
          if (received === watchers.length) {
            clearTimeout(timer);
            resolve();
          }
        };
      }
    });
    const sentAtMs = nowMs();
    await publisher.publish(channel, JSON.stringify({ seq, sentAtMs }));
    await done;
    lost += watchers.length - received;
    if (received === watchers.length) completions.push(lastAtMs - sentAtMs);
    await sleep(ROUND_GAP_MS);
  }
  latencies.sort((a, b) => a - b);
  completions.sort((a, b) => a - b);
  return { latencies, completions, lost };
}

async function main(): Promise<void> {
  const prefix = `bench-${randomBytes(4).toString('hex')}:`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-bench-ws-'));
  const limit = Number(execSync('ulimit -n', { shell: '/bin/bash' }).toString().trim());
  if (limit < CONNECTIONS + 100) {
    throw new Error(`this shell allows ${limit} open files; raise it (ulimit -n ${CONNECTIONS + 1000}) first`);
  }
  let server: ServerProcess | null = null;
  const publisher = new Redis(REDIS_URL, { connectTimeout: 2_000, commandTimeout: 2_000, maxRetriesPerRequest: 1 });
  let watchers: Watcher[] = [];
  try {
    server = await startServer({
      SQLITE_PATH: path.join(dataDir, 'bench.sqlite'),
      DATABASE_URL: '',
      WEB_DIST_DIR: '',
      REDIS_URL,
      REDIS_CHANNEL_PREFIX: prefix,
      LIVE_MAX_CONNECTIONS: String(CONNECTIONS + 100),
      // Every socket comes from this one machine.
      LIVE_MAX_CONNECTIONS_PER_ADDRESS: String(CONNECTIONS + 100),
      MAX_CONNECTIONS_PER_ADDRESS: String(CONNECTIONS + 100),
    });
    const pid = server.process.pid!;
    const url = `${server.baseUrl.replace('http', 'ws')}${LIVE_PATH}`;
    // Warm the server (its first socket loads the hub's code paths), then measure from there.
    const warm = await connect(url, IDLE_TOPIC);
    warm.socket.close();
    await sleep(1_000);
    const rssBefore = residentBytes(pid);
    const connectStarted = nowMs();
    watchers = await openConnections(url);
    const connectSeconds = (nowMs() - connectStarted) / 1000;
    await sleep(2_000); // let the server settle (buffers, GC)
    const rssAfter = residentBytes(pid);

    const fanOut = await measureFanOut(watchers.slice(0, WATCHERS), publisher, `${prefix}${WATCHED_TOPIC}`);
    const rssAfterFanOut = residentBytes(pid);
    const perConnection = (rssAfter - rssBefore) / CONNECTIONS;
    const p50 = percentile(fanOut.latencies, 0.5);
    const p99 = percentile(fanOut.latencies, 0.99);
    const completionP99 = percentile(fanOut.completions, 0.99);
    const mb = (bytes: number) => round1(bytes / 1024 / 1024);
    writeResults('websocket-fanout', {
      machine: { cpus: os.cpus().length, totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024) },
      connections: {
        count: CONNECTIONS,
        secondsToOpen: round1(connectSeconds),
        serverRssBeforeMb: mb(rssBefore),
        serverRssAfterMb: mb(rssAfter),
        bytesPerConnection: Math.round(perConnection),
        targetRssMb: TARGET_RSS_MB,
        rssToTarget: round1(mb(rssAfter) / TARGET_RSS_MB),
        meetsRssTarget: mb(rssAfter) < TARGET_RSS_MB,
      },
      fanOut: {
        watchers: WATCHERS,
        rounds: ROUNDS,
        deliveries: fanOut.latencies.length,
        lost: fanOut.lost,
        latencyP50Ms: round1(p50),
        latencyP99Ms: round1(p99),
        latencyMaxMs: round1(fanOut.latencies.at(-1) ?? NaN),
        lastWatcherP50Ms: round1(percentile(fanOut.completions, 0.5)),
        lastWatcherP99Ms: round1(completionP99),
        deliveriesPerSecondWithinRound: Math.round(WATCHERS / (percentile(fanOut.completions, 0.5) / 1000)),
        serverRssAfterMb: mb(rssAfterFanOut),
        targetP99Ms: TARGET_P99_MS,
        p99ToTarget: round1(p99 / TARGET_P99_MS),
        meetsLatencyTarget: p99 < TARGET_P99_MS && fanOut.lost === 0,
      },
      note: 'publish is a Redis PUBLISH from this process; receipt is this process, on 127.0.0.1; the server is one child process with REDIS_URL',
    });
  } finally {
    for (const watcher of watchers) watcher.socket.terminate();
    publisher.disconnect();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
