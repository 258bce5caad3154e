import { describe, expect, it } from 'vitest';
import { monthsAfter, windowOf } from './periods.js';

describe('windowOf', () => {
  it('cuts days at the Turkish midnight (21:00 UTC)', () => {
    expect(windowOf('day', new Date('2026-11-23T20:59:59.999Z'))).toEqual({
      start: '2026-11-22T21:00:00.000Z',
      end: '2026-11-23T21:00:00.000Z',
    });
    expect(windowOf('day', new Date('2026-11-23T21:00:00.000Z')).start).toBe('2026-11-23T21:00:00.000Z');
  });

  it('starts weeks on Monday, Turkish time', () => {
    // Monday 23 November 2026, 00:30 in Istanbul is Sunday 21:30 UTC.
    expect(windowOf('week', new Date('2026-11-22T21:30:00.000Z'))).toEqual({
      start: '2026-11-22T21:00:00.000Z',
      end: '2026-11-29T21:00:00.000Z',
    });
    // Sunday 29 November, 23:59 in Istanbul still belongs to that week.
    expect(windowOf('week', new Date('2026-11-29T20:59:00.000Z')).start).toBe('2026-11-22T21:00:00.000Z');
  });

  it('runs months from the 1st to the 1st, across a year end', () => {
    expect(windowOf('month', new Date('2026-12-31T20:59:00.000Z'))).toEqual({
      start: '2026-11-30T21:00:00.000Z',
      end: '2026-12-31T21:00:00.000Z',
    });
    expect(windowOf('month', new Date('2026-12-31T21:00:00.000Z')).start).toBe('2026-12-31T21:00:00.000Z');
  });
});

describe('monthsAfter', () => {
  it('keeps the day, or the month’s last one', () => {
    expect(monthsAfter(new Date('2026-08-31T10:00:00.000Z'), 6)).toBe('2027-02-28T10:00:00.000Z');
    expect(monthsAfter(new Date('2026-11-23T10:00:00.000Z'), 12)).toBe('2027-11-23T10:00:00.000Z');
  });
});
