import {
  type AmountBounds,
  type AmountTextProblem,
  type AmountTextReading,
  formatTry,
  parseAmountText,
} from '@bnw/contract/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field-error';
import { loadAmountTexts } from '@/i18n';
import { cn } from '@/lib/cn';

// The field's texts start on their way as soon as a page with the field is loaded, beside the page's
// own texts, so the first render of the field does not wait for them.
void loadAmountTexts();

/**
 * What is wrong whatever the player types next, said while they type. Empty, zero and under the
 * minimum are only said once the player submits: '0' or '1' may be the start of '10' or '100'.
 */
const SAID_AT_ONCE: ReadonlySet<AmountTextProblem> = new Set([
  'sign',
  'characters',
  'tooLong',
  'decimals',
  'aboveMaximum',
]);

/** The refusal to show now for `reading`, or null. */
function shownProblem(reading: AmountTextReading, submitted: boolean): AmountTextProblem | null {
  if (reading.ok) return null;
  return submitted || SAID_AT_ONCE.has(reading.problem) ? reading.problem : null;
}

interface AmountInputProps {
  id: string;
  label: ReactNode;
  /** Exactly what the player typed: the field never cleans, trims or corrects it. */
  value: string;
  onChange: (text: string) => void;
  /** The bounds the form sends within; parseAmountText(value, bounds) is what the form sends. */
  bounds: AmountBounds;
  /** The player has tried to send: an empty, zero or too small amount is said too. */
  submitted: boolean;
  /** The form's own refusal of an amount that reads (more than the balance, the server's answer). */
  error?: string | null;
  /** Under the field while nothing readable is typed; the amount namespace's example by default. */
  hint?: string;
  /** Under the field once the text reads, with the amount as ₺ text; 'Tutar: ₺1.000,50' by default. */
  preview?: (amount: string) => string;
  name?: string;
  testId?: string;
  /** Shown under the messages: quick amounts. */
  children?: ReactNode;
}

/**
 * The site's one field for an amount of lira (deposits, withdrawals, limits, stakes). The text
 * stays as typed; the amount is read by the contract's parseAmountText, and what cannot be read
 * exactly as meant (a sign, letters, a third decimal, over the field's maximum) is refused with a
 * Turkish sentence under the field instead of being turned into another amount.
 */
export function AmountInput({
  id,
  label,
  value,
  onChange,
  bounds,
  submitted,
  error = null,
  hint,
  preview,
  name,
  testId,
  children,
}: AmountInputProps) {
  const { t } = useTranslation('amount');
  const reading = parseAmountText(value, bounds);
  const problem = shownProblem(reading, submitted);
  const bound = problem === 'belowMinimum' ? (bounds.minKurus ?? 1) : bounds.maxKurus;
  const message = problem ? t(`refused.${problem}`, { amount: formatTry(bound) }) : error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const amount = reading.ok ? formatTry(reading.amountKurus) : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base font-semibold text-muted"
        >
          ₺
        </span>
        {/* No maxLength: a browser cuts a long paste short without a word, which would send another
            amount; parseAmountText refuses a text that is too long instead. */}
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${errorId} ${hintId}` : hintId}
          placeholder="0,00"
          data-testid={testId}
          className={cn(
            'h-12 w-full rounded-xl border bg-surface pl-8 pr-3 text-lg font-semibold tabular-nums outline-none',
            // A refused amount stays red while the player corrects it, focused or not.
            message ? 'border-danger' : 'border-line focus:border-primary',
          )}
        />
      </div>
      <p id={hintId} className="text-xs text-muted">
        {amount !== null ? (preview ? preview(amount) : t('preview', { amount })) : (hint ?? t('hint'))}
      </p>
      <FieldError id={errorId} message={message} />
      {children}
    </div>
  );
}
