import type { GameRoundStatus } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<GameRoundStatus, string> = {
  open: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  settled:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  rolled_back: 'border-line bg-surface-2 text-muted',
};

/** A round's status in words ("Açık", "Sonuçlandı", "İptal edildi"), never in colour alone. */
export function RoundStatusBadge({ status }: { status: GameRoundStatus }) {
  const { t } = useTranslation('gameHistory');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-[11px] font-semibold',
        TONES[status],
      )}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}
