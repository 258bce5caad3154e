import type { PlayerBonus } from '@bnw/contract';
import type { Language } from '@bnw/contract/constants';
import { formatTry } from '@bnw/contract/constants';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatTransactionTime } from '@/lib/turkish-time';
import { useAppStore } from '@/stores/app-store';
import { useBonusHistory } from '../api/bonus-history';

type Outcome = 'converted' | 'expired' | 'forfeited';

const OUTCOME_TONES: Record<Outcome, string> = {
  converted:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  expired: 'border-line bg-surface-2 text-muted',
  forfeited: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
};

/** An ended bonus has one of the three outcomes; anything else (never sent) reads as expired. */
function outcomeOf(bonus: PlayerBonus): Outcome {
  return bonus.Status === 'converted' || bonus.Status === 'forfeited' ? bonus.Status : 'expired';
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** One ended bonus: its outcome in words, what was granted, what became cash or was removed, and when. */
function HistoryRow({ bonus, lang }: { bonus: PlayerBonus; lang: Language }) {
  const { t } = useTranslation('bonuses');
  const outcome = outcomeOf(bonus);
  const converted = outcome === 'converted';
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm" data-testid="bonus-history-row">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-bold leading-snug">{bonus.Title}</h2>
        <span
          className={cn(
            'inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-[11px] font-semibold',
            OUTCOME_TONES[outcome],
          )}
        >
          {t(`history.outcomes.${outcome}`)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <Figure label={t('history.granted')} value={formatTry(bonus.AmountKurus)} />
        <Figure
          label={converted ? t('history.converted') : t('history.forfeited')}
          value={formatTry(converted ? bonus.ConvertedKurus : bonus.ForfeitedKurus)}
        />
        <Figure label={t('history.claimed')} value={formatTransactionTime(bonus.ClaimedAt, lang)} />
        <Figure label={t('history.ended')} value={bonus.EndedAt ? formatTransactionTime(bonus.EndedAt, lang) : '—'} />
      </dl>
    </li>
  );
}

function NoHistory() {
  const { t } = useTranslation('bonuses');
  return (
    <EmptyState icon={History} text={t('history.empty')}>
      <Link to={paths.promotions.getHref()} className={buttonClasses('primary', 'sm')}>
        {t('history.toPromotions')}
      </Link>
    </EmptyState>
  );
}

/** /bonus-history: ended bonuses, latest first, HISTORY_PAGE_SIZE at a time with "Daha fazla". */
export function BonusHistory() {
  const { t } = useTranslation('bonuses');
  const lang: Language = useAppStore((state) => state.language);
  const history = useBonusHistory();
  if (history.isPending) return <LoadingMessage text={t('history.loading')} />;
  const pages = history.data?.pages ?? [];
  if (pages.length === 0) {
    return (
      <ErrorMessage text={t('history.loadFailed')} error={history.error}>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          {t('common.retry', { ns: 'translation' })}
        </Button>
      </ErrorMessage>
    );
  }
  const bonuses = pages.flatMap((page) => page.items);
  if (bonuses.length === 0) return <NoHistory />;
  const total = pages.at(-1)?.pagination.total ?? bonuses.length;
  return (
    <>
      <ul className="space-y-3">
        {bonuses.map((bonus) => (
          <HistoryRow key={bonus.ID} bonus={bonus} lang={lang} />
        ))}
      </ul>
      <p className="mt-3 text-center text-xs text-muted">
        {t('history.count', { shown: String(bonuses.length), total: String(total) })}
      </p>
      {history.hasNextPage ? (
        <LoadMoreButton pages={history} label={t('history.more')} loadingLabel={t('history.loadingMore')} />
      ) : null}
    </>
  );
}
