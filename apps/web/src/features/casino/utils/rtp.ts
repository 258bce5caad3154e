import type { Language } from '@bnw/contract/constants';

/**
 * A game's return to player from its basis points, as a player reads a percentage in their
 * language: 9620 -> '%96,20' in Turkish (the sign comes first, a comma before the decimals),
 * '96.20%' in English. Integer arithmetic only: the figure the provider published is shown to
 * the hundredth, never rounded through a float.
 */
export function formatRtp(basisPoints: number, language: Language): string {
  const safe = Math.min(10_000, Math.max(0, Math.trunc(basisPoints)));
  const whole = Math.floor(safe / 100);
  const hundredths = String(safe % 100).padStart(2, '0');
  return language === 'en' ? `${whole}.${hundredths}%` : `%${whole},${hundredths}`;
}
