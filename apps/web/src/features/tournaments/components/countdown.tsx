import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { clockPart, isoDuration, splitRemaining } from '../utils/tournament-state';

interface CountdownProps {
  targetMs: number;
  nowMs: number;
  /** "Bitmesine" or "Başlamasına". */
  prefix: string;
  className?: string;
}

/**
 * "Bitmesine 2 gün 04:13:09": a timer, which a screen reader reads when asked, not every second
 * (role timer is not announced by itself).
 */
export function Countdown({ targetMs, nowMs, prefix, className }: CountdownProps) {
  const { t } = useTranslation('content');
  const remaining = splitRemaining(targetMs, nowMs);
  const time = clockPart(remaining);
  const value = remaining.days > 0 ? t('countdown.withDays', { days: String(remaining.days), time }) : time;
  return (
    <p role="timer" className={cn('flex flex-col leading-tight', className)}>
      <span className="text-[11px] font-semibold uppercase tracking-wide opacity-80">{prefix}</span>
      <time dateTime={isoDuration(remaining)} className="whitespace-nowrap text-[15px] font-bold tabular-nums">
        {value}
      </time>
    </p>
  );
}
