import { PANEL_HEADER, RPC_PATH, type RpcResponse } from '@bnw/contract';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../platform/metrics.js';
import { type Dispatch, type DispatchResult } from '../rpc/dispatch.js';

/** Longest user agent kept with a call (logs, sessions, the security audit). */
const USER_AGENT_MAX = 512;

/**
 * POST /endpoint/v1: the thin HTTP side of the RPC. It hands the body, the client's address and
 * the `panel` header to the transport-free dispatcher, counts the call, and sends the answer.
 */
export function registerRpcRoute(server: FastifyInstance, dispatch: Dispatch, metrics: Metrics): void {
  server.post(RPC_PATH, async (request, reply): Promise<RpcResponse> => {
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
