import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { InProcessPresence, type Presence, type PresenceListener } from './presence.js';
import { RedisWatcherCounts, WATCHER_COUNT_DEFAULTS, type WatcherCountOptions } from './presence-watchers-redis.js';

export interface RedisPresenceOptions {
  url: string;
  connectTimeoutMs: number;
  commandTimeoutMs: number;
  /** Largest message in JSON bytes, published or received (another publisher may be careless). */
  maxMessageBytes: number;
  log: { warn(object: unknown, message: string): void };
  /** Prepended to every channel so that a shared Redis keeps our topics apart. */
  channelPrefix?: string;
  /** The watcher counts' expiry and cadence (presence-watchers-redis.ts); the defaults suit production. */
  watchers?: Partial<WatcherCountOptions>;
}

/** Reconnection waits 100 ms, 200 ms, 400 ms ... up to 5 s, each with up to a fifth more at random. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(attempt - 1, 16));
  return Math.round(base * (1 + random() / 5));
}

/**
 * Presence over Redis pub/sub: a message published on any process reaches the listeners of every
 * process subscribed to its topic. Two connections, as Redis requires: one publishes, one only
 * listens. This process subscribes to a topic's channel while it has a listener for it, and the
 * listeners are this process's (an InProcessPresence hands each message out).
 *
 * Nothing waits for Redis without a limit: connecting and each command have timeouts, a publish
 * while disconnected fails at once (the message is lost, as presence messages may be), and the
 * connections reconnect with backoff for as long as the process lives, subscribing again to every
 * channel they had (ioredis's autoResubscribe).
 */
export class RedisPresence implements Presence {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly local = new InProcessPresence();
  private readonly prefix: string;
  /** The subscribe and unsubscribe commands not answered yet, by topic. */
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly name = randomBytes(4).toString('hex');
  private readonly watchers: RedisWatcherCounts;
  private failing = false;
  private closed = false;

  constructor(private readonly options: RedisPresenceOptions) {
    this.prefix = options.channelPrefix ?? 'bnw:';
    const common = {
      connectTimeout: options.connectTimeoutMs,
      commandTimeout: options.commandTimeoutMs,
      retryStrategy: (attempt: number) => reconnectDelayMs(attempt),
      maxRetriesPerRequest: 1,
      // Connected on first use: an operator command that builds the services publishes nothing.
      lazyConnect: true,
    };
    // A publish while disconnected fails at once instead of queueing behind the reconnection.
    this.publisher = new Redis(options.url, {
      ...common,
      enableOfflineQueue: false,
      connectionName: `bnw-presence-pub-${this.name}`,
    });
    this.subscriber = new Redis(options.url, {
      ...common,
      autoResubscribe: true,
      connectionName: `bnw-presence-sub-${this.name}`,
    });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: unknown) => this.reportFailure(error));
      connection.on('ready', () => (this.failing = false));
    }
    this.subscriber.on('message', (channel: string, text: string) => this.receive(channel, text));
    // Counts go through the publishing connection: it fails at once while Redis is away.
    this.watchers = new RedisWatcherCounts(
      this.publisher,
      this.prefix,
      this.name,
      { ...WATCHER_COUNT_DEFAULTS, ...options.watchers },
      (error) => this.reportFailure(error),
    );
  }

  /** The subscriber connection's name in Redis's CLIENT LIST (tests cut it to prove the resubscription). */
  get subscriberConnectionName(): string {
    return `bnw-presence-sub-${this.name}`;
  }

  async publish(topic: string, message: unknown): Promise<void> {
    const text = JSON.stringify(message);
    if (Buffer.byteLength(text) > this.options.maxMessageBytes) {
      throw new Error(`presence message on ${topic} is over ${this.options.maxMessageBytes} bytes`);
    }
    if (this.publisher.status === 'wait') await this.publisher.connect();
    await this.publisher.publish(this.prefix + topic, text);
  }

  subscribe(topic: string, listener: PresenceListener): () => void {
    const first = this.local.listenerCount(topic) === 0;
    const unsubscribe = this.local.subscribe(topic, listener);
    if (first) this.command(topic, 'subscribe');
    let done = false;
    return () => {
      if (done) return;
      done = true;
      unsubscribe();
      if (this.local.listenerCount(topic) === 0) this.command(topic, 'unsubscribe');
    };
  }

  /** Resolves once the channel's subscription is in place (or has failed and will be retried on reconnect). */
  async subscribed(topic: string): Promise<void> {
    await this.pending.get(topic);
  }

  /** Other processes' watchers are not known here. */
  mayReach(): boolean {
    return true;
  }

  reportWatchers(topic: string, count: number): void {
    this.watchers.report(topic, count);
  }

  watcherCounts(topics: readonly string[]): Promise<ReadonlyMap<string, number>> {
    return this.watchers.counts(topics);
  }

  /** Writes the watcher counts now instead of at the next tick (tests). */
  flushWatchers(): Promise<void> {
    return this.watchers.flush();
  }

  async close(): Promise<void> {
    // Sockets still closing after this leave their topics: nothing is asked of Redis any more.
    this.closed = true;
    await this.watchers.close();
    await this.local.close();
    await Promise.all([quit(this.publisher), quit(this.subscriber)]);
  }

  /** (Un)subscribes the channel after whatever was asked of it before, so the last wish wins. */
  private command(topic: string, verb: 'subscribe' | 'unsubscribe'): void {
    if (this.closed) return;
    const channel = this.prefix + topic;
    const previous = this.pending.get(topic) ?? Promise.resolve();
    const next = previous
      .then(() => (verb === 'subscribe' ? this.subscriber.subscribe(channel) : this.subscriber.unsubscribe(channel)))
      .catch((error: unknown) => this.reportFailure(error))
      .finally(() => {
        if (this.pending.get(topic) === next) this.pending.delete(topic);
      });
    this.pending.set(topic, next);
  }

  private receive(channel: string, text: string): void {
    if (!channel.startsWith(this.prefix) || Buffer.byteLength(text) > this.options.maxMessageBytes) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return; // not ours: our publishers send JSON only
    }
    this.local.deliver(channel.slice(this.prefix.length), message);
  }

  /** One warning per outage, not one per reconnection attempt. */
  private reportFailure(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.options.log.warn(
      { err: error },
      'Redis presence unavailable; real-time messages and watcher counts are lost until it is back',
    );
  }
}

/** QUIT answers once Redis has flushed; a connection that is down is just disconnected. */
async function quit(connection: Redis): Promise<void> {
  if (connection.status === 'wait') return; // never connected
  if (connection.status === 'ready') {
    try {
      await connection.quit();
      return;
    } catch {
      // fall through
    }
  }
  connection.disconnect();
}
