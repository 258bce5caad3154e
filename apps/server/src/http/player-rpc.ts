import { Transform, type Readable } from 'node:stream';
import { PANEL_HEADER, RPC_PATH, type RpcResponse } from '@bnw/contract';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, errorCodes } from 'fastify';
import type { HttpLimits } from '../config.js';
import type { Metrics } from '../platform/metrics.js';
import { type Dispatch, type DispatchResult } from '../rpc/dispatch.js';
import { BACKOFFICE_PANEL } from '../rpc/panels.js';

/** Longest user agent kept with a call (logs, sessions, the security audit). */
const USER_AGENT_MAX = 512;

type BodyLimits = Pick<HttpLimits, 'playerBodyBytes' | 'backofficeBodyBytes'>;

/**
 * POST /endpoint/v1: the thin HTTP side of the RPC. It hands the body, the client's address and
 * the `panel` header to the transport-free dispatcher, counts the call, and sends the answer. The
 * body's limit is the panel's: a player's call is a few kilobytes, a back-office call may carry a
 * picture.
 */
export function registerRpcRoute(server: FastifyInstance, dispatch: Dispatch, metrics: Metrics, limits: BodyLimits) {
  const routeOptions = { bodyLimit: limits.backofficeBodyBytes, preParsing: panelBodyLimit(limits) };
  server.post(RPC_PATH, routeOptions, async (request, reply): Promise<RpcResponse> => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const userAgent = request.headers['user-agent'];
    let result: DispatchResult;
    try {
      result = await dispatch(
        request.body,
        {
          ip: request.ip,
          userAgent: typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX) : '',
          log: request.log,
        },
        String(request.headers[PANEL_HEADER] ?? ''),
      );
    } catch (error) {
      metrics.observeRpc(request.body, 'error', seconds());
      throw error; // the error handler logs it with context and answers 500
    }
    metrics.observeRpc(request.body, result.response.result ? 'ok' : 'refused', seconds());
    // Balances and profiles: never kept by a browser or a shared cache.
    reply.code(result.status).header('Cache-Control', 'no-store');
    return result.response;
  });
}

/**
 * Refuses a body over its panel's limit before it is read: at once by its Content-Length, or while
 * it arrives when it is sent in chunks. The connection is closed after the answer, so that the
 * unread rest of the body is not read for nothing.
 */
function panelBodyLimit(limits: BodyLimits) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: Readable): Promise<Readable> => {
    const backoffice = request.headers[PANEL_HEADER] === BACKOFFICE_PANEL.id;
    const limit = backoffice ? limits.backofficeBodyBytes : limits.playerBodyBytes;
    const declared = request.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) <= limit) return payload; // Node delivers no more than the length declared
      void reply.header('connection', 'close');
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    }
    return capped(payload, limit);
  };
}

/** The payload, failing with "too large" once more than `limitBytes` arrived. */
function capped(payload: Readable, limitBytes: number): Readable {
  let received = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limitBytes) return callback(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      callback(null, chunk);
    },
  });
  payload.once('error', (error) => cap.destroy(error));
  return payload.pipe(cap);
}
