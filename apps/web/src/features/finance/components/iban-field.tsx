import { CircleCheck } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field-error';
import { cn } from '@/lib/cn';
import { IBAN_INPUT_MAX_LENGTH, caretAfterFormat, formatIbanInput, ibanState } from '../utils/iban-input';

interface IbanFieldProps {
  id: string;
  value: string;
  onChange: (formatted: string) => void;
  /** After a submit attempt a half-typed IBAN is an error too, not just a hint. */
  showIncomplete: boolean;
}

/** The IBAN in groups of four as it is typed, checked live (TR, 26 characters, mod 97). */
export function IbanField({ id, value, onChange, showIncomplete }: IbanFieldProps) {
  const { t } = useTranslation('finance');
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const state = ibanState(value);

  // Reformatting moves the caret to the end; put it back after the same characters.
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const error =
    state === 'invalid'
      ? t('banking.ibanInvalid')
      : state !== 'valid' && showIncomplete
        ? t('banking.ibanIncomplete')
        : null;
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('banking.iban')}
      </label>
      <input
        ref={input}
        id={id}
        name="iban"
        type="text"
        inputMode="text"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={IBAN_INPUT_MAX_LENGTH}
        placeholder="TR00 0000 0000 0000 0000 0000 00"
        value={value}
        onChange={(event) => {
          const typed = event.target.value;
          const formatted = formatIbanInput(typed);
          caret.current = caretAfterFormat(typed, event.target.selectionStart ?? typed.length, formatted);
          onChange(formatted);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        className={cn(
          'h-12 rounded-xl border bg-surface px-2.5 text-base tabular-nums outline-none focus:border-primary',
          error ? 'border-danger' : state === 'valid' ? 'border-emerald-600' : 'border-line',
        )}
      />
      <div id={hintId} aria-live="polite">
        {error ? (
          <FieldError id={`${id}-error`} message={error} />
        ) : state === 'valid' ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
            <CircleCheck aria-hidden="true" className="h-4 w-4" />
            {t('banking.ibanValid')}
          </p>
        ) : (
          <p className="text-xs text-muted">{t('banking.ibanIncomplete')}</p>
        )}
      </div>
    </div>
  );
}
