import type { RandomSource } from '../../random.js';
import { type Fraction, fraction } from './fraction.js';
import { type DrawGame, type FixedOddsMarket, pricedSelection } from './markets.js';

/**
 * Zar Düellosu (dice duel): every 30 seconds the home side and the away side each roll two dice.
 * Markets: the result (home, draw, away by each side's total), the total of all four dice over or
 * under 14.5, and the exact total.
 */
export const DICE_FACES = 6;

export interface DiceDuelResult {
  home: [number, number];
  away: [number, number];
}

export const DICE_DUEL_TOTAL_LINE = 14.5;

/** Result and over/under are priced for 95 %; the exact total (odds up to 1 192) for 92 %. */
const RESULT_TARGET_BASIS_POINTS = 9_500;
const EXACT_TOTAL_TARGET_BASIS_POINTS = 9_200;

const OUTCOMES = DICE_FACES ** 4;

const sideTotal = (dice: readonly [number, number]) => dice[0] + dice[1];
const total = (result: DiceDuelResult) => sideTotal(result.home) + sideTotal(result.away);

function matchResultOf(result: DiceDuelResult): 'home' | 'draw' | 'away' {
  const difference = sideTotal(result.home) - sideTotal(result.away);
  return difference > 0 ? 'home' : difference < 0 ? 'away' : 'draw';
}

/** Every one of the 6^4 equally likely rolls, once: the exact probabilities count them. */
function everyRoll(): DiceDuelResult[] {
  const rolls: DiceDuelResult[] = [];
  for (let a = 1; a <= DICE_FACES; a += 1)
    for (let b = 1; b <= DICE_FACES; b += 1)
      for (let c = 1; c <= DICE_FACES; c += 1)
        for (let d = 1; d <= DICE_FACES; d += 1) rolls.push({ home: [a, b], away: [c, d] });
  return rolls;
}

const EVERY_ROLL = everyRoll();

function probabilityOf(test: (roll: DiceDuelResult) => boolean): Fraction {
  return fraction(EVERY_ROLL.filter(test).length, OUTCOMES);
}

function matchResult(): FixedOddsMarket<DiceDuelResult> {
  const selection = (id: 'home' | 'draw' | 'away', nameTr: string, nameEn: string) =>
    pricedSelection(
      id,
      nameTr,
      nameEn,
      probabilityOf((roll) => matchResultOf(roll) === id),
      RESULT_TARGET_BASIS_POINTS,
    );
  return {
    kind: 'fixed',
    id: 'match-result',
    nameTr: 'Düello sonucu',
    nameEn: 'Duel result',
    targetRtpBasisPoints: RESULT_TARGET_BASIS_POINTS,
    selections: [
      selection('home', 'Ev sahibi (1)', 'Home (1)'),
      selection('draw', 'Beraberlik (X)', 'Draw (X)'),
      selection('away', 'Deplasman (2)', 'Away (2)'),
    ],
    wins: (result, selectionId) => matchResultOf(result) === selectionId,
  };
}

function totalOverUnder(): FixedOddsMarket<DiceDuelResult> {
  const isOver = (roll: DiceDuelResult) => total(roll) > DICE_DUEL_TOTAL_LINE;
  return {
    kind: 'fixed',
    id: 'total-over-under',
    nameTr: 'Toplam Alt/Üst 14,5',
    nameEn: 'Total under/over 14.5',
    targetRtpBasisPoints: RESULT_TARGET_BASIS_POINTS,
    selections: [
      pricedSelection(
        'under',
        'Alt (14 ve altı)',
        'Under (14 or less)',
        probabilityOf((roll) => !isOver(roll)),
        RESULT_TARGET_BASIS_POINTS,
      ),
      pricedSelection(
        'over',
        'Üst (15 ve üstü)',
        'Over (15 or more)',
        probabilityOf(isOver),
        RESULT_TARGET_BASIS_POINTS,
      ),
    ],
    wins: (result, selectionId) => (isOver(result) ? 'over' : 'under') === selectionId,
  };
}

function exactTotal(): FixedOddsMarket<DiceDuelResult> {
  const totals = Array.from({ length: 4 * DICE_FACES - 3 }, (_, index) => index + 4);
  return {
    kind: 'fixed',
    id: 'exact-total',
    nameTr: 'Zarların toplamı',
    nameEn: 'Exact total',
    targetRtpBasisPoints: EXACT_TOTAL_TARGET_BASIS_POINTS,
    selections: totals.map((value) =>
      pricedSelection(
        String(value),
        `Toplam ${value}`,
        `Total ${value}`,
        probabilityOf((roll) => total(roll) === value),
        EXACT_TOTAL_TARGET_BASIS_POINTS,
      ),
    ),
    wins: (result, selectionId) => String(total(result)) === selectionId,
  };
}

const isDie = (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= DICE_FACES;
const isPair = (value: unknown) => Array.isArray(value) && value.length === 2 && value.every(isDie);

function diceDuelResultProblem(result: unknown): string | null {
  const candidate = result as { home?: unknown; away?: unknown } | null;
  if (!isPair(candidate?.home) || !isPair(candidate?.away)) return 'each side rolls two dice of 1 to 6';
  return null;
}

/** One duel: four integers of [0, 6), home's two dice first, then away's, each plus one. */
export function rollDiceDuel(random: RandomSource): DiceDuelResult {
  const die = () => random.nextInt(DICE_FACES) + 1;
  const home: [number, number] = [die(), die()];
  const away: [number, number] = [die(), die()];
  return { home, away };
}

export const DICE_DUEL: DrawGame<DiceDuelResult> = {
  id: 'dice-duel',
  nameTr: 'Zar Düellosu',
  nameEn: 'Dice Duel',
  rulesTr:
    'Her 30 saniyede ev sahibi ve deplasman ikişer zar atar. Toplamı yüksek olan kazanır, eşitlikte beraberlik. Maç sonucuna, dört zarın toplamının 14,5’in altında ya da üstünde olmasına veya toplamın tam değerine oynayın.',
  rulesEn:
    'Every 30 seconds home and away each roll two dice. The higher total wins, equal totals are a draw. Bet on the match result, on the four dice’s total under or over 14.5, or on the exact total.',
  drawIntervalSeconds: 30,
  draw: rollDiceDuel,
  resultProblem: diceDuelResultProblem,
  markets: [matchResult(), totalOverUnder(), exactTotal()],
  // Every pair of these markets is correlated (the test shows one dependent pair of selections for each).
  independentMarkets: [],
};
