import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { needsReload } from '@/lib/api-client';
import { ReloadPageButton } from './reload-page-button';
import { Spinner } from './spinner';

/** "Loading…" with a spinner, announced politely to screen readers. */
export function LoadingMessage({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-muted">
      <Spinner className="text-primary" />
      {text}
    </p>
  );
}

/**
 * A failure the player can act on (a retry button as children). After a server error the
 * retry cannot work, so it says a reload is needed and offers that instead; `error` is the
 * failed call's, when the caller has it (any blocked client counts too).
 */
export function ErrorMessage({
  text,
  detail,
  error,
  children,
}: {
  text: string;
  detail?: string | undefined;
  error?: unknown;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (needsReload(error)) {
    detail = t('errors.reloadNeeded');
    children = <ReloadPageButton />;
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface px-5 py-8 text-center"
    >
      <TriangleAlert aria-hidden="true" className="h-7 w-7 text-danger" />
      <p className="text-sm font-medium">{text}</p>
      {detail ? <p className="text-sm text-muted">{detail}</p> : null}
      {children}
    </div>
  );
}
