import { z } from 'zod';
import { langField } from '../methods/shared.js';
import { hasControlCharacter } from '../text.js';
import type { StaffMessageKey } from './messages.js';
import { STAFF_LIMITS, STAFF_ROLES, STAFF_USERNAME_PATTERN, type StaffRole } from './roles.js';

/**
 * The building blocks of every back-office call's schemas (core.ts and each area's methods file):
 * bounded text without control characters, pages, ids, times, and the role groups of the
 * permission table. Every failure answers a back-office or common message key.
 */

/** A trimmed string without control characters whose every failure answers `message`. */
export function staffText(message: StaffMessageKey, maxLength: number) {
  return z
    .string({ error: message })
    .trim()
    .max(maxLength, { error: message })
    .refine((value) => !hasControlCharacter(value), { error: 'invalidCharacter' satisfies StaffMessageKey });
}

/** A password, not trimmed: every character counts. */
export const passwordField = z
  .string({ error: 'staffPasswordInvalid' satisfies StaffMessageKey })
  .min(STAFF_LIMITS.passwordMin, { error: 'staffPasswordInvalid' satisfies StaffMessageKey })
  .max(STAFF_LIMITS.passwordMax, { error: 'staffPasswordInvalid' satisfies StaffMessageKey })
  .refine((value) => !hasControlCharacter(value), { error: 'invalidCharacter' satisfies StaffMessageKey });

/** At login any stored password is tried, so only the upper bound is checked. */
export const loginPasswordField = z
  .string({ error: 'staffFailedLogin' satisfies StaffMessageKey })
  .min(1, { error: 'staffFailedLogin' satisfies StaffMessageKey })
  .max(STAFF_LIMITS.passwordMax, { error: 'staffFailedLogin' satisfies StaffMessageKey });

export const usernameField = staffText('staffUsernameInvalid', STAFF_LIMITS.usernameMax)
  .transform((value) => value.toLowerCase())
  .refine((value) => STAFF_USERNAME_PATTERN.test(value), { error: 'staffUsernameInvalid' satisfies StaffMessageKey });

export const codeField = z
  .string({ error: 'staffCodeFormat' satisfies StaffMessageKey })
  .trim()
  .regex(/^\d{6}$/, { error: 'staffCodeFormat' satisfies StaffMessageKey });

export const tokenField = z
  .string({ error: 'staffTokenInvalid' satisfies StaffMessageKey })
  .trim()
  .regex(/^[0-9a-f]{64}$/, { error: 'staffTokenInvalid' satisfies StaffMessageKey });

export function pageFields(pageMax: number, offsetMax: number) {
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

export const idField = (message: StaffMessageKey) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2 ** 31 - 1, { error: message });

export const ticketIdField = idField('ticketNotFound');

export const pagination = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const isoTime = z.string().max(32);
export const empty = z.object({ Lang: langField });

/** Who may call a method: anyone (the calls that make a session), or the staff roles listed. */
export type StaffPermission = 'anyone' | readonly StaffRole[];

export const EVERY_ROLE = STAFF_ROLES;
export const TICKET_READERS = ['administrator', 'support', 'auditor'] as const satisfies readonly StaffRole[];
export const TICKET_WRITERS = ['administrator', 'support'] as const satisfies readonly StaffRole[];
/**
 * Who a ticket may be assigned to: the roles that can read and answer it. A ticket given to any
 * other role would wait unseen (finance, content and the auditor never see the ticket queue).
 */
export const TICKET_ASSIGNEE_ROLES: readonly StaffRole[] = TICKET_WRITERS;
export const AUDIT_READERS = ['administrator', 'auditor'] as const satisfies readonly StaffRole[];
export const ADMINISTRATORS = ['administrator'] as const satisfies readonly StaffRole[];

/**
 * One back-office call: its schemas, who may call it, and whether the staff audit records it:
 * `true` for every call that changes something, `'read'` for a read of a player's personal data
 * (who looked at whose profile, sessions or bank accounts), `false` for other reads.
 */
export interface BackofficeMethodSpec {
  roles: StaffPermission;
  audit: boolean | 'read';
  input: z.ZodType;
  output: z.ZodType;
}

/** How many of the other players holding one IBAN are named (the count says how many there are). */
export const SHARED_IBAN_NAMED_MAX = 10;

/**
 * The shared-IBAN flag: other players who saved the same IBAN (now or before, a deleted account
 * counts: deleting it hides nothing). One IBAN, one holder: two players on one account is what
 * anti-money-laundering checks look at first.
 */
export const sharedIbanSchema = z.object({
  count: z.number().int().positive(),
  players: z
    .array(z.object({ playerId: z.number().int().positive(), username: z.string().max(64) }))
    .max(SHARED_IBAN_NAMED_MAX),
});
export type SharedIban = z.infer<typeof sharedIbanSchema>;
