import type { CashMethod } from '@bnw/contract';
import { TRANSACTION_TYPE, formatTry } from '@bnw/contract/constants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FieldError } from '@/components/ui/field-error';
import { usePlayerName, useBankAccounts } from '../api/bank-accounts';
import { useBalance } from '../api/check-balance';
import { type MoneyAnswer, useMoneyRequest } from '../api/money-requests';
import { useRequestId } from '../hooks/use-request-id';
import {
  EMPTY_MONEY_FORM,
  type MoneyFormError,
  type MoneyFormErrors,
  type MoneyFormValues,
  validateMoneyForm,
} from '../utils/money-form';
import { moneyFormMessage } from '../utils/money-form-messages';
import { AmountField } from './amount-field';
import { BankAccountField } from './bank-account-field';
import { OperatorAccountField } from './operator-account-field';
import { PendingTransaction } from './pending-transaction';

/** A deposit by a provider (processTransaction) is confirmed by the provider itself, not by staff. */
function confirmsItself(method: CashMethod): boolean {
  return method.type === TRANSACTION_TYPE.deposit && method.call === 'prepayServices.processTransaction';
}

/**
 * The form of one cash method, built from its `fields`. It makes its request id when it opens
 * and sends the same one again on a retry; only a success makes a new one.
 */
export function MoneyForm({ method }: { method: CashMethod }) {
  const { t } = useTranslation('finance');
  const { requestId, renew } = useRequestId();
  const kinds = new Set(method.fields.map((field) => field.kind));
  const isDeposit = method.type === TRANSACTION_TYPE.deposit;
  const balance = useBalance();
  const bankAccounts = useBankAccounts();
  const playerName = usePlayerName();
  const request = useMoneyRequest();
  const [values, setValues] = useState<MoneyFormValues>(() => ({
    ...EMPTY_MONEY_FORM,
    operatorAccountID: method.operatorAccounts.length === 1 ? (method.operatorAccounts[0]?.id ?? null) : null,
  }));
  const [senderTouched, setSenderTouched] = useState(false);
  const [errors, setErrors] = useState<MoneyFormErrors>({});
  const [done, setDone] = useState<MoneyAnswer | null>(null);

  // Sensible defaults without an extra tap: the player's own name as sender, their only (first) account.
  const effective: MoneyFormValues = {
    ...values,
    senderName: senderTouched ? values.senderName : (playerName.data ?? ''),
    bankAccountID: values.bankAccountID ?? bankAccounts.data?.[0]?.bankAccountID ?? null,
  };
  const availableKurus = isDeposit ? null : (balance.data?.balance ?? null);
  const message = (error: MoneyFormError | undefined) => (error ? moneyFormMessage(t, error) : null);
  const id = (name: string) => `method-${method.methodID}-${name}`;

  const update = (patch: Partial<MoneyFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (request.isError) request.reset();
    // Once the player corrects a field, its old message goes.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as Array<keyof MoneyFormValues>) delete next[key];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const checked = validateMoneyForm(method, effective, { requestId, availableKurus });
    setErrors(checked.errors);
    if (!checked.request) return;
    request.mutate(checked.request, {
      onSuccess: (answer) => {
        setDone(answer);
        renew();
        update({ amount: '' });
      },
    });
  };

  const fieldLabel = (kind: CashMethod['fields'][number]['kind']) =>
    method.fields.find((field) => field.kind === kind)?.label ?? '';
  const senderField = method.fields.find((field) => field.kind === 'text');
  const failure = request.error instanceof Error ? request.error.message : null;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 border-t border-line pt-4"
      aria-label={method.name}
    >
      {done ? (
        <PendingTransaction answer={done} confirmsItself={confirmsItself(method)} onDismiss={() => setDone(null)} />
      ) : null}
      {!isDeposit && balance.data ? (
        <p className="text-sm text-muted">{t('form.withdrawable', { amount: formatTry(balance.data.balance) })}</p>
      ) : null}
      {kinds.has('amount') ? (
        <AmountField
          id={id('amount')}
          label={fieldLabel('amount')}
          value={values.amount}
          onChange={(amount) => update({ amount })}
          error={message(errors.amount)}
          methodCode={method.code}
          isDeposit={isDeposit}
        />
      ) : null}
      {kinds.has('operatorAccount') ? (
        <>
          <OperatorAccountField
            name={id('operator')}
            label={fieldLabel('operatorAccount')}
            accounts={method.operatorAccounts}
            value={values.operatorAccountID}
            onChange={(operatorAccountID) => update({ operatorAccountID })}
            error={message(errors.operatorAccountID)}
          />
          <p className="text-xs text-muted">{t('form.transferHint')}</p>
        </>
      ) : null}
      {senderField ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id('sender')} className="text-sm font-semibold">
            {senderField.label}
          </label>
          <input
            id={id('sender')}
            type="text"
            autoComplete="name"
            maxLength={senderField.maxLength ?? 100}
            value={effective.senderName}
            onChange={(event) => {
              setSenderTouched(true);
              update({ senderName: event.target.value });
            }}
            aria-invalid={errors.senderName ? true : undefined}
            aria-describedby={errors.senderName ? id('sender-error') : undefined}
            className="h-11 rounded-xl border border-line bg-surface px-3 text-sm outline-none focus:border-primary"
          />
          <FieldError id={id('sender-error')} message={message(errors.senderName)} />
        </div>
      ) : null}
      {kinds.has('bankAccount') ? (
        <BankAccountField
          name={id('account')}
          label={fieldLabel('bankAccount')}
          accounts={bankAccounts.data}
          loading={bankAccounts.isPending}
          value={effective.bankAccountID}
          onChange={(bankAccountID) => update({ bankAccountID })}
          error={message(errors.bankAccountID)}
        />
      ) : null}
      {failure && !request.isPending ? <FieldError id={id('failure')} message={failure} /> : null}
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
        {request.isPending ? (
          <>
            <Spinner className="h-4 w-4" />
            {t('form.sending')}
          </>
        ) : isDeposit ? (
          t('form.submitDeposit')
        ) : (
          t('form.submitWithdraw')
        )}
      </Button>
    </form>
  );
}
