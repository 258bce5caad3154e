import type { Transaction } from '@bnw/contract';
import { TRANSACTION_TYPE, formatTry, type Language } from '@bnw/contract/constants';
import { BellOff, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { useAppStore } from '@/stores/app-store';
import { useNotificationTransactions } from '../api/transactions';
import { formatTransactionTime } from '../utils/turkish-time';

/** "₺500,00 yatırımınız onaylandı" / "₺1.000,00 çekiminiz gönderildi". */
export function useNotificationText() {
  const { t } = useTranslation('finance');
  return (transaction: Transaction) => {
    const amount = formatTry(transaction.amount);
    return transaction.transaction_type_id === TRANSACTION_TYPE.withdraw
      ? t('notifications.withdrawal', { amount })
      : t('notifications.deposit', { amount });
  };
}

/** Section 9's notifications: completed payments of the last 90 days as messages, newest first. */
export function NotificationsList() {
  const { t } = useTranslation('finance');
  const lang: Language = useAppStore((state) => state.language);
  const notifications = useNotificationTransactions();
  const text = useNotificationText();

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
  if (notifications.data.items.length === 0) return <EmptyState icon={BellOff} text={t('notifications.empty')} />;
  return (
    <ul className="flex flex-col gap-2">
      {notifications.data.items.map((transaction) => {
        const at = transaction.resolvedAt ?? transaction.createdAt;
        return (
          <li
            key={transaction.transactionID}
            className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-3"
            data-testid="notification"
          >
            <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
              <CircleCheck aria-hidden="true" className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold">{text(transaction)}</p>
              <p className="text-xs text-muted">
                <time dateTime={at}>{formatTransactionTime(at, lang)}</time>
                {transaction.methodName ? ` · ${transaction.methodName}` : ''}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
