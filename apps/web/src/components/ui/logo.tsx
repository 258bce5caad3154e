import { Spade } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The site's mark: a spade on the brand gradient. Decorative; the site name sits next to it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-8 w-8 items-center justify-center rounded-lg bg-gradient-to-br from-hero-from to-hero-to text-accent shadow-sm',
        className,
      )}
    >
      <Spade className="h-5 w-5" fill="currentColor" />
    </span>
  );
}
