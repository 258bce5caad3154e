import { type Language, type RequestEnvelope, type RpcResponse, methodKey, requestEnvelopeSchema } from '@bnw/contract';
import {
  BACKOFFICE_CONTRACT,
  type BackofficeMethodName,
  type StaffMessageKey,
  isStaffMessageKey,
  staffMayCall,
  staffMessage,
  staffMessageText,
} from '@bnw/contract/backoffice';
import type { z } from 'zod';
import { type AuditDetail, StaffAudit } from '../auth/staff-audit.js';
import { type AuthenticatedStaff, StaffSessionService } from '../auth/staff-sessions.js';
import { ProtectionRefusal } from '../protection/guard.js';
import type { Services } from '../services.js';
import type {
  BackofficeHandlerTable,
  StaffContext,
  StaffHandler,
  StaffOutcome,
  StaffServices,
} from './backoffice-handlers.js';
import { StaffRefusal } from './backoffice-handlers.js';
import type { CallOrigin, DispatchResult } from './dispatch.js';
import { RpcError } from './outcome.js';

export interface BackofficeDispatcherOptions {
  services: Services;
  handlers: BackofficeHandlerTable;
  validateOutput: boolean;
}

export type BackofficeDispatch = (body: unknown, origin: CallOrigin, lang: Language) => Promise<DispatchResult>;

type Refusal = { key: StaffMessageKey; params?: Record<string, string | number>; debug?: string | null };

function staffEnvelope<T>(result: boolean, lang: Language, data: T, refusal: Refusal): RpcResponse<T> {
  return {
    result,
    message: staffMessageText(refusal.key, lang, refusal.params),
    code: staffMessage(refusal.key).code,
    debug: refusal.debug ?? null,
    data,
  };
}

const answer = (response: RpcResponse): DispatchResult => ({ status: 200, response });

/** What a staff session that does not resolve answers; the back office sends its user to login on each. */
const SESSION_REFUSALS = {
  anonymous: 'staffSessionMissing',
  expired: 'staffSessionExpired',
  locked: 'staffLocked',
} as const satisfies Record<string, StaffMessageKey>;

/**
 * Answers one back-office call: the envelope, the method (BACKOFFICE_CONTRACT only), the staff
 * session, the role against the method's permission line, the input, the handler, then the staff
 * audit for every call that changes something. Maintenance never stops it. A player's session is
 * no staff session: its sid is not found among staff sessions and the call is refused.
 */
export function createBackofficeDispatcher(options: BackofficeDispatcherOptions): BackofficeDispatch {
  const services: Services & StaffServices = {
    ...options.services,
    staffSessions: new StaffSessionService(options.services.db, options.services.clock),
    staffAudit: new StaffAudit(options.services.db, options.services.clock),
  };

  return async function dispatchBackoffice(body, origin, lang) {
    const parsed = requestEnvelopeSchema.safeParse(body);
    if (!parsed.success) {
      return {
        status: 400,
        response: staffEnvelope(false, lang, null, { key: 'badRequest', debug: fieldList(parsed.error) }),
      };
    }
    const call = parsed.data;
    const key = methodKey(call.api.class, call.api.method);
    if (!Object.hasOwn(BACKOFFICE_CONTRACT, key)) {
      return answer(staffEnvelope(false, lang, null, { key: 'unknownMethod', debug: key }));
    }
    const method = key as BackofficeMethodName;
    const session = await resolveStaff(services, method, call);
    if (!session.ok) return answer(staffEnvelope(false, lang, null, { key: session.key }));

    const context: StaffContext = {
      lang,
      log: origin.log,
      services,
      actor: { origin: { ip: origin.ip, userAgent: origin.userAgent }, lang, staff: session.staff },
    };
    if (!staffMayCall(method, session.staff?.role ?? null)) {
      await audit(context, method, { outcome: 'denied', key: 'staffForbidden', target: null });
      return answer(staffEnvelope(false, lang, null, { key: 'staffForbidden', debug: method }));
    }
    const input = BACKOFFICE_CONTRACT[method].input.safeParse(call.data);
    if (!input.success) return answer(staffEnvelope(false, lang, null, validationRefusal(input.error)));
    return answer(await runHandler(options, method, input.data, context));
  };
}

type StaffCheck = { ok: true; staff: AuthenticatedStaff | null } | { ok: false; key: StaffMessageKey };

/** The staff member behind the call's `user.sid`, for every method not open to anyone. */
async function resolveStaff(
  services: Services & StaffServices,
  method: BackofficeMethodName,
  call: RequestEnvelope,
): Promise<StaffCheck> {
  if (BACKOFFICE_CONTRACT[method].roles === 'anyone') return { ok: true, staff: null };
  const sealed = call.user?.sid;
  const sid = sealed ? await services.sessionKeys.reveal(sealed) : null;
  const resolution = await services.staffSessions.resolve(sid);
  if (!resolution.ok) return { ok: false, key: SESSION_REFUSALS[resolution.problem] };
  return { ok: true, staff: resolution.staff };
}

async function runHandler(
  options: BackofficeDispatcherOptions,
  method: BackofficeMethodName,
  input: unknown,
  context: StaffContext,
): Promise<RpcResponse> {
  const lang = context.lang;
  let outcome: StaffOutcome<unknown>;
  try {
    const handler = options.handlers[method] as StaffHandler<typeof method>;
    outcome = await handler(input as never, context);
    if (options.validateOutput) BACKOFFICE_CONTRACT[method].output.parse(outcome.data);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error; // the transport logs it with context and answers 500
    await audit(context, method, {
      outcome: 'refused',
      key: refusal.key,
      target: refusal.target ?? targetOf(input),
      detail: refusal.detail ?? inputDetail(method, input),
    });
    return staffEnvelope(false, lang, null, refusal);
  }
  await audit(context, method, {
    outcome: outcome.result ? 'ok' : 'refused',
    key: outcome.message,
    target: outcome.target ?? targetOf(input),
    detail: outcome.detail ?? inputDetail(method, input),
  });
  return staffEnvelope(outcome.result, lang, outcome.data, { key: outcome.message, params: outcome.messageParams });
}

/** A refusal a use case threw on purpose: answered, never logged as an error. */
function refusalOf(error: unknown): (Refusal & { target?: string | null; detail?: AuditDetail | null }) | null {
  if (error instanceof StaffRefusal)
    return { key: error.messageKey, params: error.params, target: error.target, detail: error.detail };
  if (error instanceof RpcError) return { key: error.messageKey, params: error.params, debug: error.debug };
  if (error instanceof ProtectionRefusal) return { key: error.key, params: error.params };
  return null;
}

/** What a call acted on when its handler does not say: the ticket of a ticket call. */
function targetOf(input: unknown): string | null {
  const ticketId = (input as { ticketID?: unknown } | null)?.ticketID;
  return typeof ticketId === 'number' ? `ticket:${ticketId}` : null;
}

/**
 * What a changing call asked for, when its use case reports no detail of its own (the audit's
 * record of what changed); a read records only what its handler names.
 */
function inputDetail(method: BackofficeMethodName, input: unknown): AuditDetail | null {
  if (BACKOFFICE_CONTRACT[method].audit !== true || !input || typeof input !== 'object') return null;
  return { input: input as Record<string, unknown> };
}

/**
 * One staff audit row for a call by a signed-in staff member whose method is audited (a change,
 * or a read of a player's personal data), or was denied.
 */
async function audit(
  context: StaffContext,
  method: BackofficeMethodName,
  entry: {
    outcome: 'ok' | 'refused' | 'denied';
    key: StaffMessageKey;
    target: string | null;
    detail?: AuditDetail | null;
  },
): Promise<void> {
  const staff = context.actor.staff;
  if (!staff) return;
  if (entry.outcome !== 'denied' && !BACKOFFICE_CONTRACT[method].audit) return;
  await context.services.staffAudit.record({
    staffId: staff.id,
    username: staff.username,
    role: staff.role,
    method,
    target: entry.target,
    outcome: entry.outcome,
    code: staffMessage(entry.key).code,
    ip: context.actor.origin.ip,
    userAgent: context.actor.origin.userAgent,
    detail: entry.detail ?? null,
  });
}

function fieldList(error: z.ZodError): string {
  const fields = new Set(error.issues.map((issue) => issue.path.join('.') || '(gövde)'));
  return [...fields].slice(0, 10).join(', ');
}

/** A field whose schema names a message answers with it; anything else, the generic one with the fields. */
function validationRefusal(error: z.ZodError): Refusal {
  const fields = fieldList(error);
  const specific = error.issues.map((issue) => issue.message).find(isStaffMessageKey);
  if (specific) return { key: specific, debug: fields };
  return { key: 'invalidData', params: { fields }, debug: fields };
}
