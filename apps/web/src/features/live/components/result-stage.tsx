import type { LiveRound } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useCountdown } from '@/hooks/use-countdown';
import { resultText } from './result-chips';
import { WheelArt } from './table-art';

const POCKET_BG = { red: 'bg-red-600', black: 'bg-zinc-900', green: 'bg-emerald-600' } as const;

/**
 * The top of the table: the betting window's countdown as a ring, "Bahisler kapandı" while the
 * ball runs (a turning wheel, still when the phone asks for less motion), then the result large in
 * its colour and what the player's bets returned. Compact (a phone on its side) it is a third as tall.
 */
export function ResultStage({
  round,
  players,
  compact = false,
}: {
  round: LiveRound | null;
  players: number;
  compact?: boolean;
}) {
  const { t } = useTranslation('live');
  const disc = compact ? 'h-14 w-14' : 'h-24 w-24';
  const left = useCountdown(round?.phase === 'betting' ? round.secondsLeft : 0, round);
  if (!round) {
    return <Stage label={t('stage.waiting')} compact={compact} />;
  }
  const returned = round.myBets.reduce((sum, bet) => sum + (bet.returnKurus ?? 0), 0);
  const staked = round.myBets.reduce((sum, bet) => sum + bet.stakeKurus, 0);
  const settled = round.phase === 'settled' && round.myBets.length > 0;
  return (
    <div
      className={cn('flex items-center text-white', compact ? 'gap-3 px-3 py-2' : 'min-h-[8.5rem] gap-4 px-4 py-3')}
      data-testid="result-stage"
      data-phase={round.phase}
    >
      {round.phase === 'betting' ? (
        <Countdown
          left={left}
          className={cn(disc, compact ? 'text-xl' : 'text-3xl')}
          total={Math.max(1, Math.round((Date.parse(round.closesAt) - Date.parse(round.openedAt)) / 1000))}
        />
      ) : round.result?.game === 'roulette' ? (
        <span
          className={cn(
            disc,
            compact ? 'text-3xl' : 'text-5xl',
            'flex shrink-0 items-center justify-center rounded-full font-black tabular-nums shadow-lg ring-4 ring-amber-300/80',
            POCKET_BG[round.result.colour],
          )}
          data-testid="winning-pocket"
        >
          {round.result.pocket}
        </span>
      ) : round.result ? (
        <span
          className={cn(
            disc,
            compact ? 'text-xs' : 'text-sm',
            'flex shrink-0 items-center justify-center rounded-full bg-black/40 text-center font-black ring-4 ring-amber-300/80',
          )}
        >
          {t(`baccarat.spot.${round.result.winner}`)}
        </span>
      ) : (
        <WheelArt className={cn(disc, 'shrink-0 motion-safe:animate-[spin_1.2s_linear_infinite]')} />
      )}
      <div className="min-w-0 flex-1" aria-live="polite">
        <p className={cn('font-extrabold leading-tight', compact ? 'text-base' : 'text-lg')} data-testid="phase-text">
          {round.phase === 'betting'
            ? t('stage.betting')
            : round.phase === 'closed'
              ? t('stage.closed')
              : round.phase === 'void'
                ? t('stage.void')
                : round.result
                  ? resultText(t, round.result)
                  : t('stage.closed')}
        </p>
        {settled ? (
          <p
            className={cn('mt-1 text-base font-bold', returned > 0 ? 'text-amber-300' : 'text-white/75')}
            data-testid="round-outcome"
          >
            {returned > 0
              ? t('stage.won', { amount: formatTry(returned) })
              : t('stage.lost', { amount: formatTry(staked) })}
          </p>
        ) : round.phase === 'result' && round.myBets.length > 0 ? (
          <p className="mt-1 text-sm text-white/75">{t('stage.settling')}</p>
        ) : null}
        <p className="mt-1 text-xs text-white/65">
          {t('stage.round', { number: round.roundNo })} · {t('tile.players', { count: players })}
        </p>
      </div>
    </div>
  );
}

function Stage({ label, compact }: { label: string; compact: boolean }) {
  return (
    <div className={cn('flex items-center justify-center gap-3 text-white/80', compact ? 'py-2' : 'min-h-[8.5rem]')}>
      <WheelArt className="h-14 w-14" />
      <span className="text-sm font-semibold">{label}</span>
    </div>
  );
}

/** The seconds left as a ring that empties; red for the last five. */
function Countdown({ left, total, className }: { left: number; total: number; className: string }) {
  const { t } = useTranslation('live');
  const share = Math.min(1, left / total);
  const circumference = 2 * Math.PI * 42;
  return (
    <span
      className={cn('relative flex shrink-0 items-center justify-center', className)}
      role="timer"
      aria-label={t('stage.secondsLeft', { seconds: left })}
      data-testid="countdown"
    >
      <svg viewBox="0 0 100 100" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r="42" fill="rgba(0,0,0,0.35)" stroke="rgba(255,255,255,0.15)" strokeWidth="8" />
        <circle
          cx="50"
          cy="50"
          r="42"
          fill="none"
          stroke={left <= 5 ? '#f87171' : '#fbbf24'}
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
          className="motion-safe:transition-[stroke-dashoffset] motion-safe:duration-300"
        />
      </svg>
      <span className="relative font-black tabular-nums">{left}</span>
    </span>
  );
}
