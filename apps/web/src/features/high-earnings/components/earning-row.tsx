import type { HighEarning } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import type { HighEarningsOrder } from '../api/high-earnings';
import { formatMultiplier, formatRelativeTime } from '../utils/earning-figures';

const RANK_TONES = ['bg-amber-400 text-amber-950', 'bg-slate-300 text-slate-900', 'bg-orange-400 text-orange-950'];

/**
 * The page's row and the home page's compact one. Every box has a fixed height (the picture's),
 * so the skeleton (top-wins-skeleton.tsx) can take exactly the room the rows will.
 */
const SIZES = {
  full: { link: 'gap-3 p-2.5', image: 'h-16 w-12', width: 48, height: 64 },
  compact: { link: 'gap-2.5 px-2.5 py-2', image: 'h-12 w-9', width: 36, height: 48 },
} as const;

/** The figure the list is ordered by stands out: the win larger and green, or the multiple on the accent. */
const WIN_LOOKS: Record<HighEarningsOrder, string> = {
  amount: 'text-base text-emerald-700 dark:text-emerald-400',
  multiplier: 'text-sm',
};
const MULTIPLIER_LOOKS: Record<HighEarningsOrder, string> = {
  amount: 'bg-surface-2',
  multiplier: 'bg-accent text-accent-fg',
};

interface EarningRowProps {
  row: HighEarning;
  rank: number;
  /** The figure the list is ordered by, drawn larger. */
  emphasis: HighEarningsOrder;
  /** The home page's short list: a smaller picture and no stake line. */
  compact?: boolean;
}

/** One big win: the game's tile with its rank, the game, the masked player and when, the win and its multiple. */
export function EarningRow({ row, rank, emphasis, compact = false }: EarningRowProps) {
  const { t } = useTranslation('studio');
  const language = useAppStore((state) => state.language);
  const multiplier = formatMultiplier(row.multiplierHundredths, language);
  const win = formatTry(row.winKurus);
  const size = SIZES[compact ? 'compact' : 'full'];
  return (
    <li data-testid="high-earning">
      <Link
        to={paths.play.getHref('casino', row.gameID)}
        aria-label={t('highEarnings.rowLabel', { player: row.maskedName, game: row.gameName, win, multiplier })}
        className={cn(
          'flex items-center rounded-2xl border border-line bg-surface shadow-sm transition-transform active:scale-[0.98]',
          size.link,
        )}
      >
        <span className="relative shrink-0">
          <img
            src={row.imageUrl}
            alt=""
            width={size.width}
            height={size.height}
            loading="lazy"
            decoding="async"
            className={cn('rounded-lg bg-surface-2 object-cover ring-1 ring-line', size.image)}
          />
          <span
            className={cn(
              'absolute -left-1.5 -top-1.5 flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-[11px] font-black shadow',
              RANK_TONES[rank - 1] ?? 'bg-surface-2 text-fg ring-1 ring-line',
            )}
          >
            {rank}
          </span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-bold">{row.gameName}</span>
          <span className="block truncate text-xs text-muted">
            {row.maskedName} · <time dateTime={row.settledAt}>{formatRelativeTime(row.settledAt, language)}</time>
          </span>
          {compact ? null : (
            <span className="block text-xs text-muted tabular-nums">
              {t('highEarnings.stake', { amount: formatTry(row.stakeKurus) })}
            </span>
          )}
        </span>
        <span className="flex shrink-0 flex-col items-end tabular-nums">
          <span className={cn('font-black', WIN_LOOKS[emphasis])}>{win}</span>
          <span className={cn('mt-0.5 rounded-full px-2 py-0.5 text-xs font-extrabold', MULTIPLIER_LOOKS[emphasis])}>
            {multiplier}
          </span>
        </span>
      </Link>
    </li>
  );
}
