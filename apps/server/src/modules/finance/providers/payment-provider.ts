import type { CashMethod, CashMethodField, Language } from '@bnw/contract';
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
  fields(type: number, lang: Language): CashMethodField[];
  /** Called after a deposit is stored as pending, outside its database transaction. */
  depositStarted?(deposit: { publicId: string; amountKurus: number }, deps: FinanceDeps): void;
}

export function amountField(lang: Language): CashMethodField {
  return { name: 'amount', kind: 'amount', label: lang === 'en' ? 'Amount' : 'Tutar', required: true, maxLength: null };
}
