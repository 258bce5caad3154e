/** Why the ledger refused a transfer. The names follow TigerBeetle's result codes where they exist. */
export type LedgerErrorCode =
  | 'insufficient_funds'
  | 'exists_with_different_fields'
  | 'account_not_found'
  | 'accounts_must_be_different'
  | 'invalid_amount'
  | 'invalid_transfer_id'
  | 'pending_transfer_not_found'
  | 'pending_transfer_already_resolved';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    /** With insufficient_funds: what the debit account has available, in kuruş. */
    readonly availableKurus: number | null = null,
  ) {
    super(code);
    this.name = 'LedgerError';
  }
}
