import type { BankAccount } from '@bnw/contract';
import { formatIban } from '@bnw/contract/constants';
import { Landmark, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface BankAccountFieldProps {
  name: string;
  label: string;
  accounts: BankAccount[] | undefined;
  loading: boolean;
  value: number | null;
  onChange: (id: number) => void;
  error: string | null;
}

/** One of the player's saved accounts for a withdrawal, or the way to add one. */
export function BankAccountField({ name, label, accounts, loading, value, onChange, error }: BankAccountFieldProps) {
  const { t } = useTranslation('finance');
  const errorId = `${name}-error`;
  const addLink = (
    <Link to={paths.bankingNew.getHref('withdraw')} className={buttonClasses('outline', 'sm', 'self-start')}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {t('form.addBankAccount')}
    </Link>
  );
  if (!loading && (!accounts || accounts.length === 0)) {
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-dashed border-line p-3">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Landmark aria-hidden="true" className="h-4 w-4 text-primary" />
          {t('form.noBankAccount')}
        </p>
        {addLink}
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
      {(accounts ?? []).map((account) => {
        const inputId = `${name}-${account.bankAccountID}`;
        const selected = value === account.bankAccountID;
        return (
          <label
            key={account.bankAccountID}
            htmlFor={inputId}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
              selected ? 'border-primary bg-primary/5' : 'border-line',
            )}
          >
            <input
              id={inputId}
              type="radio"
              name={name}
              checked={selected}
              onChange={() => onChange(account.bankAccountID)}
              className="mt-1 h-4 w-4 accent-[var(--primary)]"
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold">{account.bankName}</span>
              <span className="block font-mono text-sm tabular-nums">{formatIban(account.iban)}</span>
              <span className="block text-xs text-muted">{account.holderName}</span>
            </span>
          </label>
        );
      })}
      <FieldError id={errorId} message={error} />
      {addLink}
    </fieldset>
  );
}
