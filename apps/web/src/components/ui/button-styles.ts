import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'accent' | 'danger';
export type ButtonSize = 'sm' | 'compact' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-strong',
  accent: 'bg-accent text-accent-fg hover:brightness-95',
  outline: 'border border-line bg-surface text-fg hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  /** What cannot be undone (a forfeit). Its own variant: cn() does not merge, so bg-danger over primary's bg lost to it. */
  danger: 'bg-danger text-primary-fg hover:brightness-95',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  /** A thumb's 44 px with little padding, where width is short (the header at 320 px). */
  compact: 'h-11 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-5 text-base',
  // 44 px tall for the thumb; 40 wide, as the header at 390 px has no 4 px to spare beside a ₺10.000.000,00 balance.
  icon: 'h-11 w-10',
};

/** Classes of a button, also used for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}
