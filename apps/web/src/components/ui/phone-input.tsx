import { type InputHTMLAttributes, useLayoutEffect, useRef } from 'react';
import { MASKS, caretAfterDigits, countDigits, formatPhone } from '@/lib/masks';
import { inputClasses } from './form-field';

interface PhoneInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** The masked text, '(532) 123 - 4567'. */
  value: string;
  onValueChange: (masked: string) => void;
}

/**
 * A Turkish mobile number with the mask (###) ### - #### (section 5). The caret keeps its
 * place among the digits when one is typed or deleted in the middle.
 */
export function PhoneInput({ value, onValueChange, className, ...props }: PhoneInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !ref.current || document.activeElement !== ref.current) return;
    ref.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  return (
    <input
      {...props}
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={MASKS.phone.replaceAll('#', '_')}
      value={value}
      onChange={(event) => {
        const raw = event.target.value;
        const digitsBeforeCaret = countDigits(raw.slice(0, event.target.selectionStart ?? raw.length));
        const masked = formatPhone(raw);
        // A leading 0 that the mask drops moves the caret one digit left.
        const dropped = countDigits(raw) - countDigits(masked);
        caret.current = caretAfterDigits(masked, Math.max(0, digitsBeforeCaret - Math.max(0, dropped)));
        onValueChange(masked);
      }}
      className={inputClasses(props['aria-invalid'] === true, className)}
    />
  );
}
