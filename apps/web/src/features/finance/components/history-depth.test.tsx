import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadFinanceTexts } from '@/i18n';
import { renderWithApp } from '@/testing/render';
import { answerRequests, signIn, signOut, transaction } from '../testing/finance-fixtures';
import { TransactionHistory } from './transaction-history';

beforeEach(signIn);
afterEach(signOut);
beforeAll(() => loadFinanceTexts());

// A thousand real rows take several seconds in happy-dom: more than the default 5 s on a busy CI machine.
const THOUSAND_ROWS_MS = 30_000;

describe('history paging depth', () => {
  it(
    'stops asking at the deepest the server pages and asks to narrow the dates',
    async () => {
      // The fake answers 500 rows a page (the site asks 20), so two pages reach LIMITS.maxListRows;
      // the server counts one line past what a player can page to, so its total is 1,001.
      const request = answerRequests({
        'finance.list_types_frontend': [],
        'finance.list_transactions': (data: Record<string, unknown>) => ({
          items: Array.from({ length: 500 }, (_, index) =>
            transaction({ transactionID: `${String(data.offset)}-${index}` }),
          ),
          total: 1_001,
        }),
      });
      renderWithApp(<TransactionHistory scope="finance" />);
      expect(await screen.findAllByTestId('transaction-row')).toHaveLength(500);
      expect(screen.queryByTestId('history-too-deep')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Daha fazla' }));
      expect((await screen.findByTestId('history-too-deep')).textContent).toBe(
        'Daha eski işlemler için tarih aralığını daraltın.',
      );
      expect(screen.getAllByTestId('transaction-row')).toHaveLength(1_000);
      expect(screen.getByText('1.000+ işlemden 1.000 tanesi gösteriliyor')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Daha fazla' })).toBeNull();
      const offsets = request.mock.calls
        .filter((call) => call[0] === 'finance.list_transactions')
        .map((call) => (call[1] as { offset: number }).offset);
      expect(offsets).toEqual([0, 500]);
    },
    THOUSAND_ROWS_MS,
  );
});
