import {
  ANONYMOUS_USER_DEBUG,
  CONTRACT,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  MAINTENANCE_MESSAGE,
  MESSAGES,
  type MessageKey,
  type MethodAccess,
  PANEL_FRONTEND,
  PANEL_HEADER,
  type MethodName,
  type RequestEnvelope,
  type RpcResponse,
  methodKey,
  requestEnvelopeSchema,
} from '@bnw/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthenticatedPlayer, SessionProblem } from '../auth/session-service.js';
import type { Services } from '../services.js';
import type { RpcContext } from './context.js';
import { envelope } from './envelope-response.js';
import type { Handler } from './handlers.js';
import { RpcError } from './outcome.js';
import { HANDLERS } from './registry.js';

/** Classes that keep answering while the site is under maintenance. */
const MAINTENANCE_EXEMPT_CLASSES = new Set(['maintenance']);
/** Values of the `panel` header: the player site now, the back office later. */
const KNOWN_PANELS = new Set([PANEL_FRONTEND]);

export interface DispatcherOptions {
  services: Services;
  /** Check every answer against the contract's output schema (on outside production). */
  validateOutput: boolean;
}

export function languageOf(body: unknown): Language {
  const candidate =
    (body as { data?: { Lang?: unknown } } | null)?.data?.Lang ??
    (body as { user?: { lang?: unknown } } | null)?.user?.lang;
  return LANGUAGES.includes(candidate as Language) ? (candidate as Language) : DEFAULT_LANGUAGE;
}

function isKnownMethod(key: string): key is MethodName {
  return Object.hasOwn(CONTRACT, key);
}

/** The message a missing or unusable session answers with; the client clears its session on each. */
const SESSION_REFUSALS: Record<SessionProblem, { key: MessageKey; debug: string | null }> = {
  anonymous: { key: 'noPermission', debug: ANONYMOUS_USER_DEBUG },
  expired: { key: 'sessionExpired', debug: null },
  mismatch: { key: 'noPermission', debug: null },
  inactive: { key: 'inactiveAccount', debug: null },
};

function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(MESSAGES, text);
}

/** Field paths of a validation error, for the message and `debug`. */
function fieldList(error: z.ZodError): string {
  const fields = new Set(error.issues.map((issue) => issue.path.join('.') || '(gövde)'));
  return [...fields].slice(0, 10).join(', ');
}

export function createRpcRoute(options: DispatcherOptions) {
  const answer = createAnswer(options);
  const { metrics } = options.services;

  return async function handleRpc(request: FastifyRequest, reply: FastifyReply): Promise<RpcResponse> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const response = await answer(request, reply);
      metrics.observeRpc(request.body, response.result ? 'ok' : 'refused', seconds());
      return response;
    } catch (error) {
      metrics.observeRpc(request.body, 'error', seconds());
      throw error;
    }
  };
}

/** Reads one call and answers it: the panel, the envelope, maintenance, the session, the input, the handler. */
function createAnswer(options: DispatcherOptions) {
  const { services } = options;

  return async function answer(request: FastifyRequest, reply: FastifyReply): Promise<RpcResponse> {
    const lang = languageOf(request.body);
    // A custom header cannot be sent cross-site without a CORS preflight, which we never allow.
    if (!KNOWN_PANELS.has(String(request.headers[PANEL_HEADER] ?? ''))) {
      reply.code(400);
      return envelope(false, 'badRequest', lang, null, { debug: 'panel header' });
    }
    const parsed = requestEnvelopeSchema.safeParse(request.body);
    if (!parsed.success) {
      reply.code(400);
      return envelope(false, 'badRequest', lang, null, { debug: fieldList(parsed.error) });
    }
    const call = parsed.data;
    const key = methodKey(call.api.class, call.api.method);
    if (!isKnownMethod(key)) return envelope(false, 'unknownMethod', lang, null, { debug: key });

    if (!MAINTENANCE_EXEMPT_CLASSES.has(call.api.class) && (await services.maintenance.isOn())) {
      return { ...envelope(false, 'maintenance', lang, null), message: MAINTENANCE_MESSAGE };
    }

    const access: MethodAccess = CONTRACT[key].access;
    let player: AuthenticatedPlayer | null = null;
    if (access !== 'public') {
      const resolution = await services.sessions.resolve(call.user ?? null);
      if (!resolution.ok) {
        const refusal = SESSION_REFUSALS[resolution.problem];
        return envelope(false, refusal.key, lang, null, { debug: refusal.debug });
      }
      if (resolution.player.restricted && access !== 'restricted') return envelope(false, 'gaRequired', lang, null);
      player = resolution.player;
    }

    const input = CONTRACT[key].input.safeParse(call.data);
    if (!input.success) return validationRefusal(input.error, lang);

    const context = buildContext(request, call, lang, services, player);
    try {
      const handler = HANDLERS[key] as Handler<typeof key>;
      const outcome = await handler(input.data as never, context);
      if (options.validateOutput) CONTRACT[key].output.parse(outcome.data);
      return envelope(outcome.result, outcome.message, lang, outcome.data, { params: outcome.messageParams });
    } catch (error) {
      if (error instanceof RpcError) {
        return envelope(false, error.messageKey, lang, null, { params: error.params, debug: error.debug });
      }
      throw error; // the app's error handler logs it with context and answers 500
    }
  };
}

/**
 * A field whose schema names a catalogue message answers with that message (what to fix,
 * in Turkish); anything else answers the generic invalid-data message with the field names.
 */
function validationRefusal(error: z.ZodError, lang: Language): RpcResponse {
  const fields = fieldList(error);
  const specific = error.issues.map((issue) => issue.message).find(isMessageKey);
  if (specific) return envelope(false, specific, lang, null, { debug: fields });
  return envelope(false, 'invalidData', lang, null, { params: { fields }, debug: fields });
}

function buildContext(
  request: FastifyRequest,
  call: RequestEnvelope,
  lang: Language,
  services: Services,
  player: AuthenticatedPlayer | null,
): RpcContext {
  const userAgent = request.headers['user-agent'];
  return {
    lang,
    user: call.user ?? null,
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : '',
    log: request.log.child({ rpc: methodKey(call.api.class, call.api.method) }),
    services,
    player,
  };
}
