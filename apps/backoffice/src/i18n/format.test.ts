import { describe, expect, it } from 'vitest';
import { formatMoney, kurusToLiraText, liraToKurus } from './format';

describe('lira typed by staff', () => {
  it('reads the Turkish writing: a dot groups thousands, a comma starts the kuruş', () => {
    expect(liraToKurus('5.000')).toBe(500_000);
    expect(liraToKurus('1.234,56')).toBe(123_456);
    expect(liraToKurus('1234,5')).toBe(123_450);
    expect(liraToKurus(' ₺ 2.500 ')).toBe(250_000);
  });

  it('reads a lone dot with one or two decimals as a decimal point (a numeric pad)', () => {
    expect(liraToKurus('1234.56')).toBe(123_456);
    expect(liraToKurus('5.0')).toBe(500);
  });

  it('refuses what is not an amount rather than guessing', () => {
    for (const text of ['', 'beş bin', '-5', '1.23.4', '12.3456', '1,234', '1e5', '5,']) {
      expect(liraToKurus(text), text).toBeNull();
    }
  });

  it('writes kuruş back as ₺1.234,56', () => {
    expect(formatMoney(123_456)).toBe('₺1.234,56');
  });

  it('writes kuruş as the lira text a form shows, which reads back to the same kuruş', () => {
    expect(kurusToLiraText(150_000)).toBe('1.500,00');
    expect(kurusToLiraText(null)).toBe('');
    expect(liraToKurus(kurusToLiraText(123_456_789))).toBe(123_456_789);
  });
});
