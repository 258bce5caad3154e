import { STATUS_LABELS, TRANSACTION_STATUS, type Language } from '@bnw/contract/constants';
import { cn } from '@/lib/cn';

const TONES: Record<number, string> = {
  [TRANSACTION_STATUS.pending]:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  [TRANSACTION_STATUS.completed]:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  [TRANSACTION_STATUS.rejected]:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  [TRANSACTION_STATUS.cancelled]: 'border-line bg-surface-2 text-muted',
};

/** A transaction's status in words (the catalogue's label), never in colour alone. */
export function StatusBadge({ status, lang }: { status: number; lang: Language }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-[11px] font-semibold',
        TONES[status] ?? 'border-line text-muted',
      )}
    >
      {STATUS_LABELS[status]?.[lang] ?? String(status)}
    </span>
  );
}
