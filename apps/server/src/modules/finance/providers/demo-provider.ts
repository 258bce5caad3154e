import { AMOUNT_FIELD, type PaymentProvider } from './payment-provider.js';
import { deliverWebhook } from './webhooks.js';

/**
 * A stand-in for an outside payment provider, for demo mode: after a short delay it
 * "calls back" through the same signed webhook path a real provider would use.
 */
export const demoProvider: PaymentProvider = {
  code: 'demo',
  needsOperatorAccount: false,
  call: () => 'prepayServices.processTransaction',
  fields: () => [AMOUNT_FIELD],
  depositStarted(deposit, deps) {
    const timer = setTimeout(() => {
      void deliverWebhook(deps, 'demo', {
        transactionID: deposit.publicId,
        status: 'completed',
        reference: `DEMO-${deposit.publicId}`,
      }).catch((error: unknown) => console.error('demo provider webhook failed', error));
    }, deps.config.demoProviderDelayMs);
    timer.unref();
  },
};
