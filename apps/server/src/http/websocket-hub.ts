import websocket from '@fastify/websocket';
import {
  ALL_PLAYERS_TOPIC,
  LIVE_CLOSE,
  LIVE_PATH,
  type LiveClientMessage,
  type LiveRefusal,
  type LiveServerMessage,
  liveClientMessageSchema,
  playerTopic,
} from '@bnw/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { LiveConfig } from '../config.js';
import type { LiveDropReason } from '../platform/metrics.js';
import { isCountedTopic } from '../platform/presence.js';
import type { Services } from '../services.js';
import { pushBalances } from './websocket-hub-balance.js';
import { TopicDirectory } from './websocket-topics.js';

/** How often the hub looks at its sockets: silent ones, lapsed sessions, dead peers. */
const SWEEP_INTERVAL_MS = 1_000;
/** A peer that has not answered a WebSocket ping within this time is gone. */
const HEARTBEAT_MS = 30_000;
/** Session ids checked per query, so one statement's parameter list stays short. */
const SESSION_CHECK_BATCH = 500;
/** Frames the underlying library accepts at all; anything between our limit and this gets our close code. */
const HARD_FRAME_LIMIT_BYTES = 65_536;
const RATE_WINDOW_MS = 1_000;
/** The socket library's code for a frame over its hard limit. */
const WS_FRAME_TOO_LARGE = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';
/** Drops that follow something the client sent: logged (once, since the socket closes) for whoever looks into an attack. */
const LOGGED_DROPS = new Set<LiveDropReason>(['too_large', 'too_fast', 'bad_message']);

type HubDeps = Pick<Services, 'config' | 'db' | 'clock' | 'sessions' | 'presence' | 'metrics' | 'ledger'>;

/** One open socket and what it follows. */
interface Connection {
  socket: WebSocket;
  /** The client's address (behind a trusted proxy, the forwarded one): each holds at most `maxConnectionsPerAddress`. */
  address: string;
  openedAtMs: number;
  userId: number | null;
  sessionId: number | null;
  /** An auth message is being checked; a second one waits for nothing. */
  authenticating: boolean;
  /** Topics the client asked for (bounded by maxSubscriptions). */
  watched: Set<string>;
  /** The signed-in player's own topics, joined by the hub (not counted against the bound). */
  private: Set<string>;
  windowStartMs: number;
  framesInWindow: number;
  alive: boolean;
  closed: boolean;
}

/** The hub's handle for the composition root and the tests. */
export interface WebSocketHub {
  connectionCount(): number;
  /** Closes silent sockets, ends the private messages of lapsed sessions, pings; the timer calls it every second. */
  sweep(): Promise<void>;
}

/**
 * GET LIVE_PATH upgraded to a WebSocket: the real-time surface. A socket may watch shared games at
 * once; it signs in by its first messages (`auth` with the session the RPC client holds, never in
 * the URL), after which the hub adds the player's own topics. Each topic is subscribed once per
 * process on the presence (in process or Redis), and a message is serialised once for all its
 * watchers. Every bound is in `config.live` and each breach closes the socket with its LIVE_CLOSE
 * code, counted in the metrics. `knownTopics` lists the shared topics that exist; a subscription
 * to any other is refused.
 */
export async function registerWebSocketHub(
  server: FastifyInstance,
  services: HubDeps,
  knownTopics: () => Promise<string[]>,
): Promise<WebSocketHub> {
  const limits = services.config.live;
  const topics = new TopicDirectory(knownTopics, () => services.clock().getTime());
  const hub = new Hub(services, limits, topics, server.log);
  await server.register(websocket, {
    options: { maxPayload: Math.max(HARD_FRAME_LIMIT_BYTES, limits.maxMessageBytes + 1) },
    // A frame the library itself refuses (over its hard limit, broken framing) is the client's doing:
    // one warning for the socket, not the plugin's error line per frame.
    errorHandler: (error, socket) => hub.failed(socket, error),
    // Closing: every socket is told to reconnect (to another process behind the balancer).
    preClose(done) {
      for (const client of server.websocketServer.clients) client.close(LIVE_CLOSE.shutdown, 'server stopping');
      done();
    },
  });
  server.get(LIVE_PATH, { websocket: true }, (socket, request: FastifyRequest) => hub.open(socket, request.ip));

  const stopBalances = pushBalances(services, server.log);
  const timer = setInterval(
    () => void hub.sweep().catch((error: unknown) => server.log.warn({ err: error }, 'hub sweep failed')),
    SWEEP_INTERVAL_MS,
  );
  timer.unref();
  server.addHook('onClose', async () => {
    clearInterval(timer);
    stopBalances();
    await services.presence.close();
  });
  return hub;
}

class Hub implements WebSocketHub {
  private readonly connections = new Set<Connection>();
  private readonly bySocket = new WeakMap<WebSocket, Connection>();
  private readonly heldByAddress = new Map<string, number>();
  private readonly topics = new Map<string, { watchers: Set<Connection>; unsubscribe: () => void }>();
  private lastSessionCheckMs: number;
  private lastHeartbeatMs: number;

  constructor(
    private readonly deps: HubDeps,
    private readonly limits: LiveConfig,
    private readonly topicDirectory: TopicDirectory,
    private readonly log: { warn(object: unknown, message: string): void },
  ) {
    this.lastSessionCheckMs = this.now();
    this.lastHeartbeatMs = this.now();
  }

  connectionCount(): number {
    return this.connections.size;
  }

  open(socket: WebSocket, address: string): void {
    if (this.connections.size >= this.limits.maxConnections) {
      this.deps.metrics.countLiveDrop('full');
      socket.close(LIVE_CLOSE.full, 'server full');
      return;
    }
    const held = this.heldByAddress.get(address) ?? 0;
    if (held >= this.limits.maxConnectionsPerAddress) {
      this.deps.metrics.countLiveDrop('address_full');
      socket.close(LIVE_CLOSE.full, 'too many connections from your address');
      return;
    }
    this.heldByAddress.set(address, held + 1);
    const now = this.now();
    const connection: Connection = {
      socket,
      address,
      openedAtMs: now,
      userId: null,
      sessionId: null,
      authenticating: false,
      watched: new Set(),
      private: new Set(),
      windowStartMs: now,
      framesInWindow: 0,
      alive: true,
      closed: false,
    };
    this.connections.add(connection);
    this.bySocket.set(socket, connection);
    this.deps.metrics.liveConnections.inc();
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) =>
      this.receive(connection, data, isBinary),
    );
    socket.on('pong', () => (connection.alive = true));
    socket.on('close', () => this.forget(connection));
  }

  /** The socket library refused what the client sent (a frame over its hard limit, broken framing) and is closing the socket. */
  failed(socket: WebSocket, error: Error & { code?: string }): void {
    const connection = this.bySocket.get(socket);
    if (connection && !connection.closed) {
      const reason: LiveDropReason = error.code === WS_FRAME_TOO_LARGE ? 'too_large' : 'bad_message';
      connection.closed = true;
      this.deps.metrics.countLiveDrop(reason);
      this.log.warn({ reason, code: error.code, address: connection.address }, 'live socket refused a frame');
      this.forget(connection);
    }
    socket.terminate();
  }

  async sweep(): Promise<void> {
    const now = this.now();
    for (const connection of this.connections) {
      const quiet = connection.userId === null && !connection.authenticating && connection.watched.size === 0;
      if (quiet && now - connection.openedAtMs >= this.limits.authDeadlineMs) {
        this.drop(connection, 'silent', LIVE_CLOSE.silent, 'no auth or subscription in time');
      }
    }
    if (now - this.lastHeartbeatMs >= HEARTBEAT_MS) {
      this.lastHeartbeatMs = now;
      this.heartbeat();
    }
    if (now - this.lastSessionCheckMs >= this.limits.sessionCheckMs) {
      this.lastSessionCheckMs = now;
      await this.checkSessions();
    }
  }

  /** Every frame: its kind, size and rate first, then its meaning. */
  private receive(connection: Connection, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    if (connection.closed) return;
    connection.alive = true;
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (bytes.byteLength > this.limits.maxMessageBytes) {
      return this.drop(connection, 'too_large', LIVE_CLOSE.tooLarge, 'message too large');
    }
    if (!this.withinRate(connection)) return this.drop(connection, 'too_fast', LIVE_CLOSE.tooFast, 'too many messages');
    const message = isBinary ? null : parseClientMessage(bytes.toString('utf8'));
    if (!message) return this.drop(connection, 'bad_message', LIVE_CLOSE.badMessage, 'bad message');
    this.handle(connection, message).catch((error: unknown) => {
      // A database or Redis failure while answering: the client reconnects and asks again.
      this.log.warn({ err: error }, 'live message failed');
      connection.socket.close(1011, 'server error');
      this.forget(connection);
    });
  }

  private withinRate(connection: Connection): boolean {
    const now = this.now();
    if (now - connection.windowStartMs >= RATE_WINDOW_MS || now < connection.windowStartMs) {
      connection.windowStartMs = now;
      connection.framesInWindow = 0;
    }
    connection.framesInWindow += 1;
    return connection.framesInWindow <= this.limits.messagesPerSecond;
  }

  private async handle(connection: Connection, message: LiveClientMessage): Promise<void> {
    switch (message.type) {
      case 'auth':
        return this.authenticate(connection, message.sid, message.uid);
      case 'subscribe':
        return this.subscribe(connection, message.topic);
      case 'unsubscribe':
        if (!connection.watched.has(message.topic)) return this.refuse(connection, 'not_subscribed', message.topic);
        connection.watched.delete(message.topic);
        this.leave(connection, message.topic);
        return this.send(connection, { type: 'unsubscribed', topic: message.topic });
      case 'ping':
        return this.send(connection, { type: 'pong', ...(message.id === undefined ? {} : { id: message.id }) });
    }
  }

  /** The session the RPC would resolve for the same `user` part; a session still waiting for its second factor does not count. */
  private async authenticate(connection: Connection, sid: string, uid: string | undefined): Promise<void> {
    if (connection.userId !== null || connection.authenticating)
      return this.refuse(connection, 'already_authenticated');
    connection.authenticating = true;
    try {
      const resolution = await this.deps.sessions.resolve({ sid, ...(uid === undefined ? {} : { uid }) });
      if (connection.closed) return;
      if (!resolution.ok || resolution.player.restricted) return this.refuse(connection, 'auth_failed');
      const { player } = resolution;
      connection.userId = player.user.id;
      connection.sessionId = player.sessionId;
      for (const topic of [playerTopic(player.user.id), ALL_PLAYERS_TOPIC]) {
        connection.private.add(topic);
        this.join(connection, topic);
      }
      await Promise.all([...connection.private].map((topic) => this.deps.presence.subscribed(topic)));
      this.send(connection, { type: 'auth', ok: true, userId: player.user.id });
    } finally {
      connection.authenticating = false;
    }
  }

  private async subscribe(connection: Connection, topic: string): Promise<void> {
    if (!connection.watched.has(topic) && !(await this.topicDirectory.has(topic))) {
      return this.refuse(connection, 'unknown_topic', topic);
    }
    if (connection.closed) return;
    if (!connection.watched.has(topic)) {
      if (connection.watched.size >= this.limits.maxSubscriptions) {
        return this.refuse(connection, 'too_many_subscriptions', topic);
      }
      connection.watched.add(topic);
      this.join(connection, topic);
      await this.deps.presence.subscribed(topic);
    }
    this.send(connection, { type: 'subscribed', topic });
  }

  /** The process follows a topic on the presence while at least one of its sockets does. */
  private join(connection: Connection, topic: string): void {
    let entry = this.topics.get(topic);
    if (!entry) {
      const watchers = new Set<Connection>();
      const unsubscribe = this.deps.presence.subscribe(topic, (data) => this.forward(topic, watchers, data));
      entry = { watchers, unsubscribe };
      this.topics.set(topic, entry);
    }
    entry.watchers.add(connection);
    this.countWatchers(topic, entry.watchers.size);
  }

  private leave(connection: Connection, topic: string): void {
    const entry = this.topics.get(topic);
    if (!entry) return;
    entry.watchers.delete(connection);
    this.countWatchers(topic, entry.watchers.size);
    if (entry.watchers.size > 0) return;
    this.topics.delete(topic);
    entry.unsubscribe();
  }

  /** A shared game's watchers on this process, for its "people at the table" (the presence sums the processes). */
  private countWatchers(topic: string, count: number): void {
    if (isCountedTopic(topic)) this.deps.presence.reportWatchers(topic, count);
  }

  /** Serialised and encoded once for every watcher of the topic on this process. */
  private forward(topic: string, watchers: ReadonlySet<Connection>, data: unknown): void {
    const message: LiveServerMessage = { type: 'event', topic, data };
    const text = Buffer.from(JSON.stringify(message));
    let sent = 0;
    for (const connection of watchers) if (this.sendText(connection, text)) sent += 1;
    if (sent > 0) this.deps.metrics.countLiveSent(sent);
  }

  private send(connection: Connection, message: LiveServerMessage): void {
    if (this.sendText(connection, JSON.stringify(message))) this.deps.metrics.countLiveSent(1);
  }

  private refuse(connection: Connection, reason: LiveRefusal, topic?: string): void {
    this.send(connection, { type: 'refused', reason, ...(topic === undefined ? {} : { topic }) });
  }

  /** A socket that cannot keep up is dropped rather than buffered for without limit. */
  private sendText(connection: Connection, text: string | Buffer): boolean {
    const { socket } = connection;
    if (connection.closed || socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount > this.limits.maxBufferedBytes) {
      connection.closed = true;
      this.deps.metrics.countLiveDrop('slow');
      // Not close(): its frame would queue behind what the client is not reading.
      socket.terminate();
      this.forget(connection);
      return false;
    }
    socket.send(text, { binary: false });
    return true;
  }

  private drop(connection: Connection, reason: LiveDropReason, code: number, text: string): void {
    if (connection.closed) return;
    connection.closed = true;
    this.deps.metrics.countLiveDrop(reason);
    if (LOGGED_DROPS.has(reason)) this.log.warn({ reason, address: connection.address }, 'live socket refused a frame');
    connection.socket.close(code, text);
    this.forget(connection);
  }

  /** Removes the socket from the hub's books (once, whichever way it ended). */
  private forget(connection: Connection): void {
    connection.closed = true;
    if (!this.connections.delete(connection)) return;
    this.deps.metrics.liveConnections.dec();
    const held = (this.heldByAddress.get(connection.address) ?? 1) - 1;
    if (held > 0) this.heldByAddress.set(connection.address, held);
    else this.heldByAddress.delete(connection.address);
    for (const topic of [...connection.watched, ...connection.private]) this.leave(connection, topic);
    connection.watched.clear();
    connection.private.clear();
  }

  private heartbeat(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.forget(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  /**
   * Sessions end by logout, expiry, a password change elsewhere or a closed account. The hub asks,
   * for all its signed-in sockets at once, which sessions still stand; the others' sockets stop
   * receiving private messages (they may go on watching shared games).
   */
  private async checkSessions(): Promise<void> {
    const signedIn = [...this.connections].filter((connection) => connection.sessionId !== null);
    const now = this.deps.clock().toISOString();
    for (let start = 0; start < signedIn.length; start += SESSION_CHECK_BATCH) {
      const batch = signedIn.slice(start, start + SESSION_CHECK_BATCH);
      const ids = [...new Set(batch.map((connection) => connection.sessionId!))];
      const rows = await this.deps.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.id')
        .where('sessions.id', 'in', ids)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('users.status', '=', 'active')
        .execute();
      const standing = new Set(rows.map((row) => row.id));
      for (const connection of batch) {
        if (connection.sessionId !== null && !standing.has(connection.sessionId)) this.endSession(connection);
      }
    }
  }

  private endSession(connection: Connection): void {
    for (const topic of connection.private) this.leave(connection, topic);
    connection.private.clear();
    connection.userId = null;
    connection.sessionId = null;
    this.send(connection, { type: 'session_ended' });
  }

  private now(): number {
    return this.deps.clock().getTime();
  }
}

function parseClientMessage(text: string): LiveClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = liveClientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
