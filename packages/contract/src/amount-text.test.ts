import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXT_MAX_LENGTH, amountInputText, parseAmountText } from './amount-text.js';
import { NotKurusError } from './money.js';

describe('parseAmountText', () => {
  const bounds = { maxKurus: 1_000_000_000 };
  const read = (text: string) => parseAmountText(text, bounds);
  const problem = (text: string) => {
    const reading = read(text);
    return reading.ok ? `read as ${reading.amountKurus}` : reading.problem;
  };

  it.each([
    ['12,50', 1_250],
    ['1.000,50', 100_050],
    ['1000.5', 100_050],
    ['1000,5', 100_050],
    ['12.50', 1_250],
    ['1.000', 100_000],
    ['1.000.000', 100_000_000],
    ['1.000.000,05', 100_000_005],
    ['250', 25_000],
    ['0,01', 1],
    [',50', 50],
    ['12,', 1_200],
    ['007', 700],
    ['₺250', 25_000],
    ['₺ 1.000,50', 100_050],
    ['250 ₺', 25_000],
    ['  250  ', 25_000],
    ['\u00A0250', 25_000],
  ])('reads %j as %i kuruş', (text, kurus) => {
    expect(read(text)).toEqual({ ok: true, amountKurus: kurus });
  });

  // With both marks the later one is the decimal mark: an English-keyboard '1,000.50' is what it says.
  it('reads a comma-grouped amount with a decimal point as the player means it', () => {
    expect(read('1,000.50')).toEqual({ ok: true, amountKurus: 100_050 });
    expect(read('1,000,000')).toEqual({ ok: true, amountKurus: 100_000_000 });
  });

  it.each(['-100', '-50', '- 100', '−100', '–5', '+5', '100-', '1-00', '＋5', '－5'])(
    'refuses %j for its sign, never dropping it',
    (text) => {
      expect(problem(text)).toBe('sign');
    },
  );

  it.each([
    'abc',
    '100TL',
    '1e5',
    '12a',
    '100\u0000',
    '10\t0',
    '100\n',
    '1\u200B00',
    '\u200E100',
    '١٠٠',
    '１００',
    '(100)',
    '₺₺100',
    '10₺0',
  ])('refuses %j for its characters', (text) => {
    expect(problem(text)).toBe('characters');
  });

  it.each(['12,345', '1,000', '0,001', '1.000,505', '0.500', '1234.567', '1,0000'])(
    'refuses %j for more than two decimals',
    (text) => {
      expect(problem(text)).toBe('decimals');
    },
  );

  it.each(['1.00.000', '1..0', '1.2.3', '.', ',', '1,5.3', '1.000,50,5', '1 000', '12 50', '0.500.000'])(
    'refuses %j as not an amount',
    (text) => {
      expect(problem(text)).toBe('format');
    },
  );

  it('refuses empty text, zero, and what is out of the bounds', () => {
    for (const text of ['', '   ', '₺']) expect(problem(text)).toBe('empty');
    for (const text of ['0', '0,00', '000']) expect(problem(text)).toBe('zero');
    expect(parseAmountText('5', { minKurus: 1_000, maxKurus: 10_000 })).toEqual({ ok: false, problem: 'belowMinimum' });
    expect(parseAmountText('10', { minKurus: 1_000, maxKurus: 10_000 })).toEqual({ ok: true, amountKurus: 1_000 });
    expect(parseAmountText('100', { minKurus: 1_000, maxKurus: 10_000 })).toEqual({ ok: true, amountKurus: 10_000 });
    expect(parseAmountText('100,01', { minKurus: 1_000, maxKurus: 10_000 })).toEqual({
      ok: false,
      problem: 'aboveMaximum',
    });
    expect(problem('10.000.000,01')).toBe('aboveMaximum');
    expect(problem('10.000.000')).toBe('read as 1000000000');
  });

  it('refuses a number past every maximum without losing precision, and a text past the length bound', () => {
    expect(problem('99999999999999999999')).toBe('aboveMaximum');
    expect(parseAmountText('90071992547409,91', { maxKurus: Number.MAX_SAFE_INTEGER })).toEqual({
      ok: false,
      problem: 'aboveMaximum',
    });
    expect(problem('1'.repeat(AMOUNT_TEXT_MAX_LENGTH + 1))).toBe('tooLong');
    expect(problem('-'.repeat(10_000))).toBe('sign');
  });
});

describe('amountInputText', () => {
  it('writes kuruş the way a player types them, and reads back the same amount', () => {
    expect(amountInputText(50_000)).toBe('500');
    expect(amountInputText(100_050)).toBe('1.000,50');
    expect(amountInputText(123_456)).toBe('1.234,56');
    expect(amountInputText(5)).toBe('0,05');
    expect(amountInputText(1_000_000_000)).toBe('10.000.000');
    for (const kurus of [1, 99, 100, 1_050, 100_000, 123_456_789]) {
      expect(parseAmountText(amountInputText(kurus), { maxKurus: Number.MAX_SAFE_INTEGER })).toEqual({
        ok: true,
        amountKurus: kurus,
      });
    }
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => amountInputText(-1)).toThrow(NotKurusError);
    expect(() => amountInputText(1.5)).toThrow(NotKurusError);
  });
});
