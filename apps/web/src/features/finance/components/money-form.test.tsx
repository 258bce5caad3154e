import { MESSAGE_CODES, TRANSACTION_STATUS, TRANSACTION_TYPE } from '@bnw/contract/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadAmountTexts, loadFinanceTexts } from '@/i18n';
import { ApiError, api } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import {
  answerRequests,
  bankMethod,
  captureNotices,
  demoMethod,
  profileAnswer,
  savedAccount,
  signIn,
  signOut,
  transaction,
  withdrawMethod,
} from '../testing/finance-fixtures';
import { MoneyForm } from './money-form';

const balance = [{ balance: 50_000, pending: 0, currency: 'TRY' }];

function baseAnswers(accounts = [savedAccount]) {
  return answerRequests({
    'finance.check_balance': balance,
    'finance.list_bank_accounts': accounts,
    'user.get_user_profile': profileAnswer,
    'envoy.getDepositAmounts': { amounts: [5_000, 10_000, 25_000] },
    'finance.list_transactions': { items: [transaction({ transaction_status: TRANSACTION_STATUS.pending })], total: 1 },
  });
}

function moneyAnswer(status: number = TRANSACTION_STATUS.pending, type: number = TRANSACTION_TYPE.deposit) {
  return {
    result: true,
    message: 'Ödemeniz başlatıldı. Onaylandığında bakiyenize eklenecek.',
    code: 200,
    debug: null,
    data: {
      transaction: transaction({ transaction_status: status, transaction_type_id: type }),
      balance: { balance: 50_000, pending: 0, currency: 'TRY' as const },
    },
  };
}

const submitButton = (name: RegExp | string) => screen.getByRole('button', { name });

beforeEach(signIn);
afterEach(signOut);

// The finance and amount texts are lazy namespaces: load them before the first render.
beforeAll(() => Promise.all([loadFinanceTexts(), loadAmountTexts()]));

describe('MoneyForm', () => {
  it('refuses an amount under the minimum in Turkish and sends nothing', async () => {
    baseAnswers();
    const call = vi.spyOn(api, 'call');
    renderWithApp(<MoneyForm method={demoMethod} />);
    fireEvent.change(screen.getByLabelText('Tutar'), { target: { value: '5' } });
    fireEvent.click(submitButton('Yatır'));
    expect(await screen.findByText('Tutar en az ₺10,00 olmalı.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('refuses a deposit of -50 as it was typed, never depositing ₺50, and sends nothing', async () => {
    baseAnswers();
    const call = vi.spyOn(api, 'call');
    renderWithApp(<MoneyForm method={demoMethod} />);
    const field = screen.getByLabelText('Tutar') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '-50' } });
    // Said at once, before any submit, and the field keeps the minus the player typed.
    expect(screen.getByRole('alert').textContent).toBe('Tutarda eksi (-) ya da artı (+) işareti olamaz.');
    expect(field.value).toBe('-50');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(submitButton('Yatır'));
    expect(screen.getByRole('alert').textContent).toBe('Tutarda eksi (-) ya da artı (+) işareti olamaz.');
    expect(call).not.toHaveBeenCalled();
  });

  it.each([
    ['-100', 'Tutarda eksi (-) ya da artı (+) işareti olamaz.'],
    ['100 TL', 'Tutarda yalnızca rakam, binlikler için nokta ve kuruş için virgül olabilir.'],
    ['12,345', 'Kuruş en fazla iki basamaklı olabilir, örneğin 12,50.'],
    ['', 'Tutarı yazın.'],
  ])('refuses a withdrawal of %j in Turkish and sends nothing', async (typed, message) => {
    baseAnswers();
    const call = vi.spyOn(api, 'call');
    renderWithApp(<MoneyForm method={withdrawMethod} />);
    await screen.findByText(savedAccount.bankName);
    fireEvent.change(screen.getByLabelText('Tutar'), { target: { value: typed } });
    fireEvent.click(submitButton('Çekim talep et'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText('Tutar') as HTMLInputElement).value).toBe(typed);
    expect(call).not.toHaveBeenCalled();
  });

  it("reads 1.000,50 and a keypad's 1000.5 as the player means them and sends 100050 kuruş", async () => {
    baseAnswers();
    captureNotices();
    const call = vi.spyOn(api, 'call').mockResolvedValue(moneyAnswer() as never);
    renderWithApp(<MoneyForm method={demoMethod} />);
    fireEvent.change(screen.getByLabelText('Tutar'), { target: { value: '1.000,50' } });
    expect(screen.getByText('Tutar: ₺1.000,50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tutar'), { target: { value: '1000.5' } });
    expect(screen.getByText('Tutar: ₺1.000,50')).toBeTruthy();
    fireEvent.click(submitButton('Yatır'));
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(call.mock.calls[0]?.[1]).toMatchObject({ amount: 100_050 });
  });

  it('fills the amount from a quick-amount chip and shows what it reads as', async () => {
    baseAnswers();
    renderWithApp(<MoneyForm method={demoMethod} />);
    fireEvent.click(await screen.findByRole('button', { name: '₺250,00' }));
    expect((screen.getByLabelText('Tutar') as HTMLInputElement).value).toBe('250');
    expect(screen.getByText('Tutar: ₺250,00')).toBeTruthy();
    expect(screen.getByRole('button', { name: '₺250,00' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the same request id again on a retry, and a new one after a success', async () => {
    baseAnswers();
    const notices = captureNotices();
    const call = vi
      .spyOn(api, 'call')
      .mockRejectedValueOnce(new ApiError('network', 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.'))
      .mockResolvedValueOnce(moneyAnswer() as never)
      .mockResolvedValueOnce(moneyAnswer() as never);
    renderWithApp(<MoneyForm method={demoMethod} />);
    const amount = screen.getByLabelText('Tutar');

    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(submitButton('Yatır'));
    expect(await screen.findByText('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.')).toBeTruthy();
    // A payment failure shows for 1 second (section 8).
    expect(notices.negative).toHaveBeenCalledWith(
      'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
      expect.objectContaining({ durationMs: 1000 }),
    );

    fireEvent.click(submitButton('Yatır'));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('₺500,00 ödemeniz onay bekliyor…')).toBeTruthy();
    expect(notices.positive).toHaveBeenCalledWith('Ödemeniz başlatıldı. Onaylandığında bakiyenize eklenecek.');

    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(submitButton('Yatır'));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(3));

    const ids = call.mock.calls.map((args) => (args[1] as { requestId: string }).requestId);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{8,40}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(call.mock.calls[0]?.[0]).toBe('prepayServices.processTransaction');
    expect(call.mock.calls[0]?.[1]).toEqual({
      Type: TRANSACTION_TYPE.deposit,
      methodID: 3,
      amount: 50_000,
      requestId: ids[0],
    });
  });

  it('shows the server refusal for 1 second and keeps the id for the corrected retry', async () => {
    baseAnswers();
    const notices = captureNotices();
    const refusal = {
      result: false,
      message: 'Bu yöntemle en çok ₺50.000,00 işlem yapabilirsiniz.',
      code: MESSAGE_CODES.amountAboveMaximum,
      debug: null,
      data: null,
    };
    const call = vi.spyOn(api, 'call').mockResolvedValue(refusal as never);
    renderWithApp(<MoneyForm method={demoMethod} />);
    fireEvent.change(screen.getByLabelText('Tutar'), { target: { value: '500' } });
    fireEvent.click(submitButton('Yatır'));
    expect(await screen.findByText('Bu yöntemle en çok ₺50.000,00 işlem yapabilirsiniz.')).toBeTruthy();
    expect(notices.negative).toHaveBeenCalledWith(refusal.message, expect.objectContaining({ durationMs: 1000 }));
    expect(call).toHaveBeenCalledWith(
      'prepayServices.processTransaction',
      expect.anything(),
      expect.objectContaining({ silent: true }),
    );
  });

  it("labels each field by its kind in the player's language (the server sends no texts)", async () => {
    baseAnswers();
    await changeLanguage('en');
    try {
      renderWithApp(<MoneyForm method={bankMethod} />);
      expect(screen.getByLabelText('Amount')).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Send to' })).toBeTruthy();
      expect(screen.getByLabelText('Sender name')).toBeTruthy();
    } finally {
      await changeLanguage('tr');
    }
    renderWithApp(<MoneyForm method={withdrawMethod} />);
    expect(await screen.findByRole('group', { name: 'Banka hesabı' })).toBeTruthy();
  });

  it('a bank transfer shows the receiving account with its IBAN in groups and sends the sender name', async () => {
    baseAnswers();
    captureNotices();
    const call = vi.spyOn(api, 'call').mockResolvedValue(moneyAnswer() as never);
    renderWithApp(<MoneyForm method={bankMethod} />);
    expect(screen.getByText('TR33 0006 1005 1978 6457 8413 26')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'IBAN’ı kopyala (T.C. Ziraat Bankası)' })).toBeTruthy();
    // The only receiving account is chosen already; the sender is the player.
    await waitFor(() =>
      expect((screen.getByLabelText('Gönderen adı soyadı') as HTMLInputElement).value).toBe('Ayşe Yılmaz'),
    );
    fireEvent.change(screen.getByLabelText('Tutar'), { target: { value: '1.250,50' } });
    fireEvent.click(submitButton('Yatır'));
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(call.mock.calls[0]?.[0]).toBe('finance.save_bank_transfer');
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      methodID: 1,
      amount: 125_050,
      operatorAccountID: 7,
      senderName: 'Ayşe Yılmaz',
    });
  });

  it('a withdrawal checks the available balance and goes to the saved account', async () => {
    baseAnswers();
    captureNotices();
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValue(moneyAnswer(TRANSACTION_STATUS.pending, TRANSACTION_TYPE.withdraw) as never);
    renderWithApp(<MoneyForm method={withdrawMethod} />);
    expect(await screen.findByText('Çekilebilir bakiye: ₺500,00')).toBeTruthy();
    await screen.findByText(savedAccount.bankName);
    fireEvent.change(screen.getByLabelText('Tutar'), { target: { value: '600' } });
    fireEvent.click(submitButton('Çekim talep et'));
    expect(await screen.findByText('Bakiyeniz yetersiz. Kullanılabilir bakiyeniz: ₺500,00.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Tutar'), { target: { value: '400' } });
    fireEvent.click(submitButton('Çekim talep et'));
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      Type: TRANSACTION_TYPE.withdraw,
      methodID: 4,
      amount: 40_000,
      bankAccountID: 11,
    });
    expect(
      await screen.findByText('₺500,00 çekim talebiniz alındı; onaylanana kadar bakiyenizden ayrıldı.'),
    ).toBeTruthy();
  });

  it('without a saved account a withdrawal links to adding one', async () => {
    baseAnswers([]);
    renderWithApp(<MoneyForm method={withdrawMethod} />);
    const link = await screen.findByRole('link', { name: 'Banka hesabı ekle' });
    expect(link.getAttribute('href')).toBe('/banking/new/withdraw');
  });
});
