/**
 * The volatility label a 5x3 variant is listed with, from its exact volatility index (standard
 * deviation of a round's total win, in stakes): below 3.6 low, from 3.6 to below 5 medium, 5
 * and above high. The thresholds sit in the gaps between our variants' indices, so a small change of
 * data does not flip a label silently (the variants test recomputes every label).
 */
export type VolatilityLabel = 'low' | 'medium' | 'high';

export const VOLATILITY_THRESHOLDS = { medium: 3.6, high: 5 } as const;

export function volatilityLabel(volatilityIndex: number): VolatilityLabel {
  if (volatilityIndex >= VOLATILITY_THRESHOLDS.high) return 'high';
  if (volatilityIndex >= VOLATILITY_THRESHOLDS.medium) return 'medium';
  return 'low';
}
