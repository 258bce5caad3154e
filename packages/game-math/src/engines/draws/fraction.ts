/**
 * Exact fractions over BigInt, for probabilities and returns to player: a market's RTP is the sum
 * of probability times odds, and rounding any of those terms would make the published figure a
 * guess. Always in lowest terms with a positive denominator, so equal values compare equal.
 */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint | number, denominator: bigint | number = 1n): Fraction {
  let top = BigInt(numerator);
  let bottom = BigInt(denominator);
  if (bottom === 0n) throw new RangeError('a fraction cannot have a zero denominator');
  if (bottom < 0n) [top, bottom] = [-top, -bottom];
  const divisor = gcd(top, bottom) || 1n;
  return { numerator: top / divisor, denominator: bottom / divisor };
}

const ZERO: Fraction = fraction(0n);

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function sumFractions(values: readonly Fraction[]): Fraction {
  return values.reduce(addFractions, ZERO);
}

export function fractionsEqual(a: Fraction, b: Fraction): boolean {
  return a.numerator === b.numerator && a.denominator === b.denominator;
}

/** Negative, zero or positive as a is below, equal to or above b. */
export function compareFractions(a: Fraction, b: Fraction): number {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The nearest double: for display and for comparing with a simulation, never for money. */
export function fractionToNumber(value: Fraction): number {
  // Scale first so numerators and denominators beyond 2^53 keep their significant digits.
  const scale = 10n ** 18n;
  return Number((value.numerator * scale) / value.denominator) / 1e18;
}

/** A percentage with `digits` decimals, rounded half up: 95 % of 1/2 × 1.90 → "95.0000 %". */
export function formatPercent(value: Fraction, digits = 4): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (value.numerator * 100n * scale * 2n + value.denominator) / (2n * value.denominator);
  const whole = scaled / scale;
  const decimals = (scaled % scale).toString().padStart(digits, '0');
  return digits > 0 ? `${whole}.${decimals} %` : `${whole} %`;
}
