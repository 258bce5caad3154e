import type { VariantListing } from '../../types.js';

/**
 * The lobby's volatility label of a classic game follows its volatility index (the standard
 * deviation of a round's win, in stakes): below 3 low, from 3 to below 4 medium, 4 or more high.
 * A five-line 3x3 game swings far less than a 20-line game with free spins, so its thresholds
 * are its own.
 */
export const CLASSIC_VOLATILITY_THRESHOLDS = { medium: 3, high: 4 } as const;

export function classicVolatilityLabel(volatilityIndex: number): VariantListing['volatility'] {
  if (volatilityIndex >= CLASSIC_VOLATILITY_THRESHOLDS.high) return 'high';
  if (volatilityIndex >= CLASSIC_VOLATILITY_THRESHOLDS.medium) return 'medium';
  return 'low';
}
