/** How long the hub trusts its list of topics before a topic it does not know makes it read the list again. */
export const TOPICS_REFRESH_MS = 2_000;

/**
 * The shared topics that exist (each module declares its own, `ServerModule.topics`), so that a
 * subscription to an invented one is refused instead of holding a topic, a presence subscription
 * and a Redis channel for nothing. The list is read at the first subscription, and again only when
 * a topic it lacks is asked for and the list is older than TOPICS_REFRESH_MS: a flood of invented
 * topics costs at most one read per interval, and a new table is known within one.
 */
export class TopicDirectory {
  private known = new Set<string>();
  private loadedAtMs = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly load: () => Promise<string[]>,
    private readonly nowMs: () => number,
  ) {}

  async has(topic: string): Promise<boolean> {
    if (this.known.has(topic)) return true;
    if (this.nowMs() - this.loadedAtMs >= TOPICS_REFRESH_MS) await this.reload();
    return this.known.has(topic);
  }

  /** One read at a time, however many sockets ask together. */
  private reload(): Promise<void> {
    this.loading ??= this.load()
      .then((topics) => {
        this.known = new Set(topics);
        this.loadedAtMs = this.nowMs();
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
