import {
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  TRANSACTION_SUB_CATEGORY,
  TRANSACTION_TYPE,
} from '@bnw/contract/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadFinanceTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { answerRequests, signIn, signOut, transaction } from '../testing/finance-fixtures';
import { TransactionHistory } from './transaction-history';

beforeEach(signIn);
afterEach(signOut);

const types = [
  { id: 1, name: 'Para Yatırma' },
  { id: 2, name: 'Para Çekme' },
];

// The finance texts are a lazy namespace: load them before the first render.
beforeAll(() => loadFinanceTexts());

describe('TransactionHistory', () => {
  it('shows rows with Turkish dates, coloured signed amounts and status labels, and pages with "Daha fazla"', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) =>
      transaction({ transactionID: `D${index}`, amount: 10_000 + index }),
    );
    const request = answerRequests({
      'finance.list_types_frontend': types,
      'finance.list_transactions': (data: Record<string, unknown>) =>
        data.offset === 0
          ? { items: firstPage, total: 21 }
          : {
              items: [
                transaction({
                  transactionID: 'W1',
                  transaction_type_id: TRANSACTION_TYPE.withdraw,
                  amount: 100_000,
                  transaction_status: TRANSACTION_STATUS.pending,
                  methodName: 'Banka Hesabına Çekim',
                }),
              ],
              total: 21,
            },
    });
    renderWithApp(<TransactionHistory scope="finance" />);
    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows).toHaveLength(20);
    expect(within(rows[0] as HTMLElement).getByText('+₺100,00')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('22 Kasım 2025 10:05')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Tamamlandı')).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      'finance.list_transactions',
      expect.objectContaining({
        limit: 20,
        offset: 0,
        searchCategory: TRANSACTION_CATEGORY.payment,
        OrderDir: 'desc',
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
      expect.objectContaining({ silent: true }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla' }));
    const withdrawal = (await screen.findByText('−₺1.000,00')).closest('li') as HTMLElement;
    expect(within(withdrawal).getByText('Beklemede')).toBeTruthy();
    expect(within(withdrawal).getByText('Para Çekme')).toBeTruthy();
    expect(screen.getByText('−₺1.000,00').className).toContain('text-red');
    expect(request).toHaveBeenCalledWith(
      'finance.list_transactions',
      expect.objectContaining({ offset: 20 }),
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Daha fazla' })).toBeNull());
  });

  it('says so when nothing matches, and filters by preset, type, status and id', async () => {
    const request = answerRequests({
      'finance.list_types_frontend': types,
      'finance.list_transactions': { items: [], total: 0 },
    });
    renderWithApp(<TransactionHistory scope="finance" />);
    expect(await screen.findByText('Kriterlere uygun sonuç bulunamadı.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tarih aralığı'), { target: { value: 'allTimes' } });
    await waitFor(() => expect(screen.getByText('Bütün işlemleriniz')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('İşlem türü'), { target: { value: String(TRANSACTION_TYPE.withdraw) } });
    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: String(TRANSACTION_STATUS.completed) } });
    fireEvent.change(screen.getByLabelText('İşlem no ile ara'), { target: { value: ' abc123 ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => {
      const last = request.mock.calls.filter((call) => call[0] === 'finance.list_transactions').at(-1)?.[1] as Record<
        string,
        unknown
      >;
      expect(last).toEqual({
        limit: 20,
        offset: 0,
        searchType: TRANSACTION_TYPE.withdraw,
        status: TRANSACTION_STATUS.completed,
        searchID: 'abc123',
        searchCategory: TRANSACTION_CATEGORY.payment,
        OrderDir: 'desc',
        OrderPar: 'createdAt',
      });
    });
  });

  it('shows a rejected deposit struck through and grey with its status and reason, and names the welcome money', async () => {
    answerRequests({
      'finance.list_types_frontend': types,
      'finance.list_transactions': {
        items: [
          transaction({
            transactionID: 'R1',
            amount: 100_000,
            transaction_status: TRANSACTION_STATUS.rejected,
            reason: 'Havale görülmedi',
          }),
          transaction({
            transactionID: 'G1',
            amount: 1_000_000,
            transaction_category_id: TRANSACTION_CATEGORY.adjustment,
            transaction_sub_category_id: TRANSACTION_SUB_CATEGORY.demoGrant,
            methodName: 'Hoş geldin oyun parası (demo)',
          }),
        ],
        total: 2,
      },
    });
    renderWithApp(<TransactionHistory scope="account" />);
    const [rejected, grant] = (await screen.findAllByTestId('transaction-row')) as HTMLElement[];
    const amount = within(rejected!).getByText('+₺1.000,00');
    expect(amount.tagName).toBe('S');
    expect(amount.className).toContain('line-through');
    expect(rejected!.innerHTML).not.toMatch(/emerald|red-7/);
    expect(within(rejected!).getByText('Reddedildi')).toBeTruthy();
    expect(within(rejected!).getByText('Gerekçe: Havale görülmedi')).toBeTruthy();
    expect(within(grant!).getByText('Hoş geldin oyun parası (demo)')).toBeTruthy();
    expect(within(grant!).queryByText('Düzeltme')).toBeNull();
    expect(within(grant!).getByText('+₺10.000,00').className).toContain('text-emerald');
    expect(within(grant!).queryByTestId('refusal-reason')).toBeNull();
  });

  it('names the game and bonus lines of the account history, a stake as money out and a win as money in', async () => {
    const ledgerLine = (id: string, type: number, category: number, sub: number, amount: number) =>
      transaction({
        transactionID: id,
        transaction_type_id: type,
        transaction_category_id: category,
        transaction_sub_category_id: sub,
        amount,
        methodName: '',
        description: '',
      });
    const { deposit, withdraw } = TRANSACTION_TYPE;
    const { game, bonus } = TRANSACTION_CATEGORY;
    const SUB = TRANSACTION_SUB_CATEGORY;
    answerRequests({
      'finance.list_types_frontend': types,
      'finance.list_transactions': {
        items: [
          ledgerLine('L4', withdraw, bonus, SUB.bonusForfeit, 5_000),
          ledgerLine('L3', deposit, bonus, SUB.bonusGrant, 5_000),
          ledgerLine('L2', deposit, game, SUB.gameWin, 2_500),
          ledgerLine('L1', withdraw, game, SUB.gameStake, 1_000),
        ],
        total: 4,
      },
    });
    renderWithApp(<TransactionHistory scope="account" />);
    const rows = (await screen.findAllByTestId('transaction-row')) as HTMLElement[];
    const shown = rows.map((row) => [
      row.querySelector('p.font-semibold')?.textContent,
      within(row).getByText(/^[+−]₺/).textContent,
      within(row)
        .getByText(/^[+−]₺/)
        .className.includes('text-red')
        ? 'out'
        : 'in',
    ]);
    expect(shown).toEqual([
      ['Bonus iptal edildi', '−₺50,00', 'out'],
      ['Bonus tanımlandı', '+₺50,00', 'in'],
      ['Oyun kazancı', '+₺25,00', 'in'],
      ['Oyun bahsi', '−₺10,00', 'out'],
    ]);
    expect(within(rows[3]!).getByText('İşlem no: L1')).toBeTruthy();
  });

  it('has the eleven date presets in Turkish', () => {
    answerRequests({ 'finance.list_types_frontend': types, 'finance.list_transactions': { items: [], total: 0 } });
    renderWithApp(<TransactionHistory scope="account" />);
    const options = within(screen.getByLabelText('Tarih aralığı'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Bugün',
      'Dün',
      'Son 7 gün',
      'Son 30 gün',
      'Son 90 gün',
      'Son 180 gün',
      'Son 12 ay',
      'Son 2 yıl',
      'Bu ay',
      'Geçen ay',
      'Tüm zamanlar',
    ]);
    expect(screen.getByLabelText('Kategori')).toBeTruthy();
  });
});
