import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadFinanceTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { useAppStore } from '@/stores/app-store';
import {
  answerRequests,
  profileAnswer,
  savedAccount,
  signIn,
  signOut,
  withdrawMethod,
} from '../testing/finance-fixtures';
import { BalanceSummary } from './balance-summary';
import { MoneyForm } from './money-form';

function answers() {
  answerRequests({
    'finance.check_balance': [{ balance: 50_000, pending: 12_000, currency: 'TRY' }],
    'finance.list_bank_accounts': [savedAccount],
    'user.get_user_profile': profileAnswer,
  });
}

beforeAll(() => loadFinanceTexts());
beforeEach(() => {
  signIn();
  useAppStore.getState().setShowBalance(false);
});
afterEach(() => {
  useAppStore.getState().setShowBalance(true);
  signOut();
});

describe('a hidden balance stays hidden on the money page', () => {
  it('masks the available and the held amounts of the balance card', async () => {
    answers();
    renderWithApp(<BalanceSummary />);
    const available = await screen.findByTestId('available-balance');
    expect(available.textContent).toBe('••••gizli');
    expect(screen.getByText(/Onay bekleyen çekimler:/).textContent).toBe('Onay bekleyen çekimler: ••••gizli');
    expect(document.body.textContent).not.toMatch(/₺/);
  });

  it('masks the withdrawable amount, and a too large withdrawal is refused without naming the balance', async () => {
    answers();
    renderWithApp(<MoneyForm method={withdrawMethod} />);
    expect((await screen.findByText(/Çekilebilir bakiye:/)).textContent).toBe('Çekilebilir bakiye: ••••gizli');
    await screen.findByText(savedAccount.bankName);
    fireEvent.change(screen.getByLabelText('Tutar'), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Çekim talep et' }));
    expect(await screen.findByText('Bakiyeniz bu tutar için yetersiz.')).toBeTruthy();
    expect(screen.queryByText(/₺500,00/)).toBeNull();
  });

  it('shows the amounts again once the player shows the balance', async () => {
    answers();
    renderWithApp(<BalanceSummary />);
    await screen.findByTestId('available-balance');
    useAppStore.getState().setShowBalance(true);
    expect((await screen.findByTestId('available-balance')).textContent).toBe('₺500,00');
    expect(screen.getByText(/Onay bekleyen çekimler:/).textContent).toBe('Onay bekleyen çekimler: ₺120,00');
  });
});
