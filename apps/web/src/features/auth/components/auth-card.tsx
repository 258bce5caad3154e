import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';

/** The one card of a standalone account page: an icon, the page's <h1>, a line under it, the content. */
export function AuthCard({
  icon: Icon,
  title,
  subtitle,
  children,
}: {
  icon: LucideIcon;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-3xl border border-line bg-surface px-5 py-6 shadow-sm">
      <div className="mb-1 flex justify-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-surface-2 text-primary">
          <Icon aria-hidden="true" className="h-7 w-7" />
        </span>
      </div>
      <div className="text-center">
        <PageHeader title={title} subtitle={subtitle} />
      </div>
      {children}
    </section>
  );
}
