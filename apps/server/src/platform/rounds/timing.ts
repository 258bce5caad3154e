/**
 * The kit's own clockwork, the same for every round game: each process ticks every game unit once
 * a second, and a unit's lease lasts five ticks, so another process takes over within five seconds
 * of a leader's death. A game's own schedule (betting time, ball interval, ...) is its own timing
 * object, read from the environment with `timingMsFromEnv`.
 */
export const ROUND_TICK_MS = 1_000;
export const ROUND_LEASE_TTL_MS = 5_000;

const TIMING_BOUNDS_MS = { low: 100, high: 24 * 60 * 60 * 1_000 };

/**
 * One figure of a game's schedule from the environment, for tests and e2e runs that cannot wait
 * minutes: absent or empty is the fallback; a value that is not whole milliseconds in range stops
 * the start rather than run a silly schedule.
 */
export function timingMsFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const given = env[name];
  if (given === undefined || given === '') return fallback;
  const value = Number(given);
  if (!Number.isInteger(value) || value < TIMING_BOUNDS_MS.low || value > TIMING_BOUNDS_MS.high) {
    throw new Error(`${name} must be whole milliseconds from ${TIMING_BOUNDS_MS.low} to ${TIMING_BOUNDS_MS.high}`);
  }
  return value;
}

/** Whether `now` is at or past `iso` plus `afterMs`: the one comparison every step's deadline makes. */
export function isDue(now: Date, iso: string, afterMs = 0): boolean {
  return now.getTime() >= Date.parse(iso) + afterMs;
}
