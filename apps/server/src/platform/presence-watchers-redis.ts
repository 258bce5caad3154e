import type { Redis } from 'ioredis';

export interface WatcherCountOptions {
  /** A process's counts vanish this long after its last refresh (a SIGKILLed process's watchers too). */
  ttlMs: number;
  /** How often changed counts are written (and, every third of the expiry, all of them again). */
  flushMs: number;
  /** A read of the counts waits this long at most; then the view goes on without them. */
  readTimeoutMs: number;
}

export const WATCHER_COUNT_DEFAULTS: WatcherCountOptions = { ttlMs: 6_000, flushMs: 1_000, readTimeoutMs: 300 };

/** Topics of one process written at most: a client may watch topics of tables that do not exist. */
const REPORTED_TOPICS_MAX = 500;
/** Topics read in one call at most (a lobby page is 150 tables at most). */
export const READ_TOPICS_MAX = 200;

/*
 * One hash per topic, a field per process holding `<count>:<expires at, ms>`. Redis 7.0 has no
 * expiry per hash field, so the scripts stamp it with Redis's own clock (no skew between the
 * processes' clocks) and the reader skips and removes fields past it. The key itself expires too,
 * so a topic nobody watches any more leaves nothing behind.
 */
const WRITE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  local count = tonumber(ARGV[i + 2])
  if count > 0 then
    redis.call('HSET', key, ARGV[1], count .. ':' .. (now + ttl))
    redis.call('PEXPIRE', key, ttl)
  else
    redis.call('HDEL', key, ARGV[1])
  end
end
return #KEYS`;

const READ_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local sums = {}
for i, key in ipairs(KEYS) do
  local sum = 0
  local fields = redis.call('HGETALL', key)
  for j = 1, #fields, 2 do
    local count, expires = string.match(fields[j + 1], '^(%d+):(%d+)$')
    if count and tonumber(expires) > now then
      sum = sum + tonumber(count)
    else
      redis.call('HDEL', key, fields[j])
    end
  end
  sums[i] = sum
end
return sums`;

/**
 * The watchers of each shared game's topic across processes, through Redis. The hub's changes
 * land in a local book (no I/O); a timer writes the changed topics about once a second, and all of
 * this process's topics again every third of the expiry, so they live while the process does. A
 * reader sums the live fields of every topic it asks for in one script: one round trip, bounded
 * in topics and time. A write that fails is tried again at the next flush; a read that fails
 * answers nothing (the caller falls back on the round's bettors).
 */
export class RedisWatcherCounts {
  /** This process's watchers now, topics watched only. */
  private readonly local = new Map<string, number>();
  /** Topics whose count changed since the last write. */
  private readonly changed = new Set<string>();
  /** Topics this process has a field for in Redis (so a topic dropped from the book is deleted there). */
  private readonly written = new Set<string>();
  private lastRefreshMs = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    /** This process's field in every hash. */
    private readonly field: string,
    private readonly options: WatcherCountOptions,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  report(topic: string, count: number): void {
    if (this.closed || this.local.get(topic) === count || (count === 0 && !this.local.has(topic))) return;
    if (count > 0) this.local.set(topic, count);
    else this.local.delete(topic);
    this.changed.add(topic);
    // The timer runs from the first watcher on: an operator command that builds the services has none.
    if (!this.timer) {
      this.timer = setInterval(() => void this.flush(), this.options.flushMs);
      this.timer.unref();
    }
  }

  async counts(topics: readonly string[]): Promise<ReadonlyMap<string, number>> {
    const asked = [...new Set(topics)].slice(0, READ_TOPICS_MAX);
    const counts = new Map<string, number>();
    if (asked.length === 0 || this.closed) return counts;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('watcher counts: Redis too slow')), this.options.readTimeoutMs);
    });
    try {
      const read = this.connected().then(
        () =>
          this.redis.eval(READ_SCRIPT, asked.length, ...asked.map((topic) => this.keyOf(topic))) as Promise<number[]>,
      );
      const sums = await Promise.race([read, timeout]);
      asked.forEach((topic, index) => counts.set(topic, Number(sums[index] ?? 0)));
    } catch (error) {
      this.onFailure(error);
    } finally {
      clearTimeout(timer);
    }
    return counts;
  }

  /** Writes what changed (everything when the refresh is due); one write at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = null));
    return this.flushing;
  }

  /** Stops the timer and removes this process's fields at once (a stopped process watches nothing). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.flushing;
    if (this.written.size === 0 || this.redis.status !== 'ready') return;
    const keys = [...this.written].map((topic) => this.keyOf(topic));
    await this.redis
      .eval(WRITE_SCRIPT, keys.length, ...keys, this.field, this.options.ttlMs, ...keys.map(() => 0))
      .catch(() => undefined); // they expire anyway
  }

  private async write(): Promise<void> {
    const now = Date.now();
    const refresh = now - this.lastRefreshMs >= this.options.ttlMs / 3;
    if (!refresh && this.changed.size === 0) return;
    const allowed = this.reportedTopics();
    const candidates = refresh ? new Set([...this.changed, ...this.written, ...allowed]) : this.changed;
    const rows: Array<[string, number]> = [];
    for (const topic of candidates) {
      const count = allowed.has(topic) ? (this.local.get(topic) ?? 0) : 0;
      if (count > 0 || this.written.has(topic)) rows.push([topic, count]);
    }
    const pending = [...this.changed];
    this.changed.clear();
    if (rows.length === 0) return;
    try {
      await this.connected();
      const keys = rows.map(([topic]) => this.keyOf(topic));
      await this.redis.eval(
        WRITE_SCRIPT,
        keys.length,
        ...keys,
        this.field,
        this.options.ttlMs,
        ...rows.map(([, count]) => count),
      );
      for (const [topic, count] of rows) {
        if (count > 0) this.written.add(topic);
        else this.written.delete(topic);
      }
      if (refresh) this.lastRefreshMs = now;
    } catch (error) {
      for (const topic of pending) this.changed.add(topic); // again at the next flush
      this.onFailure(error);
    }
  }

  /** Every topic of the book, or its most watched ones when a client has filled it with made-up tables. */
  private reportedTopics(): Set<string> {
    if (this.local.size <= REPORTED_TOPICS_MAX) return new Set(this.local.keys());
    const byCount = [...this.local].sort((a, b) => b[1] - a[1]).slice(0, REPORTED_TOPICS_MAX);
    return new Set(byCount.map(([topic]) => topic));
  }

  /** Connected on first use; while another caller's connection is under way the command fails and is tried again later. */
  private async connected(): Promise<void> {
    if (this.redis.status === 'wait') await this.redis.connect().catch(() => undefined);
  }

  private keyOf(topic: string): string {
    return `${this.keyPrefix}watchers:${topic}`;
  }
}
