import '../tombala.css';
import { cn } from '@/lib/cn';

/**
 * A ball's colour by its column (1–9, 10–19 … 80–90), as on a real tombala set: inline styles, so
 * the colours cost the site's one stylesheet (loaded with the home page) nothing.
 */
const BALL_COLOURS = [
  ['#fb7185', '#be123c'],
  ['#fdba74', '#ea580c'],
  ['#fde68a', '#f59e0b'],
  ['#bef264', '#65a30d'],
  ['#6ee7b7', '#047857'],
  ['#7dd3fc', '#0369a1'],
  ['#a5b4fc', '#4338ca'],
  ['#f0abfc', '#a21caf'],
  ['#f87171', '#991b1b'],
] as const;

const SIZES = {
  sm: 'h-8 w-8 text-sm',
  md: 'h-10 w-10 text-base',
  lg: 'h-14 w-14 text-xl',
  xl: 'h-28 w-28 text-5xl',
};

/** A numbered ball: a coloured sphere with the number on its white face. */
export function BallArt({
  number,
  size = 'md',
  className,
  testId,
}: {
  number: number;
  size?: keyof typeof SIZES;
  className?: string;
  testId?: string;
}) {
  const [light, dark] = BALL_COLOURS[Math.min(8, Math.floor(number / 10))]!;
  return (
    <span
      data-testid={testId}
      className={cn(
        'tombala-ball relative inline-flex shrink-0 items-center justify-center rounded-full font-black tabular-nums',
        SIZES[size],
        className,
      )}
      style={{ background: `radial-gradient(circle at 32% 28%, ${light}, ${dark} 70%)` }}
    >
      <span className="tombala-ball-face flex items-center justify-center rounded-full bg-white text-black">
        {number}
      </span>
    </span>
  );
}
