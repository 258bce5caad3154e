import type { CashMethod } from '@bnw/contract';
import { TRANSACTION_TYPE } from '@bnw/contract/constants';
import { Trans, useTranslation } from 'react-i18next';
import { BalanceAmount } from '@/components/ui/balance-amount';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Spinner } from '@/components/ui/spinner';
import { useAppStore } from '@/stores/app-store';
import { useBankAccounts } from '../api/bank-accounts';
import { useBalance } from '../api/check-balance';
import { isBonusForfeitRequired } from '../api/money-requests';
import { useMoneyForm } from '../hooks/use-money-form';
import { type MoneyFormError, methodAmountBounds } from '../utils/money-form';
import { moneyFormMessage } from '../utils/money-form-messages';
import { AmountField } from './amount-field';
import { BankAccountField } from './bank-account-field';
import { BonusForfeitSheet } from './bonus-forfeit-sheet';
import { OperatorAccountField } from './operator-account-field';
import { PendingTransaction } from './pending-transaction';
import { SenderNameField } from './sender-name-field';

/** The fields a method can ask for, in the form's order. */
const KINDS = ['amount', 'operatorAccount', 'text', 'bankAccount'] as const;

/** A deposit by a provider (processTransaction) is confirmed by the provider itself, not by staff. */
function confirmsItself(method: CashMethod): boolean {
  return method.type === TRANSACTION_TYPE.deposit && method.call === 'prepayServices.processTransaction';
}

function SubmitButton({ pending, isDeposit }: { pending: boolean; isDeposit: boolean }) {
  const { t } = useTranslation('finance');
  return (
    <Button type="submit" size="lg" disabled={pending} className="w-full">
      {pending ? <Spinner className="h-4 w-4" /> : null}
      {pending ? t('form.sending') : t(isDeposit ? 'form.submitDeposit' : 'form.submitWithdraw')}
    </Button>
  );
}

/** What a withdrawal may take: the available balance, shown above its form. */
function Withdrawable() {
  const { t } = useTranslation('finance');
  const balance = useBalance();
  if (!balance.data) return null;
  return (
    <p className="text-sm text-muted">
      <Trans
        t={t}
        i18nKey="form.withdrawable"
        components={{ amount: <BalanceAmount kurus={balance.data.balance} /> }}
      />
    </p>
  );
}

/** The form of one cash method, built from its `fields`; each is labelled by its kind in the player's language. */
export function MoneyForm({ method }: { method: CashMethod }) {
  const { t } = useTranslation('finance');
  const { values, errors, done, dismissDone, update, typeSenderName, submit, request, forfeit } = useMoneyForm(method);
  const bankAccounts = useBankAccounts();
  const isDeposit = method.type === TRANSACTION_TYPE.deposit;
  const showBalance = useAppStore((state) => state.showBalance);
  const message = (error: MoneyFormError | undefined) => (error ? moneyFormMessage(t, error, showBalance) : null);
  const id = (name: string) => `method-${method.methodID}-${name}`;
  // The open-bonus refusal is a question in its sheet, not a failure under the form.
  const failure =
    request.error instanceof Error && !request.isPending && !isBonusForfeitRequired(request.error)
      ? request.error.message
      : null;
  const fields = new Map(method.fields.map((field) => [field.kind, field]));
  const [amount, operatorAccount, sender, bankAccount] = KINDS.map((kind) => fields.get(kind));

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 border-t border-line pt-4"
      aria-label={method.name}
    >
      {done ? (
        <PendingTransaction answer={done} confirmsItself={confirmsItself(method)} onDismiss={dismissDone} />
      ) : null}
      {isDeposit ? null : <Withdrawable />}
      {amount ? (
        <AmountField
          id={id('amount')}
          label={t('form.fields.amount')}
          value={values.amount}
          onChange={(next) => update({ amount: next })}
          bounds={methodAmountBounds(method)}
          submitted={errors.amount !== undefined}
          error={message(errors.amount)}
          methodCode={method.code}
          isDeposit={isDeposit}
        />
      ) : null}
      {operatorAccount ? (
        <OperatorAccountField
          name={id('operator')}
          label={t('form.fields.operatorAccount')}
          accounts={method.operatorAccounts}
          value={values.operatorAccountID}
          onChange={(operatorAccountID) => update({ operatorAccountID })}
          error={message(errors.operatorAccountID)}
        />
      ) : null}
      {sender ? (
        <SenderNameField
          id={id('sender')}
          label={t('form.fields.text')}
          maxLength={sender.maxLength}
          value={values.senderName}
          onChange={typeSenderName}
          error={message(errors.senderName)}
        />
      ) : null}
      {bankAccount ? (
        <BankAccountField
          name={id('account')}
          label={t('form.fields.bankAccount')}
          accounts={bankAccounts.data}
          loading={bankAccounts.isPending}
          value={values.bankAccountID}
          onChange={(bankAccountID) => update({ bankAccountID })}
          error={message(errors.bankAccountID)}
        />
      ) : null}
      {failure ? <FieldError id={id('failure')} message={failure} /> : null}
      <SubmitButton pending={request.isPending} isDeposit={isDeposit} />
      {isDeposit ? null : (
        <BonusForfeitSheet
          open={forfeit.asking}
          busy={request.isPending}
          onConfirm={forfeit.confirm}
          onCancel={forfeit.cancel}
        />
      )}
    </form>
  );
}
