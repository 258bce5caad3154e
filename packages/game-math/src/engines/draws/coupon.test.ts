import { describe, expect, it } from 'vitest';
import {
  type CouponLimits,
  type CouponSelection,
  type DrawOutcome,
  type PricedCoupon,
  combinedOddsHundredths,
  returnForOdds,
  settleCoupon,
  validateCoupon,
} from './coupon.js';
import type { DiceDuelResult } from './dice-duel.js';
import type { LuckySixResult } from './lucky-six.js';

const LIMITS: CouponLimits = {
  maxSelections: 10,
  minStakeKurus: 100,
  maxStakeKurus: 100_000,
  maxReturnKurus: 5_000_000,
};

const six = (drawId: string, marketId: string, selectionId: string): CouponSelection => ({
  game: 'lucky-six',
  drawId,
  marketId,
  selectionId,
});
const dice = (drawId: string, marketId: string, selectionId: string): CouponSelection => ({
  game: 'dice-duel',
  drawId,
  marketId,
  selectionId,
});

function priced(selections: CouponSelection[], stakeKurus = 1_000, limits = LIMITS): PricedCoupon {
  const check = validateCoupon({ selections, stakeKurus }, limits);
  if (!check.ok) throw new Error(`refused: ${check.problem.code}`);
  return check.coupon;
}

const problemOf = (selections: CouponSelection[], stakeKurus = 1_000, limits = LIMITS) => {
  const check = validateCoupon({ selections, stakeKurus }, limits);
  return check.ok ? null : check.problem;
};

/** A lucky six result with these balls first, then the lowest balls left. */
function luckySix(...first: number[]): DrawOutcome {
  const rest = Array.from({ length: 48 }, (_, index) => index + 1).filter((ball) => !first.includes(ball));
  const result: LuckySixResult = { balls: [...first, ...rest].slice(0, 35) };
  return { status: 'drawn', result };
}
const duel = (home: [number, number], away: [number, number]): DrawOutcome => {
  const result: DiceDuelResult = { home, away };
  return { status: 'drawn', result };
};
const VOID: DrawOutcome = { status: 'void' };

const outcomes = (byDraw: Record<string, DrawOutcome>) => (selection: CouponSelection) =>
  byDraw[`${selection.game}/${selection.drawId}`];

describe('a coupon: validation and pricing', () => {
  it('prices a single from the published odds and rounds the return down to the kuruş', () => {
    const coupon = priced([dice('d-1', 'match-result', 'home')], 1_001);
    expect(coupon.kind).toBe('single');
    expect(coupon.selections[0]).toMatchObject({ oddsHundredths: 214, paysByPosition: false });
    expect(coupon.totalOddsHundredths).toBe(214);
    // 1 001 × 2.14 = 2 142.14 → 2 142.
    expect(coupon.potentialReturnKurus).toBe(2_142);
  });

  it('multiplies the odds of a combination of different draws, shown rounded down to two decimals', () => {
    const coupon = priced(
      [
        dice('d-1', 'match-result', 'home'),
        dice('d-2', 'total-over-under', 'under'),
        six('s-9', 'first-ball-colour', 'red'),
      ],
      1_000,
    );
    expect(coupon.kind).toBe('combination');
    // 2.14 × 1.70 × 7.60 = 27.6488: rounded down once to 27.64, and paid on 27.64: 1 000 × 27.64 = 27 640.
    expect(coupon.totalOddsHundredths).toBe(2_764);
    expect(coupon.potentialReturnKurus).toBe(27_640);
  });

  it('pays a combination on the odds it shows: 2,14 × 1,70 shows 3,63 and ₺10 returns ₺36,30', () => {
    const coupon = priced([dice('d-1', 'match-result', 'home'), dice('d-2', 'total-over-under', 'under')], 1_000);
    expect(coupon.totalOddsHundredths).toBe(363);
    expect(coupon.potentialReturnKurus).toBe(3_630);
    const won = settleCoupon(
      coupon,
      outcomes({ 'dice-duel/d-1': duel([6, 5], [1, 2]), 'dice-duel/d-2': duel([1, 2], [1, 2]) }),
    );
    expect(won).toMatchObject({ status: 'won', returnKurus: 3_630 });
    expect(combinedOddsHundredths([214, 170])).toBe(363n);
    expect(combinedOddsHundredths([214])).toBe(214n);
  });

  it('combines the first ball’s over/under with its odd/even or its colour, the pairs proven independent', () => {
    expect(
      problemOf([six('s-1', 'first-ball-over-under', 'over'), six('s-1', 'first-ball-odd-even', 'odd')]),
    ).toBeNull();
    expect(
      problemOf([six('s-1', 'first-ball-colour', 'red'), six('s-1', 'first-ball-over-under', 'under')]),
    ).toBeNull();
  });

  it('refuses correlated selections of one draw and says which', () => {
    expect(problemOf([six('s-1', 'first-ball-odd-even', 'odd'), six('s-1', 'first-ball-colour', 'red')])).toEqual({
      code: 'correlatedSelections',
      index: 0,
      otherIndex: 1,
    });
    expect(
      problemOf([
        dice('d-1', 'total-over-under', 'over'),
        six('s-1', 'first-ball-odd-even', 'odd'),
        dice('d-1', 'match-result', 'home'),
      ]),
    ).toEqual({ code: 'correlatedSelections', index: 0, otherIndex: 2 });
    expect(
      problemOf([six('s-1', 'first-five-sum-over-under', 'over'), six('s-1', 'first-ball-over-under', 'over')]),
    ).toMatchObject({
      code: 'correlatedSelections',
    });
  });

  it('refuses two selections of one market of one draw, and the same selection twice', () => {
    expect(problemOf([dice('d-1', 'exact-total', '7'), dice('d-1', 'exact-total', '8')])).toEqual({
      code: 'sameMarketCombined',
      index: 0,
      otherIndex: 1,
    });
    expect(problemOf([dice('d-1', 'exact-total', '7'), dice('d-1', 'exact-total', '7')])).toMatchObject({
      code: 'duplicateSelection',
    });
    // The same market on two different draws is two independent events.
    expect(problemOf([dice('d-1', 'exact-total', '7'), dice('d-2', 'exact-total', '7')])).toBeNull();
  });

  it('plays the six numbers as a single only, priced at the top of its table', () => {
    const single = priced([six('s-1', 'six-numbers', '1-7-12-25-33-48')], 100);
    expect(single.selections[0]).toMatchObject({ oddsHundredths: 1_000_000, paysByPosition: true });
    expect(single.potentialReturnKurus).toBe(1_000_000);
    expect(problemOf([six('s-1', 'six-numbers', '1-7-12-25-33-48'), dice('d-1', 'match-result', 'home')])).toEqual({
      code: 'singleOnlyMarket',
      index: 0,
    });
    expect(problemOf([six('s-1', 'six-numbers', '7-1-12-25-33-48')])).toEqual({ code: 'unknownSelection', index: 0 });
  });

  it('refuses a stake outside the caller’s bounds or not whole kuruş', () => {
    const one = [dice('d-1', 'match-result', 'draw')];
    expect(problemOf(one, 99)).toEqual({ code: 'stakeBelowMinimum' });
    expect(problemOf(one, 100_001)).toEqual({ code: 'stakeAboveMaximum' });
    expect(problemOf(one, 150.5)).toEqual({ code: 'stakeInvalid' });
    expect(problemOf(one, 0)).toEqual({ code: 'stakeInvalid' });
    expect(problemOf(one, Number.NaN)).toEqual({ code: 'stakeInvalid' });
  });

  it('refuses no selections, too many, and a potential return above the bound', () => {
    expect(problemOf([])).toEqual({ code: 'noSelections' });
    const eleven = Array.from({ length: 11 }, (_, index) => dice(`d-${index}`, 'match-result', 'home'));
    expect(problemOf(eleven)).toEqual({ code: 'tooManySelections' });
    expect(problemOf(eleven.slice(0, 3), 1_000, { ...LIMITS, maxSelections: 2 })).toEqual({
      code: 'tooManySelections',
    });
    // Ten exact totals of 4 at 1 192.32 each: far beyond any bound, computed exactly in BigInt.
    const tenLongShots = Array.from({ length: 10 }, (_, index) => dice(`d-${index}`, 'exact-total', '4'));
    expect(problemOf(tenLongShots)).toEqual({ code: 'returnAboveMaximum' });
    expect(problemOf([six('s-1', 'six-numbers', '1-2-3-4-5-6')], 1_000)).toEqual({ code: 'returnAboveMaximum' });
  });

  it('refuses an unknown game, market, selection or a malformed draw id, pointing at it', () => {
    const good = dice('d-1', 'match-result', 'home');
    expect(problemOf([good, { ...good, drawId: 'd-2', game: 'keno' as never }])).toEqual({
      code: 'unknownGame',
      index: 1,
    });
    expect(problemOf([{ ...good, marketId: 'corners' }])).toEqual({ code: 'unknownMarket', index: 0 });
    expect(problemOf([{ ...good, selectionId: 'both' }])).toEqual({ code: 'unknownSelection', index: 0 });
    expect(problemOf([{ ...good, drawId: '' }])).toEqual({ code: 'drawIdInvalid', index: 0 });
    expect(problemOf([{ ...good, drawId: 'd\n1' }])).toEqual({ code: 'drawIdInvalid', index: 0 });
    expect(problemOf([{ ...good, drawId: 'x'.repeat(65) }])).toEqual({ code: 'drawIdInvalid', index: 0 });
    expect(problemOf([{ ...good, game: 'toString' as never }])).toEqual({ code: 'unknownGame', index: 0 });
    expect(problemOf([good, null as never])).toEqual({ code: 'selectionInvalid', index: 1 });
  });

  it('throws on limits that make no sense: a caller’s mistake, not a player’s', () => {
    const one = [dice('d-1', 'match-result', 'home')];
    expect(() => validateCoupon({ selections: one, stakeKurus: 100 }, { ...LIMITS, maxSelections: 21 })).toThrow(
      RangeError,
    );
    expect(() =>
      validateCoupon({ selections: one, stakeKurus: 100 }, { ...LIMITS, minStakeKurus: 200, maxStakeKurus: 100 }),
    ).toThrow(RangeError);
    expect(() => validateCoupon({ selections: one, stakeKurus: 100 }, { ...LIMITS, maxReturnKurus: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('a coupon: settlement', () => {
  it('settles a single won, lost or void', () => {
    const coupon = priced([dice('d-1', 'match-result', 'home')], 1_001);
    expect(settleCoupon(coupon, outcomes({ 'dice-duel/d-1': duel([6, 6], [1, 1]) }))).toMatchObject({
      status: 'won',
      returnKurus: 2_142,
    });
    expect(settleCoupon(coupon, outcomes({ 'dice-duel/d-1': duel([3, 3], [3, 3]) }))).toMatchObject({
      status: 'lost',
      returnKurus: 0,
    });
    expect(settleCoupon(coupon, outcomes({ 'dice-duel/d-1': VOID }))).toEqual({
      status: 'void',
      returnKurus: 1_001,
      selections: [{ status: 'void', oddsHundredths: 100 }],
    });
    expect(settleCoupon(coupon, outcomes({}))).toMatchObject({ status: 'open', returnKurus: 0 });
  });

  it('counts a void selection of a combination as 1.00 and pays the rest', () => {
    const coupon = priced(
      [
        dice('d-1', 'match-result', 'home'),
        dice('d-2', 'total-over-under', 'under'),
        six('s-9', 'first-ball-colour', 'red'),
      ],
      1_000,
    );
    const settled = settleCoupon(
      coupon,
      outcomes({ 'dice-duel/d-1': duel([6, 5], [1, 2]), 'dice-duel/d-2': VOID, 'lucky-six/s-9': luckySix(9) }),
    );
    // 2.14 × 1.00 × 7.60 = 16.264, rounded down once to 16.26: 1 000 × 16.26 = 16 260.
    expect(settled).toEqual({
      status: 'won',
      returnKurus: 16_260,
      selections: [
        { status: 'won', oddsHundredths: 214 },
        { status: 'void', oddsHundredths: 100 },
        { status: 'won', oddsHundredths: 760 },
      ],
    });
    const allVoid = settleCoupon(coupon, () => VOID);
    expect(allVoid).toMatchObject({ status: 'void', returnKurus: 1_000 });
  });

  it('loses a combination on its first lost selection, even with draws still to come', () => {
    const coupon = priced([dice('d-1', 'match-result', 'home'), dice('d-2', 'match-result', 'away')]);
    const oneLost = settleCoupon(coupon, outcomes({ 'dice-duel/d-1': duel([1, 1], [6, 6]) }));
    expect(oneLost).toEqual({
      status: 'lost',
      returnKurus: 0,
      selections: [
        { status: 'lost', oddsHundredths: 0 },
        { status: 'open', oddsHundredths: null },
      ],
    });
    const oneWon = settleCoupon(coupon, outcomes({ 'dice-duel/d-1': duel([6, 6], [1, 1]) }));
    expect(oneWon.status).toBe('open');
  });

  it('pays the six numbers by the position of the completing ball, and nothing when one is missing', () => {
    const coupon = priced([six('s-1', 'six-numbers', '2-5-9-17-33-41')], 200);
    // Completed by the 7th ball (9): odds 7 500.00 → 200 × 7 500 = 1 500 000.
    const seventh = settleCoupon(coupon, outcomes({ 'lucky-six/s-1': luckySix(5, 17, 33, 2, 41, 48, 9) }));
    expect(seventh).toMatchObject({ status: 'won', returnKurus: 1_500_000, selections: [{ oddsHundredths: 750_000 }] });
    // 1 to 35 drawn in order: 41 is missing.
    const missing = settleCoupon(
      coupon,
      outcomes({ 'lucky-six/s-1': luckySix(...Array.from({ length: 35 }, (_, index) => index + 1)) }),
    );
    expect(missing.status).toBe('lost');
    // 1 to 35 in order completes 2-5-9-17-33-34 with the 34th ball: 1.40.
    const late = priced([six('s-1', 'six-numbers', '2-5-9-17-33-34')], 100);
    expect(
      settleCoupon(
        late,
        outcomes({ 'lucky-six/s-1': luckySix(...Array.from({ length: 35 }, (_, index) => index + 1)) }),
      ),
    ).toMatchObject({ status: 'won', returnKurus: 140 });
  });

  it('pays what the coupon was priced at, and refuses a stored result that is not a result', () => {
    const coupon = priced([dice('d-1', 'match-result', 'home')], 1_000);
    const repriced = { ...coupon, selections: [{ ...coupon.selections[0]!, oddsHundredths: 250 }] };
    expect(settleCoupon(repriced, outcomes({ 'dice-duel/d-1': duel([6, 6], [1, 1]) })).returnKurus).toBe(2_500);
    expect(() => settleCoupon(coupon, () => ({ status: 'drawn', result: { home: [7, 1], away: [1, 1] } }))).toThrow(
      /not a result/,
    );
  });

  it('computes returns exactly for long combinations', () => {
    expect(returnForOdds(100, [119_232, 119_232, 119_232])).toBe(169_503_428_365n);
    expect(returnForOdds(1_001, [214])).toBe(2_142n);
  });
});
