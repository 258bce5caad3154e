import type { CashMethod, MethodInput } from '@bnw/contract';
import { type AmountBounds, TRANSACTION_TYPE, formatTry, parseAmountText } from '@bnw/contract/constants';

/** What a money form holds, whatever its method asks for. */
export interface MoneyFormValues {
  amount: string;
  operatorAccountID: number | null;
  senderName: string;
  bankAccountID: number | null;
}

export const EMPTY_MONEY_FORM: MoneyFormValues = {
  amount: '',
  operatorAccountID: null,
  senderName: '',
  bankAccountID: null,
};

/**
 * Keys under `finance.form.errors`, and `amountRefused`: the typed amount does not read within the
 * method's bounds, which the amount field itself says (the amount namespace), with its `problem`.
 */
export type MoneyFormErrorKey =
  'amountRefused' | 'insufficientBalance' | 'operatorAccountRequired' | 'senderNameInvalid' | 'bankAccountRequired';

export interface MoneyFormError {
  key: MoneyFormErrorKey;
  params?: Record<string, string>;
}

export type MoneyFormField = keyof MoneyFormValues;
export type MoneyFormErrors = Partial<Record<MoneyFormField, MoneyFormError>>;

type TransferCall = 'finance.save_bank_transfer' | 'finance.save_cep_bank_transfer';
type TransferData = Omit<MethodInput<TransferCall>, 'Lang'>;
type ProcessData = Omit<MethodInput<'prepayServices.processTransaction'>, 'Lang'>;

/** The call a method names and its data, ready to send. */
export type MoneyRequest =
  { call: TransferCall; data: TransferData } | { call: 'prepayServices.processTransaction'; data: ProcessData };

/** Shortest sender name the server takes. */
export const SENDER_NAME_MIN_LENGTH = 3;

export interface MoneyFormContext {
  requestId: string;
  /** Available balance in kuruş for a withdrawal; null when not known yet (the server checks it anyway). */
  availableKurus: number | null;
}

/** What a method takes, as the amount field's bounds. */
export function methodAmountBounds(method: Pick<CashMethod, 'minAmount' | 'maxAmount'>): AmountBounds {
  return { minKurus: method.minAmount, maxKurus: method.maxAmount };
}

/**
 * Checks a form against its method before anything is sent (limits, the balance for a
 * withdrawal, the fields the method asks for) and builds the call. Errors are i18n keys with
 * their parameters, so that the Turkish text is chosen at the display edge.
 */
export function validateMoneyForm(
  method: Pick<CashMethod, 'methodID' | 'type' | 'call' | 'minAmount' | 'maxAmount' | 'fields'>,
  values: MoneyFormValues,
  context: MoneyFormContext,
): { errors: MoneyFormErrors; request: MoneyRequest | null } {
  const errors: MoneyFormErrors = {};
  const kinds = new Set(method.fields.map((field) => field.kind));
  const reading = parseAmountText(values.amount, methodAmountBounds(method));
  const amount = reading.ok ? reading.amountKurus : null;

  if (!reading.ok) errors.amount = { key: 'amountRefused', params: { problem: reading.problem } };
  else if (
    method.type === TRANSACTION_TYPE.withdraw &&
    context.availableKurus !== null &&
    reading.amountKurus > context.availableKurus
  ) {
    errors.amount = {
      key: 'insufficientBalance',
      params: { available: formatTry(Math.max(0, context.availableKurus)) },
    };
  }

  if (kinds.has('operatorAccount') && values.operatorAccountID === null)
    errors.operatorAccountID = { key: 'operatorAccountRequired' };
  const senderName = values.senderName.trim().replace(/\s+/g, ' ');
  if (kinds.has('text') && senderName.length < SENDER_NAME_MIN_LENGTH) errors.senderName = { key: 'senderNameInvalid' };
  if (kinds.has('bankAccount') && values.bankAccountID === null) errors.bankAccountID = { key: 'bankAccountRequired' };

  if (Object.keys(errors).length > 0 || amount === null) return { errors, request: null };

  if (method.call === 'prepayServices.processTransaction') {
    const data: ProcessData = { Type: method.type, methodID: method.methodID, amount, requestId: context.requestId };
    if (kinds.has('bankAccount') && values.bankAccountID !== null) data.bankAccountID = values.bankAccountID;
    return { errors, request: { call: method.call, data } };
  }
  return {
    errors,
    request: {
      call: method.call,
      data: {
        methodID: method.methodID,
        amount,
        operatorAccountID: values.operatorAccountID ?? 0,
        senderName,
        requestId: context.requestId,
      },
    },
  };
}
