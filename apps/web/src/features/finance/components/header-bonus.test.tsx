import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppHeader } from '@/components/layout/app-header';
import { renderWithApp } from '@/testing/render';
import { useAppStore } from '@/stores/app-store';
import { answerRequests, signIn, signOut } from '../testing/finance-fixtures';
import { HeaderBalance } from './header-balance';

afterEach(() => {
  useAppStore.getState().setShowBalance(true);
  signOut();
});

function renderHeader(bonus: number) {
  signIn();
  answerRequests({ 'finance.check_balance': [{ balance: 123_456, pending: 0, bonus, currency: 'TRY' }] });
  return renderWithApp(<AppHeader balance={<HeaderBalance />} />);
}

describe('the header balance with a bonus', () => {
  it('shows the bonus on its own line under the cash, never added to it', async () => {
    renderHeader(5_000);
    expect((await screen.findByTestId('header-balance')).textContent).toBe('₺1.234,56');
    expect(screen.getByTestId('header-bonus').textContent).toBe('Bonus ₺50,00');
  });

  it('shows no bonus line without an open bonus', async () => {
    renderHeader(0);
    await screen.findByTestId('header-balance');
    expect(screen.queryByTestId('header-bonus')).toBeNull();
  });

  it('hides the bonus with the cash when the player hides the balance', async () => {
    renderHeader(5_000);
    await screen.findByTestId('header-bonus');
    fireEvent.click(screen.getByRole('button', { name: 'Bakiyeyi gizle' }));
    expect(screen.queryByTestId('header-bonus')).toBeNull();
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(document.body.textContent).not.toMatch(/₺/);

    fireEvent.click(screen.getByRole('button', { name: 'Bakiyeyi göster' }));
    expect((await screen.findByTestId('header-bonus')).textContent).toBe('Bonus ₺50,00');
  });
});
