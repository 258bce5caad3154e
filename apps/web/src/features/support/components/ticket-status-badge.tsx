import type { TicketStatus } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<TicketStatus, string> = {
  open: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  answered:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  closed: 'border-line bg-surface-2 text-muted',
};

/** A ticket's status in words (Açık, Yanıtlandı, Kapalı), never in colour alone. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-[11px] font-semibold',
        TONES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
