import type { BankAccount, CashMethod, Transaction } from '@bnw/contract';
import { TRANSACTION_CATEGORY, TRANSACTION_STATUS, TRANSACTION_TYPE } from '@bnw/contract/constants';

/** Test data shaped like the server's answers (apps/server/test/finance-*.test.ts). */
const field = (name: string, kind: CashMethod['fields'][number]['kind']): CashMethod['fields'][number] => ({
  name,
  kind,
  required: true,
  maxLength: kind === 'text' ? 100 : null,
});

export const demoMethod: CashMethod = {
  methodID: 3,
  code: 'demo_instant_deposit',
  type: TRANSACTION_TYPE.deposit,
  name: 'Demo Anında Ödeme',
  description: 'Oyun parası; birkaç saniyede onaylanır.',
  call: 'prepayServices.processTransaction',
  minAmount: 1_000,
  maxAmount: 10_000_000,
  highlighted: true,
  favorite: false,
  fields: [field('amount', 'amount')],
  operatorAccounts: [],
};

export const bankMethod: CashMethod = {
  methodID: 1,
  code: 'bank_transfer_deposit',
  type: TRANSACTION_TYPE.deposit,
  name: 'Banka Havalesi / EFT',
  description: 'Havale ile yatırım.',
  call: 'finance.save_bank_transfer',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  highlighted: false,
  favorite: false,
  fields: [field('amount', 'amount'), field('operatorAccountID', 'operatorAccount'), field('senderName', 'text')],
  operatorAccounts: [
    { id: 7, bankName: 'T.C. Ziraat Bankası', iban: 'TR330006100519786457841326', holderName: 'BNW Demo A.Ş.' },
  ],
};

export const withdrawMethod: CashMethod = {
  methodID: 4,
  code: 'bank_withdrawal',
  type: TRANSACTION_TYPE.withdraw,
  name: 'Banka Hesabına Çekim',
  description: 'Kayıtlı hesabınıza.',
  call: 'prepayServices.processTransaction',
  minAmount: 10_000,
  maxAmount: 10_000_000,
  highlighted: false,
  favorite: false,
  fields: [field('amount', 'amount'), field('bankAccountID', 'bankAccount')],
  operatorAccounts: [],
};

export const savedAccount: BankAccount = {
  bankAccountID: 11,
  bankID: 1,
  bankName: 'T.C. Ziraat Bankası',
  iban: 'TR330006100519786457841326',
  holderName: 'Ayşe Yılmaz',
  createdAt: '2025-11-01T10:00:00.000Z',
};

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    transactionID: 'TX1',
    transaction_type_id: TRANSACTION_TYPE.deposit,
    transaction_category_id: TRANSACTION_CATEGORY.payment,
    transaction_sub_category_id: 23,
    transaction_status: TRANSACTION_STATUS.completed,
    amount: 50_000,
    methodName: 'Demo Anında Ödeme',
    description: 'Para Yatırma · Demo Anında Ödeme',
    createdAt: '2025-11-22T07:05:00.000Z',
    resolvedAt: '2025-11-22T07:05:03.000Z',
    reason: null,
    ...overrides,
  };
}

export const profileAnswer = {
  uid: 'u1',
  username: 'ayse',
  email: 'ayse@example.com',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  birth_date: '1990-04-23',
  phone: '5321234567',
  country: 'TR',
  language: 'tr',
  rid: 1,
  ga_enabled: false,
  email_confirmed: true,
  created_at: '2025-11-01T10:00:00.000Z',
  last_login_at: null,
};
export { answerRequests, callsOf, captureNotices, signIn, signOut } from '@/testing/player';
