import type { BankAccount } from '@bnw/contract';
import { FIELD_MAX_LENGTH, LIMITS, ibanBankCode, normaliseIban } from '@bnw/contract/constants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FieldError } from '@/components/ui/field-error';
import { cn } from '@/lib/cn';
import { useBanks, usePlayerName, useSaveBankAccount } from '../api/bank-accounts';
import { formatIbanInput, ibanCharacters } from '../utils/iban-input';
import { IbanField } from './iban-field';

interface BankAccountFormProps {
  /** The account being edited (as get_bank_account answered), or null to add one. */
  editing: BankAccount | null;
  /** Saved accounts now: at the limit a new one cannot be added. */
  savedCount: number;
  onSaved: (added: boolean) => void;
  onCancelEdit: () => void;
}

type FormErrors = Partial<Record<'bank' | 'holder', string>>;

/** Add or update a saved account: bank, IBAN, holder (prefilled with the player's own name). */
export function BankAccountForm({ editing, savedCount, onSaved, onCancelEdit }: BankAccountFormProps) {
  const { t } = useTranslation('finance');
  const banks = useBanks();
  const playerName = usePlayerName();
  const save = useSaveBankAccount();
  const [bankID, setBankID] = useState<number | null>(editing?.bankID ?? null);
  const [iban, setIban] = useState(editing ? formatIbanInput(editing.iban) : '');
  const [holder, setHolder] = useState<string | null>(editing?.holderName ?? null);
  const [tried, setTried] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});

  // Until the player picks a bank, the IBAN's bank code picks it.
  const bankFromIban = banks.data?.find((bank) => bank.code === ibanBankCode(ibanCharacters(iban)))?.bankID ?? null;
  const effectiveBankID = bankID ?? bankFromIban;
  const effectiveHolder = holder ?? playerName.data ?? '';
  const full = !editing && savedCount >= LIMITS.maxBankAccounts;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || full) return;
    setTried(true);
    const next: FormErrors = {};
    if (effectiveBankID === null) next.bank = t('banking.bankRequired');
    if (effectiveHolder.trim().length < 3) next.holder = t('banking.holderRequired');
    setErrors(next);
    const normalised = normaliseIban(iban);
    if (Object.keys(next).length > 0 || !normalised || effectiveBankID === null) return;
    save.mutate(
      {
        ...(editing ? { bankAccountID: editing.bankAccountID } : {}),
        bankID: effectiveBankID,
        iban: normalised,
        holderName: effectiveHolder.trim(),
      },
      {
        onSuccess: () => {
          if (!editing) {
            setIban('');
            setBankID(null);
            setTried(false);
          }
          onSaved(!editing);
        },
      },
    );
  };

  const failure = save.error instanceof Error && !save.isPending ? save.error.message : null;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="bank-form-title"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <h2 id="bank-form-title" className="text-lg font-bold">
        {editing ? t('banking.editTitle') : t('banking.newTitle')}
      </h2>
      <p className="-mt-2 text-sm text-muted">{t('banking.intro')}</p>

      <IbanField id="iban-input" value={iban} onChange={setIban} showIncomplete={tried} />

      <div className="flex flex-col gap-1.5">
        <label htmlFor="bank-select" className="text-sm font-semibold">
          {t('banking.bank')}
        </label>
        <select
          id="bank-select"
          value={effectiveBankID ?? ''}
          onChange={(event) => {
            setBankID(event.target.value === '' ? null : Number(event.target.value));
            setErrors((current) => ({ ...current, bank: undefined }));
          }}
          aria-invalid={errors.bank ? true : undefined}
          aria-describedby={errors.bank ? 'bank-select-error' : undefined}
          className={cn(
            'h-11 rounded-xl border bg-surface px-3 text-sm outline-none focus:border-primary',
            errors.bank ? 'border-danger' : 'border-line',
          )}
        >
          <option value="">{t('banking.chooseBank')}</option>
          {(banks.data ?? []).map((bank) => (
            <option key={bank.bankID} value={bank.bankID}>
              {bank.name}
            </option>
          ))}
        </select>
        <FieldError id="bank-select-error" message={errors.bank ?? (banks.isError ? t('banking.banksFailed') : null)} />
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor="holder-input" className="text-sm font-semibold">
          {t('banking.holder')}
        </label>
        <input
          id="holder-input"
          type="text"
          autoComplete="name"
          maxLength={FIELD_MAX_LENGTH.holderName}
          value={effectiveHolder}
          onChange={(event) => {
            setHolder(event.target.value);
            setErrors((current) => ({ ...current, holder: undefined }));
          }}
          aria-invalid={errors.holder ? true : undefined}
          aria-describedby="holder-hint"
          className={cn(
            'h-11 rounded-xl border bg-surface px-3 text-sm outline-none focus:border-primary',
            errors.holder ? 'border-danger' : 'border-line',
          )}
        />
        <p id="holder-hint" className="text-xs text-muted">
          {t('banking.holderHint')}
        </p>
        <FieldError id="holder-error" message={errors.holder ?? null} />
      </div>

      {full ? (
        <FieldError id="bank-form-full" message={t('banking.full', { max: String(LIMITS.maxBankAccounts) })} />
      ) : null}
      {failure ? <FieldError id="bank-form-failure" message={failure} /> : null}
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" disabled={save.isPending || full} className="w-full">
          {save.isPending ? (
            <>
              <Spinner className="h-4 w-4" />
              {t('banking.saving')}
            </>
          ) : editing ? (
            t('banking.update')
          ) : (
            t('banking.save')
          )}
        </Button>
        {editing ? (
          <Button variant="outline" size="lg" onClick={onCancelEdit}>
            {t('banking.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
