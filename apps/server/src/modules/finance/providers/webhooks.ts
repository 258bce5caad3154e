import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { constantTimeEqual } from '../../../auth/tokens.js';
import type { Services } from '../../../services.js';
import { approvePayment, rejectPayment } from '../payment-review.js';

/** What a provider reports about a deposit it handled. */
export const webhookEventSchema = z.object({
  transactionID: z.string().min(1).max(40),
  status: z.enum(['completed', 'failed']),
  reference: z.string().max(100).optional(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const SIGNATURE_HEADER = 'x-bnw-signature';
/** Each provider's HMAC secret, made on first use; the first writer wins, so every process agrees. */
export async function providerSecret(services: Services, provider: string): Promise<string> {
  const key = `payment_provider_secret:${provider}`;
  const known = await services.settings.get<string>(key);
  if (known) return known;
  await services.settings.insertIfMissing(key, randomBytes(32).toString('hex'));
  const stored = await services.settings.get<string>(key);
  if (!stored) throw new Error(`no secret for payment provider ${provider}`);
  return stored;
}

export function sign(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export type WebhookResult = 'accepted' | 'bad_signature' | 'bad_body' | 'unknown_transaction' | 'conflict';

/**
 * Applies a provider's signed report. A replay of a report already applied is accepted
 * again; a report that contradicts the transaction's final state is a conflict.
 */
export async function handleWebhook(
  services: Services,
  provider: string,
  rawBody: string,
  signature: string,
): Promise<WebhookResult> {
  const expected = sign(await providerSecret(services, provider), rawBody);
  if (!constantTimeEqual(expected, signature)) return 'bad_signature';
  let event: WebhookEvent;
  try {
    event = webhookEventSchema.parse(JSON.parse(rawBody));
  } catch {
    return 'bad_body';
  }
  const transaction = await services.db
    .selectFrom('payment_transactions')
    .innerJoin('cash_methods', 'cash_methods.id', 'payment_transactions.method_id')
    .select(['payment_transactions.id', 'payment_transactions.status', 'cash_methods.provider'])
    .where('payment_transactions.public_id', '=', event.transactionID)
    .executeTakeFirst();
  if (!transaction || transaction.provider !== provider) return 'unknown_transaction';
  const wanted = event.status === 'completed' ? 1003 : 1004;
  if (transaction.status === wanted) return 'accepted';
  if (transaction.status !== 1002) return 'conflict';
  const staff = `provider:${provider}`;
  if (event.status === 'completed') await approvePayment(services, transaction.id, staff, event.reference ?? null);
  else await rejectPayment(services, transaction.id, staff, 'Ödeme sağlayıcısı reddetti');
  return 'accepted';
}

/** How our own demo provider calls back: the same signed path an outside one would use. */
export async function deliverWebhook(
  services: Services,
  provider: string,
  event: WebhookEvent,
): Promise<WebhookResult> {
  const rawBody = JSON.stringify(event);
  return handleWebhook(services, provider, rawBody, sign(await providerSecret(services, provider), rawBody));
}
