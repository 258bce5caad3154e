import {
  WALLET_BODY_LIMIT,
  WALLET_CURRENCY,
  WALLET_PATH,
  WALLET_PROVIDER_HEADER,
  WALLET_REQUESTS,
  WALLET_SIGNATURE_HEADER,
  type WalletAnswer,
  type WalletCall,
  type WalletStatus,
} from '@bnw/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type WalletCaller,
  findWalletProvider,
  payWin,
  placeBet,
  rollBackBet,
  walletBalance,
} from '../modules/wallet/index.js';
import { verifyBodySignature } from '../platform/hmac.js';
import type { Services } from '../services.js';

/** The contract's bound on a token (`idField(128)`): a longer one is no session's. */
const WALLET_TOKEN_MAX = 128;

type CallHandler = (services: Services, caller: WalletCaller, input: never) => Promise<WalletAnswer>;

const CALLS: Record<WalletCall, CallHandler> = {
  balance: walletBalance,
  bet: placeBet,
  win: payWin,
  rollback: rollBackBet,
};

/**
 * `POST /wallet/v1/balance|bet|win|rollback`: the seamless wallet that outside game providers
 * call (docs/wallet-api.md). The HMAC-SHA256 signature covers the raw body, so the body is kept
 * as text. Every request that was read is answered 200 with a status, as providers expect.
 */
export async function registerWalletApi(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WALLET_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    for (const call of Object.keys(CALLS) as WalletCall[]) {
      scope.post(`${WALLET_PATH}/${call}`, (request, reply) => answerCall(services, call, request, reply));
    }
  });
}

async function answerCall(services: Services, call: WalletCall, request: FastifyRequest, reply: FastifyReply) {
  void reply.header('cache-control', 'no-store');
  const rawBody = typeof request.body === 'string' ? request.body : '';
  const json = parseJson(rawBody);
  // The token's session is read with the provider: one statement where a call needs both.
  const provider = await findWalletProvider(services, headerOf(request, WALLET_PROVIDER_HEADER), tokenOf(json));
  if (!provider) return refuse(request, 'UNKNOWN_PROVIDER');
  if (!verifyBodySignature(provider.walletSecret, rawBody, headerOf(request, WALLET_SIGNATURE_HEADER))) {
    return refuse(request, 'INVALID_SIGNATURE', provider.caller);
  }
  const parsed = json === undefined ? undefined : WALLET_REQUESTS[call].safeParse(json);
  const input = parsed?.success ? parsed.data : undefined;
  if (!input) return refuse(request, 'INVALID_REQUEST', provider.caller);
  try {
    return await CALLS[call](services, provider.caller, input as never);
  } catch (error) {
    request.log.error({ err: error, provider: provider.caller.providerCode, call }, 'wallet call failed');
    return refuse(request, 'INTERNAL_ERROR', provider.caller);
  }
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    return undefined;
  }
}

/** The token a well-formed request carries; the signature is checked before it is used. */
function tokenOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || !('token' in json)) return undefined;
  const { token } = json as { token: unknown };
  return typeof token === 'string' && token.length <= WALLET_TOKEN_MAX ? token : undefined;
}

/** A refusal before any player is known: the balance is not told. */
function refuse(request: FastifyRequest, status: WalletStatus, caller?: WalletCaller): WalletAnswer {
  request.log.warn({ status, provider: caller?.providerCode }, 'wallet call refused');
  return { status, balance: 0, currency: WALLET_CURRENCY };
}

function headerOf(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}
