import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Defaults to `title`; null keeps the current tab title. */
  documentTitle?: string | null;
}

/** The page's one <h1>, which also names the browser tab. */
export function PageHeader({ title, subtitle, documentTitle }: PageHeaderProps) {
  useDocumentTitle(documentTitle === undefined ? title : documentTitle);
  return (
    <header className="mb-5">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {subtitle ? <div className="mt-1 text-sm text-muted">{subtitle}</div> : null}
    </header>
  );
}
