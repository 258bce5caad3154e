import { ROULETTE_MAX_NUMBER, colourOf, columnOf, isLayoutNumber, rowOf } from './layout.js';

/**
 * The bets of European roulette and what they pay (to 1): inside bets name the numbers they cover
 * and must form that shape on the real layout; outside bets name a dozen, a column, or nothing.
 * Every bet covers k numbers and pays 36/k - 1, so each returns 36/37 of its stake (rtp.ts).
 */
export const ROULETTE_PAYOUTS = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
} as const;

export type RouletteBetKind = keyof typeof ROULETTE_PAYOUTS;
export const ROULETTE_BET_KINDS = Object.keys(ROULETTE_PAYOUTS) as RouletteBetKind[];

export type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'line';
export type EvenMoneyKind = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

/** Where a chip lies. */
export type RouletteSpot =
  | { kind: InsideKind; numbers: readonly number[] }
  | { kind: 'dozen' | 'column'; index: number }
  | { kind: EvenMoneyKind };

export const INSIDE_SIZES: Record<InsideKind, number> = { straight: 1, split: 2, street: 3, corner: 4, line: 6 };

const INSIDE_KINDS: ReadonlySet<string> = new Set(Object.keys(INSIDE_SIZES));

export function isInsideKind(kind: RouletteBetKind): kind is InsideKind {
  return INSIDE_KINDS.has(kind);
}

/** Sorted numbers as a comparable key: '0-1-2'. */
function keyOf(numbers: readonly number[]): string {
  return [...numbers].sort((a, b) => a - b).join('-');
}

/** Every valid number set of each inside kind, as keys; built once from the layout. */
const VALID_INSIDE: Record<InsideKind, ReadonlySet<string>> = buildInsideSets();

function buildInsideSets(): Record<InsideKind, ReadonlySet<string>> {
  const sets: Record<InsideKind, Set<string>> = {
    straight: new Set(),
    split: new Set(),
    street: new Set(),
    corner: new Set(),
    line: new Set(),
  };
  for (let n = 0; n <= ROULETTE_MAX_NUMBER; n += 1) sets.straight.add(keyOf([n]));
  // The zero touches 1, 2 and 3: its splits, the two trios (streets) and the first four (a corner).
  for (const n of [1, 2, 3]) sets.split.add(keyOf([0, n]));
  sets.street.add(keyOf([0, 1, 2]));
  sets.street.add(keyOf([0, 2, 3]));
  sets.corner.add(keyOf([0, 1, 2, 3]));
  for (let n = 1; n <= ROULETTE_MAX_NUMBER; n += 1) {
    const column = columnOf(n);
    if (column < 3) sets.split.add(keyOf([n, n + 1]));
    if (n + 3 <= ROULETTE_MAX_NUMBER) sets.split.add(keyOf([n, n + 3]));
    if (column === 1) sets.street.add(keyOf([n, n + 1, n + 2]));
    if (column < 3 && n + 4 <= ROULETTE_MAX_NUMBER) sets.corner.add(keyOf([n, n + 1, n + 3, n + 4]));
    if (column === 1 && n + 5 <= ROULETTE_MAX_NUMBER) sets.line.add(keyOf([n, n + 1, n + 2, n + 3, n + 4, n + 5]));
  }
  return sets;
}

export type SpotProblem = 'unknownKind' | 'numbersInvalid' | 'shapeInvalid' | 'indexInvalid';

/** Null when the spot is a real bet of the layout; otherwise why it is not. */
export function spotProblem(spot: RouletteSpot): SpotProblem | null {
  if (!(spot.kind in ROULETTE_PAYOUTS)) return 'unknownKind';
  if (isInsideKind(spot.kind)) {
    const { numbers } = spot as { numbers: readonly number[] };
    if (!Array.isArray(numbers) || numbers.length !== INSIDE_SIZES[spot.kind]) return 'numbersInvalid';
    if (!numbers.every(isLayoutNumber) || new Set(numbers).size !== numbers.length) return 'numbersInvalid';
    return VALID_INSIDE[spot.kind].has(keyOf(numbers)) ? null : 'shapeInvalid';
  }
  if (spot.kind === 'dozen' || spot.kind === 'column') {
    const { index } = spot as { index: number };
    return Number.isInteger(index) && index >= 1 && index <= 3 ? null : 'indexInvalid';
  }
  return null;
}

/** Whether the ball's pocket wins the spot (the zero loses every outside bet: no la partage). */
export function spotWins(spot: RouletteSpot, pocket: number): boolean {
  switch (spot.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return spot.numbers.includes(pocket);
    case 'dozen':
      return pocket !== 0 && rowOf(pocket) >= (spot.index - 1) * 4 && rowOf(pocket) < spot.index * 4;
    case 'column':
      return pocket !== 0 && columnOf(pocket) === spot.index;
    case 'red':
    case 'black':
      return colourOf(pocket) === spot.kind;
    case 'odd':
      return pocket !== 0 && pocket % 2 === 1;
    case 'even':
      return pocket !== 0 && pocket % 2 === 0;
    case 'low':
      return pocket >= 1 && pocket <= 18;
    case 'high':
      return pocket >= 19;
  }
}

/**
 * A spot as one short text, the same for the same chip whatever order its numbers came in:
 * 'split:1-2', 'dozen:2', 'red'. What the server stores and a player's history shows.
 */
export function spotKey(spot: RouletteSpot): string {
  if (isInsideKind(spot.kind)) return `${spot.kind}:${keyOf((spot as { numbers: readonly number[] }).numbers)}`;
  if (spot.kind === 'dozen' || spot.kind === 'column') return `${spot.kind}:${(spot as { index: number }).index}`;
  return spot.kind;
}

/** The spot of a key written by spotKey; undefined for anything else. */
export function parseSpotKey(key: string): RouletteSpot | undefined {
  const [kind, argument] = key.split(':') as [string, string | undefined];
  if (!(kind in ROULETTE_PAYOUTS)) return undefined;
  const betKind = kind as RouletteBetKind;
  let spot: RouletteSpot;
  if (isInsideKind(betKind)) spot = { kind: betKind, numbers: (argument ?? '').split('-').map(Number) };
  else if (betKind === 'dozen' || betKind === 'column') spot = { kind: betKind, index: Number(argument) };
  else if (argument === undefined) spot = { kind: betKind as EvenMoneyKind };
  else return undefined;
  return spotProblem(spot) === null && spotKey(spot) === key ? spot : undefined;
}

export interface RouletteBet {
  spot: RouletteSpot;
  stakeKurus: number;
}

/** What a winning bet returns: its stake and the payout on it; a losing bet returns nothing. */
export function rouletteReturnKurus(bet: RouletteBet, pocket: number): number {
  return spotWins(bet.spot, pocket) ? bet.stakeKurus * (ROULETTE_PAYOUTS[bet.spot.kind] + 1) : 0;
}

/** Each bet's return for a pocket, in the bets' order. */
export function settleRouletteBets(bets: readonly RouletteBet[], pocket: number): number[] {
  return bets.map((bet) => rouletteReturnKurus(bet, pocket));
}
