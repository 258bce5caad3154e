/**
 * Real-time messages to whoever is watching, on this process or any other: a topic per audience
 * (`player:<userId>` for one player's balance and notifications, `table:<code>` for a shared
 * game's round, `lobby:live` for the live lobby's tiles). A publisher names the topic; the
 * WebSocket hub (http/) subscribes for its connections and forwards.
 *
 * Messages are what already happened (published after the transaction that made them commits),
 * and may be lost: a client that missed one catches up by asking the server, so nothing here
 * needs to be durable. Without REDIS_URL this process is the whole audience (`InProcessPresence`);
 * with it, Redis pub/sub carries each message to every process.
 */
export interface Presence {
  /** `message` must be JSON-serialisable and small (the hub refuses to forward one over its limit). */
  publish(topic: string, message: unknown): Promise<void>;
  /** Returns the function that ends the subscription. */
  subscribe(topic: string, listener: PresenceListener): () => void;
  /**
   * False only when no watcher of `topic` can exist anywhere, so a publisher may skip the work of
   * making the message (a balance read per bet). In process that is known; through Redis the other
   * processes' watchers are not, and the answer is true.
   */
  mayReach(topic: string): boolean;
  /** Resolves once messages published on `topic` by any process reach this process's listeners. */
  subscribed(topic: string): Promise<void>;
  /**
   * How many of this process's sockets watch `topic` now; the hub tells on every change of a
   * shared game's topic. No I/O here: through Redis the changes are flushed about once a second.
   */
  reportWatchers(topic: string, count: number): void;
  /**
   * The sockets watching each topic on every process, for a table's "people at the table". Never
   * rejects and answers within a bound: the count is decoration, so a topic it could not learn
   * (Redis down or slow) is absent and the caller shows what it knows without it.
   */
  watcherCounts(topics: readonly string[]): Promise<ReadonlyMap<string, number>>;
  close(): Promise<void>;
}

/** The topics whose watchers are counted: the shared games' (`table:<code>`, tombala's rooms too). */
export function isCountedTopic(topic: string): boolean {
  return topic.startsWith('table:');
}

/**
 * The people at a table: everyone watching it on any process, or the round's bettors if more (a
 * bet through the API needs no socket, and a count Redis could not give is absent).
 */
export function peopleAtTable(watchers: ReadonlyMap<string, number>, topic: string, bettors: number): number {
  return Math.max(watchers.get(topic) ?? 0, bettors);
}

export type PresenceListener = (message: unknown, topic: string) => void;

/** Every subscriber of a topic, on this process only. */
export class InProcessPresence implements Presence {
  private readonly listeners = new Map<string, Set<PresenceListener>>();
  /** This process's watchers by topic, only topics watched now. */
  private readonly watchers = new Map<string, number>();

  publish(topic: string, message: unknown): Promise<void> {
    this.deliver(topic, message);
    return Promise.resolve();
  }

  subscribe(topic: string, listener: PresenceListener): () => void {
    let topicListeners = this.listeners.get(topic);
    if (!topicListeners) {
      topicListeners = new Set();
      this.listeners.set(topic, topicListeners);
    }
    topicListeners.add(listener);
    return () => {
      topicListeners.delete(listener);
      if (topicListeners.size === 0) this.listeners.delete(topic);
    };
  }

  mayReach(topic: string): boolean {
    return this.listeners.has(topic);
  }

  subscribed(): Promise<void> {
    return Promise.resolve();
  }

  reportWatchers(topic: string, count: number): void {
    if (count > 0) this.watchers.set(topic, count);
    else this.watchers.delete(topic);
  }

  /** This process is the whole audience. */
  watcherCounts(topics: readonly string[]): Promise<ReadonlyMap<string, number>> {
    const counts = new Map<string, number>();
    for (const topic of topics) {
      const count = this.watchers.get(topic);
      if (count !== undefined) counts.set(topic, count);
    }
    return Promise.resolve(counts);
  }

  /** How many listeners of this process follow `topic` (the Redis presence subscribes on the first). */
  listenerCount(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }

  /** Hands a message to this process's listeners; a failing listener does not stop the others. */
  deliver(topic: string, message: unknown): void {
    for (const listener of this.listeners.get(topic) ?? []) {
      try {
        listener(message, topic);
      } catch {
        // A listener is a socket's forwarder; its own failure is its own (the hub drops that socket).
      }
    }
  }

  close(): Promise<void> {
    this.listeners.clear();
    this.watchers.clear();
    return Promise.resolve();
  }
}
