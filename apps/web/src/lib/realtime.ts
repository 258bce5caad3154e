import type { LiveServerMessage } from '@bnw/contract';
import { LIVE_CLOSE, LIVE_PATH } from '@bnw/contract/constants';

/*
 * The browser's side of the real-time channel: one WebSocket per tab, opened when
 * something first wants it (a signed-in player, a game page's topic), signed in by a message with
 * the session the RPC client holds, and opened again after every loss with exponential backoff and
 * jitter; after a reconnection it signs in and subscribes again to everything it followed. What
 * arrives is handed to the listeners of its topic. It imports nothing of the features: the player
 * wiring (realtime-player.ts) and the game pages' hook (realtime-hooks.ts) use it.
 */

/** The part of the browser's WebSocket the connection uses; tests hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

/** The session to sign in with (the RPC's sealed sid and uid), or null for an anonymous watcher. */
export type SessionSource = () => { sid: string; uid?: string } | null;

export type TopicListener = (data: unknown, topic: string) => void;

/** `live`: open, and signed in when a session was wanted: pushes can replace polling. */
export type RealtimeStatus = 'idle' | 'connecting' | 'live' | 'down';

export interface RealtimeOptions {
  url: string;
  createSocket: SocketFactory;
  session: SessionSource;
  /** In [0, 1); tests pass a fixed one. */
  random?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Backoff: 500 ms doubling to 30 s, a random part of it ("full jitter"), so a server restart is not met by every tab at once. */
export const RECONNECT_FIRST_MS = 500;
export const RECONNECT_MAX_MS = 30_000;
const OPEN = 1;

export function reconnectDelayMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The server refused us for what asking again at once would not change: wait the longest. */
const WAIT_LONGEST = new Set<number>([LIVE_CLOSE.full, LIVE_CLOSE.tooLarge, LIVE_CLOSE.badMessage]);

export class Realtime {
  private socket: SocketLike | null = null;
  private readonly topics = new Map<string, Set<TopicListener>>();
  private readonly playerListeners = new Set<TopicListener>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private state: RealtimeStatus = 'idle';
  private attempt = 0;
  private timer: unknown = null;
  private readonly random: () => number;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: RealtimeOptions) {
    this.random = options.random ?? Math.random;
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  get status(): RealtimeStatus {
    return this.state;
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Follows a shared game's topic; the socket opens if it was not. Answers the function that stops following. */
  subscribe(topic: string, listener: TopicListener): () => void {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
      if (this.isOpen()) this.send({ type: 'subscribe', topic });
    }
    listeners.add(listener);
    this.want();
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.topics.get(topic) !== listeners) return;
      this.topics.delete(topic);
      if (this.isOpen()) this.send({ type: 'unsubscribe', topic });
      if (!this.needed()) this.stop();
    };
  }

  /**
   * The signed-in player's own messages (balance, notifications): the server joins their topics on
   * sign-in, so they are heard, never asked for.
   */
  onPlayerEvent(listener: TopicListener): () => void {
    this.playerListeners.add(listener);
    return () => this.playerListeners.delete(listener);
  }

  /** Opens the socket if it is needed (a signed-in player, a topic) and not open or on its way. */
  want(): void {
    if (this.state === 'idle' && this.needed()) this.connect();
  }

  /** Signing in or out: the socket starts again with the session as it is now, if still needed. */
  restart(): void {
    this.attempt = 0;
    this.stop();
    this.want();
  }

  /** Closes, until something wants it again. */
  stop(): void {
    this.drop();
    this.setStatus('idle');
  }

  /** A socket is worth holding for a signed-in player or a followed topic; an idle anonymous one is not. */
  private needed(): boolean {
    return this.topics.size > 0 || this.options.session() !== null;
  }

  private connect(): void {
    this.clearPending();
    this.setStatus('connecting');
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => this.opened(socket);
    socket.onmessage = (event) => this.received(socket, event.data);
    socket.onclose = (event) => this.lost(socket, event.code);
    socket.onerror = () => undefined; // a close follows every error
  }

  private opened(socket: SocketLike): void {
    if (socket !== this.socket) return;
    const session = this.options.session();
    if (session) this.send({ type: 'auth', ...session });
    for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic });
    if (!session) this.becameLive();
  }

  private received(socket: SocketLike, data: unknown): void {
    if (socket !== this.socket || typeof data !== 'string') return;
    let message: LiveServerMessage;
    try {
      message = JSON.parse(data) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.type === 'event') {
      const listeners = isPlayerTopic(message.topic) ? this.playerListeners : this.topics.get(message.topic);
      for (const listener of listeners ?? []) listener(message.data, message.topic);
    } else if (message.type === 'auth') {
      this.becameLive();
    } else if (message.type === 'refused' && message.reason === 'auth_failed') {
      // The stored session is over: watching goes on; the RPC client deals with the session.
      this.becameLive();
    } else if (message.type === 'session_ended') {
      this.setStatus('down');
    }
  }

  private becameLive(): void {
    this.attempt = 0;
    this.setStatus('live');
  }

  private lost(socket: SocketLike, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    if (!this.needed()) return this.setStatus('idle');
    this.setStatus('down');
    const delay = WAIT_LONGEST.has(code) ? RECONNECT_MAX_MS : reconnectDelayMs(this.attempt, this.random);
    this.attempt += 1;
    this.timer = this.setTimer(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  private drop(): void {
    this.clearPending();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'restart');
    }
  }

  private clearPending(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private isOpen(): boolean {
    return this.socket !== null && this.socket.readyState === OPEN;
  }

  private send(message: object): void {
    if (this.isOpen()) this.socket!.send(JSON.stringify(message));
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.state) return;
    this.state = status;
    for (const listener of this.statusListeners) listener(status);
  }
}

function isPlayerTopic(topic: string): boolean {
  return topic.startsWith('player:') || topic.startsWith('players:');
}

/** The address of the channel on the page's own host (wss: under https:). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATH}`;
}
