import { formatTry } from '@bnw/contract/constants';

/** The session's time: 'mm:ss', and 'h:mm:ss' from the first hour on (negative times show as 00:00). */
export function formatElapsed(elapsedMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

export type NetTone = 'gain' | 'loss' | 'even';

export function netTone(netKurus: number): NetTone {
  return netKurus > 0 ? 'gain' : netKurus < 0 ? 'loss' : 'even';
}

/**
 * The net position with its sign, as a player reads it at a glance: '+₺12,50', '−₺3,00' (a true
 * minus sign, U+2212, the width of the plus), '₺0,00'.
 */
export function formatNet(netKurus: number): string {
  const amount = formatTry(Math.abs(netKurus));
  if (netKurus > 0) return `+${amount}`;
  if (netKurus < 0) return `\u2212${amount}`;
  return amount;
}
