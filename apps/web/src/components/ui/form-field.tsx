import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { needsReload } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ReloadPageButton } from './reload-page-button';

/** Props a field hands to its control so that label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** A rule or example under the control. */
  hint?: ReactNode;
  /** The message of a refused value; shown in red and announced. */
  error?: string | null | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, one control, an optional hint and an optional error, wired for screen readers. */
export function FormField({ label, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  // A refusal repeats the rule in its own words: the hint steps aside while it shows.
  const showHint = Boolean(hint) && !error;
  const hintId = showHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {showHint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Classes of a text input or select, red when refused. */
export function inputClasses(invalid = false, extra?: string): string {
  return cn(
    'h-12 w-full rounded-xl border bg-surface px-3.5 text-base text-fg placeholder:text-muted/70 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 disabled:opacity-60',
    invalid ? 'border-danger' : 'border-line',
    extra,
  );
}

/**
 * A refusal of the whole form (the server's message), announced when it appears. After a server
 * error sending again cannot work: the alert says so and offers the reload that can.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  const reload = needsReload();
  return (
    <div
      role="alert"
      className="flex flex-col gap-2.5 rounded-xl border border-danger/40 bg-danger/10 px-3.5 py-2.5 text-sm font-medium text-danger"
    >
      <p>{reload ? t('errors.reloadNeeded') : message}</p>
      {reload ? <ReloadPageButton className="w-full" /> : null}
    </div>
  );
}
