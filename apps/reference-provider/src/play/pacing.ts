/** The shortest game cycle we allow (the platform's rule: no turbo, at least 2.5 s a round). */
export const MIN_CYCLE_MS = 2500;

/**
 * Refuses a new round from a game session less than MIN_CYCLE_MS after its previous round
 * started, whatever the page does. The memory is bounded: a session whose last round is older
 * than the cycle needs no entry, and past `maxSessions` the oldest entries go first.
 */
export class RoundPacer {
  private readonly startedAt = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly minCycleMs = MIN_CYCLE_MS,
    private readonly maxSessions = 10_000,
  ) {}

  /** True, and the round's start is noted, when the session may start a round now. */
  tryStart(token: string): boolean {
    const now = this.now();
    const last = this.startedAt.get(token);
    if (last !== undefined && now - last < this.minCycleMs) return false;
    // Re-inserting keeps the map in order of start, oldest first, so pruning stops at the first recent entry.
    this.startedAt.delete(token);
    this.startedAt.set(token, now);
    this.prune(now);
    return true;
  }

  /** Milliseconds until the session may start again (0 when it may now). */
  waitFor(token: string): number {
    const last = this.startedAt.get(token);
    return last === undefined ? 0 : Math.max(0, last + this.minCycleMs - this.now());
  }

  get size(): number {
    return this.startedAt.size;
  }

  private prune(now: number): void {
    for (const [token, started] of this.startedAt) {
      if (now - started < this.minCycleMs && this.startedAt.size <= this.maxSessions) return;
      this.startedAt.delete(token);
    }
  }
}
