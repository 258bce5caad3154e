import { describe, expect, it } from 'vitest';
import { turkishDateOf, turkishDayStart, turkishMidnight, turkishWallClock } from './turkish-calendar.js';

describe('the Turkish calendar', () => {
  it('starts a Turkish day at 21:00 UTC the day before, and rolls over months and years', () => {
    expect(turkishDayStart('2026-11-27')).toBe('2026-11-26T21:00:00.000Z');
    expect(turkishDayStart('2026-12-31', 1)).toBe('2026-12-31T21:00:00.000Z');
    expect(turkishMidnight(2026, 0, 1)).toBe('2025-12-31T21:00:00.000Z');
    expect(turkishMidnight(2026, 1, 29)).toBe('2026-02-28T21:00:00.000Z');
  });

  it('reads the Turkish date and wall clock of an instant', () => {
    expect(turkishDateOf(new Date('2026-11-26T20:59:59.999Z'))).toBe('2026-11-26');
    expect(turkishDateOf(new Date('2026-11-26T21:00:00.000Z'))).toBe('2026-11-27');
    expect(turkishWallClock(Date.parse('2026-11-27T11:05:00Z')).getUTCHours()).toBe(14);
  });
});
