import type { VariantTheme } from '@bnw/game-math';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The cabinet around the reels: the theme's accent as a lit rim, its background deepened inside. */
export function BoardFrame({
  theme,
  children,
  className,
}: {
  theme: VariantTheme;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('relative rounded-3xl p-2', className)}
      style={{
        background: `linear-gradient(160deg, ${theme.accent}, ${theme.accent}55 40%, ${theme.accent}aa)`,
        boxShadow: `0 10px 30px -8px ${theme.accent}88, 0 0 0 1px #00000040`,
      }}
    >
      <div
        className="relative h-full overflow-hidden rounded-2xl p-1.5"
        style={{ background: `linear-gradient(180deg, #00000066, ${theme.background} 30%, #00000080)` }}
      >
        {children}
      </div>
    </div>
  );
}
