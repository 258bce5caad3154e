import type { LeaderboardRow, TournamentPrizeShare, TournamentScoringRule } from '@bnw/contract';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatPoints, prizeParts } from '../utils/points';

/** Gold, silver and bronze for ranks 1–3; tied players share the medal of their rank. */
const MEDALS: Record<number, string> = {
  1: 'bg-gradient-to-br from-yellow-200 via-amber-400 to-amber-600 text-amber-950 shadow-amber-500/40',
  2: 'bg-gradient-to-br from-slate-100 via-slate-300 to-slate-500 text-slate-900 shadow-slate-400/40',
  3: 'bg-gradient-to-br from-orange-200 via-orange-400 to-orange-700 text-orange-950 shadow-orange-600/40',
};

export function RankBadge({ rank }: { rank: number }) {
  const medal = MEDALS[rank];
  return (
    <span
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-extrabold tabular-nums',
        medal ? `shadow-md ${medal}` : 'bg-surface-2 text-muted',
      )}
    >
      {rank}
    </span>
  );
}

/** '₺1.000,00 nakit + ₺500,00 bonus', or null when the standing wins nothing. */
export function usePrizeText() {
  const { t } = useTranslation('content');
  return (prize: TournamentPrizeShare | null): string | null => {
    const parts = prizeParts(prize);
    if (parts.length === 0) return null;
    return parts
      .map((part) => `${formatMoney(part.amountKurus)} ${t(`tournaments.prizeKind.${part.kind}`)}`)
      .join(' + ');
  };
}

interface LeaderboardRowsProps {
  rows: readonly LeaderboardRow[];
  rule: TournamentScoringRule;
  /** The row that is the signed-in player's, marked "Sen". */
  ownRowIndex: number | null;
}

/** The board's top: rank (a medal for 1–3), the masked name, the prize it wins, the points. */
export function LeaderboardRows({ rows, rule, ownRowIndex }: LeaderboardRowsProps) {
  const { t } = useTranslation('content');
  const prizeText = usePrizeText();
  return (
    <ol aria-label={t('tournaments.detail.leaderboard')} className="divide-y divide-line" data-testid="leaderboard">
      {rows.map((row, index) => {
        const prize = prizeText(row.Prize);
        const own = index === ownRowIndex;
        return (
          <li
            key={`${row.Rank}-${index}`}
            className={cn('flex min-h-14 items-center gap-3 px-3 py-2', own && 'bg-primary/10')}
          >
            <RankBadge rank={row.Rank} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold">
                {row.MaskedName}
                {own ? (
                  <span className="ml-2 rounded-full bg-primary px-1.5 py-0.5 text-[10px] font-bold uppercase text-primary-fg">
                    {t('tournaments.detail.you')}
                  </span>
                ) : null}
              </p>
              {prize ? (
                <p className="flex items-center gap-1 truncate text-xs text-muted">
                  <Gift aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-accent" />
                  {prize}
                </p>
              ) : null}
            </div>
            <p className="shrink-0 text-right text-sm font-bold tabular-nums">{formatPoints(rule, row.Points)}</p>
          </li>
        );
      })}
    </ol>
  );
}
