import {
  ANONYMOUS_USER_DEBUG,
  CONTRACT,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  MESSAGES,
  type MessageKey,
  type MethodName,
  type RequestEnvelope,
  type RpcResponse,
  methodKey,
  requestEnvelopeSchema,
} from '@bnw/contract';
import type { z } from 'zod';
import type { SessionProblem } from '../auth/session-service.js';
import type { AuthenticatedPlayer } from '../platform/actor.js';
import type { Origin } from '../platform/actor.js';
import type { Services } from '../services.js';
import type { RpcContext, RpcLog } from './context.js';
import { envelope } from './envelope-response.js';
import type { Handler, HandlerTable } from './handlers.js';
import { RpcError } from './outcome.js';
import { ACCESS_RULES, BACKOFFICE_PANEL, type PanelDefinition, panelById } from './panels.js';
import { ProtectionRefusal } from '../protection/guard.js';

/** Where a call came from, as the transport (HTTP today, a WebSocket later) saw it. */
export interface CallOrigin extends Origin {
  log: RpcLog;
}

/** The answer, and the HTTP-like status for transports that have one (400 for an unreadable call). */
export interface DispatchResult {
  status: 200 | 400;
  response: RpcResponse;
}

export interface DispatcherOptions {
  services: Services;
  handlers: HandlerTable;
  /** Check every answer against the contract's output schema (on outside production). */
  validateOutput: boolean;
  /** The back office's panel (backoffice-dispatch.ts): staff sessions, roles and its own methods. */
  backoffice?: (body: unknown, origin: CallOrigin, lang: Language) => Promise<DispatchResult>;
}

export type Dispatch = (body: unknown, origin: CallOrigin, panelId: string) => Promise<DispatchResult>;

/** The language a call asked for, read leniently: even a malformed call is answered in its language. */
export function languageOf(body: unknown): Language {
  const candidate =
    (body as { data?: { Lang?: unknown } } | null)?.data?.Lang ??
    (body as { user?: { lang?: unknown } } | null)?.user?.lang;
  return LANGUAGES.includes(candidate as Language) ? (candidate as Language) : DEFAULT_LANGUAGE;
}

/** The message a missing or unusable session answers with; the client clears its session on each. */
const SESSION_REFUSALS: Record<SessionProblem, { key: MessageKey; debug: string | null }> = {
  anonymous: { key: 'noPermission', debug: ANONYMOUS_USER_DEBUG },
  expired: { key: 'sessionExpired', debug: null },
  mismatch: { key: 'noPermission', debug: null },
  inactive: { key: 'inactiveAccount', debug: null },
};

const answer = (response: RpcResponse): DispatchResult => ({ status: 200, response });
const unreadable = (response: RpcResponse): DispatchResult => ({ status: 400, response });

/**
 * Answers one RPC call, knowing nothing of HTTP: the panel, the envelope, maintenance, the
 * session, the input, then the handler. Every refusal is an envelope with a catalogue message.
 */
export function createDispatcher(options: DispatcherOptions): Dispatch {
  const { services } = options;

  return async function dispatch(body, origin, panelId) {
    const lang = languageOf(body);
    if (panelId === BACKOFFICE_PANEL.id && options.backoffice) return options.backoffice(body, origin, lang);
    const panel = panelById(panelId);
    // A custom header cannot be sent cross-site without a CORS preflight, which we never allow.
    if (!panel) return unreadable(envelope(false, 'badRequest', lang, null, { debug: 'panel header' }));
    const parsed = requestEnvelopeSchema.safeParse(body);
    if (!parsed.success) {
      return unreadable(envelope(false, 'badRequest', lang, null, { debug: fieldList(parsed.error) }));
    }
    const call = parsed.data;
    const key = methodKey(call.api.class, call.api.method);
    if (!isPanelMethod(panel, key)) return answer(envelope(false, 'unknownMethod', lang, null, { debug: key }));

    if (!panel.maintenanceExemptClasses.has(call.api.class) && (await services.maintenance.isOn())) {
      return answer(envelope(false, 'maintenance', lang, null));
    }
    const session = await resolveSession(services, panel, key, call);
    if (!session.ok) return answer(envelope(false, session.key, lang, null, { debug: session.debug }));

    const input = CONTRACT[key].input.safeParse(call.data);
    if (!input.success) return answer(validationRefusal(input.error, lang));
    const context = buildContext(call, lang, origin, services, session.player);
    return answer(await runHandler(options, key, input.data, context));
  };
}

function isPanelMethod(panel: PanelDefinition, key: string): key is MethodName {
  return Object.hasOwn(panel.methods, key) && Object.hasOwn(CONTRACT, key);
}

type SessionCheck =
  { ok: true; player: AuthenticatedPlayer | null } | { ok: false; key: MessageKey; debug: string | null };

/** The player behind the call, when the method's access level needs one. */
async function resolveSession(
  services: Services,
  panel: PanelDefinition,
  key: MethodName,
  call: RequestEnvelope,
): Promise<SessionCheck> {
  const rule = ACCESS_RULES[panel.methods[key]!.access];
  if (rule.looksAtSession) {
    if (!call.user) return { ok: true, player: null };
    const seen = await services.sessions.resolve(call.user);
    return { ok: true, player: seen.ok && !seen.player.restricted ? seen.player : null };
  }
  if (!rule.needsSession) return { ok: true, player: null };
  const resolution = await services.sessions.resolve(call.user ?? null);
  if (!resolution.ok) return { ok: false, ...SESSION_REFUSALS[resolution.problem] };
  if (resolution.player.restricted && !rule.allowsRestrictedSession) {
    return { ok: false, key: 'gaRequired', debug: null };
  }
  return { ok: true, player: resolution.player };
}

async function runHandler(
  options: DispatcherOptions,
  key: MethodName,
  input: unknown,
  context: RpcContext,
): Promise<RpcResponse> {
  try {
    const handler = options.handlers[key] as Handler<typeof key>;
    const outcome = await handler(input as never, context);
    if (options.validateOutput) CONTRACT[key].output.parse(outcome.data);
    return envelope(outcome.result, outcome.message, context.lang, outcome.data, { params: outcome.messageParams });
  } catch (error) {
    if (error instanceof RpcError) {
      return envelope(false, error.messageKey, context.lang, null, { params: error.params, debug: error.debug });
    }
    // A player protection rule (protection/guard.ts) refused, from deep in a deposit or a claim.
    if (error instanceof ProtectionRefusal) {
      return envelope(false, error.key, context.lang, null, { params: error.params });
    }
    throw error; // the transport logs it with context and answers 500
  }
}

function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(MESSAGES, text);
}

/** Field paths of a validation error, for the message and `debug`. */
function fieldList(error: z.ZodError): string {
  const fields = new Set(error.issues.map((issue) => issue.path.join('.') || '(gövde)'));
  return [...fields].slice(0, 10).join(', ');
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
  call: RequestEnvelope,
  lang: Language,
  origin: CallOrigin,
  services: Services,
  player: AuthenticatedPlayer | null,
): RpcContext {
  const actorOrigin = { ip: origin.ip, userAgent: origin.userAgent };
  return {
    lang,
    user: call.user ?? null,
    ip: origin.ip,
    userAgent: origin.userAgent,
    log: origin.log,
    services,
    player,
    actor: { origin: actorOrigin, lang, player },
  };
}
