import { TRANSACTION_STATUS, TRANSACTION_TYPE } from '@bnw/contract/constants';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadFinanceTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { answerRequests, signIn, signOut, transaction } from '../testing/finance-fixtures';
import { HeaderBalance } from './header-balance';
import { NotificationsList } from './notifications-list';

afterEach(signOut);

// The finance texts are a lazy namespace: load them before the first render.
beforeAll(() => loadFinanceTexts());

describe('notifications', () => {
  it('asks for completed payments of the last 90 days and shows them as messages', async () => {
    signIn();
    const request = answerRequests({
      'finance.list_transactions': {
        items: [
          transaction({ transaction_type_id: TRANSACTION_TYPE.withdraw, amount: 100_000, transactionID: 'W' }),
          transaction({ amount: 50_000 }),
        ],
        total: 2,
      },
    });
    renderWithApp(<NotificationsList />);
    expect(await screen.findByText('₺1.000,00 çekiminiz gönderildi')).toBeTruthy();
    expect(screen.getByText('₺500,00 yatırımınız onaylandı')).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      'finance.list_transactions',
      {
        searchCategory: 2,
        status: TRANSACTION_STATUS.completed,
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        limit: 250,
        offset: 0,
        OrderDir: 'desc',
        OrderPar: 'createdAt',
      },
      expect.objectContaining({ silent: true }),
    );
  });

  it('has an empty state', async () => {
    signIn();
    answerRequests({ 'finance.list_transactions': { items: [], total: 0 } });
    renderWithApp(<NotificationsList />);
    expect(await screen.findByText('Kriterlere uygun sonuç bulunamadı.')).toBeTruthy();
  });
});

describe('HeaderBalance', () => {
  it('shows the available balance of check_balance, without the loading bar', async () => {
    signIn();
    const request = answerRequests({
      'finance.check_balance': [{ balance: 1_000_000, pending: 30_000, currency: 'TRY' }],
    });
    renderWithApp(<HeaderBalance />);
    expect(await screen.findByText('₺10.000,00')).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      'finance.check_balance',
      {},
      expect.objectContaining({ hideLoadingBar: true, silent: true }),
    );
  });

  it('asks nothing when logged out', () => {
    const request = answerRequests({});
    renderWithApp(<HeaderBalance />);
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByText('—')).toBeTruthy();
  });
});
