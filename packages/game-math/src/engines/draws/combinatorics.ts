/** Binomial coefficients as BigInt: exact for every count the draw games need (C(48, 6) and beyond). */
export function choose(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  const smaller = Math.min(k, n - k);
  let result = 1n;
  for (let index = 0; index < smaller; index += 1) {
    // Each partial product is C(n, index + 1) times a whole number, so the division is exact.
    result = (result * BigInt(n - index)) / BigInt(index + 1);
  }
  return result;
}
