import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHighEarnings } from '../api/high-earnings';
import { EarningRow } from './earning-row';
import { TOP_WINS_HEADER, TOP_WINS_LIST, TOP_WINS_ROWS, TopWinsSkeleton } from './top-wins-skeleton';

/**
 * The home page's few biggest wins of the last 7 days, by amount, with the way to /high-earnings.
 * It reads the page's own query (the same 50 rows, so "see all" opens a list already there).
 * Nothing at all when the feed is empty or cannot be fetched: a fresh site shows no empty box.
 */
export function TopWins() {
  const { t } = useTranslation('studio');
  const feed = useHighEarnings('amount');
  if (feed.isPending) return <TopWinsSkeleton />;
  const rows = feed.data?.slice(0, TOP_WINS_ROWS) ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="home-top-wins" data-testid="top-wins">
      <div className={TOP_WINS_HEADER}>
        <h2 id="home-top-wins" className="truncate text-lg font-bold">
          {t('topWins.title')}
        </h2>
        <Link
          to={paths.highEarnings.getHref()}
          aria-label={t('topWins.seeAllLabel')}
          className="-mr-2 inline-flex h-11 shrink-0 items-center gap-0.5 rounded-xl px-2 text-sm font-semibold text-primary hover:bg-surface-2"
        >
          {t('topWins.seeAll')}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <ol className={TOP_WINS_LIST}>
        {rows.map((row, index) => (
          <EarningRow key={row.roundID} row={row} rank={index + 1} emphasis="amount" compact />
        ))}
      </ol>
    </section>
  );
}
