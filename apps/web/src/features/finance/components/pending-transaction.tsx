import { TRANSACTION_STATUS, TRANSACTION_TYPE, formatTry } from '@bnw/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePlayerUid } from '@/lib/session/player-uid';
import { invalidateMoney } from '../api/check-balance';
import { financeKeys } from '../api/finance-keys';
import type { MoneyAnswer } from '../api/money-requests';
import { PENDING_POLL_MAX, useWatchedTransaction } from '../api/transactions';

interface PendingTransactionProps {
  answer: MoneyAnswer;
  /** The method confirms by itself (a provider deposit): watch it until it does. */
  confirmsItself: boolean;
  onDismiss: () => void;
}

/**
 * What happened to the request just sent. A provider deposit is asked after every second
 * (bounded) until it is confirmed, then the balance and history refresh; a transfer deposit
 * or a withdrawal waits for staff, which the player reads in the history later.
 */
export function PendingTransaction({ answer, confirmsItself, onDismiss }: PendingTransactionProps) {
  const { t } = useTranslation('finance');
  const uid = usePlayerUid() ?? '';
  const queryClient = useQueryClient();
  const sent = answer.transaction;
  const watched = useWatchedTransaction(
    sent.transactionID,
    confirmsItself && sent.transaction_status === TRANSACTION_STATUS.pending,
  );
  const status = watched.data?.transaction_status ?? sent.transaction_status;
  const amount = formatTry(sent.amount);
  const resolved = status !== TRANSACTION_STATUS.pending;

  useEffect(() => {
    if (confirmsItself && resolved) void invalidateMoney(queryClient, uid);
  }, [confirmsItself, resolved, queryClient, uid]);

  let icon = <Clock aria-hidden="true" className="h-5 w-5 text-primary" />;
  let text: string;
  if (status === TRANSACTION_STATUS.completed) {
    icon = <CircleCheck aria-hidden="true" className="h-5 w-5 text-emerald-600 dark:text-emerald-400" />;
    text = t('pending.completed', { amount });
  } else if (resolved) {
    icon = <CircleX aria-hidden="true" className="h-5 w-5 text-danger" />;
    text = t('pending.notCompleted', { amount });
  } else if (confirmsItself) {
    icon = <Spinner className="h-5 w-5 text-primary" />;
    text = t('pending.waiting', { amount });
  } else {
    text =
      sent.transaction_type_id === TRANSACTION_TYPE.withdraw
        ? t('pending.withdrawal', { amount })
        : t('pending.declared', { amount });
  }
  // Reading dataUpdatedAt keeps this component told of every answer, so the count below is current.
  const attempts =
    watched.dataUpdatedAt > 0
      ? (queryClient.getQueryState(financeKeys.transaction(uid, sent.transactionID))?.dataUpdateCount ?? 0)
      : 0;
  const gaveUp = confirmsItself && !resolved && attempts >= PENDING_POLL_MAX;

  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl border border-primary/40 bg-primary/5 p-3"
      data-testid="pending-transaction"
    >
      <p className="flex items-start gap-2 text-sm font-semibold">
        <span className="mt-0.5 shrink-0">{icon}</span>
        {text}
      </p>
      {gaveUp ? <p className="text-xs text-muted">{t('pending.slow')}</p> : null}
      <p className="text-xs text-muted">{t('pending.transactionId', { id: sent.transactionID })}</p>
      <div className="flex flex-wrap gap-3 text-sm font-semibold">
        <button type="button" onClick={onDismiss} className="text-primary underline-offset-2 hover:underline">
          {t('pending.dismiss')}
        </button>
        <Link to={paths.financeHistory.getHref()} className="text-primary underline-offset-2 hover:underline">
          {t('actions.historyLink')}
        </Link>
      </div>
    </div>
  );
}
