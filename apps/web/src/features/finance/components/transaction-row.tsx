import type { Transaction } from '@bnw/contract';
import {
  CATEGORY_LABELS,
  TRANSACTION_CATEGORY,
  TRANSACTION_TYPE,
  TYPE_LABELS,
  formatTry,
  type Language,
} from '@bnw/contract/constants';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTransactionTime } from '../utils/turkish-time';
import { StatusBadge } from './status-badge';

/** What a row is called: its type for payments ("Para Yatırma"), its category otherwise ("Düzeltme"). */
export function transactionTitle(transaction: Transaction, lang: Language): string {
  if (transaction.transaction_category_id === TRANSACTION_CATEGORY.payment) {
    return TYPE_LABELS[transaction.transaction_type_id]?.[lang] ?? '';
  }
  return (
    CATEGORY_LABELS[transaction.transaction_category_id]?.[lang] ??
    TYPE_LABELS[transaction.transaction_type_id]?.[lang] ??
    ''
  );
}

/** '+₺500,00' for money in, '−₺1.000,00' for money out. */
export function signedAmount(transaction: Transaction): string {
  const sign = transaction.transaction_type_id === TRANSACTION_TYPE.withdraw ? '−' : '+';
  return `${sign}${formatTry(transaction.amount)}`;
}

export function TransactionRow({ transaction, lang }: { transaction: Transaction; lang: Language }) {
  const { t } = useTranslation('finance');
  const out = transaction.transaction_type_id === TRANSACTION_TYPE.withdraw;
  const Icon = out ? ArrowUpFromLine : ArrowDownToLine;
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-3" data-testid="transaction-row">
      <span
        className={cn(
          'mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
          out
            ? 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300'
            : 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
        )}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{transactionTitle(transaction, lang)}</p>
        {transaction.methodName ? <p className="truncate text-xs text-muted">{transaction.methodName}</p> : null}
        <p className="text-xs text-muted">
          <time dateTime={transaction.createdAt}>{formatTransactionTime(transaction.createdAt, lang)}</time>
        </p>
        <p className="text-[11px] text-muted">{t('history.transactionId', { id: transaction.transactionID })}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p
          className={cn(
            'text-sm font-bold tabular-nums',
            out ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400',
          )}
        >
          {signedAmount(transaction)}
        </p>
        <StatusBadge status={transaction.transaction_status} lang={lang} />
      </div>
    </li>
  );
}
