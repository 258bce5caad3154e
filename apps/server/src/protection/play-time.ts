/** A pause longer than this ends a stretch of play: the time after it is not play time. */
export const PLAY_GAP_MS = 10 * 60_000;
/** A stretch of one round counts this much. */
const LONE_ROUND_MS = 60_000;

/**
 * Minutes of play from the instants rounds began, in order: consecutive rounds up to PLAY_GAP_MS
 * apart are one stretch, counted from its first round to its last, and every stretch at least a
 * minute. An estimate from what the server sees (rounds), not from a screen being open.
 */
export function playedMinutes(openedAt: readonly string[]): number {
  let total = 0;
  let stretchStart: number | null = null;
  let last = 0;
  for (const at of openedAt) {
    const time = Date.parse(at);
    if (stretchStart !== null && time - last > PLAY_GAP_MS) {
      total += Math.max(LONE_ROUND_MS, last - stretchStart);
      stretchStart = null;
    }
    stretchStart ??= time;
    last = time;
  }
  if (stretchStart !== null) total += Math.max(LONE_ROUND_MS, last - stretchStart);
  return Math.floor(total / 60_000);
}

/**
 * When the stretch of play going on at `now` began: walking back from the newest round while the
 * gaps stay within PLAY_GAP_MS. Null when the newest round is older than that (no play going on).
 */
export function currentStretchStart(openedAt: readonly string[], now: Date): string | null {
  let index = openedAt.length - 1;
  if (index < 0 || now.getTime() - Date.parse(openedAt[index]!) > PLAY_GAP_MS) return null;
  while (index > 0 && Date.parse(openedAt[index]!) - Date.parse(openedAt[index - 1]!) <= PLAY_GAP_MS) index -= 1;
  return openedAt[index]!;
}
