import { cn } from '@/lib/cn';

/**
 * A message box: the site's input look (components/ui/form-field.tsx inputClasses) at a height of
 * its own; its utility classes are the ones the site already ships, so the stylesheet every page
 * loads does not grow.
 */
export function textAreaClasses(invalid: boolean, height: 'h-32' | 'h-40'): string {
  return cn(
    'w-full rounded-xl border bg-surface px-3.5 py-3 text-base text-fg placeholder:text-muted/70 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30',
    invalid ? 'border-danger' : 'border-line',
    height,
  );
}
