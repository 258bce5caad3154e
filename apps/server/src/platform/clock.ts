/** The time as the application sees it: one function, so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** `ms` after the clock's now, as the ISO text the database stores. */
export function isoAfter(clock: Clock, ms: number): string {
  return new Date(clock().getTime() + ms).toISOString();
}
