import { type AmountBounds, amountInputText, formatTry, parseAmountText } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/ui/amount-input';
import { cn } from '@/lib/cn';
import { useDepositAmounts } from '../api/cash-methods';

interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The method's minimum and maximum. */
  bounds: AmountBounds;
  /** The form was sent with this amount refused: empty, zero and under the minimum are said too. */
  submitted: boolean;
  /** The form's own refusal of an amount that reads (more than the balance). */
  error: string | null;
  /** The method's code: envoy.getDepositAmounts answers its quick amounts (deposits only). */
  methodCode: string;
  isDeposit: boolean;
}

/** The site's amount field with quick-amount chips for deposits. */
export function AmountField({
  id,
  label,
  value,
  onChange,
  bounds,
  submitted,
  error,
  methodCode,
  isDeposit,
}: AmountFieldProps) {
  const { t } = useTranslation('finance');
  const quick = useDepositAmounts(methodCode, isDeposit);
  const reading = parseAmountText(value, bounds);
  const kurus = reading.ok ? reading.amountKurus : null;
  return (
    <AmountInput
      id={id}
      name="amount"
      label={label}
      value={value}
      onChange={onChange}
      bounds={bounds}
      submitted={submitted}
      error={error}
    >
      {isDeposit && quick.data && quick.data.length > 0 ? (
        <div role="group" aria-label={t('form.quickAmounts')} className="mt-1 flex flex-wrap gap-2">
          {quick.data.map((amount) => (
            <button
              key={amount}
              type="button"
              aria-pressed={kurus === amount}
              onClick={() => onChange(amountInputText(amount))}
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
    </AmountInput>
  );
}
