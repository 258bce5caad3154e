import { STATUS_LABELS, TRANSACTION_CATEGORY, type Language } from '@bnw/contract/constants';
import { Search, SearchX, X } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { useAppStore } from '@/stores/app-store';
import {
  type HistoryFilters,
  STATUS_CHOICES,
  useTransactionCategories,
  useTransactionHistory,
  useTransactionTypes,
} from '../api/transactions';
import { DATE_PRESETS, type DatePreset, dateRangeFor, isDatePreset } from '../utils/date-presets';
import { formatDay } from '../utils/turkish-time';
import { TransactionRow } from './transaction-row';

export type HistoryScope = 'finance' | 'account';

const selectClasses =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm font-normal text-fg outline-none focus:border-primary';
const SEARCH_MAX_LENGTH = 40;

function optionalNumber(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/**
 * A player's transactions with the date presets of section 9, type and status filters and a
 * search by transaction id. /finance-history shows payments (category 2); /account-history
 * shows every category and lets the player pick one.
 */
export function TransactionHistory({ scope }: { scope: HistoryScope }) {
  const { t } = useTranslation('finance');
  const lang: Language = useAppStore((state) => state.language);
  const [preset, setPreset] = useState<DatePreset>('last30Days');
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [category, setCategory] = useState('');
  const [searchDraft, setSearchDraft] = useState('');
  const [searchID, setSearchID] = useState('');
  const types = useTransactionTypes(lang);
  const categories = useTransactionCategories(lang);

  const range = useMemo(() => dateRangeFor(preset), [preset]);
  const filters: HistoryFilters = {
    range,
    category: scope === 'finance' ? TRANSACTION_CATEGORY.payment : optionalNumber(category),
    type: optionalNumber(type),
    status: optionalNumber(status),
    searchID: searchID || undefined,
  };
  const history = useTransactionHistory(filters);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const total = history.data?.pages.at(-1)?.total ?? 0;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearchID(searchDraft.trim());
  };

  let body;
  if (history.isPending) body = <LoadingMessage text={t('history.loading')} />;
  else if (history.isError && items.length === 0) {
    body = (
      <ErrorMessage text={t('history.loadFailed')} detail={history.error.message}>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorMessage>
    );
  } else if (items.length === 0) body = <EmptyState icon={SearchX} text={t('history.empty')} />;
  else {
    body = (
      <>
        <ul className="flex flex-col gap-2" aria-busy={history.isFetching}>
          {items.map((transaction) => (
            <TransactionRow key={transaction.transactionID} transaction={transaction} lang={lang} />
          ))}
        </ul>
        <p className="mt-3 text-center text-xs text-muted" aria-live="polite">
          {t('history.count', { shown: String(items.length), total: String(total) })}
        </p>
        {history.hasNextPage ? (
          <Button
            variant="outline"
            className="mt-3 w-full"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? (
              <>
                <Spinner className="h-4 w-4" />
                {t('history.loadingMore')}
              </>
            ) : (
              t('history.more')
            )}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <>
      <section
        aria-label={t('history.filters')}
        className="mb-4 grid grid-cols-2 gap-2 rounded-2xl border border-line bg-surface p-3"
      >
        <label className="col-span-2 flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('history.dateRange')}
          <select
            className={selectClasses}
            value={preset}
            onChange={(event) => isDatePreset(event.target.value) && setPreset(event.target.value)}
          >
            {DATE_PRESETS.map((value) => (
              <option key={value} value={value}>
                {t(`presets.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('history.type')}
          <select className={selectClasses} value={type} onChange={(event) => setType(event.target.value)}>
            <option value="">{t('history.all')}</option>
            {(types.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('history.status')}
          <select className={selectClasses} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{t('history.all')}</option>
            {STATUS_CHOICES.map((id) => (
              <option key={id} value={id}>
                {STATUS_LABELS[id]?.[lang]}
              </option>
            ))}
          </select>
        </label>
        {scope === 'account' ? (
          <label className="col-span-2 flex flex-col gap-1 text-xs font-semibold text-muted">
            {t('history.category')}
            <select className={selectClasses} value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">{t('history.all')}</option>
              {(categories.data ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <form role="search" onSubmit={search} className="col-span-2 flex flex-col gap-1">
          <label htmlFor={`${scope}-search`} className="text-xs font-semibold text-muted">
            {t('history.searchID')}
          </label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <input
                id={`${scope}-search`}
                type="search"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={SEARCH_MAX_LENGTH}
                value={searchDraft}
                onChange={(event) => setSearchDraft(event.target.value)}
                className={`${selectClasses} pr-9 font-mono uppercase`}
              />
              {searchID ? (
                <button
                  type="button"
                  onClick={() => {
                    setSearchDraft('');
                    setSearchID('');
                  }}
                  aria-label={t('history.clearSearch')}
                  className="absolute inset-y-0 right-1 flex w-8 items-center justify-center text-muted hover:text-fg"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              ) : null}
            </div>
            <Button type="submit" variant="outline" aria-label={t('history.search')}>
              <Search aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        </form>
        <p className="col-span-2 text-xs text-muted">
          {range.startDate && range.endDate
            ? t('history.range', { start: formatDay(range.startDate, lang), end: formatDay(range.endDate, lang) })
            : t('history.everything')}
        </p>
      </section>
      {body}
    </>
  );
}
