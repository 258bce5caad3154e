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
  close(): Promise<void>;
}

export type PresenceListener = (message: unknown, topic: string) => void;

/** Every subscriber of a topic, on this process only. */
export class InProcessPresence implements Presence {
  private readonly listeners = new Map<string, Set<PresenceListener>>();

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
    return Promise.resolve();
  }
}
