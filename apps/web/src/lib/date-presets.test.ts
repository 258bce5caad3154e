import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, addMonths, dateRangeFor, turkishDay, turkishDaysAgo, isoDay } from './date-presets';

describe('Turkish calendar days', () => {
  it('a day in Türkiye starts at 21:00 UTC of the day before', () => {
    expect(isoDay(turkishDay(new Date('2025-11-21T20:59:59Z')))).toBe('2025-11-21');
    expect(isoDay(turkishDay(new Date('2025-11-21T21:00:00Z')))).toBe('2025-11-22');
  });

  it('month arithmetic keeps to the shorter month', () => {
    expect(isoDay(addMonths(new Date('2025-03-31T00:00:00Z'), -1))).toBe('2025-02-28');
    expect(isoDay(addMonths(new Date('2024-03-31T00:00:00Z'), -1))).toBe('2024-02-29');
    expect(isoDay(addMonths(new Date('2025-01-15T00:00:00Z'), -1))).toBe('2024-12-15');
  });
});

describe('date presets', () => {
  // 22 November 2025, 10:00 in Istanbul.
  const now = new Date('2025-11-22T07:00:00Z');

  it('has the eleven presets of section 9', () => {
    expect(DATE_PRESETS).toHaveLength(11);
  });

  it.each([
    ['today', '2025-11-22', '2025-11-22'],
    ['yesterday', '2025-11-21', '2025-11-21'],
    ['last7Days', '2025-11-16', '2025-11-22'],
    ['last30Days', '2025-10-24', '2025-11-22'],
    ['last90Days', '2025-08-25', '2025-11-22'],
    ['last180Days', '2025-05-27', '2025-11-22'],
    ['last12Months', '2024-11-23', '2025-11-22'],
    ['last2Years', '2023-11-23', '2025-11-22'],
    ['thisMonth', '2025-11-01', '2025-11-22'],
    ['lastMonth', '2025-10-01', '2025-10-31'],
  ] as const)('%s covers %s to %s', (preset, startDate, endDate) => {
    expect(dateRangeFor(preset, now)).toEqual({ startDate, endDate });
  });

  it('all times has no dates', () => {
    expect(dateRangeFor('allTimes', now)).toEqual({});
  });

  it('uses the Turkish day, not UTC: 23:30 in Istanbul on 31 December is still that day', () => {
    const lateNewYearsEve = new Date('2025-12-31T20:30:00Z');
    expect(dateRangeFor('today', lateNewYearsEve)).toEqual({ startDate: '2025-12-31', endDate: '2025-12-31' });
    const justAfterMidnight = new Date('2025-12-31T21:30:00Z');
    expect(dateRangeFor('today', justAfterMidnight)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-01' });
    expect(dateRangeFor('yesterday', justAfterMidnight)).toEqual({ startDate: '2025-12-31', endDate: '2025-12-31' });
    expect(dateRangeFor('lastMonth', justAfterMidnight)).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(dateRangeFor('thisMonth', justAfterMidnight)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-01' });
  });

  it('last month crosses the year and knows February', () => {
    expect(dateRangeFor('lastMonth', new Date('2026-01-10T09:00:00Z'))).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
    expect(dateRangeFor('lastMonth', new Date('2024-03-05T09:00:00Z'))).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    expect(dateRangeFor('lastMonth', new Date('2025-03-31T09:00:00Z'))).toEqual({
      startDate: '2025-02-01',
      endDate: '2025-02-28',
    });
  });

  it('twelve months from a leap day and from a month end', () => {
    expect(dateRangeFor('last12Months', new Date('2024-02-29T09:00:00Z'))).toEqual({
      startDate: '2023-03-01',
      endDate: '2024-02-29',
    });
    expect(dateRangeFor('last2Years', new Date('2024-02-29T09:00:00Z'))).toEqual({
      startDate: '2022-03-01',
      endDate: '2024-02-29',
    });
    expect(dateRangeFor('last12Months', new Date('2025-03-31T09:00:00Z'))).toEqual({
      startDate: '2024-04-01',
      endDate: '2025-03-31',
    });
  });

  it('the notifications start 90 Turkish days back', () => {
    expect(turkishDaysAgo(90, now)).toBe('2025-08-24');
    expect(turkishDaysAgo(90, new Date('2025-11-22T22:00:00Z'))).toBe('2025-08-25');
  });
});
