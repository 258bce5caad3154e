import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field-error';
import { cn } from '@/lib/cn';
import { useDepositAmounts } from '../api/cash-methods';
import {
  AMOUNT_INPUT_MAX_LENGTH,
  amountFromInput,
  cleanAmountTyping,
  formatAmountForInput,
} from '../utils/amount-input';

interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The method's code: envoy.getDepositAmounts answers its quick amounts (deposits only). */
  methodCode: string;
  isDeposit: boolean;
}

/** A Turkish amount ('1.250,50') with the amount it reads as, and quick-amount chips for deposits. */
export function AmountField({ id, label, value, onChange, error, methodCode, isDeposit }: AmountFieldProps) {
  const { t } = useTranslation('finance');
  const quick = useDepositAmounts(methodCode, isDeposit);
  const kurus = amountFromInput(value);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
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
        <input
          id={id}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={AMOUNT_INPUT_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(cleanAmountTyping(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          placeholder="0,00"
          className={cn(
            'h-12 w-full rounded-xl border bg-surface pl-8 pr-3 text-lg font-semibold tabular-nums outline-none focus:border-primary',
            error ? 'border-danger' : 'border-line',
          )}
        />
      </div>
      <p id={hintId} className="text-xs text-muted">
        {kurus !== null ? t('form.amountPreview', { amount: formatTry(kurus) }) : t('form.amountHint')}
      </p>
      <FieldError id={errorId} message={error} />
      {isDeposit && quick.data && quick.data.length > 0 ? (
        <div role="group" aria-label={t('form.quickAmounts')} className="mt-1 flex flex-wrap gap-2">
          {quick.data.map((amount) => (
            <button
              key={amount}
              type="button"
              aria-pressed={kurus === amount}
              onClick={() => onChange(formatAmountForInput(amount))}
              className={cn(
                'h-9 rounded-full border px-3 text-sm font-semibold tabular-nums transition-colors',
                kurus === amount
                  ? 'border-primary bg-primary text-primary-fg'
                  : 'border-line bg-surface-2 text-fg hover:border-primary',
              )}
            >
              {formatTry(amount)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
