import { formatTry } from '@bnw/contract/constants';
import { STAKE_LADDER_KURUS } from '@bnw/game-math';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface StakeStepperProps {
  stakeKurus: number;
  onChange: (stakeKurus: number) => void;
  disabled: boolean;
  accent: string;
}

/**
 * The fixed ladder (₺1 to ₺500) as a stepper: one step down, one step up, nothing in between can
 * be typed, so every stake sent is on the ladder. Locked while a cycle runs.
 */
export function StakeStepper({ stakeKurus, onChange, disabled, accent }: StakeStepperProps) {
  const { t } = useTranslation('studio');
  const index = STAKE_LADDER_KURUS.indexOf(stakeKurus as (typeof STAKE_LADDER_KURUS)[number]);
  const step = (by: number) => {
    const next = STAKE_LADDER_KURUS[index + by];
    if (next !== undefined) onChange(next);
  };
  const button =
    'flex h-11 w-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition active:scale-95 disabled:opacity-35';
  return (
    <div className="flex items-center gap-1" role="group" aria-label={t('stake.label')}>
      <button
        type="button"
        className={button}
        onClick={() => step(-1)}
        disabled={disabled || index <= 0}
        aria-label={t('stake.down')}
      >
        <Minus aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="min-w-[4rem] text-center">
        <div className="text-[10px] font-semibold uppercase tracking-wider text-white/60">{t('stake.label')}</div>
        <output
          className="block text-base font-extrabold tabular-nums"
          style={{ color: accent }}
          aria-live="polite"
          data-testid="stake"
        >
          {formatTry(stakeKurus)}
        </output>
      </div>
      <button
        type="button"
        className={button}
        onClick={() => step(1)}
        disabled={disabled || index >= STAKE_LADDER_KURUS.length - 1}
        aria-label={t('stake.up')}
      >
        <Plus aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
