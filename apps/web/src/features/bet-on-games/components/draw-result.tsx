import type { DrawResult } from '@bnw/contract';
import { LUCKY_SIX_COLOURS, luckySixColourOf } from '@bnw/game-math/engines/draws';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { cn } from '@/lib/cn';

/** A ball's colour (eight colours of six balls, as the game pays them). */
export function ballHex(ball: number): string {
  const id = luckySixColourOf(ball);
  return LUCKY_SIX_COLOURS.find((colour) => colour.id === id)!.hex;
}

/** Yellow balls take dark digits; the others white. */
const darkDigits = (ball: number) => luckySixColourOf(ball) === 'yellow';

export function LuckyBall({ ball, size = 'md', className }: { ball: number; size?: 'sm' | 'md'; className?: string }) {
  return (
    <span
      data-ball={ball}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-extrabold tabular-nums shadow ring-2 ring-white/70',
        size === 'sm' ? 'h-7 w-7 text-[11px]' : 'h-9 w-9 text-sm',
        darkDigits(ball) ? 'text-neutral-900' : 'text-white',
        className,
      )}
      style={{ backgroundColor: ballHex(ball) }}
    >
      {ball}
    </span>
  );
}

/** Milliseconds between two balls of a result that arrives while the page is open. */
const BALL_STEP_MS = 140;

/**
 * Şanslı Altılı's balls in the order drawn. `animate`: they come one after another (a result that
 * arrived live); with reduced motion, or a result already there on arrival, all at once.
 */
export function BallsRow({ balls, animate, size = 'md' }: { balls: number[]; animate: boolean; size?: 'sm' | 'md' }) {
  const reduced = useReducedMotion();
  const stepwise = animate && !reduced;
  const [counted, setCounted] = useState(0);
  useEffect(() => {
    if (!stepwise) return;
    const timer = setInterval(() => setCounted((count) => count + 1), BALL_STEP_MS);
    return () => clearInterval(timer);
  }, [stepwise]);
  const shown = stepwise ? Math.min(balls.length, counted) : balls.length;
  return (
    <ol className="flex flex-wrap gap-1.5" data-testid="lucky-balls" data-shown={shown}>
      {balls.slice(0, shown).map((ball, index) => (
        <li key={`${index}-${ball}`} style={stepwise ? { animation: 'fade-in 220ms ease-out' } : undefined}>
          <LuckyBall ball={ball} size={size} />
        </li>
      ))}
    </ol>
  );
}

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [0, 2],
    [2, 0],
    [2, 2],
  ],
  5: [
    [0, 0],
    [0, 2],
    [1, 1],
    [2, 0],
    [2, 2],
  ],
  6: [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 2],
    [1, 2],
    [2, 2],
  ],
};

export function Die({ value, tone, size = 'md' }: { value: number; tone: 'home' | 'away'; size?: 'sm' | 'md' }) {
  return (
    <span
      role="img"
      aria-label={String(value)}
      data-die={value}
      className={cn(
        'relative inline-grid shrink-0 grid-cols-3 grid-rows-3 rounded-lg p-1 shadow',
        size === 'sm' ? 'h-7 w-7' : 'h-11 w-11',
        tone === 'home' ? 'bg-white' : 'bg-rose-600',
      )}
    >
      {PIPS[value]!.map(([row, column]) => (
        <span
          key={`${row}${column}`}
          className={cn(
            'm-auto rounded-full',
            size === 'sm' ? 'h-1 w-1' : 'h-2 w-2',
            tone === 'home' ? 'bg-neutral-900' : 'bg-white',
          )}
          style={{ gridRow: row + 1, gridColumn: column + 1 }}
        />
      ))}
    </span>
  );
}

/** Zar Düellosu's dice: home's pair against away's, with each side's total; a live result rolls in briefly. */
export function DiceDuel({
  home,
  away,
  animate,
  size = 'md',
}: {
  home: number[];
  away: number[];
  animate: boolean;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('betOnGames');
  const reduced = useReducedMotion();
  const [rolling, setRolling] = useState(animate && !reduced);
  useEffect(() => {
    if (!rolling) return;
    const timer = setTimeout(() => setRolling(false), 700);
    return () => clearTimeout(timer);
  }, [rolling]);
  const sum = (dice: number[]) => dice.reduce((total, die) => total + die, 0);
  const side = (dice: number[], tone: 'home' | 'away', label: string) => (
    <div className="flex flex-col items-center gap-1">
      <span className={cn('font-semibold opacity-80', size === 'sm' ? 'text-[10px]' : 'text-xs')}>{label}</span>
      <div className={cn('flex gap-1', rolling && 'animate-pulse')}>
        {dice.map((die, index) => (
          <Die key={index} value={rolling ? ((die + index) % 6) + 1 : die} tone={tone} size={size} />
        ))}
      </div>
      <span className={cn('font-black tabular-nums', size === 'sm' ? 'text-xs' : 'text-lg')}>
        {rolling ? '…' : sum(dice)}
      </span>
    </div>
  );
  return (
    <div className="flex items-center justify-center gap-4" data-testid="dice-duel" data-rolling={rolling}>
      {side(home, 'home', t('draw.home'))}
      <span className={cn('font-black opacity-60', size === 'sm' ? 'text-xs' : 'text-base')}>vs</span>
      {side(away, 'away', t('draw.away'))}
    </div>
  );
}

export function ResultView({ result, animate, size }: { result: DrawResult; animate: boolean; size?: 'sm' | 'md' }) {
  return result.game === 'lucky-six' ? (
    <BallsRow balls={result.balls} animate={animate} {...(size ? { size } : {})} />
  ) : (
    <DiceDuel home={result.home} away={result.away} animate={animate} {...(size ? { size } : {})} />
  );
}
