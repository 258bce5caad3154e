import type { CashMethodField, Language } from '@bnw/contract';
import { type PaymentProvider, amountField } from './payment-provider.js';

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
    call: (type) => (type === 2 ? 'prepayServices.processTransaction' : call),
    fields(type: number, lang: Language): CashMethodField[] {
      if (type === 2) {
        return [
          amountField(lang),
          {
            name: 'bankAccountID',
            kind: 'bankAccount',
            label: lang === 'en' ? 'Bank account' : 'Banka hesabı',
            required: true,
            maxLength: null,
          },
        ];
      }
      return [
        amountField(lang),
        {
          name: 'operatorAccountID',
          kind: 'operatorAccount',
          label: lang === 'en' ? 'Send to' : 'Gönderilecek hesap',
          required: true,
          maxLength: null,
        },
        {
          name: 'senderName',
          kind: 'text',
          label: lang === 'en' ? 'Sender name' : 'Gönderen adı soyadı',
          required: true,
          maxLength: 100,
        },
      ];
    },
  };
}

export const bankTransferProvider = transferProvider('bank_transfer', 'finance.save_bank_transfer');
export const cepTransferProvider = transferProvider('cep_transfer', 'finance.save_cep_bank_transfer');
