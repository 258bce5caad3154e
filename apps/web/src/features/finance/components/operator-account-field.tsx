import type { CashMethod } from '@bnw/contract';
import { formatIban } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button';
import { FieldError } from '@/components/ui/field-error';
import { cn } from '@/lib/cn';

interface OperatorAccountFieldProps {
  name: string;
  label: string;
  accounts: CashMethod['operatorAccounts'];
  value: number | null;
  onChange: (id: number) => void;
  error: string | null;
}

/**
 * The operator's receiving accounts of a transfer deposit: bank, IBAN (with a copy button) and
 * holder, and what to do with them.
 */
export function OperatorAccountField({ name, label, accounts, value, onChange, error }: OperatorAccountFieldProps) {
  const { t } = useTranslation('finance');
  const errorId = `${name}-error`;
  return (
    <>
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
        {accounts.map((account) => {
          const inputId = `${name}-${account.id}`;
          const selected = value === account.id;
          return (
            <div
              key={account.id}
              className={cn(
                'flex items-start gap-3 rounded-xl border p-3',
                selected ? 'border-primary bg-primary/5' : 'border-line',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                checked={selected}
                onChange={() => onChange(account.id)}
                className="mt-1 h-4 w-4 accent-[var(--primary)]"
              />
              <div className="min-w-0 flex-1">
                <label htmlFor={inputId} className="block text-sm font-semibold">
                  {account.bankName}
                </label>
                <p className="mt-0.5 text-xs text-muted">{t('form.iban')}</p>
                <p className="font-mono text-sm tabular-nums" data-testid="operator-iban">
                  {formatIban(account.iban)}
                </p>
                <p className="mt-0.5 text-xs text-muted">
                  {t('form.holder')}: <span className="font-medium text-fg">{account.holderName}</span>
                </p>
              </div>
              <CopyButton
                text={account.iban}
                label={`${t('form.copyIban')} (${account.bankName})`}
                copiedMessage={t('form.copied')}
                failedMessage={t('form.copyFailed')}
              />
            </div>
          );
        })}
        <FieldError id={errorId} message={error} />
      </fieldset>
      <p className="text-xs text-muted">{t('form.transferHint')}</p>
    </>
  );
}
