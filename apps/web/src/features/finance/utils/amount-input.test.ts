import { formatTry } from '@bnw/contract/constants';
import { describe, expect, it } from 'vitest';
import { amountFromInput, cleanAmountTyping, formatAmountForInput } from './amount-input';

describe('amounts typed in Turkish', () => {
  it.each([
    ['500', 50_000],
    ['1.234,56', 123_456],
    ['1234,5', 123_450],
    ['0,01', 1],
    ['₺ 2.500', 250_000],
    ['100.000', 10_000_000],
  ])('%s is %i kuruş', (text, kurus) => {
    expect(amountFromInput(text)).toBe(kurus);
  });

  it.each(['', '  ', 'abc', '12,345', '1,2,3', '1.23', '-50', '0', '0,00', '1.2345'])('%s is not an amount', (text) => {
    expect(amountFromInput(text)).toBeNull();
  });

  it('never goes through floating point: 0,29 and 1.000,10 are exact', () => {
    expect(amountFromInput('0,29')).toBe(29);
    expect(amountFromInput('1.000,10')).toBe(100_010);
    expect(amountFromInput('4.503.599.627.370,49')).toBe(450_359_962_737_049);
  });

  it('formats kuruş back into what a player types', () => {
    expect(formatAmountForInput(50_000)).toBe('500');
    expect(formatAmountForInput(100_000)).toBe('1.000');
    expect(formatAmountForInput(123_456)).toBe('1.234,56');
    expect(formatAmountForInput(100_050)).toBe('1.000,50');
    expect(formatAmountForInput(5)).toBe('0,05');
    expect(formatAmountForInput(1_000_000_000)).toBe('10.000.000');
  });

  it('round-trips every chip amount', () => {
    for (const kurus of [1_000, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 12_345_678]) {
      expect(amountFromInput(formatAmountForInput(kurus))).toBe(kurus);
    }
  });

  it('keeps only digits, dots and commas while typing', () => {
    expect(cleanAmountTyping('₺1 250,5a')).toBe('1250,5');
    expect(cleanAmountTyping('9'.repeat(40))).toHaveLength(16);
  });

  it('displays with the Turkish lira format', () => {
    expect(formatTry(123_456)).toBe('₺1.234,56');
    expect(formatTry(100_000)).toBe('₺1.000,00');
  });
});
