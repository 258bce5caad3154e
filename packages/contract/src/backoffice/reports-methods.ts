import { z } from 'zod';
import { langField } from '../methods/shared.js';
import { MAX_SOCIAL_URL_LENGTH, SOCIAL_NETWORKS } from '../social-links.js';
import { STAFF_AUDIT_OUTCOMES } from './core.js';
import {
  ADMINISTRATORS,
  AUDIT_READERS,
  type BackofficeMethodSpec,
  EVERY_ROLE,
  TICKET_WRITERS,
  empty,
  idField,
  isoTime,
  staffText,
  usernameField,
} from './fields.js';
import type { StaffMessageKey } from './messages.js';
import { csvFileSchema } from './reports-csv.js';
import { TURKEY_TIME_ZONE } from '../turkish-calendar.js';
import { STAFF_LIMITS, STAFF_ROLES, type StaffRole } from './roles.js';

export * from './reports-csv.js';

/** Reports read money: administrators, finance and the auditor. */
export const REPORT_READERS = ['administrator', 'finance', 'auditor'] as const satisfies readonly StaffRole[];

export const REPORT_LIMITS = {
  /** The longest period one report covers, in days (a leap year). */
  maxDays: 366,
  topGamesMax: 50,
  topGamesDefault: 10,
  /** The operator's highest stake per round may be set from ₺1 to ₺1,000,000. */
  maxStakeMinKurus: 100,
  maxStakeMaxKurus: 100_000_000,
  youngAgeMin: 18,
  youngAgeMax: 30,
  staffListMax: 1000,
} as const;

/** The report's days are Turkish calendar days (Europe/Istanbul, UTC+3 all year). */
export const REPORT_TIME_ZONE = TURKEY_TIME_ZONE;
export const TOP_GAMES_ORDERS = ['stakes', 'ggr', 'rounds'] as const;
export const REPORT_TABLES = ['daily', 'games'] as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30). */
const dayField = z
  .string({ error: 'reportPeriodInvalid' satisfies StaffMessageKey })
  .regex(DAY_PATTERN, { error: 'reportPeriodInvalid' satisfies StaffMessageKey })
  .refine((day) => new Date(Date.parse(`${day}T00:00:00Z`) || 0).toISOString().slice(0, 10) === day, {
    error: 'reportPeriodInvalid' satisfies StaffMessageKey,
  });

/** Whole days from `from` to `to`, both counted. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const periodFields = { Lang: langField, from: dayField, to: dayField };

/** A period of Turkish days, `to` included: not backwards, at most REPORT_LIMITS.maxDays. */
function withPeriodRule<T extends { from: string; to: string }>(schema: z.ZodType<T>) {
  return schema.superRefine((value, context) => {
    const days = periodDays(value.from, value.to);
    if (days < 1) context.addIssue({ code: 'custom', message: 'reportPeriodInvalid' satisfies StaffMessageKey });
    else if (days > REPORT_LIMITS.maxDays)
      context.addIssue({ code: 'custom', message: 'reportPeriodTooLong' satisfies StaffMessageKey });
  });
}

const topFields = {
  topLimit: z
    .number({ error: 'reportOptionInvalid' satisfies StaffMessageKey })
    .int({ error: 'reportOptionInvalid' satisfies StaffMessageKey })
    .min(1, { error: 'reportOptionInvalid' satisfies StaffMessageKey })
    .max(REPORT_LIMITS.topGamesMax, { error: 'reportOptionInvalid' satisfies StaffMessageKey })
    .default(REPORT_LIMITS.topGamesDefault),
  topBy: z.enum(TOP_GAMES_ORDERS, { error: 'reportOptionInvalid' satisfies StaffMessageKey }).default('stakes'),
};

const kurus = z.number().int();
const count = z.number().int().nonnegative();

/** One day's (or the period's) money, all in kuruş, from the ledger; rounds and players from the rounds. */
export const reportFiguresSchema = z.object({
  depositsKurus: kurus,
  depositCount: count,
  withdrawalsKurus: kurus,
  withdrawalCount: count,
  /** Bets less the stakes refunded (rolled back): what moved into the games' house accounts. */
  stakesKurus: kurus,
  winsKurus: kurus,
  /** stakes − wins: the net movement of the games' house accounts. */
  ggrKurus: kurus,
  /** Bonuses granted less bonus money that went back to the house (forfeited, expired, swept). */
  bonusCostKurus: kurus,
  /** Tournament prizes paid in cash. */
  prizeCostKurus: kurus,
  /** GGR − bonus cost − tournament prizes. */
  ngrKurus: kurus,
  /** Staff corrections credited to players less those debited. */
  adjustmentsKurus: kurus,
  /** Distinct players with a round or a completed deposit or withdrawal. */
  activePlayers: count,
  rounds: count,
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const reportDaySchema = reportFiguresSchema.extend({ day: z.string().max(10) });

export const topGameSchema = z.object({
  gameId: z.number().int().positive(),
  gameName: z.string().max(200),
  providerName: z.string().max(200),
  rounds: count,
  players: count,
  stakesKurus: kurus,
  winsKurus: kurus,
  ggrKurus: kurus,
});

const settingsSchema = z.object({
  /** From the server's configuration (SITE_NAME, DEMO_MODE): shown, changed only by a redeploy. */
  siteName: z.string().max(200),
  demoMode: z.boolean(),
  socialLinks: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string().max(MAX_SOCIAL_URL_LENGTH) }))
    .max(8),
  maxStake: z.object({
    adultKurus: kurus,
    youngKurus: kurus,
    youngUntilAge: z.number().int(),
  }),
  updatedAt: z.object({ socialLinks: isoTime.nullable(), maxStake: isoTime.nullable() }),
});

const stakeField = z
  .number({ error: 'maxStakeInvalid' satisfies StaffMessageKey })
  .int({ error: 'maxStakeInvalid' satisfies StaffMessageKey })
  .min(REPORT_LIMITS.maxStakeMinKurus, { error: 'maxStakeInvalid' satisfies StaffMessageKey })
  .max(REPORT_LIMITS.maxStakeMaxKurus, { error: 'maxStakeInvalid' satisfies StaffMessageKey });

const staffAccountSchema = z.object({
  id: z.number().int().positive(),
  username: z.string().max(STAFF_LIMITS.usernameMax),
  email: z.string().max(STAFF_LIMITS.emailMax),
  role: z.enum(STAFF_ROLES),
  status: z.enum(['active', 'locked']),
  setUp: z.boolean(),
  createdAt: isoTime,
  lastLoginAt: isoTime.nullable(),
});

const setupLinkSchema = z.object({ id: z.number().int().positive(), link: z.string().max(600), expiresAt: isoTime });
const staffIdInput = z.object({ Lang: langField, staffID: idField('staffMemberNotFound') });

/**
 * The back office's reports and operations calls, merged into
 * BACKOFFICE_CONTRACT in methods.ts: the period report and its CSV, the audit log's CSV, the site
 * settings staff may change, and the staff list (with the administrators' account management).
 */
export const REPORTS_CONTRACT = {
  /** Per Turkish day and for the whole period: money from the ledger, rounds and top games from the rounds. */
  'bo_reports.summary': {
    roles: REPORT_READERS,
    audit: false,
    input: withPeriodRule(z.object({ ...periodFields, ...topFields })),
    output: z.object({
      from: z.string().max(10),
      to: z.string().max(10),
      timeZone: z.literal(REPORT_TIME_ZONE),
      days: z.array(reportDaySchema).max(REPORT_LIMITS.maxDays),
      totals: reportFiguresSchema,
      topGames: z.array(topGameSchema).max(REPORT_LIMITS.topGamesMax),
    }),
  },
  /** The report's daily table or its games (every game played, up to CSV_MAX_ROWS) as CSV. */
  'bo_reports.export': {
    roles: REPORT_READERS,
    audit: false,
    input: withPeriodRule(
      z.object({
        ...periodFields,
        table: z.enum(REPORT_TABLES, { error: 'reportOptionInvalid' satisfies StaffMessageKey }),
      }),
    ),
    output: csvFileSchema,
  },
  /** `bo_audit.list`'s filtered entries, newest first, up to CSV_MAX_ROWS, as CSV. */
  'bo_audit.export': {
    roles: AUDIT_READERS,
    audit: false,
    input: z.object({
      Lang: langField,
      username: staffText('staffAuditFilterInvalid', STAFF_LIMITS.usernameMax).optional(),
      method: staffText('staffAuditFilterInvalid', STAFF_LIMITS.auditSearchMax).optional(),
      outcome: z.enum(STAFF_AUDIT_OUTCOMES, { error: 'staffAuditFilterInvalid' satisfies StaffMessageKey }).optional(),
      from: z.iso.datetime({ error: 'staffAuditFilterInvalid' satisfies StaffMessageKey }).optional(),
      to: z.iso.datetime({ error: 'staffAuditFilterInvalid' satisfies StaffMessageKey }).optional(),
    }),
    output: csvFileSchema,
  },
  /** The site's settings staff may see; administrators change them with the calls below. */
  'bo_ops.settings_get': { roles: EVERY_ROLE, audit: false, input: empty, output: settingsSchema },
  /** Sets one network's link in the site's footer (the same use case as `npm run ops -- social set`). */
  'bo_ops.social_link_set': {
    roles: ADMINISTRATORS,
    audit: true,
    input: z.object({
      Lang: langField,
      network: z.enum(SOCIAL_NETWORKS, { error: 'socialNetworkInvalid' satisfies StaffMessageKey }),
      url: staffText('socialUrlInvalid', MAX_SOCIAL_URL_LENGTH),
    }),
    output: settingsSchema,
  },
  'bo_ops.social_link_remove': {
    roles: ADMINISTRATORS,
    audit: true,
    input: z.object({
      Lang: langField,
      network: z.enum(SOCIAL_NETWORKS, { error: 'socialNetworkInvalid' satisfies StaffMessageKey }),
    }),
    output: settingsSchema,
  },
  /** The operator's highest stake per round (protection.max_stake), which every game enforces. */
  'bo_ops.max_stake_set': {
    roles: ADMINISTRATORS,
    audit: true,
    input: z
      .object({
        Lang: langField,
        adultKurus: stakeField,
        youngKurus: stakeField,
        youngUntilAge: z
          .number({ error: 'maxStakeAgeInvalid' satisfies StaffMessageKey })
          .int({ error: 'maxStakeAgeInvalid' satisfies StaffMessageKey })
          .min(REPORT_LIMITS.youngAgeMin, { error: 'maxStakeAgeInvalid' satisfies StaffMessageKey })
          .max(REPORT_LIMITS.youngAgeMax, { error: 'maxStakeAgeInvalid' satisfies StaffMessageKey }),
      })
      .refine((value) => value.youngKurus <= value.adultKurus, {
        error: 'maxStakeInvalid' satisfies StaffMessageKey,
      }),
    output: settingsSchema,
  },
  /** Active staff who can answer tickets (administrators and support), by name in Turkish order, for assigning tickets. */
  'bo_staff.list': {
    roles: TICKET_WRITERS,
    audit: false,
    input: empty,
    output: z.object({
      staff: z
        .array(z.object({ id: z.number().int().positive(), username: z.string().max(32), role: z.enum(STAFF_ROLES) }))
        .max(REPORT_LIMITS.staffListMax),
    }),
  },
  /** Every staff account with its status, for administrators. */
  'bo_staff.accounts': {
    roles: ADMINISTRATORS,
    audit: false,
    input: empty,
    output: z.object({ accounts: z.array(staffAccountSchema).max(REPORT_LIMITS.staffListMax) }),
  },
  /** A new staff member and their one-time set-up link (as `npm run ops -- staff add`). */
  'bo_staff.add': {
    roles: ADMINISTRATORS,
    audit: true,
    input: z.object({
      Lang: langField,
      username: usernameField,
      email: staffText('staffEmailInvalid', STAFF_LIMITS.emailMax).refine(
        (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
        { error: 'staffEmailInvalid' satisfies StaffMessageKey },
      ),
      role: z.enum(STAFF_ROLES, { error: 'staffRoleInvalid' satisfies StaffMessageKey }),
    }),
    output: setupLinkSchema,
  },
  /** Locks an account, ends its sessions and unassigns its open tickets (not one's own, never the last active administrator). */
  'bo_staff.lock': {
    roles: ADMINISTRATORS,
    audit: true,
    input: staffIdInput,
    output: z.object({
      endedSessions: z.number().int().nonnegative(),
      releasedTickets: z.number().int().nonnegative(),
    }),
  },
  'bo_staff.unlock': { roles: ADMINISTRATORS, audit: true, input: staffIdInput, output: z.object({}) },
  /** Clears the password and authenticator, ends the sessions, and answers a new set-up link (not one's own). */
  'bo_staff.reset': {
    roles: ADMINISTRATORS,
    audit: true,
    input: staffIdInput,
    output: setupLinkSchema.extend({ endedSessions: z.number().int().nonnegative() }),
  },
  /**
   * A new role for a member (not one's own). At least one active administrator always remains; a
   * member whose new role cannot answer tickets gives back their open tickets (unassigned).
   */
  'bo_staff.set_role': {
    roles: ADMINISTRATORS,
    audit: true,
    input: staffIdInput.extend({
      role: z.enum(STAFF_ROLES, { error: 'staffRoleInvalid' satisfies StaffMessageKey }),
    }),
    output: z.object({
      id: z.number().int().positive(),
      role: z.enum(STAFF_ROLES),
      previousRole: z.enum(STAFF_ROLES),
      /** Open tickets that were assigned to the member and now wait in the queue unassigned. */
      releasedTickets: z.number().int().nonnegative(),
    }),
  },
} as const satisfies Record<string, BackofficeMethodSpec>;
