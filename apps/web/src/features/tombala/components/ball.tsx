import { cn } from '@/lib/cn';

/** A ball's colour by its column (1–9, 10–19 … 80–90), as on a real tombala set. */
const BALL_COLOURS = [
  'from-rose-400 to-rose-700',
  'from-orange-300 to-orange-600',
  'from-amber-200 to-amber-500',
  'from-lime-300 to-lime-600',
  'from-emerald-300 to-emerald-700',
  'from-sky-300 to-sky-700',
  'from-indigo-300 to-indigo-700',
  'from-fuchsia-300 to-fuchsia-700',
  'from-red-400 to-red-800',
];

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
  const colour = BALL_COLOURS[Math.min(8, Math.floor(number / 10))];
  return (
    <span
      data-testid={testId}
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br font-black tabular-nums shadow-md',
        colour,
        SIZES[size],
        className,
      )}
    >
      <span className="flex h-[62%] w-[62%] items-center justify-center rounded-full bg-white text-neutral-900 shadow-inner">
        {number}
      </span>
    </span>
  );
}
