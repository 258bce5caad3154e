/**
 * Money is an integer number of kuruş everywhere (1 TRY = 100 kuruş).
 * Only the display edge turns it into text.
 */

export class NotKurusError extends Error {
  constructor(value: unknown) {
    super(`Not an amount in kuruş: ${String(value)}`);
    this.name = 'NotKurusError';
  }
}

/** Guard: the value is a safe integer number of kuruş, or it throws. */
export function assertKurus(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new NotKurusError(value);
  return value;
}

/**
 * Made on first use, not when the module loads: building a currency formatter costs a phone some
 * 15 ms of main thread (measured in the home page's first task), and a visitor's first screen may
 * show no amount at all.
 */
let tryFormatter: Intl.NumberFormat | undefined;

/** 123456 -> '₺1.234,56'. */
export function formatTry(amountKurus: number): string {
  assertKurus(amountKurus);
  tryFormatter ??= new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
  return tryFormatter.format(amountKurus / 100);
}
