import { describe, expect, it } from 'vitest';
import {
  type ChipTap,
  betsOfSlip,
  chipProblem,
  chipValuesKurus,
  keyOfSpot,
  spotsBelowMin,
  stakesBySpot,
} from './bet-slip';

const LIMITS = { minBetKurus: 100, maxBetKurus: 5_000, maxRoundKurus: 20_000, stakeStepKurus: 1 };
const tap = (spot: ChipTap['spot'], stakeKurus: number): ChipTap => ({ key: keyOfSpot(spot), spot, stakeKurus });

describe('the bet slip', () => {
  it('adds chips on one spot into one bet, in the order first tapped, with the server spot keys', () => {
    const taps = [
      tap({ kind: 'straight', numbers: [17] }, 100),
      tap({ kind: 'split', numbers: [2, 1] }, 500),
      tap({ kind: 'straight', numbers: [17] }, 200),
      tap({ kind: 'dozen', index: 2 }, 100),
      tap({ kind: 'red' }, 100),
    ];
    expect(taps.map((one) => one.key)).toEqual(['straight:17', 'split:1-2', 'straight:17', 'dozen:2', 'red']);
    expect(betsOfSlip(taps)).toEqual([
      { kind: 'straight', numbers: [17], stakeKurus: 300 },
      { kind: 'split', numbers: [2, 1], stakeKurus: 500 },
      { kind: 'dozen', index: 2, stakeKurus: 100 },
      { kind: 'red', stakeKurus: 100 },
    ]);
    expect(stakesBySpot(taps).get('straight:17')).toBe(300);
  });

  it('refuses a shape the layout does not have, and a roulette spot at a baccarat table', () => {
    expect(chipProblem([], tap({ kind: 'split', numbers: [3, 4] }, 100), 'roulette', LIMITS, 0)).toBe('spotInvalid');
    expect(chipProblem([], tap({ kind: 'corner', numbers: [1, 2, 4, 5] }, 100), 'roulette', LIMITS, 0)).toBeNull();
    expect(chipProblem([], tap({ kind: 'red' }, 100), 'baccarat', LIMITS, 0)).toBe('spotInvalid');
    expect(chipProblem([], tap({ kind: 'banker' }, 100), 'roulette', LIMITS, 0)).toBe('spotInvalid');
  });

  it('keeps a spot within the table maximum and the round within its limit, counting bets already placed', () => {
    const taps = [tap({ kind: 'red' }, 5_000)];
    expect(chipProblem(taps, tap({ kind: 'red' }, 100), 'roulette', LIMITS, 0)).toBe('aboveMax');
    expect(chipProblem(taps, tap({ kind: 'black' }, 100), 'roulette', LIMITS, 15_000)).toBe('roundLimit');
    expect(chipProblem(taps, tap({ kind: 'black' }, 100), 'roulette', LIMITS, 14_900)).toBeNull();
  });

  it('takes whole lira at baccarat and at most 20 spots in one call', () => {
    expect(chipProblem([], tap({ kind: 'banker' }, 150), 'baccarat', LIMITS, 0)).toBe('stakeStep');
    expect(chipProblem([], tap({ kind: 'banker' }, 200), 'baccarat', LIMITS, 0)).toBeNull();
    const twenty = Array.from({ length: 20 }, (_, index) => tap({ kind: 'straight', numbers: [index] }, 100));
    expect(
      chipProblem(
        twenty,
        tap({ kind: 'straight', numbers: [30] }, 100),
        'roulette',
        { ...LIMITS, maxRoundKurus: 1e6 },
        0,
      ),
    ).toBe('tooManySpots');
    expect(
      chipProblem(
        twenty,
        tap({ kind: 'straight', numbers: [3] }, 100),
        'roulette',
        { ...LIMITS, maxRoundKurus: 1e6 },
        0,
      ),
    ).toBeNull();
  });

  it('names the spots below the lowest bet, and offers chips from the lowest bet up to the highest', () => {
    expect(spotsBelowMin([tap({ kind: 'red' }, 50), tap({ kind: 'odd' }, 100)], 100)).toEqual(['red']);
    expect(chipValuesKurus(LIMITS)).toEqual([100, 200, 500, 1_000, 2_500]);
    expect(chipValuesKurus({ ...LIMITS, minBetKurus: 2_000, maxBetKurus: 25_000 })).toEqual([
      2_000, 4_000, 10_000, 20_000,
    ]);
  });
});
