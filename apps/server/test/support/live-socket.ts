import type { LiveServerMessage } from '@bnw/contract';
import { LIVE_PATH } from '@bnw/contract';
import type WebSocket from 'ws';
import type { TestApp } from './test-app.js';

/** How long a test waits for a frame or a close before it fails (never a sleep: it ends at the event). */
const WAIT_MS = 5_000;

/** A test's WebSocket client: frames in arrival order, and how the server closed it. */
export interface LiveClient {
  socket: WebSocket;
  send(message: unknown): void;
  /** The next frame not read yet (waits for it, bounded). */
  next(): Promise<LiveServerMessage>;
  /** The next frame that matches, skipping others. */
  nextMatching(predicate: (message: LiveServerMessage) => boolean): Promise<LiveServerMessage>;
  /** Frames received and not read yet. */
  unread(): LiveServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
}

/** Wraps an open `ws` client. */
export function liveClient(socket: WebSocket): LiveClient {
  const frames: LiveServerMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as LiveServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const waitForFrame = () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no frame from the hub in time')), WAIT_MS);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  const client: LiveClient = {
    socket,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next() {
      while (frames.length === 0) await waitForFrame();
      return frames.shift()!;
    },
    async nextMatching(predicate) {
      for (;;) {
        const index = frames.findIndex(predicate);
        if (index >= 0) return frames.splice(index, 1)[0]!;
        await waitForFrame();
      }
    },
    unread: () => [...frames],
    closed,
  };
  return client;
}

/** A socket to the app through fastify's injectWS (no port). */
export async function openLive(app: Pick<TestApp, 'server'>): Promise<LiveClient> {
  return liveClient(await app.server.injectWS(LIVE_PATH));
}

/** A close within the wait, or a failure. */
export function closedWithin(client: LiveClient): Promise<{ code: number; reason: string }> {
  return Promise.race([
    client.closed,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('socket not closed in time')), WAIT_MS)),
  ]);
}
