import { TRANSACTION_CATEGORY, type Language } from '@bnw/contract/constants';
import { useMemo, useState } from 'react';
import { useAppStore } from '@/stores/app-store';
import { type HistoryFilters, useTransactionHistory } from '../api/transactions';
import { type DateRange, dateRangeFor } from '@/lib/date-presets';
import { type HistoryChoice, HistoryFilterPanel, type HistoryScope } from './history-filters';
import { HistoryList } from './history-list';

const FIRST_CHOICE: HistoryChoice = { preset: 'last30Days', type: '', status: '', category: '', searchID: '' };

function optionalNumber(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/** The call's filters for a choice: /finance-history always shows payments. */
function filtersOf(scope: HistoryScope, choice: HistoryChoice, range: DateRange): HistoryFilters {
  return {
    range,
    category: scope === 'finance' ? TRANSACTION_CATEGORY.payment : optionalNumber(choice.category),
    type: optionalNumber(choice.type),
    status: optionalNumber(choice.status),
    searchID: choice.searchID || undefined,
  };
}

/**
 * A player's transactions with the date presets of section 9, type and status filters and a
 * search by transaction id. /finance-history shows payments (category 2); /account-history
 * shows every category and lets the player pick one.
 */
export function TransactionHistory({ scope }: { scope: HistoryScope }) {
  const lang: Language = useAppStore((state) => state.language);
  const [choice, setChoice] = useState(FIRST_CHOICE);
  const range = useMemo(() => dateRangeFor(choice.preset), [choice.preset]);
  const history = useTransactionHistory(filtersOf(scope, choice, range));
  const change = (part: Partial<HistoryChoice>) => setChoice((current) => ({ ...current, ...part }));
  return (
    <>
      <HistoryFilterPanel scope={scope} choice={choice} range={range} lang={lang} onChange={change} />
      <HistoryList history={history} lang={lang} />
    </>
  );
}
