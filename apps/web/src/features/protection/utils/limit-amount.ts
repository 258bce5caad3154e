import type { AmountBounds } from '@bnw/contract/constants';
import { MAX_LIMIT_KURUS } from './protection-rules';

/** What a limit's amount field takes: from ₺0,01 to the largest limit (₺10.000.000). */
export const LIMIT_AMOUNT_BOUNDS: AmountBounds = { maxKurus: MAX_LIMIT_KURUS };

/** Used of a limit in whole percent for a bar: rounded down, never past 100. */
export function usedPercent(used: number, amount: number): number {
  if (amount <= 0) return 0;
  return Math.min(100, Math.floor((used * 100) / amount));
}
