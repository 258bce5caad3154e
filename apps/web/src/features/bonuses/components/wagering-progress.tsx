import type { PlayerBonus } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { wageringProgress } from '../utils/bonus-terms';

/**
 * The wagering as a bar with its amounts: what is wagered of what is required, and what is left.
 * A screen reader hears the bar's name, its percent and the amounts (aria-valuetext).
 */
export function WageringProgress({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation('bonuses');
  const labelId = useId();
  const progress = wageringProgress(bonus);
  const wagered = formatTry(progress.wagered);
  const required = formatTry(progress.required);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-semibold">
          {t('usage.progress')}
        </span>
        <span className="tabular-nums text-muted">{t('usage.progressValue', { wagered, required })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`%${progress.percent}, ${t('usage.progressText', { wagered, required })}`}
        className="mt-1.5 h-3 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="mt-1.5 text-sm font-medium tabular-nums" data-testid="wagering-remaining">
        {t('usage.remaining', { amount: formatTry(progress.remaining) })}
      </p>
    </div>
  );
}
