import type { FastifyError, FastifyInstance } from 'fastify';
import { envelope } from '../rpc/envelope-response.js';
import { languageOf } from '../rpc/dispatch.js';
import type { MessageKey } from '@bnw/contract';

/** Fastify's own error codes that mean "the client sent something we cannot read". */
const CLIENT_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'badRequest' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'badRequest' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'badRequest' },
  FST_ERR_VALIDATION: { status: 400, key: 'badRequest' },
  // http/bounded-json.ts: nested deeper or with more members than any call needs.
  BNW_BODY_TOO_COMPLEX: { status: 400, key: 'bodyTooComplex' },
};

/**
 * Every failure becomes the spec's envelope with a Turkish message. Client errors are 4xx;
 * anything unexpected is a 500 whose details go to the log only, never to the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOf(request.body);
    const known =
      CLIENT_ERRORS[error.code] ??
      (error instanceof SyntaxError ? CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
    if (known) {
      request.log.info({ code: error.code }, 'refused a malformed request');
      return reply.code(known.status).send(envelope(false, known.key, lang, null));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(envelope(false, 'badRequest', lang, null));
    }
    request.log.error({ err: error, url: request.url, body: summariseBody(request.body) }, 'unexpected error');
    return reply.code(500).send(envelope(false, 'internalError', lang, null));
  });
}

/** The call a failing request made, without the data (which may hold passwords). */
function summariseBody(body: unknown): unknown {
  const api = (body as { api?: unknown } | null)?.api;
  return api ? { api } : undefined;
}
