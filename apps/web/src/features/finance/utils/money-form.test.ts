import type { CashMethod } from '@bnw/contract';
import { TRANSACTION_TYPE } from '@bnw/contract/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadFinanceTexts } from '@/i18n';
import { moneyFormMessage } from './money-form-messages';
import { EMPTY_MONEY_FORM, type MoneyFormError, validateMoneyForm } from './money-form';

const field = (name: string, kind: CashMethod['fields'][number]['kind']) => ({
  name,
  kind,
  label: name,
  required: true,
  maxLength: null,
});

const bankDeposit: Pick<CashMethod, 'methodID' | 'type' | 'call' | 'minAmount' | 'maxAmount' | 'fields'> = {
  methodID: 1,
  type: TRANSACTION_TYPE.deposit,
  call: 'finance.save_bank_transfer',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  fields: [field('amount', 'amount'), field('operatorAccountID', 'operatorAccount'), field('senderName', 'text')],
};
const demoDeposit = {
  ...bankDeposit,
  methodID: 3,
  call: 'prepayServices.processTransaction' as const,
  minAmount: 1_000,
  maxAmount: 10_000_000,
  fields: [field('amount', 'amount')],
};
const withdrawal = {
  ...bankDeposit,
  methodID: 4,
  type: TRANSACTION_TYPE.withdraw,
  call: 'prepayServices.processTransaction' as const,
  maxAmount: 10_000_000,
  fields: [field('amount', 'amount'), field('bankAccountID', 'bankAccount')],
};
const context = { requestId: 'abcdefgh12345678', availableKurus: 50_000 };

function turkish(error: MoneyFormError | undefined): string {
  if (!error) return '';
  return moneyFormMessage(i18n.getFixedT('tr', 'finance'), error);
}

beforeAll(() => loadFinanceTexts());

describe('money form validation', () => {
  it('builds the bank transfer call with an integer amount in kuruş', () => {
    const { errors, request } = validateMoneyForm(
      bankDeposit,
      { ...EMPTY_MONEY_FORM, amount: '1.250,50', operatorAccountID: 7, senderName: '  Ayşe   Yılmaz ' },
      context,
    );
    expect(errors).toEqual({});
    expect(request).toEqual({
      call: 'finance.save_bank_transfer',
      data: {
        methodID: 1,
        amount: 125_050,
        operatorAccountID: 7,
        senderName: 'Ayşe Yılmaz',
        requestId: 'abcdefgh12345678',
      },
    });
  });

  it('builds the demo deposit and the withdrawal through processTransaction', () => {
    expect(validateMoneyForm(demoDeposit, { ...EMPTY_MONEY_FORM, amount: '500' }, context).request).toEqual({
      call: 'prepayServices.processTransaction',
      data: { Type: TRANSACTION_TYPE.deposit, methodID: 3, amount: 50_000, requestId: 'abcdefgh12345678' },
    });
    expect(
      validateMoneyForm(withdrawal, { ...EMPTY_MONEY_FORM, amount: '100', bankAccountID: 9 }, context).request,
    ).toEqual({
      call: 'prepayServices.processTransaction',
      data: {
        Type: TRANSACTION_TYPE.withdraw,
        methodID: 4,
        amount: 10_000,
        bankAccountID: 9,
        requestId: 'abcdefgh12345678',
      },
    });
  });

  it('says in Turkish what is wrong with the amount', () => {
    const amountError = (method: typeof bankDeposit, amount: string, available = 50_000) =>
      turkish(
        validateMoneyForm(
          method,
          { ...EMPTY_MONEY_FORM, amount, bankAccountID: 1, operatorAccountID: 1, senderName: 'Ayşe' },
          { ...context, availableKurus: available },
        ).errors.amount,
      );
    expect(amountError(bankDeposit, '')).toBe('Tutarı girin.');
    expect(amountError(bankDeposit, '12,345')).toBe('Tutarı 1.250,50 biçiminde girin (en fazla iki kuruş hanesi).');
    expect(amountError(bankDeposit, '99,99')).toBe('Bu yöntemle en az ₺100,00 işlem yapabilirsiniz.');
    expect(amountError(bankDeposit, '50.000,01')).toBe('Bu yöntemle en çok ₺50.000,00 işlem yapabilirsiniz.');
    expect(amountError(bankDeposit, '50.000')).toBe('');
    expect(amountError(withdrawal, '500,01')).toBe('Bakiyeniz yetersiz. Kullanılabilir bakiyeniz: ₺500,00.');
    expect(amountError(withdrawal, '500')).toBe('');
    // Deposits do not depend on the balance.
    expect(amountError(bankDeposit, '5.000', 0)).toBe('');
  });

  it('lets the server check the balance when it is not known yet', () => {
    const { errors } = validateMoneyForm(
      withdrawal,
      { ...EMPTY_MONEY_FORM, amount: '100.000', bankAccountID: 1 },
      { ...context, availableKurus: null },
    );
    expect(errors).toEqual({});
  });

  it('asks for the fields the method needs, and sends nothing', () => {
    const bank = validateMoneyForm(bankDeposit, { ...EMPTY_MONEY_FORM, amount: '500', senderName: 'Al' }, context);
    expect(bank.request).toBeNull();
    expect(turkish(bank.errors.operatorAccountID)).toBe('Parayı göndereceğiniz hesabı seçin.');
    expect(turkish(bank.errors.senderName)).toBe('Gönderen adını girin (en az 3 karakter).');
    const out = validateMoneyForm(withdrawal, { ...EMPTY_MONEY_FORM, amount: '500' }, context);
    expect(out.request).toBeNull();
    expect(turkish(out.errors.bankAccountID)).toBe('Çekimin gönderileceği banka hesabını seçin.');
    // The demo method asks only for the amount.
    expect(validateMoneyForm(demoDeposit, { ...EMPTY_MONEY_FORM, amount: '500' }, context).errors).toEqual({});
  });
});
