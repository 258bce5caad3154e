import type { Transaction } from '@bnw/contract';
import { TRANSACTION_STATUS } from '@bnw/contract/constants';

/** A rejected or cancelled payment: its money never moved, so it is shown struck through and neutral. */
export function isRefused(transaction: Pick<Transaction, 'transaction_status'>): boolean {
  return (
    transaction.transaction_status === TRANSACTION_STATUS.rejected ||
    transaction.transaction_status === TRANSACTION_STATUS.cancelled
  );
}
