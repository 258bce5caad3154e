import { z } from 'zod';
import { langField } from '../methods/shared.js';
import {
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_STATUSES,
  ticketMessageSchema,
  ticketSchema,
} from '../methods/tickets.js';
import { hasControlCharacter } from '../text.js';
import type { StaffMessageKey } from './messages.js';
import { STAFF_LIMITS, STAFF_ROLES, STAFF_USERNAME_PATTERN, type StaffRole } from './roles.js';

/** A trimmed string without control characters whose every failure answers `message`. */
function staffText(message: StaffMessageKey, maxLength: number) {
  return z
    .string({ error: message })
    .trim()
    .max(maxLength, { error: message })
    .refine((value) => !hasControlCharacter(value), { error: 'invalidCharacter' satisfies StaffMessageKey });
}

/** A password, not trimmed: every character counts. */
const passwordField = z
  .string({ error: 'staffPasswordInvalid' satisfies StaffMessageKey })
  .min(STAFF_LIMITS.passwordMin, { error: 'staffPasswordInvalid' satisfies StaffMessageKey })
  .max(STAFF_LIMITS.passwordMax, { error: 'staffPasswordInvalid' satisfies StaffMessageKey })
  .refine((value) => !hasControlCharacter(value), { error: 'invalidCharacter' satisfies StaffMessageKey });

/** At login any stored password is tried, so only the upper bound is checked. */
const loginPasswordField = z
  .string({ error: 'staffFailedLogin' satisfies StaffMessageKey })
  .min(1, { error: 'staffFailedLogin' satisfies StaffMessageKey })
  .max(STAFF_LIMITS.passwordMax, { error: 'staffFailedLogin' satisfies StaffMessageKey });

const usernameField = staffText('staffUsernameInvalid', STAFF_LIMITS.usernameMax)
  .transform((value) => value.toLowerCase())
  .refine((value) => STAFF_USERNAME_PATTERN.test(value), { error: 'staffUsernameInvalid' satisfies StaffMessageKey });

const codeField = z
  .string({ error: 'staffCodeFormat' satisfies StaffMessageKey })
  .trim()
  .regex(/^\d{6}$/, { error: 'staffCodeFormat' satisfies StaffMessageKey });

const tokenField = z
  .string({ error: 'staffTokenInvalid' satisfies StaffMessageKey })
  .trim()
  .regex(/^[0-9a-f]{64}$/, { error: 'staffTokenInvalid' satisfies StaffMessageKey });

function pageFields(pageMax: number, offsetMax: number) {
  return {
    limit: z
      .number({ error: 'staffPageInvalid' satisfies StaffMessageKey })
      .int({ error: 'staffPageInvalid' satisfies StaffMessageKey })
      .min(1, { error: 'staffPageInvalid' satisfies StaffMessageKey })
      .max(pageMax, { error: 'staffPageInvalid' satisfies StaffMessageKey })
      .default(pageMax),
    offset: z
      .number({ error: 'staffPageInvalid' satisfies StaffMessageKey })
      .int({ error: 'staffPageInvalid' satisfies StaffMessageKey })
      .min(0, { error: 'staffPageInvalid' satisfies StaffMessageKey })
      .max(offsetMax, { error: 'staffPageInvalid' satisfies StaffMessageKey })
      .default(0),
  };
}

const idField = (message: StaffMessageKey) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2 ** 31 - 1, { error: message });

const ticketIdField = idField('ticketNotFound');

const pagination = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int(),
  offset: z.number().int(),
});

const isoTime = z.string().max(32);
const empty = z.object({ Lang: langField });

export const staffMemberSchema = z.object({
  id: z.number().int().positive(),
  username: z.string().max(STAFF_LIMITS.usernameMax),
  email: z.string().max(STAFF_LIMITS.emailMax),
  role: z.enum(STAFF_ROLES),
});

/** A ticket as staff see it: the player's ticket with who wrote it and who has it. */
export const staffTicketSchema = ticketSchema.extend({
  PlayerID: z.number().int().positive(),
  PlayerUsername: z.string().max(64),
  AssignedStaffID: z.number().int().positive().nullable(),
  AssignedStaffUsername: z.string().max(STAFF_LIMITS.usernameMax).nullable(),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const staffTicketMessageSchema = ticketMessageSchema.extend({
  StaffUsername: z.string().max(STAFF_LIMITS.usernameMax).nullable(),
});

export const STAFF_AUDIT_OUTCOMES = ['ok', 'refused', 'denied'] as const;

export const staffAuditEntrySchema = z.object({
  id: z.number().int().positive(),
  staffId: z.number().int().positive().nullable(),
  username: z.string().max(STAFF_LIMITS.usernameMax),
  role: z.string().max(20).nullable(),
  method: z.string().max(64),
  target: z.string().max(200).nullable(),
  outcome: z.enum(STAFF_AUDIT_OUTCOMES),
  /** The answer's message code (6xxx, or a common refusal's). */
  code: z.number().int(),
  ip: z.string().max(64),
  userAgent: z.string().max(512),
  createdAt: isoTime,
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/** Who may call a method: anyone (the calls that make a session), or the staff roles listed. */
export type StaffPermission = 'anyone' | readonly StaffRole[];

const EVERY_ROLE = STAFF_ROLES;
const TICKET_READERS = ['administrator', 'support', 'auditor'] as const satisfies readonly StaffRole[];
const TICKET_WRITERS = ['administrator', 'support'] as const satisfies readonly StaffRole[];
const AUDIT_READERS = ['administrator', 'auditor'] as const satisfies readonly StaffRole[];
const ADMINISTRATORS = ['administrator'] as const satisfies readonly StaffRole[];

/**
 * Every back-office call: its schemas, who may call it (`roles`, THE permission table: the
 * server checks it on every call, the UI reads the caller's share from `bo_auth.me`), and whether
 * the dispatcher records it in the staff audit (`audit`: every call that changes something).
 * Classes all start with `bo_`, so no back-office call can share a name with a player's.
 */
export const BACKOFFICE_CONTRACT = {
  /** Password and authenticator code in one step; answers a staff session id. */
  'bo_auth.login': {
    roles: 'anyone',
    audit: false, // the use case records successes and failures itself: no session exists yet
    input: z.object({ Lang: langField, username: usernameField, password: loginPasswordField, code: codeField }),
    output: z.object({
      sid: z.string().length(64),
      staff: staffMemberSchema,
      expiresAt: isoTime,
      idleMinutes: z.number().int().positive(),
    }),
  },
  'bo_auth.logout': { roles: EVERY_ROLE, audit: true, input: empty, output: z.object({}) },
  /** Who am I, and which calls my role may make (the UI hides the others). */
  'bo_auth.me': {
    roles: EVERY_ROLE,
    audit: false,
    input: empty,
    output: z.object({
      staff: staffMemberSchema,
      lastLoginAt: isoTime.nullable(),
      sessionExpiresAt: isoTime,
      methods: z.array(z.string().max(64)).max(200),
    }),
  },
  /** Opens a set-up link: the authenticator's key to add (the same one until the set-up ends). */
  'bo_auth.setup_start': {
    roles: 'anyone',
    audit: false,
    input: z.object({ Lang: langField, token: tokenField }),
    output: z.object({
      username: z.string().max(STAFF_LIMITS.usernameMax),
      secret: z.string().max(64),
      otpauthUri: z.string().max(512),
      qrDataUrl: z.string().max(20_000),
    }),
  },
  /** Sets the password and turns the authenticator on, confirmed by its code; the link is used up. */
  'bo_auth.setup_finish': {
    roles: 'anyone',
    audit: false, // recorded by the use case: the link, not a session, names the staff member
    input: z.object({ Lang: langField, token: tokenField, password: passwordField, code: codeField }),
    output: z.object({ username: z.string().max(STAFF_LIMITS.usernameMax) }),
  },
  /** A new password, with the current one and a code; the other sessions end. */
  'bo_auth.change_password': {
    roles: EVERY_ROLE,
    audit: true,
    input: z.object({
      Lang: langField,
      currentPassword: loginPasswordField,
      newPassword: passwordField,
      code: codeField,
    }),
    output: z.object({ endedSessions: z.number().int().nonnegative() }),
  },
  /** The ticket queue: oldest activity first, filtered, a bounded page. */
  'bo_tickets.list': {
    roles: TICKET_READERS,
    audit: false,
    input: z.object({
      Lang: langField,
      status: z.enum(TICKET_STATUSES, { error: 'staffTicketFilterInvalid' satisfies StaffMessageKey }).optional(),
      category: z.enum(TICKET_CATEGORIES, { error: 'staffTicketFilterInvalid' satisfies StaffMessageKey }).optional(),
      assigned: z
        .enum(['any', 'me', 'unassigned'], { error: 'staffTicketFilterInvalid' satisfies StaffMessageKey })
        .default('any'),
      ...pageFields(STAFF_LIMITS.ticketPage, STAFF_LIMITS.ticketMaxOffset),
    }),
    output: z.object({ tickets: z.array(staffTicketSchema).max(STAFF_LIMITS.ticketPage), pagination }),
  },
  /** One ticket with the newest messages of its thread; staff reading it leaves the player's unread count. */
  'bo_tickets.get': {
    roles: TICKET_READERS,
    audit: false,
    input: z.object({ Lang: langField, ticketID: ticketIdField }),
    output: z.object({
      ticket: staffTicketSchema,
      messages: z.array(staffTicketMessageSchema).max(TICKET_LIMITS.threadMessages),
      olderCount: z.number().int().nonnegative(),
    }),
  },
  'bo_tickets.answer': {
    roles: TICKET_WRITERS,
    audit: true,
    input: z.object({
      Lang: langField,
      ticketID: ticketIdField,
      message: staffText('ticketMessageInvalid', TICKET_LIMITS.messageMax).min(1, {
        error: 'ticketMessageInvalid' satisfies StaffMessageKey,
      }),
    }),
    output: z.object({ ticket: staffTicketSchema, message: staffTicketMessageSchema }),
  },
  /** Gives the ticket to an active staff member, or to nobody with `staffID: null`. */
  'bo_tickets.assign': {
    roles: TICKET_WRITERS,
    audit: true,
    input: z.object({ Lang: langField, ticketID: ticketIdField, staffID: idField('staffAssigneeNotFound').nullable() }),
    output: staffTicketSchema,
  },
  'bo_tickets.close': {
    roles: TICKET_WRITERS,
    audit: true,
    input: z.object({ Lang: langField, ticketID: ticketIdField }),
    output: staffTicketSchema,
  },
  'bo_ops.maintenance_get': {
    roles: EVERY_ROLE,
    audit: false,
    input: empty,
    output: z.object({ enabled: z.boolean(), message: z.string().max(STAFF_LIMITS.maintenanceMessageMax).nullable() }),
  },
  /** The same switch as `npm run ops -- maintenance`: the back office keeps answering while it is on. */
  'bo_ops.maintenance_set': {
    roles: ADMINISTRATORS,
    audit: true,
    input: z.object({
      Lang: langField,
      enabled: z.boolean({ error: 'invalidData' satisfies StaffMessageKey }),
      message: staffText('staffMaintenanceMessageInvalid', STAFF_LIMITS.maintenanceMessageMax).nullable().default(null),
    }),
    output: z.object({ enabled: z.boolean(), message: z.string().max(STAFF_LIMITS.maintenanceMessageMax).nullable() }),
  },
  /** The staff audit, newest first: by staff member, method prefix, outcome and period; a bounded page. */
  'bo_audit.list': {
    roles: AUDIT_READERS,
    audit: false,
    input: z.object({
      Lang: langField,
      username: staffText('staffAuditFilterInvalid', STAFF_LIMITS.usernameMax).optional(),
      method: staffText('staffAuditFilterInvalid', STAFF_LIMITS.auditSearchMax).optional(),
      outcome: z.enum(STAFF_AUDIT_OUTCOMES, { error: 'staffAuditFilterInvalid' satisfies StaffMessageKey }).optional(),
      from: z.iso.datetime({ error: 'staffAuditFilterInvalid' satisfies StaffMessageKey }).optional(),
      to: z.iso.datetime({ error: 'staffAuditFilterInvalid' satisfies StaffMessageKey }).optional(),
      ...pageFields(STAFF_LIMITS.auditPage, STAFF_LIMITS.auditMaxOffset),
    }),
    output: z.object({ entries: z.array(staffAuditEntrySchema).max(STAFF_LIMITS.auditPage), pagination }),
  },
} as const satisfies Record<string, { roles: StaffPermission; audit: boolean; input: z.ZodType; output: z.ZodType }>;

export type BackofficeMethodName = keyof typeof BACKOFFICE_CONTRACT;
export type BackofficeMethodInput<M extends BackofficeMethodName> = z.input<(typeof BACKOFFICE_CONTRACT)[M]['input']>;
export type BackofficeParsedInput<M extends BackofficeMethodName> = z.output<(typeof BACKOFFICE_CONTRACT)[M]['input']>;
export type BackofficeMethodOutput<M extends BackofficeMethodName> = z.output<
  (typeof BACKOFFICE_CONTRACT)[M]['output']
>;

/** Whether `role` may call `method` (null: no staff session). */
export function staffMayCall(method: BackofficeMethodName, role: StaffRole | null): boolean {
  const roles: StaffPermission = BACKOFFICE_CONTRACT[method].roles;
  if (roles === 'anyone') return true;
  return role !== null && roles.includes(role);
}

/** The calls a role may make, for `bo_auth.me`. */
export function methodsOfRole(role: StaffRole): BackofficeMethodName[] {
  return (Object.keys(BACKOFFICE_CONTRACT) as BackofficeMethodName[]).filter((method) => staffMayCall(method, role));
}
