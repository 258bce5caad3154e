import type { RandomSource } from '../../random.js';
import { choose } from './combinatorics.js';
import { type Fraction, fraction } from './fraction.js';
import {
  type DrawGame,
  type FixedOddsMarket,
  type PositionOdds,
  type PositionOddsMarket,
  pricedSelection,
} from './markets.js';
import { drawBalls } from './shuffle.js';

/**
 * Şanslı Altılı (lucky six): 35 balls drawn out of 48, in order. Markets on the first ball, on the
 * first five, and the player's six numbers paid by the position of the ball that completes them.
 */
export const LUCKY_SIX_BALLS = 48;
export const LUCKY_SIX_DRAWN = 35;
export const LUCKY_SIX_PICKS = 6;

/**
 * Eight colours of six balls each, in a repeating pattern: ball n has colour (n − 1) mod 8, so
 * red holds 1, 9, 17, 25, 33, 41 and black 8, 16, 24, 32, 40, 48. Each colour has three balls up
 * to 24 and three above, so colour and over/under 24.5 are independent; each colour's balls are
 * all odd or all even, so colour and odd/even are not.
 */
export const LUCKY_SIX_COLOURS = [
  { id: 'red', nameTr: 'Kırmızı', nameEn: 'Red', hex: '#d62828' },
  { id: 'green', nameTr: 'Yeşil', nameEn: 'Green', hex: '#2a9d3f' },
  { id: 'blue', nameTr: 'Mavi', nameEn: 'Blue', hex: '#1d5fd1' },
  { id: 'purple', nameTr: 'Mor', nameEn: 'Purple', hex: '#7b2cbf' },
  { id: 'brown', nameTr: 'Kahverengi', nameEn: 'Brown', hex: '#8a5a2b' },
  { id: 'yellow', nameTr: 'Sarı', nameEn: 'Yellow', hex: '#e9c46a' },
  { id: 'orange', nameTr: 'Turuncu', nameEn: 'Orange', hex: '#f4811f' },
  { id: 'black', nameTr: 'Siyah', nameEn: 'Black', hex: '#222222' },
] as const;

export type LuckySixColour = (typeof LUCKY_SIX_COLOURS)[number]['id'];

export function luckySixColourOf(ball: number): LuckySixColour {
  return LUCKY_SIX_COLOURS[(ball - 1) % LUCKY_SIX_COLOURS.length]!.id;
}

/** The balls in the order they were drawn: 35 distinct numbers from 1 to 48. */
export interface LuckySixResult {
  balls: number[];
}

/** The line of the first-five sum market: the mean sum is 5 × 24.5, so over and under are even. */
export const FIRST_FIVE_SUM_LINE = 122.5;

/** Two-way and colour markets are priced for 95 %; the six numbers' table gives 92.5 % (see the par sheet). */
const EVEN_MARKET_TARGET_BASIS_POINTS = 9_500;

const BALL_NUMBERS = Array.from({ length: LUCKY_SIX_BALLS }, (_, index) => index + 1);

/** The exact probability that the first ball satisfies a test: each of the 48 is equally likely. */
function firstBallProbability(test: (ball: number) => boolean): Fraction {
  return fraction(BALL_NUMBERS.filter(test).length, LUCKY_SIX_BALLS);
}

/**
 * How many sets of five balls have each sum: the first five balls drawn are a uniform set of five
 * (their order does not change the sum). ways[count][sum], built one ball at a time.
 */
function fiveBallSumCounts(): bigint[] {
  const maxSum = LUCKY_SIX_BALLS * 5;
  const ways = Array.from({ length: 6 }, () => new Array<bigint>(maxSum + 1).fill(0n));
  ways[0]![0] = 1n;
  for (const ball of BALL_NUMBERS) {
    for (let count = 5; count >= 1; count -= 1) {
      for (let sum = maxSum; sum >= ball; sum -= 1) ways[count]![sum]! += ways[count - 1]![sum - ball]!;
    }
  }
  return ways[5]!;
}

function firstFiveSumOverProbability(): Fraction {
  const counts = fiveBallSumCounts();
  const over = counts.reduce((total, ways, sum) => (sum > FIRST_FIVE_SUM_LINE ? total + ways : total), 0n);
  return fraction(over, choose(LUCKY_SIX_BALLS, 5));
}

/** More odd than even among the first five: three, four or five of the 24 odd balls (hypergeometric). */
function firstFiveMoreOddProbability(): Fraction {
  const odd = LUCKY_SIX_BALLS / 2;
  let favourable = 0n;
  for (let odds = 3; odds <= 5; odds += 1) favourable += choose(odd, odds) * choose(LUCKY_SIX_BALLS - odd, 5 - odds);
  return fraction(favourable, choose(LUCKY_SIX_BALLS, 5));
}

const complement = (value: Fraction): Fraction => fraction(value.denominator - value.numerator, value.denominator);

const first = (result: LuckySixResult) => result.balls[0]!;
const firstFive = (result: LuckySixResult) => result.balls.slice(0, 5);

function firstBallOverUnder(): FixedOddsMarket<LuckySixResult> {
  const over = firstBallProbability((ball) => ball > 24.5);
  return {
    kind: 'fixed',
    id: 'first-ball-over-under',
    nameTr: 'İlk top Alt/Üst 24,5',
    nameEn: 'First ball under/over 24.5',
    targetRtpBasisPoints: EVEN_MARKET_TARGET_BASIS_POINTS,
    selections: [
      pricedSelection('under', 'Alt (1–24)', 'Under (1–24)', complement(over), EVEN_MARKET_TARGET_BASIS_POINTS),
      pricedSelection('over', 'Üst (25–48)', 'Over (25–48)', over, EVEN_MARKET_TARGET_BASIS_POINTS),
    ],
    wins: (result, selectionId) => (first(result) > 24.5 ? 'over' : 'under') === selectionId,
  };
}

function firstBallOddEven(): FixedOddsMarket<LuckySixResult> {
  const odd = firstBallProbability((ball) => ball % 2 === 1);
  return {
    kind: 'fixed',
    id: 'first-ball-odd-even',
    nameTr: 'İlk top Tek/Çift',
    nameEn: 'First ball odd/even',
    targetRtpBasisPoints: EVEN_MARKET_TARGET_BASIS_POINTS,
    selections: [
      pricedSelection('odd', 'Tek', 'Odd', odd, EVEN_MARKET_TARGET_BASIS_POINTS),
      pricedSelection('even', 'Çift', 'Even', complement(odd), EVEN_MARKET_TARGET_BASIS_POINTS),
    ],
    wins: (result, selectionId) => (first(result) % 2 === 1 ? 'odd' : 'even') === selectionId,
  };
}

function firstBallColour(): FixedOddsMarket<LuckySixResult> {
  return {
    kind: 'fixed',
    id: 'first-ball-colour',
    nameTr: 'İlk topun rengi',
    nameEn: 'First ball colour',
    targetRtpBasisPoints: EVEN_MARKET_TARGET_BASIS_POINTS,
    selections: LUCKY_SIX_COLOURS.map((colour) =>
      pricedSelection(
        colour.id,
        colour.nameTr,
        colour.nameEn,
        firstBallProbability((ball) => luckySixColourOf(ball) === colour.id),
        EVEN_MARKET_TARGET_BASIS_POINTS,
      ),
    ),
    wins: (result, selectionId) => luckySixColourOf(first(result)) === selectionId,
  };
}

function firstFiveSum(): FixedOddsMarket<LuckySixResult> {
  const over = firstFiveSumOverProbability();
  const sumOf = (result: LuckySixResult) => firstFive(result).reduce((total, ball) => total + ball, 0);
  return {
    kind: 'fixed',
    id: 'first-five-sum-over-under',
    nameTr: 'İlk beş topun toplamı Alt/Üst 122,5',
    nameEn: 'Sum of the first five balls under/over 122.5',
    targetRtpBasisPoints: EVEN_MARKET_TARGET_BASIS_POINTS,
    selections: [
      pricedSelection(
        'under',
        'Alt (122 ve altı)',
        'Under (122 or less)',
        complement(over),
        EVEN_MARKET_TARGET_BASIS_POINTS,
      ),
      pricedSelection('over', 'Üst (123 ve üstü)', 'Over (123 or more)', over, EVEN_MARKET_TARGET_BASIS_POINTS),
    ],
    wins: (result, selectionId) => (sumOf(result) > FIRST_FIVE_SUM_LINE ? 'over' : 'under') === selectionId,
  };
}

function firstFiveOddEven(): FixedOddsMarket<LuckySixResult> {
  const moreOdd = firstFiveMoreOddProbability();
  const oddCount = (result: LuckySixResult) => firstFive(result).filter((ball) => ball % 2 === 1).length;
  return {
    kind: 'fixed',
    id: 'first-five-odd-even',
    nameTr: 'İlk beş topta çoğunluk Tek/Çift',
    nameEn: 'More odd or more even in the first five',
    targetRtpBasisPoints: EVEN_MARKET_TARGET_BASIS_POINTS,
    selections: [
      pricedSelection('more-odd', 'Tekler çoğunlukta', 'More odd', moreOdd, EVEN_MARKET_TARGET_BASIS_POINTS),
      pricedSelection(
        'more-even',
        'Çiftler çoğunlukta',
        'More even',
        complement(moreOdd),
        EVEN_MARKET_TARGET_BASIS_POINTS,
      ),
    ],
    // Five balls cannot split evenly, so one side always has the majority.
    wins: (result, selectionId) => (oddCount(result) >= 3 ? 'more-odd' : 'more-even') === selectionId,
  };
}

/**
 * The six numbers' odds by the position (6th to 35th ball) of the ball that completes them, in
 * hundredths: 10 000.00 when the first six balls are the player's, 1.00 (the stake back) at the
 * 35th. Priced by hand to a 92.5 % return (the par sheet lists each position's share).
 */
export const SIX_NUMBERS_ODDS_BY_POSITION: ReadonlyArray<readonly [position: number, oddsHundredths: number]> = [
  [6, 1_000_000],
  [7, 750_000],
  [8, 500_000],
  [9, 250_000],
  [10, 100_000],
  [11, 50_000],
  [12, 30_000],
  [13, 20_000],
  [14, 15_000],
  [15, 10_000],
  [16, 9_000],
  [17, 8_000],
  [18, 7_000],
  [19, 6_000],
  [20, 5_000],
  [21, 4_000],
  [22, 3_000],
  [23, 2_400],
  [24, 1_800],
  [25, 1_400],
  [26, 1_000],
  [27, 800],
  [28, 700],
  [29, 600],
  [30, 500],
  [31, 400],
  [32, 300],
  [33, 200],
  [34, 140],
  [35, 100],
];

/**
 * The chance that six chosen numbers are completed by exactly the ball at `position`: their six
 * positions in a full shuffle of 48 are a uniform set of six, and the largest is `position` in
 * C(position − 1, 5) of the C(48, 6) sets.
 */
export function sixNumbersCompletionProbability(position: number): Fraction {
  return fraction(choose(position - 1, LUCKY_SIX_PICKS - 1), choose(LUCKY_SIX_BALLS, LUCKY_SIX_PICKS));
}

const SIX_NUMBERS_ID = /^[1-9][0-9]?(?:-[1-9][0-9]?){5}$/;

/** The selection id of six numbers: ascending, joined by '-': [33, 7, 1, 48, 25, 12] → '1-7-12-25-33-48'. */
export function sixNumbersSelectionId(numbers: readonly number[]): string {
  return [...numbers].sort((a, b) => a - b).join('-');
}

function sixNumbersProblem(selectionId: string): string | null {
  if (!SIX_NUMBERS_ID.test(selectionId)) return 'six numbers are written as six ascending numbers joined by "-"';
  const numbers = selectionId.split('-').map(Number);
  if (numbers.some((number) => number > LUCKY_SIX_BALLS)) return `numbers run from 1 to ${LUCKY_SIX_BALLS}`;
  if (numbers.some((number, index) => index > 0 && number <= numbers[index - 1]!)) {
    return 'six numbers must be distinct and in ascending order';
  }
  return null;
}

function sixNumbers(): PositionOddsMarket<LuckySixResult> {
  const table: PositionOdds[] = SIX_NUMBERS_ODDS_BY_POSITION.map(([position, oddsHundredths]) => ({
    position,
    probability: sixNumbersCompletionProbability(position),
    oddsHundredths,
  }));
  return {
    kind: 'position',
    id: 'six-numbers',
    nameTr: 'Altı sayı',
    nameEn: 'Six numbers',
    table,
    selectionProblem: sixNumbersProblem,
    completedAt: (result, selectionId) => {
      let last = 0;
      for (const number of selectionId.split('-').map(Number)) {
        const position = result.balls.indexOf(number) + 1;
        if (position === 0) return null;
        last = Math.max(last, position);
      }
      return last;
    },
  };
}

function luckySixResultProblem(result: unknown): string | null {
  const balls = (result as { balls?: unknown } | null)?.balls;
  if (!Array.isArray(balls) || balls.length !== LUCKY_SIX_DRAWN) return `a draw has ${LUCKY_SIX_DRAWN} balls`;
  if (!balls.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= LUCKY_SIX_BALLS)) {
    return `balls are numbered 1 to ${LUCKY_SIX_BALLS}`;
  }
  if (new Set(balls).size !== balls.length) return 'a ball is drawn once';
  return null;
}

/** One draw: the first 35 balls of a Fisher–Yates shuffle of 1–48, one integer per ball. */
export function drawLuckySix(random: RandomSource): LuckySixResult {
  return { balls: drawBalls(random, LUCKY_SIX_BALLS, LUCKY_SIX_DRAWN) };
}

export const LUCKY_SIX: DrawGame<LuckySixResult> = {
  id: 'lucky-six',
  nameTr: 'Şanslı Altılı',
  nameEn: 'Lucky Six',
  rulesTr:
    '48 toptan 35’i sırayla çekilir. İlk topun Alt/Üst, Tek/Çift ve rengine, ilk beş topun toplamına ve tek/çift çoğunluğuna ya da seçtiğiniz altı sayıya oynayın: altı sayınız da çekilirse kazanç, altıncısını tamamlayan topun sırasına göre ödenir.',
  rulesEn:
    '35 of 48 balls are drawn in order. Bet on the first ball’s under/over, odd/even and colour, on the first five balls’ sum and odd/even majority, or on six numbers of your choice: if all six are drawn, the win depends on the position of the ball that completes them.',
  drawIntervalSeconds: 300,
  draw: drawLuckySix,
  resultProblem: luckySixResultProblem,
  markets: [
    firstBallOverUnder(),
    firstBallOddEven(),
    firstBallColour(),
    firstFiveSum(),
    firstFiveOddEven(),
    sixNumbers(),
  ],
  independentMarkets: [
    ['first-ball-over-under', 'first-ball-odd-even'],
    ['first-ball-over-under', 'first-ball-colour'],
  ],
};
