import type { HighEarning } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { type HighEarningsOrder, useHighEarnings } from '../api/high-earnings';
import { formatMultiplier, formatRelativeTime } from '../utils/earning-figures';

const TAB_ID = 'high-earnings';

/** The feed in two orders, by amount and by multiple of the stake, each its own query. */
export function HighEarnings() {
  const { t } = useTranslation('studio');
  const [by, setBy] = useState<HighEarningsOrder>('amount');
  return (
    <div className="space-y-3">
      <Tabs
        label={t('highEarnings.tabsLabel')}
        idPrefix={TAB_ID}
        value={by}
        onChange={setBy}
        items={[
          { value: 'amount', label: t('highEarnings.byAmount') },
          { value: 'multiplier', label: t('highEarnings.byMultiplier') },
        ]}
      />
      <div {...tabPanelProps(TAB_ID, by)}>
        <EarningsList by={by} />
      </div>
    </div>
  );
}

function EarningsList({ by }: { by: HighEarningsOrder }) {
  const { t } = useTranslation('studio');
  const feed = useHighEarnings(by);
  if (feed.isPending) return <LoadingMessage text={t('highEarnings.loading')} />;
  if (feed.isError) {
    return (
      <ErrorMessage text={t('highEarnings.loadFailed')} error={feed.error}>
        <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
          {t('highEarnings.retry')}
        </Button>
      </ErrorMessage>
    );
  }
  if (feed.data.length === 0) return <EmptyState icon={Trophy} text={t('highEarnings.empty')} />;
  return (
    <ol className="space-y-2" data-testid="high-earnings-list">
      {feed.data.map((row, index) => (
        <EarningRow key={row.roundID} row={row} rank={index + 1} by={by} />
      ))}
    </ol>
  );
}

const RANK_TONES = ['bg-amber-400 text-amber-950', 'bg-slate-300 text-slate-900', 'bg-orange-400 text-orange-950'];

function EarningRow({ row, rank, by }: { row: HighEarning; rank: number; by: HighEarningsOrder }) {
  const { t } = useTranslation('studio');
  const language = useAppStore((state) => state.language);
  const multiplier = formatMultiplier(row.multiplierHundredths, language);
  const win = formatTry(row.winKurus);
  return (
    <li data-testid="high-earning">
      <Link
        to={paths.play.getHref('casino', row.gameID)}
        aria-label={t('highEarnings.rowLabel', { player: row.maskedName, game: row.gameName, win, multiplier })}
        className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-2.5 shadow-sm transition-transform active:scale-[0.98]"
      >
        <span className="relative shrink-0">
          <img
            src={row.imageUrl}
            alt=""
            width={48}
            height={64}
            loading="lazy"
            decoding="async"
            className="h-16 w-12 rounded-lg bg-surface-2 object-cover ring-1 ring-line"
          />
          <span
            className={`absolute -left-1.5 -top-1.5 flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-[11px] font-black shadow ${RANK_TONES[rank - 1] ?? 'bg-surface-2 text-fg ring-1 ring-line'}`}
          >
            {rank}
          </span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-bold">{row.gameName}</span>
          <span className="block truncate text-xs text-muted">
            {row.maskedName} · <time dateTime={row.settledAt}>{formatRelativeTime(row.settledAt, language)}</time>
          </span>
          <span className="block text-xs text-muted tabular-nums">
            {t('highEarnings.stake', { amount: formatTry(row.stakeKurus) })}
          </span>
        </span>
        <span className="shrink-0 text-right tabular-nums">
          <span
            className={`block font-black ${by === 'amount' ? 'text-base text-emerald-700 dark:text-emerald-400' : 'text-sm'}`}
          >
            {win}
          </span>
          <span
            className={`mt-0.5 inline-block rounded-full px-2 py-0.5 text-xs font-extrabold ${by === 'multiplier' ? 'bg-accent text-accent-fg' : 'bg-surface-2'}`}
          >
            {multiplier}
          </span>
        </span>
      </Link>
    </li>
  );
}
