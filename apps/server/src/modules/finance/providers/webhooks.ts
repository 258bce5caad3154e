import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { signBody, verifyBodySignature } from '../../../platform/hmac.js';
import type { FinanceDeps } from '../deps.js';
import { settleProviderReport } from '../payment-review.js';

/** What a provider reports about a deposit it handled. */
export const webhookEventSchema = z.object({
  transactionID: z.string().min(1).max(40),
  status: z.enum(['completed', 'failed']),
  reference: z.string().max(100).optional(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const SIGNATURE_HEADER = 'x-bnw-signature';
/** Each provider's HMAC secret, made on first use; the first writer wins, so every process agrees. */
export async function providerSecret(deps: Pick<FinanceDeps, 'settings'>, provider: string): Promise<string> {
  const key = `payment_provider_secret:${provider}`;
  const known = await deps.settings.get<string>(key);
  if (known) return known;
  await deps.settings.insertIfMissing(key, randomBytes(32).toString('hex'));
  const stored = await deps.settings.get<string>(key);
  if (!stored) throw new Error(`no secret for payment provider ${provider}`);
  return stored;
}

export type WebhookResult = 'accepted' | 'bad_signature' | 'bad_body' | 'unknown_transaction' | 'conflict';

/**
 * Applies a provider's signed report. A replay of a report already applied is accepted again
 * (also when the copies arrive together); a report that contradicts the payment's final state is
 * a conflict; a report about anything but one of the provider's own deposits is unknown.
 */
export async function handleWebhook(
  deps: FinanceDeps,
  provider: string,
  rawBody: string,
  signature: string,
): Promise<WebhookResult> {
  if (!verifyBodySignature(await providerSecret(deps, provider), rawBody, signature)) return 'bad_signature';
  let event: WebhookEvent;
  try {
    event = webhookEventSchema.parse(JSON.parse(rawBody));
  } catch {
    return 'bad_body';
  }
  return settleProviderReport(deps, provider, event);
}

/** How our own demo provider calls back: the same signed path an outside one would use. */
export async function deliverWebhook(deps: FinanceDeps, provider: string, event: WebhookEvent): Promise<WebhookResult> {
  const rawBody = JSON.stringify(event);
  return handleWebhook(deps, provider, rawBody, signBody(await providerSecret(deps, provider), rawBody));
}
