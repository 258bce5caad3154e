import { formatTry } from '@bnw/contract/constants';
import { STAKE_LADDER_KURUS } from '@bnw/game-math';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface StakeStepperProps {
  stakeKurus: number;
  onChange: (stakeKurus: number) => void;
  disabled: boolean;
  accent: string;
  /** The player's highest stake per round (the server's); null until known. */
  maxKurus: number | null;
}

/** The last step of the ladder a player whose highest stake is `maxKurus` may take (the ladder's top if unknown). */
export function topStepIndex(maxKurus: number | null): number {
  if (maxKurus === null) return STAKE_LADDER_KURUS.length - 1;
  return Math.max(
    0,
    STAKE_LADDER_KURUS.findLastIndex((step) => step <= maxKurus),
  );
}

/**
 * The fixed ladder (₺1 to ₺500) as a stepper: one step down, one step up, nothing in between can
 * be typed, so every stake sent is on the ladder, and none above the player's highest stake per
 * round. Locked while a cycle runs.
 */
export function StakeStepper({ stakeKurus, onChange, disabled, accent, maxKurus }: StakeStepperProps) {
  const { t } = useTranslation('studio');
  const index = STAKE_LADDER_KURUS.indexOf(stakeKurus as (typeof STAKE_LADDER_KURUS)[number]);
  const top = topStepIndex(maxKurus);
  const step = (by: number) => {
    const next = STAKE_LADDER_KURUS[index + by];
    if (next !== undefined && index + by <= top) onChange(next);
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
        disabled={disabled || index >= top}
        aria-label={t('stake.up')}
      >
        <Plus aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}

/**
 * Why the stepper stops below the ladder's top, in one short line, shown at the player's highest
 * step: the highest stake per round, and the age it depends on when the younger players' applies.
 */
export function StakeCeilingNote({
  stakeKurus,
  maxStake,
}: {
  stakeKurus: number;
  maxStake: { Kurus: number; YoungUntilAge: number | null } | undefined;
}) {
  const { t } = useTranslation('studio');
  if (!maxStake) return null;
  const top = topStepIndex(maxStake.Kurus);
  const atTop = STAKE_LADDER_KURUS.indexOf(stakeKurus as (typeof STAKE_LADDER_KURUS)[number]) >= top;
  if (!atTop || top >= STAKE_LADDER_KURUS.length - 1) return null;
  const max = formatTry(maxStake.Kurus);
  return (
    <p className="text-center text-xs font-medium text-white/75" data-testid="stake-ceiling">
      {maxStake.YoungUntilAge === null
        ? t('stake.max', { max })
        : t('stake.maxYoung', { max, age: String(maxStake.YoungUntilAge) })}
    </p>
  );
}
