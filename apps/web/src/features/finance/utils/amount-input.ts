import { parseTryAmount } from '@bnw/contract/constants';

/** Longest text an amount field accepts ('100.000.000,00' and a little room). */
export const AMOUNT_INPUT_MAX_LENGTH = 16;

/**
 * Kuruş as the player would type it in Turkish, without the currency sign:
 * 50000 -> '500', 123456 -> '1.234,56', 100050 -> '1.000,50'. Integer arithmetic only.
 */
export function formatAmountForInput(amountKurus: number): string {
  if (!Number.isSafeInteger(amountKurus) || amountKurus < 0) return '';
  const whole = String(Math.floor(amountKurus / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = amountKurus % 100;
  return fraction === 0 ? whole : `${whole},${String(fraction).padStart(2, '0')}`;
}

/** What an amount field keeps of the typed text: digits, the thousands dot and the decimal comma. */
export function cleanAmountTyping(text: string): string {
  return text.replace(/[^\d.,]/g, '').slice(0, AMOUNT_INPUT_MAX_LENGTH);
}

/** The typed amount in kuruş, or null (empty, malformed, more than two decimals). */
export function amountFromInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const kurus = parseTryAmount(trimmed);
  return kurus !== null && kurus > 0 ? kurus : null;
}
