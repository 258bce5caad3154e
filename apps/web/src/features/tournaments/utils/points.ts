import type { TournamentPrizeShare, TournamentScoringRule } from '@bnw/contract';
import { formatMoney } from '@/lib/format';

const multiplierFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Points in the scoring rule's unit: kuruş for total_stake and total_win ('₺1.234,56'),
 * hundredths of the stake for best_multiplier ('12,50x').
 */
export function formatPoints(rule: TournamentScoringRule, points: number): string {
  if (rule === 'best_multiplier') return `${multiplierFormat.format(points / 100)}x`;
  return formatMoney(points);
}

/** The parts of a prize share worth naming: a tie's share may be cash and bonus at once. */
export function prizeParts(prize: TournamentPrizeShare | null): { kind: 'cash' | 'bonus'; amountKurus: number }[] {
  if (!prize) return [];
  const parts: { kind: 'cash' | 'bonus'; amountKurus: number }[] = [];
  if (prize.CashKurus > 0) parts.push({ kind: 'cash', amountKurus: prize.CashKurus });
  if (prize.BonusKurus > 0) parts.push({ kind: 'bonus', amountKurus: prize.BonusKurus });
  return parts;
}
