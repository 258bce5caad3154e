import type { Transaction } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Why staff or the provider refused a payment (the server sends it only for rejected and cancelled ones). */
export function RefusalReason({ transaction, className }: { transaction: Transaction; className?: string }) {
  const { t } = useTranslation('finance');
  if (!transaction.reason) return null;
  return (
    <p className={cn('break-words text-xs text-fg', className)} data-testid="refusal-reason">
      {t('history.reason', { reason: transaction.reason })}
    </p>
  );
}
