import { type CashMethodField, FIELD_MAX_LENGTH, TRANSACTION_TYPE } from '@bnw/contract';
import { AMOUNT_FIELD, type PaymentProvider } from './payment-provider.js';

const WITHDRAWAL_FIELDS: CashMethodField[] = [
  AMOUNT_FIELD,
  { name: 'bankAccountID', kind: 'bankAccount', required: true, maxLength: null },
];

const DEPOSIT_FIELDS: CashMethodField[] = [
  AMOUNT_FIELD,
  { name: 'operatorAccountID', kind: 'operatorAccount', required: true, maxLength: null },
  { name: 'senderName', kind: 'text', required: true, maxLength: FIELD_MAX_LENGTH.senderName },
];

/**
 * Transfers through the banking system. A deposit is declared by the player and stays
 * pending until staff see the money arrive; a withdrawal is held until staff send it.
 */
function transferProvider(
  code: string,
  call: 'finance.save_bank_transfer' | 'finance.save_cep_bank_transfer',
): PaymentProvider {
  return {
    code,
    needsOperatorAccount: true,
    call: (type) => (type === TRANSACTION_TYPE.withdraw ? 'prepayServices.processTransaction' : call),
    fields: (type) => (type === TRANSACTION_TYPE.withdraw ? WITHDRAWAL_FIELDS : DEPOSIT_FIELDS),
  };
}

export const bankTransferProvider = transferProvider('bank_transfer', 'finance.save_bank_transfer');
export const cepTransferProvider = transferProvider('cep_transfer', 'finance.save_cep_bank_transfer');
