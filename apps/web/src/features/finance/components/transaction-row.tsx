import type { Transaction } from '@bnw/contract';
import {
  CATEGORY_LABELS,
  SUB_CATEGORY_LABELS,
  TRANSACTION_CATEGORY,
  TRANSACTION_TYPE,
  TYPE_LABELS,
  formatTry,
  type Language,
} from '@bnw/contract/constants';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { isRefused } from '../utils/transaction-status';
import { formatTransactionTime } from '@/lib/turkish-time';
import { RefusalReason } from './refusal-reason';
import { StatusBadge } from './status-badge';

/**
 * What a row is called: its type for payments ("Para Yatırma"); otherwise what the money was
 * ("Hoş geldin oyun parası (demo)", its sub-category), else its category.
 */
export function transactionTitle(transaction: Transaction, lang: Language): string {
  if (transaction.transaction_category_id === TRANSACTION_CATEGORY.payment) {
    return TYPE_LABELS[transaction.transaction_type_id]?.[lang] ?? '';
  }
  return (
    SUB_CATEGORY_LABELS[transaction.transaction_sub_category_id]?.[lang] ??
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

/** Green in, red out; a refused payment moved nothing, so it is grey (its status says why). */
function tone(transaction: Transaction): 'in' | 'out' | 'none' {
  if (isRefused(transaction)) return 'none';
  return transaction.transaction_type_id === TRANSACTION_TYPE.withdraw ? 'out' : 'in';
}

const ICON_TONES = {
  in: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  out: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300',
  none: 'bg-surface-2 text-muted',
};
const AMOUNT_TONES = {
  in: 'text-emerald-700 dark:text-emerald-400',
  out: 'text-red-700 dark:text-red-400',
  none: 'text-muted line-through',
};

/** The signed amount, struck through when the payment was refused. */
export function TransactionAmount({ transaction, className }: { transaction: Transaction; className?: string }) {
  const kind = tone(transaction);
  const Amount = kind === 'none' ? 's' : 'span';
  return (
    <Amount className={cn('font-bold tabular-nums', AMOUNT_TONES[kind], className)}>{signedAmount(transaction)}</Amount>
  );
}

export function TransactionRow({ transaction, lang }: { transaction: Transaction; lang: Language }) {
  const { t } = useTranslation('finance');
  const title = transactionTitle(transaction, lang);
  const Icon = transaction.transaction_type_id === TRANSACTION_TYPE.withdraw ? ArrowUpFromLine : ArrowDownToLine;
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-3" data-testid="transaction-row">
      <span
        className={cn(
          'mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
          ICON_TONES[tone(transaction)],
        )}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{title}</p>
        {transaction.methodName && transaction.methodName !== title ? (
          <p className="truncate text-xs text-muted">{transaction.methodName}</p>
        ) : null}
        <p className="text-xs text-muted">
          <time dateTime={transaction.createdAt}>{formatTransactionTime(transaction.createdAt, lang)}</time>
        </p>
        <p className="text-[11px] text-muted">{t('history.transactionId', { id: transaction.transactionID })}</p>
        <RefusalReason transaction={transaction} className="mt-1" />
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className="text-sm">
          <TransactionAmount transaction={transaction} />
        </p>
        <StatusBadge status={transaction.transaction_status} lang={lang} />
      </div>
    </li>
  );
}
