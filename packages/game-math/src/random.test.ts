import { describe, expect, it } from 'vitest';
import { seededRandom, uniformBelow } from './random.js';

describe('seededRandom', () => {
  it('gives the same draws for the same seed and others for another seed', () => {
    const draws = (seed: number) =>
      Array.from(
        { length: 8 },
        (
          (random) => () =>
            random.nextInt(1000)
        )(seededRandom(seed)),
      );
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
  });

  it('is close to uniform: each of 10 values within 3 % of its share over 100,000 draws', () => {
    const random = seededRandom(42);
    const counts = new Array<number>(10).fill(0);
    for (let index = 0; index < 100_000; index += 1) counts[random.nextInt(10)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(300);
  });
});

describe('uniformBelow', () => {
  it('draws again instead of folding the incomplete last block (no modulo bias)', () => {
    const words = [0xffffffff, 5];
    expect(uniformBelow(() => words.shift()!, 3)).toBe(2);
  });

  it('refuses a bound that is not a positive 32-bit integer', () => {
    for (const bad of [0, -1, 1.5, 2 ** 32]) expect(() => uniformBelow(() => 0, bad)).toThrow(RangeError);
  });
});
