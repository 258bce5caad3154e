import { describe, expect, it } from 'vitest';
import { formatDateTr, formatMoney } from './format';

describe('display helpers', () => {
  it('formats kuruş as Turkish lira', () => {
    expect(formatMoney(123456)).toBe('₺1.234,56');
    expect(() => formatMoney(1.5)).toThrow();
  });

  it('formats dates in Turkish', () => {
    expect(formatDateTr('2025-11-22T12:00:00Z')).toBe('22 Kasım 2025');
    expect(formatDateTr('not a date')).toBeNull();
  });
});
