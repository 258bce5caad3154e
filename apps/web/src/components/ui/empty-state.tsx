import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title?: string;
  text: string;
  children?: ReactNode;
  /** Inside a frame of its own (a sheet): no dashed box around it. */
  bare?: boolean;
}

/** An honest "nothing here yet" panel: an icon, a sentence, optional actions. */
export function EmptyState({ icon: Icon, title, text, children, bare = false }: EmptyStateProps) {
  return (
    <section
      className={cn(
        'flex flex-col items-center gap-3 text-center',
        !bare && 'rounded-2xl border border-dashed border-line bg-surface px-5 py-10',
      )}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-surface-2 text-primary">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      {title ? <h2 className="text-base font-semibold">{title}</h2> : null}
      <p className="max-w-xs text-sm text-muted">{text}</p>
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </section>
  );
}
