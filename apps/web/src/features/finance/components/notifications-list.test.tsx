import { TRANSACTION_STATUS, TRANSACTION_TYPE } from '@bnw/contract/constants';
import { screen, within } from '@testing-library/react';
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
  it('asks for the payments of the last 90 days and shows the settled ones as messages', async () => {
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
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        limit: 250,
        offset: 0,
        OrderDir: 'desc',
        OrderPar: 'createdAt',
      },
      expect.objectContaining({ silent: true }),
    );
  });

  it('tells of a refused payment neutrally, its amount struck through, with the reason; pending ones wait', async () => {
    signIn();
    answerRequests({
      'finance.list_transactions': {
        items: [
          transaction({ transactionID: 'P', amount: 70_000, transaction_status: TRANSACTION_STATUS.pending }),
          transaction({
            transactionID: 'R',
            amount: 100_000,
            transaction_status: TRANSACTION_STATUS.rejected,
            reason: 'Havale görülmedi',
          }),
          transaction({
            transactionID: 'C',
            transaction_type_id: TRANSACTION_TYPE.withdraw,
            amount: 20_000,
            transaction_status: TRANSACTION_STATUS.cancelled,
          }),
        ],
        total: 3,
      },
    });
    renderWithApp(<NotificationsList />);
    const [rejected, cancelled, ...more] = (await screen.findAllByTestId('notification')) as HTMLElement[];
    expect(more).toHaveLength(0); // the pending deposit is no news yet
    expect(rejected!.querySelector('p')?.textContent).toBe('₺1.000,00 yatırımınız reddedildi');
    expect(within(rejected!).getByText('₺1.000,00').tagName).toBe('S');
    expect(within(rejected!).getByText('Gerekçe: Havale görülmedi')).toBeTruthy();
    expect(rejected!.innerHTML).not.toMatch(/emerald|red-/);
    expect(cancelled!.querySelector('p')?.textContent).toBe(
      '₺200,00 çekim talebiniz iptal edildi; tutar bakiyenize geri eklendi',
    );
    expect(cancelled!.textContent).not.toContain('Gerekçe');
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
