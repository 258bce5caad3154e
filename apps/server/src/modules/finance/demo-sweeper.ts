import { TRANSACTION_STATUS } from '@bnw/contract';
import type { Services } from '../../services.js';
import { deliverWebhook } from './providers/webhooks.js';

/**
 * Demo deposits whose provider call-back was lost (the process stopped before its timer
 * fired) are confirmed at the next start, through the same webhook path.
 */
export async function confirmOverdueDemoDeposits(services: Services): Promise<number> {
  const before = new Date(services.clock().getTime() - services.config.demoProviderDelayMs).toISOString();
  const overdue = await services.db
    .selectFrom('payment_transactions')
    .innerJoin('cash_methods', 'cash_methods.id', 'payment_transactions.method_id')
    .select('payment_transactions.public_id')
    .where('cash_methods.provider', '=', 'demo')
    .where('payment_transactions.status', '=', TRANSACTION_STATUS.pending)
    .where('payment_transactions.created_at', '<', before)
    .limit(500)
    .execute();
  for (const row of overdue) {
    await deliverWebhook(services, 'demo', {
      transactionID: row.public_id,
      status: 'completed',
      reference: `DEMO-${row.public_id}`,
    });
  }
  return overdue.length;
}
