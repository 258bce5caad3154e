/**
 * The back office's staff roles and the limits of its sessions and lists.
 * This entry point (`@bnw/contract/backoffice`) is never imported by the player site.
 */

/** The `panel` header's value for the back office. */
export const PANEL_BACKOFFICE = 'backoffice';

/** Every staff role; `auditor` reads and changes nothing. */
export const STAFF_ROLES = ['administrator', 'finance', 'content', 'support', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_STATUSES = ['active', 'locked'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_LIMITS = {
  usernameMin: 3,
  usernameMax: 32,
  emailMax: 254,
  passwordMin: 12,
  passwordMax: 128,
  /** A staff session ends after this long without a call... */
  sessionIdleMs: 30 * 60_000,
  /** ...and after this long from its login, however busy. */
  sessionAbsoluteMs: 8 * 60 * 60_000,
  /** A set-up link works once, within this long. */
  setupLinkMs: 24 * 60 * 60_000,
  /** The set-up token: 64 hex characters. */
  tokenLength: 64,
  auditPage: 100,
  auditMaxOffset: 100_000,
  auditSearchMax: 64,
  ticketPage: 50,
  ticketMaxOffset: 10_000,
  maintenanceMessageMax: 500,
} as const;

/** Usernames: lower-case letters, digits, dot, dash and underscore, starting with a letter. */
export const STAFF_USERNAME_PATTERN = /^[a-z][a-z0-9._-]{2,31}$/;
