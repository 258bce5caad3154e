import type { Language } from '@bnw/contract/constants';

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB' };

/** A win as a multiple of the stake from hundredths: 125000 → `1.250×`, 2550 → `25,5×` in Turkish. */
export function formatMultiplier(hundredths: number, language: Language): string {
  const value = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(hundredths / 100);
  return `${value}×`;
}

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago, in words: `3 saat önce`, `dün`, `şimdi`. */
export function formatRelativeTime(at: string, language: Language, now: number = Date.now()): string {
  const elapsed = now - new Date(at).getTime();
  const format = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
