import type { TombalaPhase } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/hooks/use-countdown';
import { cn } from '@/lib/cn';

/** Seconds as `2:05` (a countdown of minutes), `0:07` under a minute. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole seconds from now to an ISO time, by the server's clock when it answered (`serverTime`) or the phone's. */
export function secondsUntil(iso: string | null, serverTime?: string): number {
  if (!iso) return 0;
  const base = serverTime ? Date.parse(serverTime) : Date.now();
  return Math.max(0, Math.ceil((Date.parse(iso) - base) / 1000));
}

const PHASE_COLOURS: Record<TombalaPhase, string> = {
  selling: 'bg-emerald-400 text-emerald-950',
  running: 'bg-amber-300 text-amber-950',
  finished: 'bg-white/20 text-white',
  cancelled: 'bg-rose-500 text-white',
};

/** A round's phase, "Satışta · 2:05" counting down while cards are sold. */
export function PhasePill({
  phase,
  secondsLeft,
  state,
  className,
}: {
  phase: TombalaPhase;
  secondsLeft: number;
  /** A new value restarts the count (a new answer or message). */
  state: unknown;
  className?: string;
}) {
  const { t } = useTranslation('tombala');
  const left = useCountdown(secondsLeft, state);
  return (
    <span
      data-testid="tombala-phase"
      data-phase={phase}
      className={cn(
        'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs font-bold tabular-nums',
        PHASE_COLOURS[phase],
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'h-2 w-2 rounded-full bg-current',
          phase === 'selling' || phase === 'running' ? 'motion-safe:animate-pulse' : '',
        )}
      />
      {phase === 'selling' && left > 0 ? t('phase.sellingLeft', { time: clockText(left) }) : t(`phase.${phase}`)}
    </span>
  );
}
