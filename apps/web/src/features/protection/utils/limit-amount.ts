import { parseTryAmount } from '@bnw/contract/constants';
import { MAX_LIMIT_KURUS } from './protection-rules';

/** What a limit field keeps of the typed text: digits, the thousands dot and the decimal comma. */
export function cleanLimitTyping(text: string): string {
  return text.replace(/[^\d.,]/g, '').slice(0, 16);
}

/**
 * A limit typed in Turkish lira ('1.000,50', '250', '₺2.000') in kuruş, or null when it is empty,
 * malformed, zero or above the largest limit (₺10.000.000). Integer arithmetic only.
 */
export function limitFromInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const kurus = parseTryAmount(trimmed);
  return kurus !== null && kurus > 0 && kurus <= MAX_LIMIT_KURUS ? kurus : null;
}

/** Kuruş as the player would type it: 100050 -> '1.000,50', 50000 -> '500'. */
export function limitForInput(kurus: number): string {
  const whole = String(Math.floor(kurus / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = kurus % 100;
  return fraction === 0 ? whole : `${whole},${String(fraction).padStart(2, '0')}`;
}

/** Used of a limit in whole percent for a bar: rounded down, never past 100. */
export function usedPercent(used: number, amount: number): number {
  if (amount <= 0) return 0;
  return Math.min(100, Math.floor((used * 100) / amount));
}
