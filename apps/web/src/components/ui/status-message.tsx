import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** A failure the player can act on (a retry button as children). */
export function ErrorMessage({
  text,
  detail,
  children,
}: {
  text: string;
  detail?: string | undefined;
  children?: ReactNode;
}) {
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
