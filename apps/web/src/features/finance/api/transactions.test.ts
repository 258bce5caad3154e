import { LIMITS } from '@bnw/contract/constants';
import { describe, expect, it } from 'vitest';
import { transaction } from '../testing/finance-fixtures';
import { type TransactionPage, historyTooDeep, nextHistoryOffset } from './transactions';

const page = (rows: number, total: number): TransactionPage => ({
  items: Array.from({ length: rows }, (_, index) => transaction({ transactionID: `T${index}` })),
  total,
});

describe('history paging depth', () => {
  it('asks for the next page while the server has more', () => {
    expect(nextHistoryOffset([page(20, 45)])).toBe(20);
    expect(nextHistoryOffset([page(20, 45), page(20, 45)])).toBe(40);
    expect(nextHistoryOffset([page(20, 45), page(20, 45), page(5, 45)])).toBeUndefined();
    expect(nextHistoryOffset([page(0, 45)])).toBeUndefined();
    expect(historyTooDeep([page(20, 45), page(20, 45), page(5, 45)])).toBe(false);
  });

  it(`stops at ${LIMITS.maxListRows} rows, the deepest the server pages, and says older rows exist`, () => {
    const pages = Array.from({ length: LIMITS.maxListRows / 20 }, () => page(20, 5_000));
    expect(nextHistoryOffset(pages.slice(0, -1))).toBe(LIMITS.maxListRows - 20);
    expect(historyTooDeep(pages.slice(0, -1))).toBe(false);
    expect(nextHistoryOffset(pages)).toBeUndefined();
    expect(historyTooDeep(pages)).toBe(true);
  });

  it('a history of exactly the deepest size has nothing older to hint at', () => {
    const pages = Array.from({ length: LIMITS.maxListRows / 20 }, () => page(20, LIMITS.maxListRows));
    expect(nextHistoryOffset(pages)).toBeUndefined();
    expect(historyTooDeep(pages)).toBe(false);
  });
});
