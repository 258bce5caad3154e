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
  return moneyFormMessage(i18n.getFixedT('tr', 'finance'), error) ?? '';
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

  it("refuses an amount that does not read within the method's bounds, and sends nothing", () => {
    const checked = (method: typeof bankDeposit, amount: string) =>
      validateMoneyForm(
        method,
        { ...EMPTY_MONEY_FORM, amount, bankAccountID: 1, operatorAccountID: 1, senderName: 'Ayşe' },
        context,
      );
    for (const [amount, problem] of [
      ['', 'empty'],
      ['-500', 'sign'],
      ['+500', 'sign'],
      ['500 TL', 'characters'],
      ['12,345', 'decimals'],
      ['0', 'zero'],
      ['99,99', 'belowMinimum'],
      ['50.000,01', 'aboveMaximum'],
    ] as const) {
      const { errors, request } = checked(bankDeposit, amount);
      expect(errors.amount, amount).toEqual({ key: 'amountRefused', params: { problem } });
      expect(request, amount).toBeNull();
    }
    // The field itself says why (the amount namespace); the form adds no second sentence.
    expect(turkish(checked(bankDeposit, '-500').errors.amount)).toBe('');
    expect(checked(bankDeposit, '50.000').errors.amount).toBeUndefined();
    expect(checked(bankDeposit, '1.000,50').request?.data.amount).toBe(100_050);
  });

  it('says in Turkish when a withdrawal is more than the balance', () => {
    const amountError = (method: typeof bankDeposit, amount: string, available = 50_000) =>
      turkish(
        validateMoneyForm(
          method,
          { ...EMPTY_MONEY_FORM, amount, bankAccountID: 1, operatorAccountID: 1, senderName: 'Ayşe' },
          { ...context, availableKurus: available },
        ).errors.amount,
      );
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
