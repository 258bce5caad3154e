import { formatTry } from '@bnw/contract/constants';

export type MoneyTone = 'gain' | 'loss' | 'even';

/** A result's tone: won more than staked, less, or even. */
export function toneOf(netKurus: number): MoneyTone {
  if (netKurus > 0) return 'gain';
  return netKurus < 0 ? 'loss' : 'even';
}

/** A result with its sign: '+₺15,00', '−₺10,00' (a true minus sign), '₺0,00'. */
export function signedTry(netKurus: number): string {
  if (netKurus === 0) return formatTry(0);
  return `${netKurus > 0 ? '+' : '−'}${formatTry(Math.abs(netKurus))}`;
}

/** Green for a gain, red for a loss, quiet for even, in light and dark themes. */
export const TONE_CLASSES: Record<MoneyTone, string> = {
  gain: 'text-emerald-700 dark:text-emerald-400',
  loss: 'text-red-700 dark:text-red-400',
  even: 'text-muted',
};
