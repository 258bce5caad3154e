import { describe, expect, it } from 'vitest';
import { NotKurusError, assertKurus, formatTry } from './money.js';

describe('money', () => {
  it('formats kuruş as Turkish lira', () => {
    expect(formatTry(123456)).toBe('₺1.234,56');
    expect(formatTry(0)).toBe('₺0,00');
    expect(formatTry(-5)).toBe('-₺0,05');
    expect(formatTry(100_000_000)).toBe('₺1.000.000,00');
  });

  it('refuses anything that is not a safe integer', () => {
    for (const bad of [1.5, Number.NaN, Infinity, '100', null, 2 ** 53]) {
      expect(() => assertKurus(bad)).toThrow(NotKurusError);
    }
    expect(assertKurus(42)).toBe(42);
  });
});
