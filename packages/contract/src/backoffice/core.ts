import { z } from 'zod';
import { langField } from '../methods/shared.js';
import {
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_STATUSES,
  ticketMessageSchema,
  ticketSchema,
} from '../methods/tickets.js';
import {
  ADMINISTRATORS,
  AUDIT_READERS,
  type BackofficeMethodSpec,
  EVERY_ROLE,
  TICKET_READERS,
  TICKET_WRITERS,
  codeField,
  empty,
  idField,
  isoTime,
  loginPasswordField,
  pageFields,
  pagination,
  passwordField,
  staffText,
  ticketIdField,
  tokenField,
  usernameField,
} from './fields.js';
import type { StaffMessageKey } from './messages.js';
import { csvFileSchema } from './reports-csv.js';
import { STAFF_LIMITS, STAFF_ROLES } from './roles.js';

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
/** The longest audit detail kept (the server bounds what it stores to this). */
export const STAFF_AUDIT_DETAIL_MAX = 4000;

const ticketFilterFields = {
  status: z.enum(TICKET_STATUSES, { error: 'staffTicketFilterInvalid' satisfies StaffMessageKey }).optional(),
  category: z.enum(TICKET_CATEGORIES, { error: 'staffTicketFilterInvalid' satisfies StaffMessageKey }).optional(),
  assigned: z
    .enum(['any', 'me', 'unassigned'], { error: 'staffTicketFilterInvalid' satisfies StaffMessageKey })
    .default('any'),
};

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
  /** The call as staff read it ("Slayt kaydetme" / "Slider save"). */
  action: z.object({ tr: z.string().max(100), en: z.string().max(100) }),
  /** JSON: what the call changed (before, after, amount, reason, or its input) or which personal data it read. */
  detail: z.string().max(STAFF_AUDIT_DETAIL_MAX).nullable(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/**
 * The back office's own calls (sign-in, tickets, maintenance, audit); each area adds its file
 * (content, catalogue, players, payments, reports), merged in methods.ts. Every call: its schemas, who may call it (`roles`, THE permission table: the
 * server checks it on every call, the UI reads the caller's share from `bo_auth.me`), and whether
 * the dispatcher records it in the staff audit (`audit`: every call that changes something).
 * Classes all start with `bo_`, so no back-office call can share a name with a player's.
 */
export const CORE_CONTRACT = {
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
      ...ticketFilterFields,
      ...pageFields(STAFF_LIMITS.ticketPage, STAFF_LIMITS.ticketMaxOffset),
    }),
    output: z.object({ tickets: z.array(staffTicketSchema).max(STAFF_LIMITS.ticketPage), pagination }),
  },
  /** The queue with the list's filters as CSV: Turkish headers, Istanbul times, up to CSV_MAX_ROWS. */
  'bo_tickets.export': {
    roles: TICKET_READERS,
    audit: false,
    input: z.object({ Lang: langField, ...ticketFilterFields }),
    output: csvFileSchema,
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
  /** Gives the ticket to an active staff member whose role answers tickets, or to nobody with `staffID: null`. */
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
} as const satisfies Record<string, BackofficeMethodSpec>;
