import { describe, expect, it } from 'vitest';
import { currentStretchStart, playedMinutes } from './play-time.js';

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

describe('currentStretchStart', () => {
  const now = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, 0) + minute * 60_000);

  it('walks back while the gaps stay within ten minutes', () => {
    expect(currentStretchStart([at(0), at(12), at(20), at(25)], now(26))).toBe(at(12));
  });

  it('is nothing when the newest round is over ten minutes old, or there is none', () => {
    expect(currentStretchStart([at(0)], now(11))).toBeNull();
    expect(currentStretchStart([], now(0))).toBeNull();
  });
});
