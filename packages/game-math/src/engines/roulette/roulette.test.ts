import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random.js';
import { provablyFairRandom } from '../../provably-fair.js';
import {
  ROULETTE_PAYOUTS,
  type RouletteSpot,
  parseSpotKey,
  rouletteReturnKurus,
  settleRouletteBets,
  spotKey,
  spotProblem,
} from './bets.js';
import { RED_NUMBERS, ROULETTE_POCKETS, WHEEL_ORDER, colourOf } from './layout.js';
import { rouletteSpotRtp } from './rtp.js';
import { spinWheel } from './engine.js';

/** One spot of every kind, with the pockets it wins on. */
const EXAMPLES: Array<{ spot: RouletteSpot; wins: number[] }> = [
  { spot: { kind: 'straight', numbers: [17] }, wins: [17] },
  { spot: { kind: 'straight', numbers: [0] }, wins: [0] },
  { spot: { kind: 'split', numbers: [8, 11] }, wins: [8, 11] },
  { spot: { kind: 'split', numbers: [0, 2] }, wins: [0, 2] },
  { spot: { kind: 'street', numbers: [13, 14, 15] }, wins: [13, 14, 15] },
  { spot: { kind: 'street', numbers: [0, 2, 3] }, wins: [0, 2, 3] },
  { spot: { kind: 'corner', numbers: [17, 18, 20, 21] }, wins: [17, 18, 20, 21] },
  { spot: { kind: 'corner', numbers: [0, 1, 2, 3] }, wins: [0, 1, 2, 3] },
  { spot: { kind: 'line', numbers: [31, 32, 33, 34, 35, 36] }, wins: [31, 32, 33, 34, 35, 36] },
  { spot: { kind: 'dozen', index: 2 }, wins: range(13, 24) },
  { spot: { kind: 'column', index: 3 }, wins: range(1, 12).map((row) => row * 3) },
  { spot: { kind: 'red' }, wins: [...RED_NUMBERS] },
  { spot: { kind: 'black' }, wins: range(1, 36).filter((n) => !RED_NUMBERS.has(n)) },
  { spot: { kind: 'odd' }, wins: range(1, 36).filter((n) => n % 2 === 1) },
  { spot: { kind: 'even' }, wins: range(1, 36).filter((n) => n % 2 === 0) },
  { spot: { kind: 'low' }, wins: range(1, 18) },
  { spot: { kind: 'high' }, wins: range(19, 36) },
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

describe('European roulette', () => {
  it('has 18 red, 18 black and a green zero, each pocket once on the wheel', () => {
    const colours = range(0, 36).map(colourOf);
    expect(colours.filter((colour) => colour === 'red')).toHaveLength(18);
    expect(colours.filter((colour) => colour === 'black')).toHaveLength(18);
    expect(colourOf(0)).toBe('green');
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(range(0, 36));
  });

  it.each(EXAMPLES)('$spot.kind $spot pays its standard payout on exactly its pockets', ({ spot, wins }) => {
    expect(spotProblem(spot)).toBeNull();
    const payout = ROULETTE_PAYOUTS[spot.kind];
    for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) {
      const expected = wins.includes(pocket) ? 250 * (payout + 1) : 0;
      expect(rouletteReturnKurus({ spot, stakeKurus: 250 }, pocket), `pocket ${pocket}`).toBe(expected);
    }
  });

  it('pays the standard payouts 35, 17, 11, 8, 5, 2, 2, 1', () => {
    expect(ROULETTE_PAYOUTS).toMatchObject({ straight: 35, split: 17, street: 11, corner: 8, line: 5, dozen: 2 });
    expect(ROULETTE_PAYOUTS.column).toBe(2);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) expect(ROULETTE_PAYOUTS[kind]).toBe(1);
  });

  it('returns exactly 36/37 on every bet, counted over the 37 pockets', () => {
    for (const { spot } of EXAMPLES) expect(rouletteSpotRtp(spot)).toEqual({ numerator: 36, denominator: 37 });
    // Every valid inside spot of the layout too: enumerate all number sets of each size that pass.
    let insideSpots = 0;
    for (const [kind, size] of [
      ['split', 2],
      ['street', 3],
      ['corner', 4],
    ] as const) {
      for (const numbers of combinations(range(0, 36), size)) {
        const spot: RouletteSpot = { kind, numbers };
        if (spotProblem(spot) !== null) continue;
        insideSpots += 1;
        expect(rouletteSpotRtp(spot)).toEqual({ numerator: 36, denominator: 37 });
      }
    }
    // 57 + 3 splits, 12 + 2 streets, 22 + 1 corners on the real layout.
    expect(insideSpots).toBe(60 + 14 + 23);
  });

  it('refuses number sets that are not that bet on the layout', () => {
    const refused: Array<[RouletteSpot, string]> = [
      [{ kind: 'split', numbers: [3, 4] }, 'shapeInvalid'], // 3 ends a row, 4 starts the next
      [{ kind: 'split', numbers: [1, 5] }, 'shapeInvalid'],
      [{ kind: 'split', numbers: [0, 4] }, 'shapeInvalid'],
      [{ kind: 'split', numbers: [7, 7] }, 'numbersInvalid'],
      [{ kind: 'street', numbers: [2, 3, 4] }, 'shapeInvalid'],
      [{ kind: 'corner', numbers: [3, 4, 6, 7] }, 'shapeInvalid'],
      [{ kind: 'corner', numbers: [1, 2, 3, 4] }, 'shapeInvalid'],
      [{ kind: 'line', numbers: [2, 3, 4, 5, 6, 7] }, 'shapeInvalid'],
      [{ kind: 'line', numbers: [1, 2, 3] }, 'numbersInvalid'],
      [{ kind: 'straight', numbers: [37] }, 'numbersInvalid'],
      [{ kind: 'straight', numbers: [1.5] }, 'numbersInvalid'],
      [{ kind: 'dozen', index: 4 }, 'indexInvalid'],
      [{ kind: 'column', index: 0 }, 'indexInvalid'],
      [{ kind: 'basket' } as unknown as RouletteSpot, 'unknownKind'],
    ];
    for (const [spot, problem] of refused) expect(spotProblem(spot), JSON.stringify(spot)).toBe(problem);
  });

  it('writes a spot as one key whatever the order of its numbers, and reads back only valid keys', () => {
    expect(spotKey({ kind: 'corner', numbers: [21, 17, 20, 18] })).toBe('corner:17-18-20-21');
    for (const { spot } of EXAMPLES) expect(spotKey(parseSpotKey(spotKey(spot))!)).toBe(spotKey(spot));
    for (const bad of ['split:3-4', 'split:2-1', 'dozen:9', 'red:1', 'basket', 'straight:']) {
      expect(parseSpotKey(bad), bad).toBeUndefined();
    }
  });

  it('settles a bet list for a result', () => {
    const bets = [
      { spot: { kind: 'straight', numbers: [0] } as RouletteSpot, stakeKurus: 100 },
      { spot: { kind: 'red' } as RouletteSpot, stakeKurus: 500 },
      { spot: { kind: 'split', numbers: [0, 1] } as RouletteSpot, stakeKurus: 200 },
    ];
    expect(settleRouletteBets(bets, 0)).toEqual([3_600, 0, 3_600]);
    expect(settleRouletteBets(bets, 1)).toEqual([0, 1_000, 3_600]);
    expect(settleRouletteBets(bets, 2)).toEqual([0, 0, 0]);
  });

  it('spins a uniform pocket from the random source, the same for the same seed', () => {
    const counts = new Array<number>(ROULETTE_POCKETS).fill(0);
    const random = seededRandom(37);
    for (let spin = 0; spin < 37_000; spin += 1) counts[spinWheel(random).pocket]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(800);
    const seed = 'a'.repeat(64);
    expect(spinWheel(provablyFairRandom(seed, 'masa-1', 5))).toEqual(spinWheel(provablyFairRandom(seed, 'masa-1', 5)));
  });
});

function* combinations(items: number[], size: number, start = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === size) {
    yield [...chosen];
    return;
  }
  for (let index = start; index < items.length; index += 1) {
    chosen.push(items[index]!);
    yield* combinations(items, size, index + 1, chosen);
    chosen.pop();
  }
}
