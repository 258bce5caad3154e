import { NotKurusError, assertKurus } from './money.js';

/*
 * Amounts as a player types them, read into kuruş and written back. A file of its own, beside
 * money.ts: money.ts is on the player site's first page (formatTry), and a module is never split
 * between chunks, so the reading rule here stays with the pages that have an amount field.
 */

/**
 * Why a typed amount is refused. `empty`, `zero` and `belowMinimum` are what a player may still
 * be on the way to fixing; the others are wrong whatever is typed after them.
 */
export type AmountTextProblem =
  'empty' | 'sign' | 'characters' | 'tooLong' | 'format' | 'decimals' | 'zero' | 'belowMinimum' | 'aboveMaximum';

export type AmountTextReading = { ok: true; amountKurus: number } | { ok: false; problem: AmountTextProblem };

/** What one field takes, in kuruş: at least `minKurus` (1 when left out), at most `maxKurus`. */
export interface AmountBounds {
  minKurus?: number;
  maxKurus: number;
}

/** Longest typed amount read at all ('10.000.000.000,00' and more than enough room around it). */
export const AMOUNT_TEXT_MAX_LENGTH = 32;

/** Every plus and minus a keyboard, a paste or a phone's dash may bring. */
const SIGN_CHARACTER = /[-+\u2010-\u2015\u2212\u2796\u2795\uFE62\uFE63\uFF0B\uFF0D]/u;
/** Spaces a keyboard or a copied amount may bring: the plain one, the no-break and the narrow no-break. */
const SPACE = '[ \\u00A0\\u202F]';
/** The lira sign, once, before or after the number, with spaces around it. */
const LIRA_SIGN_AROUND = new RegExp(`^${SPACE}*₺?${SPACE}*|${SPACE}*₺?${SPACE}*$`, 'gu');
/** More whole lira digits than this is above any field's maximum (and above a safe integer). */
const MAX_WHOLE_DIGITS = 13;

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** A whole part written with `separator` between groups of three: '1.000.000', not '1.00.000' or '0.500'. */
function groupedWhole(text: string, separator: '.' | ','): string | null {
  const groups = text.split(separator);
  const [first = '', ...rest] = groups;
  if (!/^[1-9]\d{0,2}$/.test(first) || rest.length === 0 || !rest.every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join('');
}

/**
 * The whole and fraction digits of a number made only of digits, dots and commas, or the problem.
 * Turkish first: a comma alone is the decimal comma ('12,50', and '12,345' has three decimals). A dot
 * alone before three digits groups thousands ('1.000'), before one or two it is the decimal point a
 * phone's keypad types ('1000.5'). With both, the later one is the decimal mark and the other groups
 * thousands ('1.000,50', '1,000.50'); a mark written twice can only group thousands ('1.000.000').
 */
function splitDigits(text: string): { whole: string; fraction: string } | { problem: 'format' | 'decimals' } {
  const commas = count(text, ',');
  const dots = count(text, '.');
  let decimal: '.' | ',' | null = null;
  let grouping: '.' | ',' | null = null;
  if (commas > 0 && dots > 0) {
    decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    grouping = decimal === ',' ? '.' : ',';
    if (count(text, decimal) > 1) return { problem: 'format' };
  } else if (commas === 1) {
    decimal = ',';
  } else if (commas > 1) {
    grouping = ',';
  } else if (dots === 1) {
    const [before = '', after = ''] = text.split('.');
    if (/^\d{3}$/.test(after) && /^[1-9]\d{0,2}$/.test(before)) grouping = '.';
    else decimal = '.';
  } else if (dots > 1) {
    grouping = '.';
  }
  const [wholeText = '', fraction = ''] = decimal === null ? [text] : text.split(decimal);
  const whole = grouping === null ? wholeText : groupedWhole(wholeText, grouping);
  if (whole === null || !/^\d*$/.test(whole)) return { problem: 'format' };
  if (fraction.length > 2) return { problem: 'decimals' };
  if (whole === '' && fraction === '') return { problem: 'format' };
  return { whole, fraction };
}

/**
 * Reads an amount as a player types it in lira into integer kuruş, or says why it cannot: never
 * a different amount than the one meant. A sign is refused, not dropped (a dropped minus once made
 * '-100' a ₺100 limit); so are letters, control characters, more than two decimals and anything
 * outside the field's bounds. '12,50' -> 1250, '1.000,50' -> 100050, '1000.5' -> 100050,
 * '1.000' -> 100000, '₺250' -> 25000. docs/decisions.md (38) has the whole rule.
 */
export function parseAmountText(text: string, bounds: AmountBounds): AmountTextReading {
  const body = text.replace(LIRA_SIGN_AROUND, '');
  if (body === '') return { ok: false, problem: 'empty' };
  if (SIGN_CHARACTER.test(body)) return { ok: false, problem: 'sign' };
  // Letters, control and invisible characters, another script's digits: none is part of an amount.
  if (/[^\d., \u00A0\u202F]/u.test(body)) return { ok: false, problem: 'characters' };
  if (body.length > AMOUNT_TEXT_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  // '1 000' could be a thousand or a slip of the thumb between '1' and '000': asked again, not guessed.
  if (/[ \u00A0\u202F]/u.test(body)) return { ok: false, problem: 'format' };
  const digits = splitDigits(body);
  if ('problem' in digits) return { ok: false, problem: digits.problem };
  const whole = digits.whole.replace(/^0+/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'aboveMaximum' };
  const amountKurus = Number(whole || '0') * 100 + Number(digits.fraction.padEnd(2, '0'));
  if (amountKurus === 0) return { ok: false, problem: 'zero' };
  if (amountKurus < (bounds.minKurus ?? 1)) return { ok: false, problem: 'belowMinimum' };
  if (amountKurus > bounds.maxKurus) return { ok: false, problem: 'aboveMaximum' };
  return { ok: true, amountKurus };
}

/**
 * Kuruş as a player would type them, to fill an amount field: 50000 -> '500', 100050 -> '1.000,50',
 * 5 -> '0,05'. parseAmountText reads it back to the same amount. Integer arithmetic only.
 */
export function amountInputText(amountKurus: number): string {
  assertKurus(amountKurus);
  if (amountKurus < 0) throw new NotKurusError(amountKurus);
  const whole = String(Math.floor(amountKurus / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = amountKurus % 100;
  return fraction === 0 ? whole : `${whole},${String(fraction).padStart(2, '0')}`;
}
