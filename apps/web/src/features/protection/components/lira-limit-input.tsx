import { cn } from '@/lib/cn';
import { cleanLimitTyping } from '../utils/limit-amount';

interface LiraLimitInputProps {
  id: string;
  text: string;
  /** The typed text, cleaned to what a lira amount may hold. */
  onTextChange: (text: string) => void;
  invalid: boolean;
  /** Shown with the field: its hint, and its error when there is one (`${id}-hint`, `${id}-error`). */
  hasError: boolean;
}

/** A limit's amount in lira: the ₺ sign inside the field, a decimal keypad, the typing cleaned as it comes. */
export function LiraLimitInput({ id, text, onTextChange, invalid, hasError }: LiraLimitInputProps) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center font-semibold text-muted"
      >
        ₺
      </span>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        value={text}
        onChange={(event) => onTextChange(cleanLimitTyping(event.target.value))}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-hint${hasError ? ` ${id}-error` : ''}`}
        placeholder="0"
        className={cn(
          'h-12 w-full rounded-xl border bg-surface pl-8 pr-3 text-lg font-semibold tabular-nums outline-none focus:border-primary',
          invalid ? 'border-danger' : 'border-line',
        )}
      />
    </div>
  );
}
