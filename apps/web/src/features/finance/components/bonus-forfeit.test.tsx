import { MESSAGE_CODES, TRANSACTION_STATUS, TRANSACTION_TYPE } from '@bnw/contract/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFinanceTexts } from '@/i18n';
import { api } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import {
  answerRequests,
  captureNotices,
  profileAnswer,
  savedAccount,
  signIn,
  signOut,
  transaction,
  withdrawMethod,
} from '../testing/finance-fixtures';
import { MoneyForm } from './money-form';

const FORFEIT_MESSAGE =
  'Açık bir bonusunuz var. Çekim talebi bu bonusu iptal eder ve kalan bonus bakiyesi silinir; onaylıyorsanız tekrar gönderin.';

const forfeitRequired = {
  result: false,
  message: FORFEIT_MESSAGE,
  code: MESSAGE_CODES.bonusForfeitRequired,
  debug: null,
  data: null,
};

const accepted = {
  result: true,
  message: 'Çekim talebiniz alındı.',
  code: 200,
  debug: null,
  data: {
    transaction: transaction({
      transaction_type_id: TRANSACTION_TYPE.withdraw,
      transaction_status: TRANSACTION_STATUS.pending,
      amount: 20_000,
    }),
    balance: { balance: 30_000, pending: 20_000, bonus: 0, currency: 'TRY' as const },
  },
};

beforeAll(() => loadFinanceTexts());
beforeEach(() => {
  signIn();
  answerRequests({
    'finance.check_balance': [{ balance: 50_000, pending: 0, bonus: 4_000, currency: 'TRY' }],
    'finance.list_bank_accounts': [savedAccount],
    'user.get_user_profile': profileAnswer,
    'finance.list_transactions': { items: [], total: 0 },
  });
});
afterEach(signOut);

async function requestWithdrawal() {
  renderWithApp(<MoneyForm method={withdrawMethod} />);
  await screen.findByText(savedAccount.bankName);
  await screen.findByText(/Çekilebilir bakiye:/);
  fireEvent.change(screen.getByLabelText('Tutar'), { target: { value: '200' } });
  fireEvent.click(screen.getByRole('button', { name: 'Çekim talep et' }));
  return screen.findByRole('dialog', { name: 'Bonusunuz iptal edilecek' });
}

describe('a withdrawal while a bonus is open', () => {
  it('asks first, and the confirmation sends the same request again with the forfeit confirmed', async () => {
    const notices = captureNotices();
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValueOnce(forfeitRequired as never)
      .mockResolvedValueOnce(accepted as never);
    const sheet = await requestWithdrawal();
    expect(sheet.textContent).toContain('kalan bonus bakiyeniz silinir');
    expect(within(sheet).getByText('Silinecek bonus bakiyesi: ₺40,00')).toBeTruthy();
    // A question, not a failure: no notice, no error under the form.
    expect(notices.negative).not.toHaveBeenCalled();
    expect(screen.queryByText(FORFEIT_MESSAGE)).toBeNull();

    fireEvent.click(within(sheet).getByRole('button', { name: 'Bonusu iptal et ve çek' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    const [first, second] = call.mock.calls.map((args) => args[1] as Record<string, unknown>);
    expect(first).toEqual({
      Type: TRANSACTION_TYPE.withdraw,
      methodID: withdrawMethod.methodID,
      amount: 20_000,
      bankAccountID: savedAccount.bankAccountID,
      requestId: first?.requestId,
    });
    expect(second).toEqual({ ...first, forfeitBonus: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notices.positive).toHaveBeenCalledWith('Çekim talebiniz alındı.');
  });

  it('keeps the bonus on "Vazgeç": nothing more is sent and no failure is shown', async () => {
    const notices = captureNotices();
    const call = vi.spyOn(api, 'call').mockResolvedValue(forfeitRequired as never);
    const sheet = await requestWithdrawal();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call).toHaveBeenCalledTimes(1);
    expect(notices.negative).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Tutar') as HTMLInputElement).value).toBe('200');
  });
});
