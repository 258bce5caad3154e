import { describe, expect, it } from 'vitest';
import { signedTry, toneOf } from './round-money';

describe('a round result', () => {
  it('is written with its sign in Turkish money', () => {
    expect(signedTry(150_000)).toBe('+₺1.500,00');
    expect(signedTry(-123_456)).toBe('−₺1.234,56');
    expect(signedTry(0)).toBe('₺0,00');
  });

  it('is a gain, a loss or even', () => {
    expect(toneOf(1)).toBe('gain');
    expect(toneOf(-1)).toBe('loss');
    expect(toneOf(0)).toBe('even');
  });
});
