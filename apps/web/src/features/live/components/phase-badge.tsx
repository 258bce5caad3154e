import type { LiveTableState } from '@bnw/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useCountdown } from '@/hooks/use-countdown';

/** A table's phase now, with the seconds left of betting counting down: green while bets are open. */
export function PhaseBadge({ state, className }: { state: LiveTableState; className?: string }) {
  const { t } = useTranslation('live');
  const left = useCountdown(state.secondsLeft, state);
  const open = state.phase === 'betting' && left > 0;
  return (
    <span
      className={cn(
        'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs font-bold tabular-nums',
        open ? 'bg-emerald-500 text-emerald-950' : 'bg-black/55 text-white',
        className,
      )}
      data-testid="phase-badge"
      data-phase={state.phase}
    >
      <span
        aria-hidden="true"
        className={cn('h-2 w-2 rounded-full', open ? 'bg-emerald-950 motion-safe:animate-pulse' : 'bg-amber-300')}
      />
      {open
        ? t('phase.bettingLeft', { seconds: left })
        : t(`phase.${state.phase === 'betting' ? 'closed' : state.phase}`)}
    </span>
  );
}
