import type { Transaction } from '@bnw/contract';
import { TRANSACTION_STATUS, TRANSACTION_TYPE, formatTry, type Language } from '@bnw/contract/constants';
import { BellOff, CircleCheck, CircleX } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import { useNotificationTransactions } from '../api/transactions';
import { isRefused } from '../utils/transaction-status';
import { formatTransactionTime } from '@/lib/turkish-time';
import { RefusalReason } from './refusal-reason';

type NotificationKey =
  'deposit' | 'withdrawal' | 'depositRejected' | 'depositCancelled' | 'withdrawalRejected' | 'withdrawalCancelled';

/** "<amount> yatırımınız onaylandı", "<amount> çekim talebiniz reddedildi…": by type and outcome. */
export function notificationKey(transaction: Transaction): `notifications.${NotificationKey}` {
  const kind = transaction.transaction_type_id === TRANSACTION_TYPE.withdraw ? 'withdrawal' : 'deposit';
  if (transaction.transaction_status === TRANSACTION_STATUS.rejected) return `notifications.${kind}Rejected`;
  if (transaction.transaction_status === TRANSACTION_STATUS.cancelled) return `notifications.${kind}Cancelled`;
  return `notifications.${kind}`;
}

/** The amount in the sentence, struck through when the payment was refused (no money moved). */
function NotificationAmount({ transaction }: { transaction: Transaction }) {
  const text = formatTry(transaction.amount);
  return isRefused(transaction) ? <s className="text-muted">{text}</s> : <>{text}</>;
}

/** One settled payment as a message; a refused one greyed, its amount struck through, with the reason. */
function NotificationItem({ transaction, lang }: { transaction: Transaction; lang: Language }) {
  const { t } = useTranslation('finance');
  const refused = isRefused(transaction);
  const at = transaction.resolvedAt ?? transaction.createdAt;
  const Icon = refused ? CircleX : CircleCheck;
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-3" data-testid="notification">
      <span
        className={cn(
          'mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
          refused
            ? 'bg-surface-2 text-muted'
            : 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
        )}
      >
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold">
          <Trans
            t={t}
            i18nKey={notificationKey(transaction)}
            components={{ amount: <NotificationAmount transaction={transaction} /> }}
          />
        </p>
        <p className="text-xs text-muted">
          <time dateTime={at}>{formatTransactionTime(at, lang)}</time>
          {transaction.methodName ? ` · ${transaction.methodName}` : ''}
        </p>
        <RefusalReason transaction={transaction} className="mt-1" />
      </div>
    </li>
  );
}

/**
 * Section 9's notifications: payments of the last 90 days that were settled (approved, rejected
 * or cancelled) as messages, newest first.
 */
export function NotificationsList() {
  const { t } = useTranslation('finance');
  const lang: Language = useAppStore((state) => state.language);
  const notifications = useNotificationTransactions();

  if (notifications.isPending) return <LoadingMessage text={t('notifications.loading')} />;
  if (notifications.isError) {
    return (
      <ErrorMessage text={t('notifications.loadFailed')} detail={notifications.error.message}>
        <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorMessage>
    );
  }
  if (notifications.data.length === 0)
    return <EmptyState icon={BellOff} text={t('common.noResults', { ns: 'translation' })} />;
  return (
    <ul className="flex flex-col gap-2">
      {notifications.data.map((transaction) => (
        <NotificationItem key={transaction.transactionID} transaction={transaction} lang={lang} />
      ))}
    </ul>
  );
}
