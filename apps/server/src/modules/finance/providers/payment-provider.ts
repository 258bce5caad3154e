import type { CashMethod, CashMethodField } from '@bnw/contract';
import type { FinanceDeps } from '../deps.js';

/**
 * One way money comes in or goes out. Every payment provider, ours or an outside one,
 * plugs in behind this: the fields its form needs, the call that starts it, and what happens
 * once a deposit is recorded (an outside provider would be called here; its answer comes
 * back through the signed webhook).
 */
export interface PaymentProvider {
  readonly code: string;
  /** Deposits to an account of the operator's that the player must see (bank, cep). */
  readonly needsOperatorAccount: boolean;
  call(type: number): CashMethod['call'];
  /** The form's fields by name and kind; the site labels them in the player's language. */
  fields(type: number): CashMethodField[];
  /** Called after a deposit is stored as pending, outside its database transaction. */
  depositStarted?(deposit: { publicId: string; amountKurus: number }, deps: FinanceDeps): void;
}

export const AMOUNT_FIELD: CashMethodField = { name: 'amount', kind: 'amount', required: true, maxLength: null };
