import { describe, expect, it } from 'vitest';
import { playedMinutes } from './play-time.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, 0) + minute * 60_000).toISOString();

describe('playedMinutes', () => {
  it('is nothing without rounds and a minute for a lone round', () => {
    expect(playedMinutes([])).toBe(0);
    expect(playedMinutes([at(0)])).toBe(1);
  });

  it('counts a stretch from its first round to its last, and splits at a pause over ten minutes', () => {
    expect(playedMinutes([at(0), at(5), at(15)])).toBe(15);
    expect(playedMinutes([at(0), at(5), at(16), at(20)])).toBe(5 + 4);
  });
});
