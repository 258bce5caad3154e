import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { LIMITS, isSixDigitCode } from '@bnw/contract/constants';
import { cn } from '@/lib/cn';
import { inputClasses } from './form-field';

interface OneTimeCodeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (digits: string) => void;
}

/**
 * The six-digit code of an authenticator app (section 5): the numeric keyboard, the phone's
 * "from SMS/app" suggestion, digits only, six at most.
 */
export function OneTimeCodeInput({ value, onValueChange, className, ...props }: OneTimeCodeInputProps) {
  return (
    <input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${LIMITS.authenticatorCodeLength}}`}
      maxLength={LIMITS.authenticatorCodeLength}
      value={value}
      onChange={(event) =>
        onValueChange(event.target.value.replace(/\D/g, '').slice(0, LIMITS.authenticatorCodeLength))
      }
      className={cn(
        inputClasses(props['aria-invalid'] === true),
        'text-center font-mono text-2xl tracking-[0.5em]',
        className,
      )}
    />
  );
}

/**
 * State of a form around the code input: the code, whether it is six digits (the OK button
 * stays disabled until then, section 5), and a submit handler that sends it once, not while busy.
 */
export function useOneTimeCodeForm(onSubmit: (code: string) => void, busy: boolean) {
  const [code, setCode] = useState('');
  const valid = isSixDigitCode(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy) onSubmit(code);
  };
  return { code, setCode, valid, submit };
}
