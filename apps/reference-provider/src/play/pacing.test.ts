import { describe, expect, it } from 'vitest';
import { MIN_CYCLE_MS, RoundPacer } from './pacing.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('RoundPacer: no turbo', () => {
  it('refuses a round less than 2.5 s after the last start of the same session', () => {
    const time = clock();
    const pacer = new RoundPacer(time.now);
    expect(MIN_CYCLE_MS).toBe(2500);
    expect(pacer.tryStart('a')).toBe(true);
    time.advance(2499);
    expect(pacer.tryStart('a')).toBe(false);
    expect(pacer.waitFor('a')).toBe(1);
    time.advance(1);
    expect(pacer.tryStart('a')).toBe(true);
  });

  it('keeps sessions apart, and a refusal does not push the next start back', () => {
    const time = clock();
    const pacer = new RoundPacer(time.now);
    expect(pacer.tryStart('a')).toBe(true);
    expect(pacer.tryStart('b')).toBe(true);
    time.advance(1000);
    expect(pacer.tryStart('a')).toBe(false);
    time.advance(1500);
    expect(pacer.tryStart('a')).toBe(true);
  });

  it('forgets sessions whose last round is older than the cycle, and never holds more than its bound', () => {
    const time = clock();
    const pacer = new RoundPacer(time.now, MIN_CYCLE_MS, 3);
    for (const token of ['a', 'b', 'c']) pacer.tryStart(token);
    time.advance(MIN_CYCLE_MS);
    pacer.tryStart('d');
    expect(pacer.size).toBe(1);
    for (const token of ['e', 'f', 'g', 'h']) pacer.tryStart(token);
    expect(pacer.size).toBe(3);
  });
});
