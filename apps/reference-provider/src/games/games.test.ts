import { describe, expect, it } from 'vitest';
import { GAMES, chancesOf, maxWinHundredths, problemWith } from './catalogue.js';
import { DICE_FACES, DICE_VARIANTS, type DiceDirection, settleDice } from './dice.js';
import { STAKES_KURUS, payoutKurus } from './payout.js';
import { HORSE_RACE, runRace, winnerOf } from './race.js';

/** Total paid over every equally likely outcome, against what the published RTP promises. */
function expectExactRtp(totalPaid: number, outcomes: number, stake: number, rtpBp: number) {
  // totalPaid / (outcomes * stake) === rtpBp / 10000, in integers.
  expect(totalPaid * 10_000).toBe(outcomes * stake * rtpBp);
}

describe('dice: the RTP is exactly the published one for every choice and stake', () => {
  for (const variant of DICE_VARIANTS) {
    it(`${variant.code} returns ${variant.rtpBp / 100} %`, () => {
      let checked = 0;
      for (const direction of ['under', 'over'] as DiceDirection[]) {
        for (const chance of variant.chances) {
          for (const stake of STAKES_KURUS) {
            let paid = 0;
            let winningFaces = 0;
            for (let roll = 1; roll <= DICE_FACES; roll += 1) {
              const outcome = settleDice(variant, stake, { direction, chance }, roll);
              paid += outcome.win;
              if (outcome.won) winningFaces += 1;
              expect(Number.isSafeInteger(outcome.win)).toBe(true);
            }
            expect(winningFaces).toBe(chance);
            expectExactRtp(paid, DICE_FACES, stake, variant.rtpBp);
            checked += 1;
          }
        }
      }
      expect(checked).toBe(2 * variant.chances.length * STAKES_KURUS.length);
    });
  }

  it('wins under on 1..chance and over on the highest `chance` faces', () => {
    const variant = DICE_VARIANTS[0]!;
    expect(settleDice(variant, 1000, { direction: 'under', chance: 50 }, 50).win).toBe(1960);
    expect(settleDice(variant, 1000, { direction: 'under', chance: 50 }, 51).win).toBe(0);
    expect(settleDice(variant, 1000, { direction: 'over', chance: 50 }, 51).win).toBe(1960);
    expect(settleDice(variant, 1000, { direction: 'over', chance: 50 }, 50).win).toBe(0);
  });
});

describe('race: the RTP is exactly the published one for every horse and stake', () => {
  it('the chances sum to 100 and every draw 0..99 names one runner', () => {
    expect(HORSE_RACE.runners.reduce((sum, runner) => sum + runner.chance, 0)).toBe(100);
    for (const runner of HORSE_RACE.runners) {
      const draws = Array.from({ length: 100 }, (_, draw) => draw).filter(
        (draw) => winnerOf(HORSE_RACE, draw) === runner,
      );
      expect(draws).toHaveLength(runner.chance);
    }
    expect(() => winnerOf(HORSE_RACE, 100)).toThrow();
  });

  it(`returns ${HORSE_RACE.rtpBp / 100} % on every pick`, () => {
    for (const runner of HORSE_RACE.runners) {
      for (const stake of STAKES_KURUS) {
        let paid = 0;
        for (let draw = 0; draw < 100; draw += 1) {
          // The first number drawn picks the winner; the rest only shuffle the places behind it.
          const draws = [draw];
          const outcome = runRace(HORSE_RACE, stake, runner.number, (min) => draws.shift() ?? min);
          paid += outcome.win;
        }
        expectExactRtp(paid, 100, stake, HORSE_RACE.rtpBp);
      }
    }
  });

  it('sends every runner once, the winner first', () => {
    const sequence = [97, 3, 0, 2, 1, 0];
    const outcome = runRace(HORSE_RACE, 1000, 6, () => sequence.shift() ?? 0);
    expect(outcome.order[0]).toBe(6);
    expect([...outcome.order].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(outcome).toMatchObject({ won: true, win: 24_000 });
  });
});

describe('the catalogue', () => {
  it('has every game valid, with whole largest wins to publish', () => {
    for (const game of GAMES.values()) {
      expect(problemWith(game)).toBeNull();
      expect(maxWinHundredths(game) % 100).toBe(0);
    }
    expect(maxWinHundredths(GAMES.get('at-yarisi')!)).toBe(2400);
  });

  it('refuses a chance that would round payouts below the published RTP', () => {
    const rounded = { ...DICE_VARIANTS[0]!, chances: [3, 50] };
    expect(problemWith(rounded)).toMatch(/does not divide/);
    expect(() => payoutKurus(100, 9800, 3)).toThrow(/does not divide/);
    expect(problemWith({ ...HORSE_RACE, runners: HORSE_RACE.runners.slice(1) })).toMatch(/sum to 100/);
    expect(chancesOf(HORSE_RACE)).toEqual([30, 24, 20, 12, 10, 4]);
  });
});
