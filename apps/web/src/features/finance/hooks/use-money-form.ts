import type { CashMethod } from '@bnw/contract';
import { TRANSACTION_TYPE } from '@bnw/contract/constants';
import { type FormEvent, useState } from 'react';
import { usePlayerName, useBankAccounts } from '../api/bank-accounts';
import { useBalance } from '../api/check-balance';
import { type MoneyAnswer, isBonusForfeitRequired, useMoneyRequest } from '../api/money-requests';
import {
  EMPTY_MONEY_FORM,
  type MoneyFormErrors,
  type MoneyFormValues,
  type MoneyRequest,
  validateMoneyForm,
} from '../utils/money-form';
import { useRequestId } from './use-request-id';

/** A method with one operator account has it chosen already. */
function initialValues(method: CashMethod): MoneyFormValues {
  const only = method.operatorAccounts.length === 1 ? method.operatorAccounts[0] : undefined;
  return { ...EMPTY_MONEY_FORM, operatorAccountID: only?.id ?? null };
}

/** The same request, confirming that the withdrawal cancels the open bonus. */
function withForfeit(request: MoneyRequest): MoneyRequest {
  return request.call === 'prepayServices.processTransaction'
    ? { ...request, data: { ...request.data, forfeitBonus: true } }
    : request;
}

/** Once the player corrects a field, its old message goes. */
function withoutErrorsOf(errors: MoneyFormErrors, patch: Partial<MoneyFormValues>): MoneyFormErrors {
  const next = { ...errors };
  for (const key of Object.keys(patch) as Array<keyof MoneyFormValues>) delete next[key];
  return next;
}

/**
 * The state of one cash method's form: values, refusals, the request and its answer. It makes
 * its request id when it opens and sends the same one again on a retry; only a success makes a
 * new one. A withdrawal refused for an open bonus waits in `forfeitAsk` until the player
 * confirms (the same request again, with forfeitBonus) or gives up.
 */
export function useMoneyForm(method: CashMethod) {
  const { requestId, renew } = useRequestId();
  const isDeposit = method.type === TRANSACTION_TYPE.deposit;
  const balance = useBalance();
  const bankAccounts = useBankAccounts();
  const playerName = usePlayerName();
  const request = useMoneyRequest();
  const [values, setValues] = useState(() => initialValues(method));
  const [senderTouched, setSenderTouched] = useState(false);
  const [errors, setErrors] = useState<MoneyFormErrors>({});
  const [done, setDone] = useState<MoneyAnswer | null>(null);
  const [forfeitAsk, setForfeitAsk] = useState<MoneyRequest | null>(null);

  // Sensible defaults without an extra tap: the player's own name as sender, their only (first) account.
  const effective: MoneyFormValues = {
    ...values,
    senderName: senderTouched ? values.senderName : (playerName.data ?? ''),
    bankAccountID: values.bankAccountID ?? bankAccounts.data?.[0]?.bankAccountID ?? null,
  };

  const update = (patch: Partial<MoneyFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (request.isError) request.reset();
    setErrors((current) => withoutErrorsOf(current, patch));
  };

  const send = (sent: MoneyRequest) => {
    const onSuccess = (answer: MoneyAnswer) => {
      setForfeitAsk(null);
      setDone(answer);
      renew();
      update({ amount: '' });
    };
    // The sheet stays open while its confirmation is on its way, and closes on any other answer.
    const onError = (error: Error) => setForfeitAsk(isBonusForfeitRequired(error) ? sent : null);
    request.mutate(sent, { onSuccess, onError });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const availableKurus = isDeposit ? null : (balance.data?.balance ?? null);
    const checked = validateMoneyForm(method, effective, { requestId, availableKurus });
    setErrors(checked.errors);
    if (checked.request) send(checked.request);
  };

  const forfeit = {
    asking: forfeitAsk !== null,
    confirm: () => {
      if (forfeitAsk && !request.isPending) send(withForfeit(forfeitAsk));
    },
    cancel: () => {
      setForfeitAsk(null);
      request.reset();
    },
  };

  const typeSenderName = (senderName: string) => {
    setSenderTouched(true);
    update({ senderName });
  };

  return {
    values: effective,
    errors,
    done,
    dismissDone: () => setDone(null),
    update,
    typeSenderName,
    submit,
    request,
    forfeit,
  };
}
