import type { RandomSource } from '../../random.js';
import { choose } from '../draws/combinatorics.js';

/**
 * Tombala cards (90 balls): 3 rows by 9 columns, exactly 5 numbers in each row (15 a card).
 * Column 1 holds 1–9, columns 2 to 8 hold 10–19 … 70–79, column 9 holds 80–90. Every column holds
 * at least one number (and so at most three); a column's numbers ascend from top to bottom.
 *
 * Every card that obeys these rules is numbered: 0 ≤ rank < TOMBALA_CARD_COUNT, one rank per card
 * and one card per rank (rankTombalaCard and unrankTombalaCard are inverse). A card is generated as
 * the card of a uniform rank, so each of the TOMBALA_CARD_COUNT cards is exactly equally likely:
 * no layout and no number is favoured, which the tests check against an independent count.
 */
export const TOMBALA_ROWS = 3;
export const TOMBALA_COLUMNS = 9;
export const TOMBALA_NUMBERS_PER_ROW = 5;
export const TOMBALA_BALLS = 90;

/** A card as rows of cells, top row first; a cell is a number or null (blank). */
export type TombalaCard = ReadonlyArray<ReadonlyArray<number | null>>;

/** The numbers column `column` (0-based) may hold: 1–9, 10–19, …, 70–79, 80–90. */
export function tombalaColumnRange(column: number): { low: number; high: number } {
  if (column === 0) return { low: 1, high: 9 };
  if (column === TOMBALA_COLUMNS - 1) return { low: 80, high: TOMBALA_BALLS };
  return { low: column * 10, high: column * 10 + 9 };
}

const COLUMN_SIZES = Array.from({ length: TOMBALA_COLUMNS }, (_, column) => {
  const { low, high } = tombalaColumnRange(column);
  return high - low + 1;
});

/** Which rows a column fills, as a bit mask (bit r = row r): 1 to 7, never 0 (no empty column). */
const COLUMN_MASKS = [1, 2, 3, 4, 5, 6, 7];
const bitCount = (mask: number) => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1);

/** The numbers each row still needs, packed as r0 + 6 r1 + 36 r2 (each 0 to 5). */
const pack = (needs: readonly number[]) => needs[0]! + 6 * needs[1]! + 36 * needs[2]!;

function after(needs: readonly number[], mask: number): number[] | null {
  const next = needs.map((need, row) => need - ((mask >> row) & 1));
  return next.every((need) => need >= 0) ? next : null;
}

const completionMemo = new Map<number, bigint>();

/**
 * How many ways columns `column`…8 can be filled when the rows still need `needs` numbers: a
 * column picks its rows (a non-empty mask) and C(size, k) sets of k numbers for them.
 */
function completions(column: number, needs: readonly number[]): bigint {
  if (column === TOMBALA_COLUMNS) return needs.every((need) => need === 0) ? 1n : 0n;
  const key = column * 216 + pack(needs);
  const known = completionMemo.get(key);
  if (known !== undefined) return known;
  let total = 0n;
  for (const mask of COLUMN_MASKS) {
    const next = after(needs, mask);
    if (next) total += choose(COLUMN_SIZES[column]!, bitCount(mask)) * completions(column + 1, next);
  }
  completionMemo.set(key, total);
  return total;
}

const START = [TOMBALA_NUMBERS_PER_ROW, TOMBALA_NUMBERS_PER_ROW, TOMBALA_NUMBERS_PER_ROW];

/** How many different cards the rules allow (3 669 688 706 217 187 500, about 3.7 × 10^18). */
export const TOMBALA_CARD_COUNT: bigint = completions(0, START);

/**
 * How many of the TOMBALA_CARD_COUNT cards have 1, 2 and 3 numbers in each column: [column][k − 1].
 * Each count is the ways to fill the columns before (forward), times the column's own choice,
 * times the ways to finish (completions); on a uniform card, count / TOMBALA_CARD_COUNT is the
 * chance. The par sheet publishes it, and the tests compare it with a brute force and with cards drawn.
 */
export function tombalaColumnCounts(): bigint[][] {
  let prefix = new Map<number, { needs: number[]; ways: bigint }>([[pack(START), { needs: START, ways: 1n }]]);
  const counts: bigint[][] = [];
  for (let column = 0; column < TOMBALA_COLUMNS; column += 1) {
    const byCount = [0n, 0n, 0n];
    const next = new Map<number, { needs: number[]; ways: bigint }>();
    for (const { needs, ways } of prefix.values()) {
      for (const mask of COLUMN_MASKS) {
        const following = after(needs, mask);
        if (!following) continue;
        const here = ways * choose(COLUMN_SIZES[column]!, bitCount(mask));
        byCount[bitCount(mask) - 1]! += here * completions(column + 1, following);
        const key = pack(following);
        next.set(key, { needs: following, ways: (next.get(key)?.ways ?? 0n) + here });
      }
    }
    counts.push(byCount);
    prefix = next;
  }
  return counts;
}

/** The k-subset of {0, …, size − 1} of lexicographic rank `rank` (ascending). */
function unrankSubset(size: number, k: number, rank: bigint): number[] {
  const chosen: number[] = [];
  let remaining = rank;
  let next = 0;
  for (let slot = 0; slot < k; slot += 1) {
    for (;;) {
      // Subsets whose next element is `next`: the rest chosen from the elements after it.
      const withNext = choose(size - next - 1, k - slot - 1);
      if (remaining < withNext) break;
      remaining -= withNext;
      next += 1;
    }
    chosen.push(next);
    next += 1;
  }
  return chosen;
}

function rankSubset(size: number, chosen: readonly number[]): bigint {
  let rank = 0n;
  let next = 0;
  for (const [slot, element] of chosen.entries()) {
    for (; next < element; next += 1) rank += choose(size - next - 1, chosen.length - slot - 1);
    next = element + 1;
  }
  return rank;
}

/**
 * The card of rank `rank`. Columns left to right; for each, the masks 1…7 in turn, each owning a
 * block of C(size, k) × completions(rest) ranks; inside the block, rank = subset × completions +
 * rest, the subset (the column's numbers, ascending) in lexicographic order.
 */
export function unrankTombalaCard(rank: bigint): TombalaCard {
  if (typeof rank !== 'bigint' || rank < 0n || rank >= TOMBALA_CARD_COUNT) {
    throw new RangeError('a card rank runs from 0 to TOMBALA_CARD_COUNT − 1');
  }
  const rows: Array<Array<number | null>> = Array.from({ length: TOMBALA_ROWS }, () =>
    new Array<number | null>(TOMBALA_COLUMNS).fill(null),
  );
  let needs = START;
  let remaining = rank;
  for (let column = 0; column < TOMBALA_COLUMNS; column += 1) {
    const size = COLUMN_SIZES[column]!;
    for (const mask of COLUMN_MASKS) {
      const next = after(needs, mask);
      if (!next) continue;
      const tail = completions(column + 1, next);
      const block = choose(size, bitCount(mask)) * tail;
      if (remaining >= block) {
        remaining -= block;
        continue;
      }
      const numbers = unrankSubset(size, bitCount(mask), remaining / tail);
      remaining %= tail;
      const { low } = tombalaColumnRange(column);
      let taken = 0;
      for (let row = 0; row < TOMBALA_ROWS; row += 1) {
        if ((mask >> row) & 1) rows[row]![column] = low + numbers[taken++]!;
      }
      needs = next;
      break;
    }
  }
  return rows;
}

/** Why a card breaks the rules, or null when it is a valid card. */
export function tombalaCardProblem(card: unknown): string | null {
  if (!Array.isArray(card) || card.length !== TOMBALA_ROWS) return 'a card has 3 rows';
  for (const row of card) {
    if (!Array.isArray(row) || row.length !== TOMBALA_COLUMNS) return 'a row has 9 cells';
    if (row.filter((cell) => cell !== null).length !== TOMBALA_NUMBERS_PER_ROW) return 'a row has exactly 5 numbers';
  }
  const rows = card as unknown[][];
  for (let column = 0; column < TOMBALA_COLUMNS; column += 1) {
    const { low, high } = tombalaColumnRange(column);
    const cells = rows.map((row) => row[column]).filter((cell) => cell !== null);
    if (cells.length === 0) return `column ${column + 1} is empty`;
    if (!cells.every((cell) => Number.isInteger(cell) && (cell as number) >= low && (cell as number) <= high)) {
      return `column ${column + 1} holds ${low} to ${high} only`;
    }
    if (cells.some((cell, index) => index > 0 && (cell as number) <= (cells[index - 1] as number))) {
      return `column ${column + 1} must ascend from top to bottom without repeats`;
    }
  }
  return null;
}

/** The rank of a valid card (the inverse of unrankTombalaCard); throws on a card that breaks the rules. */
export function rankTombalaCard(card: TombalaCard): bigint {
  const problem = tombalaCardProblem(card);
  if (problem) throw new RangeError(`not a tombala card: ${problem}`);
  let needs = START;
  let rank = 0n;
  for (let column = 0; column < TOMBALA_COLUMNS; column += 1) {
    const size = COLUMN_SIZES[column]!;
    const { low } = tombalaColumnRange(column);
    let cardMask = 0;
    const numbers: number[] = [];
    for (let row = 0; row < TOMBALA_ROWS; row += 1) {
      const cell = card[row]![column];
      if (cell !== null && cell !== undefined) {
        cardMask |= 1 << row;
        numbers.push(cell - low);
      }
    }
    for (const mask of COLUMN_MASKS) {
      const next = after(needs, mask);
      if (!next) continue;
      const tail = completions(column + 1, next);
      if (mask !== cardMask) {
        rank += choose(size, bitCount(mask)) * tail;
        continue;
      }
      rank += rankSubset(size, numbers) * tail;
      needs = next;
      break;
    }
  }
  return rank;
}

/** A card's stable key (its rank in decimal): equal keys are the same card. */
export function tombalaCardKey(card: TombalaCard): string {
  return rankTombalaCard(card).toString();
}

/**
 * A uniform integer in [0, bound) from a source of integers below 2^32: enough 16-bit pieces for
 * the bound's bit length, thrown away and drawn again when the value reaches the bound (less
 * than half the time), so no value is favoured.
 */
export function uniformBigIntBelow(random: RandomSource, bound: bigint): bigint {
  if (bound < 1n) throw new RangeError('bound must be at least 1');
  const bits = (bound - 1n).toString(2).length;
  for (;;) {
    let value = 0n;
    for (let left = bits; left > 0; left -= 16) {
      const width = Math.min(16, left);
      value = (value << BigInt(width)) | BigInt(random.nextInt(2 ** width));
    }
    if (value < bound) return value;
  }
}

/** One card, uniform over every valid card. */
export function generateTombalaCard(random: RandomSource): TombalaCard {
  return unrankTombalaCard(uniformBigIntBelow(random, TOMBALA_CARD_COUNT));
}

/** A strip bought at once has at most this many cards; the per-player limit is the round's. */
export const TOMBALA_STRIP_MAX_CARDS = 100;

/**
 * `count` different cards for one purchase, none of them in `taken` (the keys of the cards
 * already sold in the round): a card equal to one before it is drawn again. With 3.7 × 10^18
 * cards a repeat is rare, but the rule is what keeps a round free of duplicates; the server still
 * holds the keys under a unique index, so two purchases at once cannot both take one card.
 */
export function generateTombalaStrip(
  random: RandomSource,
  count: number,
  taken: ReadonlySet<string> = new Set(),
): Array<{ key: string; card: TombalaCard }> {
  if (!Number.isInteger(count) || count < 1 || count > TOMBALA_STRIP_MAX_CARDS) {
    throw new RangeError(`a strip has 1 to ${TOMBALA_STRIP_MAX_CARDS} cards`);
  }
  const strip: Array<{ key: string; card: TombalaCard }> = [];
  const used = new Set(taken);
  while (strip.length < count) {
    const rank = uniformBigIntBelow(random, TOMBALA_CARD_COUNT);
    const key = rank.toString();
    if (used.has(key)) continue;
    used.add(key);
    strip.push({ key, card: unrankTombalaCard(rank) });
  }
  return strip;
}

/** The card of a key (as stored), or a RangeError for a key that is no card's. */
export function tombalaCardFromKey(key: string): TombalaCard {
  if (!/^(0|[1-9][0-9]{0,19})$/.test(key)) throw new RangeError('a card key is a decimal rank');
  return unrankTombalaCard(BigInt(key));
}
