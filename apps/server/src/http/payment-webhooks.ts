import { RPC_PATH } from '@bnw/contract';
import type { FastifyInstance } from 'fastify';
import { isKnownProvider } from '../modules/finance/providers/registry.js';
import { SIGNATURE_HEADER, type WebhookResult, handleWebhook } from '../modules/finance/providers/webhooks.js';
import type { Services } from '../services.js';

const STATUS: Record<WebhookResult, number> = {
  accepted: 200,
  bad_signature: 401,
  bad_body: 400,
  unknown_transaction: 404,
  conflict: 409,
};

/**
 * `POST /endpoint/v1/payments/webhook/:provider`: a payment provider reports a deposit's
 * outcome. The HMAC-SHA256 signature covers the raw body, so the body is kept as text here.
 */
export async function registerPaymentWebhooks(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { provider: string } }>(`${RPC_PATH}/payments/webhook/:provider`, async (request, reply) => {
      const { provider } = request.params;
      if (!isKnownProvider(provider)) return reply.code(404).send({ result: 'unknown_provider' });
      const signature = request.headers[SIGNATURE_HEADER];
      const result = await handleWebhook(
        services,
        provider,
        String(request.body ?? ''),
        typeof signature === 'string' ? signature : '',
      );
      if (result !== 'accepted') request.log.warn({ provider, result }, 'payment webhook refused');
      return reply.code(STATUS[result]).send({ result });
    });
  });
}
