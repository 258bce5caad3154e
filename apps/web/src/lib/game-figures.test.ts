import { describe, expect, it } from 'vitest';
import { formatRtpBasisPoints as formatRtp, formatWholeNumber } from './game-figures';

describe('formatRtpBasisPoints', () => {
  it('writes Turkish with the sign first and a decimal comma', () => {
    expect(formatRtp(9620, 'tr')).toBe('%96,20');
    expect(formatRtp(9605, 'tr')).toBe('%96,05');
    expect(formatRtp(9700, 'tr')).toBe('%97,00');
  });

  it('writes English with a decimal point and the sign last', () => {
    expect(formatRtp(9620, 'en')).toBe('96.20%');
    expect(formatRtp(8801, 'en')).toBe('88.01%');
  });

  it('keeps the edges of the scale and never shows more than 100 or less than 0', () => {
    expect(formatRtp(10_000, 'tr')).toBe('%100,00');
    expect(formatRtp(100, 'tr')).toBe('%1,00');
    expect(formatRtp(12_345, 'tr')).toBe('%100,00');
    expect(formatRtp(-5, 'en')).toBe('0.00%');
  });
});

describe('formatWholeNumber', () => {
  it('groups thousands as each language does', () => {
    expect(formatWholeNumber(5000, 'tr')).toBe('5.000');
    expect(formatWholeNumber(5000, 'en')).toBe('5,000');
  });
});
