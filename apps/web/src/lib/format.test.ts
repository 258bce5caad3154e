import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('display helpers', () => {
  it('formats kuruş as Turkish lira', () => {
    expect(formatMoney(123456)).toBe('₺1.234,56');
    expect(() => formatMoney(1.5)).toThrow();
  });

  it('formats dates in the page language, Turkish for an unknown one', () => {
    expect(formatDate('2025-11-22T12:00:00Z', 'tr')).toBe('22 Kasım 2025');
    expect(formatDate('2025-11-22T12:00:00Z', 'en')).toBe('22 November 2025');
    expect(formatDate('2025-11-22T12:00:00Z', 'de')).toBe('22 Kasım 2025');
    expect(formatDate('not a date', 'en')).toBeNull();
  });
});
