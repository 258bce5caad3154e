import { TRANSACTION_STATUS, TRANSACTION_TYPE } from '@bnw/contract';
import type { FinanceDeps } from './deps.js';
import { deliverWebhook } from './providers/webhooks.js';

/** Deposits confirmed per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Demo deposits whose provider call-back was lost (the process stopped before its timer fired)
 * are confirmed through the same webhook path, once they are older than the provider's delay.
 * Idempotent: a deposit confirmed meanwhile (by its timer, another process or an earlier sweep)
 * is no longer pending, and a report that races one is accepted as a replay.
 */
export async function confirmOverdueDemoDeposits(deps: FinanceDeps): Promise<number> {
  const before = new Date(deps.clock().getTime() - deps.config.demoProviderDelayMs).toISOString();
  const overdue = await deps.db
    .selectFrom('payment_transactions')
    .innerJoin('cash_methods', 'cash_methods.id', 'payment_transactions.method_id')
    .select('payment_transactions.public_id')
    .where('cash_methods.provider', '=', 'demo')
    .where('payment_transactions.type', '=', TRANSACTION_TYPE.deposit)
    .where('payment_transactions.status', '=', TRANSACTION_STATUS.pending)
    .where('payment_transactions.created_at', '<', before)
    .orderBy('payment_transactions.created_at')
    .limit(SWEEP_BATCH)
    .execute();
  let confirmed = 0;
  for (const row of overdue) {
    const result = await deliverWebhook(deps, 'demo', {
      transactionID: row.public_id,
      status: 'completed',
      reference: `DEMO-${row.public_id}`,
    });
    if (result === 'accepted') confirmed += 1;
  }
  return confirmed;
}
