import type { RandomSource } from '../../random.js';

/**
 * The first `count` balls of a shuffled set numbered 1 to `balls`, in the order they come out:
 * Fisher–Yates from the front (Durstenfeld). Ball i (0-based) is chosen by the i-th integer of the
 * source: j = i + draw(balls − i), then positions i and j swap and position i holds the ball. Every
 * order is equally likely because each draw is uniform (the source rejects rather than reduces
 * modulo), and ball i depends on the first i + 1 draws only, so a verifier replays a draw ball by
 * ball. A full shuffle needs `balls − 1` draws: the last ball is whatever remains.
 */
export function drawBalls(random: RandomSource, balls: number, count: number): number[] {
  if (!Number.isInteger(balls) || balls < 1 || balls > 1_000)
    throw new RangeError(`balls must be 1 to 1000, got ${balls}`);
  if (!Number.isInteger(count) || count < 0 || count > balls) {
    throw new RangeError(`count must be 0 to ${balls}, got ${count}`);
  }
  const order = Array.from({ length: balls }, (_, index) => index + 1);
  for (let index = 0; index < count; index += 1) {
    const remaining = balls - index;
    // With one ball left there is nothing to choose: no draw is spent on it.
    const pick = remaining > 1 ? index + random.nextInt(remaining) : index;
    [order[index], order[pick]] = [order[pick]!, order[index]!];
  }
  return order.slice(0, count);
}
