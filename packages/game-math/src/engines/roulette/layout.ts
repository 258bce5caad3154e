/**
 * The European (single-zero) roulette layout: 0 and 1 to 36 in twelve rows of three. Row r
 * (0 to 11) holds 3r+1, 3r+2, 3r+3; column 1 holds the numbers n with n % 3 = 1, column 3 those
 * with n % 3 = 0. The colours are the wheel's, not a pattern of the table.
 */
export const ROULETTE_POCKETS = 37;
export const ROULETTE_MAX_NUMBER = 36;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type RouletteColour = 'red' | 'black' | 'green';

export function colourOf(pocket: number): RouletteColour {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

/** 1 to 3 for the numbers 1 to 36; 0 belongs to no column. */
export function columnOf(number: number): number {
  return ((number - 1) % 3) + 1;
}

/** 0 to 11 for the numbers 1 to 36. */
export function rowOf(number: number): number {
  return Math.floor((number - 1) / 3);
}

export function isLayoutNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= ROULETTE_MAX_NUMBER;
}

/** The wheel's order of pockets clockwise from 0 (what an animation turns through). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
