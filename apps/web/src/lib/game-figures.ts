import type { Language } from '@bnw/contract/constants';
import { dateLocale } from './format';

/* A game's published figures as a player reads them: the lobby's tiles and the play page's info sheet. */

/**
 * Return to player from basis points: 9620 -> '%96,20' in Turkish (sign first, decimal comma),
 * '96.20%' in English. Integer arithmetic, so the published figure is never rounded by a float.
 */
export function formatRtpBasisPoints(basisPoints: number, language: Language): string {
  const clamped = Math.min(10_000, Math.max(0, Math.trunc(basisPoints)));
  const percent = Math.floor(clamped / 100);
  const cents = String(clamped % 100).padStart(2, '0');
  return language === 'tr' ? `%${percent},${cents}` : `${percent}.${cents}%`;
}

/** A whole multiple with the language's thousands separator: 5000 -> '5.000' (tr), '5,000' (en). */
export function formatWholeNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(dateLocale(language), { maximumFractionDigits: 0 }).format(value);
}
