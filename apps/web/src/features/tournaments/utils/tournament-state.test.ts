import { describe, expect, it } from 'vitest';
import { tournamentBetween } from '../testing/tournament-fixtures';
import { clockPart, groupByState, isoDuration, splitRemaining, tournamentStateAt } from './tournament-state';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const HOUR = 3_600_000;

describe('a tournament’s state by date (section 4)', () => {
  it('is upcoming until its start, active strictly between, concluded from its end, as the contract says', () => {
    const tournament = tournamentBetween(NOW, NOW + HOUR);
    const instants = [NOW - 1, NOW, NOW + 1, NOW + HOUR - 1, NOW + HOUR, NOW + HOUR + 1];
    expect(instants.map((at) => tournamentStateAt(tournament, at))).toEqual([
      'upcoming',
      'upcoming',
      'active',
      'active',
      'concluded',
      'concluded',
    ]);
  });

  it('groups a list by state, keeping the server’s order in each', () => {
    const list = [
      tournamentBetween(NOW - HOUR, NOW + HOUR, { ID: 1 }),
      tournamentBetween(NOW + HOUR, NOW + 2 * HOUR, { ID: 2 }),
      tournamentBetween(NOW - 3 * HOUR, NOW - 2 * HOUR, { ID: 3 }),
      tournamentBetween(NOW - HOUR, NOW + 2 * HOUR, { ID: 4 }),
    ];
    const groups = groupByState(list, NOW);
    expect(groups.active.map((t) => t.ID)).toEqual([1, 4]);
    expect(groups.upcoming.map((t) => t.ID)).toEqual([2]);
    expect(groups.concluded.map((t) => t.ID)).toEqual([3]);
  });
});

describe('the countdown', () => {
  it('splits the time left into days and a clock, never below zero', () => {
    const left = splitRemaining(NOW + 2 * 86_400_000 + 4 * HOUR + 13 * 60_000 + 9_999, NOW);
    expect(left).toEqual({ days: 2, hours: 4, minutes: 13, seconds: 9 });
    expect(clockPart(left)).toBe('04:13:09');
    expect(isoDuration(left)).toBe('P2DT4H13M9S');
    expect(splitRemaining(NOW - 5000, NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
