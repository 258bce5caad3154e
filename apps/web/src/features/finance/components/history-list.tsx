import type { Language } from '@bnw/contract/constants';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { dateLocale } from '@/lib/format';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { historyTooDeep, historyTotalText, type useTransactionHistory } from '../api/transactions';
import { TransactionRow } from './transaction-row';

type History = ReturnType<typeof useTransactionHistory>;

/** The loaded pages of the history, with the count and "more" while the server has more. */
export function HistoryList({ history, lang }: { history: History; lang: Language }) {
  const { t, i18n } = useTranslation('finance');
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const total = history.data?.pages.at(-1)?.total ?? 0;
  if (history.isPending) return <LoadingMessage text={t('history.loading')} />;
  if (history.isError && items.length === 0) {
    return (
      <ErrorMessage text={t('history.loadFailed')} detail={history.error.message}>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorMessage>
    );
  }
  if (items.length === 0) return <EmptyState icon={SearchX} text={t('common.noResults', { ns: 'translation' })} />;
  return (
    <>
      <ul className="flex flex-col gap-2" aria-busy={history.isFetching}>
        {items.map((transaction) => (
          <TransactionRow key={transaction.transactionID} transaction={transaction} lang={lang} />
        ))}
      </ul>
      <p className="mt-3 text-center text-xs text-muted" aria-live="polite">
        {t('history.count', {
          shown: items.length.toLocaleString(dateLocale(i18n.language)),
          total: historyTotalText(total, dateLocale(i18n.language)),
        })}
      </p>
      {history.hasNextPage ? (
        <LoadMoreButton pages={history} label={t('history.more')} loadingLabel={t('history.loadingMore')} />
      ) : null}
      {historyTooDeep(history.data?.pages ?? []) ? (
        <p className="mt-3 text-center text-sm text-muted" data-testid="history-too-deep">
          {t('history.tooDeep')}
        </p>
      ) : null}
    </>
  );
}
