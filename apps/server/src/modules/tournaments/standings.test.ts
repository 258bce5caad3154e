import { describe, expect, it } from 'vitest';
import { type PrizeRange, lastPrizeRank, standingFromCounts, standingsOf } from './standings.js';

const PRIZES: PrizeRange[] = [
  { fromRank: 1, toRank: 1, amountKurus: 10_000, kind: 'cash' },
  { fromRank: 2, toRank: 3, amountKurus: 5_000, kind: 'cash' },
  { fromRank: 4, toRank: 5, amountKurus: 1_000, kind: 'bonus' },
];

const entries = (...points: number[]) => points.map((value, index) => ({ userId: index + 1, points: value }));

describe('standingsOf', () => {
  it('ranks by points and pays each rank its prize', () => {
    const standings = standingsOf(entries(90, 80, 70, 60, 50, 40), PRIZES);
    expect(standings.map((one) => [one.rank, one.prize])).toEqual([
      [1, { cashKurus: 10_000, bonusKurus: 0 }],
      [2, { cashKurus: 5_000, bonusKurus: 0 }],
      [3, { cashKurus: 5_000, bonusKurus: 0 }],
      [4, { cashKurus: 0, bonusKurus: 1_000 }],
      [5, { cashKurus: 0, bonusKurus: 1_000 }],
      [6, null],
    ]);
  });

  it('lets tied players share their ranks: one rank, the pooled prizes split, the leftover kuruş to the first', () => {
    // Ranks 1-3 tied: 10,000 + 5,000 + 5,000 = 20,000 over 3 = 6,666 each, 2 kuruş to the first.
    const standings = standingsOf(entries(50, 50, 50, 10), PRIZES);
    expect(standings.map((one) => [one.rank, one.prize?.cashKurus])).toEqual([
      [1, 6_668],
      [1, 6_666],
      [1, 6_666],
      [4, 0],
    ]);
    const paid = standings.reduce((sum, one) => sum + (one.prize?.cashKurus ?? 0), 0);
    expect(paid).toBe(20_000);
  });

  it('splits cash and bonus apart when a tie spans both kinds of prize, and past the last prize rank pays nothing', () => {
    const standings = standingsOf(entries(9, 8, 7, 6, 6, 6), PRIZES);
    // Ranks 4-6 tied: two bonus prizes of 1,000 over three players.
    expect(standings.slice(3).map((one) => one.prize)).toEqual([
      { cashKurus: 0, bonusKurus: 668 },
      { cashKurus: 0, bonusKurus: 666 },
      { cashKurus: 0, bonusKurus: 666 },
    ]);
    expect(standingsOf(entries(1, 1), [])).toEqual([
      { userId: 1, points: 1, rank: 1, prize: null },
      { userId: 2, points: 1, rank: 1, prize: null },
    ]);
  });

  it('gives the same standing from counts as from the whole list', () => {
    const list = standingsOf(entries(50, 40, 40, 40, 30), PRIZES);
    expect(standingFromCounts({ better: 1, tied: 3, tiedBefore: 0 }, PRIZES)).toEqual({
      rank: list[1]!.rank,
      prize: list[1]!.prize,
    });
    expect(standingFromCounts({ better: 1, tied: 3, tiedBefore: 2 }, PRIZES)).toEqual({
      rank: list[3]!.rank,
      prize: list[3]!.prize,
    });
    expect(standingFromCounts({ better: 4, tied: 1, tiedBefore: 0 }, PRIZES)).toEqual({
      rank: list[4]!.rank,
      prize: list[4]!.prize,
    });
    expect(lastPrizeRank(PRIZES)).toBe(5);
  });
});
