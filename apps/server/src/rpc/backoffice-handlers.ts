import type {
  BackofficeMethodName,
  BackofficeMethodOutput,
  BackofficeParsedInput,
  StaffMessageKey,
} from '@bnw/contract/backoffice';
import type { Language } from '@bnw/contract';
import type { AuthenticatedStaff, StaffSessionService } from '../auth/staff-sessions.js';
import type { AuditDetail, StaffAudit } from '../auth/staff-audit.js';
import type { Origin } from '../platform/actor.js';
import type { Services } from '../services.js';
import type { RpcLog } from './context.js';

/** Who acts in a back-office use case: `(deps, staffActor, input)`. */
export interface StaffActor {
  origin: Origin;
  lang: Language;
  /** Resolved by the dispatcher for every method not open to anyone. */
  staff: AuthenticatedStaff | null;
}

/** What the staff module's use cases may use besides the application's services. */
export interface StaffServices {
  staffSessions: StaffSessionService;
  staffAudit: StaffAudit;
}

export interface StaffContext {
  lang: Language;
  log: RpcLog;
  services: Services & StaffServices;
  actor: StaffActor;
}

/**
 * A back-office answer; `target` names what the call acted on and `detail` what it changed (before
 * and after, amount, reason) or read, for the staff audit. Without a detail the audit keeps the
 * call's input.
 */
export interface StaffOutcome<T> {
  result: boolean;
  message: StaffMessageKey;
  messageParams?: Record<string, string | number>;
  data: T;
  target?: string | null;
  detail?: AuditDetail | null;
}

export function staffOk<T>(
  data: T,
  message: StaffMessageKey = 'ok',
  target: string | null = null,
  detail: AuditDetail | null = null,
): StaffOutcome<T> {
  return { result: true, message, data, target, detail };
}

/** A CSV answer; it says when the list was cut at CSV_MAX_ROWS. */
export function csvOk<T extends { rows: number; truncated: boolean }>(file: T, detail: AuditDetail | null = null) {
  const outcome = staffOk(file, file.truncated ? 'exportTruncated' : 'exportReady', null, detail);
  return file.truncated ? { ...outcome, messageParams: { rows: file.rows.toLocaleString('tr-TR') } } : outcome;
}

export type StaffHandler<M extends BackofficeMethodName> = (
  input: BackofficeParsedInput<M>,
  context: StaffContext,
) => Promise<StaffOutcome<BackofficeMethodOutput<M>>>;

/** One handler for every back-office method: a missing one is a compile error. */
export type BackofficeHandlerTable = { [M in BackofficeMethodName]: StaffHandler<M> };

/** The handlers of one area's calls (`typeof CONTENT_CONTRACT`...): every call of the area, typed. */
export type StaffHandlers<Contract> = { [M in keyof Contract & BackofficeMethodName]: StaffHandler<M> };

/** Thrown below a back-office handler to answer `result:false` with a back-office message. */
export class StaffRefusal extends Error {
  constructor(
    readonly messageKey: StaffMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly target: string | null = null,
    readonly detail: AuditDetail | null = null,
  ) {
    super(messageKey);
    this.name = 'StaffRefusal';
  }
}

/** The staff member of a use case that needs one; the dispatcher guarantees it for staff methods. */
export function staffOf(actor: Pick<StaffActor, 'staff'>): AuthenticatedStaff {
  if (!actor.staff) throw new Error('a staff use case ran without a signed-in staff member');
  return actor.staff;
}
