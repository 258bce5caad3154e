import { z } from 'zod';
import { GAME_ROUND_STATUSES, gameRoundSchema, gameHistoryTotalsSchema } from '../methods/game-history.js';
import { protectionSettingsSchema } from '../methods/protection.js';
import { langField } from '../methods/shared.js';
import { hasControlCharacter } from '../text.js';
import {
  type BackofficeMethodSpec,
  idField,
  isoTime,
  pageFields,
  pagination,
  sharedIbanSchema,
  staffText,
} from './fields.js';
import { csvFileSchema } from './reports-csv.js';
import type { StaffMessageKey } from './messages.js';
import type { StaffRole } from './roles.js';

/** Who may read a player, lock one, adjust a balance, write a note (the permission lines of this area). */
export const PLAYER_READERS = [
  'administrator',
  'support',
  'finance',
  'auditor',
] as const satisfies readonly StaffRole[];
export const PLAYER_LOCKERS = ['administrator', 'support'] as const satisfies readonly StaffRole[];
export const PLAYER_ADJUSTERS = ['administrator', 'finance'] as const satisfies readonly StaffRole[];
export const PLAYER_NOTE_WRITERS = ['administrator', 'support', 'finance'] as const satisfies readonly StaffRole[];

export const PLAYER_LIMITS = {
  searchMin: 2,
  searchMax: 100,
  searchPage: 50,
  searchMaxOffset: 10_000,
  notePage: 50,
  noteMaxOffset: 10_000,
  noteMax: 2_000,
  sessionPage: 50,
  sessionMaxOffset: 5_000,
  transactionPage: 100,
  transactionMaxOffset: 1_000,
  roundPage: 100,
  /** As the player's own history: deeper pages cost the database more and more. */
  roundMaxOffset: 999,
  reasonMin: 5,
  reasonMax: 500,
  /** ₺1.000.000,00: a larger correction is not a back-office click. */
  adjustmentMaxKurus: 100_000_000,
  /** A player's saved bank accounts shown, newest first, deleted ones included. */
  bankAccountsMax: 50,
} as const;

export const PLAYER_STATUSES = ['active', 'inactive'] as const;
export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;

const playerIdField = idField('staffPlayerNotFound');
const playerInput = { Lang: langField, playerID: playerIdField };

// Two characters at least, but a player number may be a single digit.
const searchQueryField = staffText('staffPlayerSearchInvalid', PLAYER_LIMITS.searchMax).refine(
  (query) => query.length >= PLAYER_LIMITS.searchMin || /^[1-9]$/.test(query),
  { error: 'staffPlayerSearchInvalid' satisfies StaffMessageKey },
);

export const PLAYER_LIST_SORTS = ['id', 'username', 'name', 'createdAt', 'lastLoginAt'] as const;
export type PlayerListSort = (typeof PLAYER_LIST_SORTS)[number];

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A Turkish calendar day 'YYYY-MM-DD' that exists (no 2026-02-30). */
const registeredDayField = z
  .string({ error: 'staffPlayerListDateInvalid' satisfies StaffMessageKey })
  .regex(DAY_PATTERN, { error: 'staffPlayerListDateInvalid' satisfies StaffMessageKey })
  .refine((day) => new Date(Date.parse(`${day}T00:00:00Z`) || 0).toISOString().slice(0, 10) === day, {
    error: 'staffPlayerListDateInvalid' satisfies StaffMessageKey,
  });

/**
 * What narrows the players list and its CSV: the search text (optional: without it, everyone),
 * the account's status and the Turkish days of registration, both ends included.
 */
const playerFilterFields = {
  query: searchQueryField.optional(),
  status: z.enum(PLAYER_STATUSES, { error: 'staffPlayerListFilterInvalid' satisfies StaffMessageKey }).optional(),
  registeredFrom: registeredDayField.optional(),
  registeredTo: registeredDayField.optional(),
};

/** A registration period that does not run backwards (the days compare as text). */
function withForwardPeriod<
  S extends z.ZodType<{ registeredFrom?: string | undefined; registeredTo?: string | undefined }>,
>(schema: S): S {
  return schema.refine(
    (value) => !value.registeredFrom || !value.registeredTo || value.registeredFrom <= value.registeredTo,
    { error: 'staffPlayerListPeriodBackwards' satisfies StaffMessageKey },
  );
}

const reasonField = (message: StaffMessageKey) =>
  staffText(message, PLAYER_LIMITS.reasonMax).min(PLAYER_LIMITS.reasonMin, { error: message });

export const staffPlayerSummarySchema = z.object({
  id: z.number().int().positive(),
  username: z.string().max(64),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  email: z.string().max(254),
  phone: z.string().max(20),
  status: z.enum(PLAYER_STATUSES),
  createdAt: isoTime,
  lastLoginAt: isoTime.nullable(),
});
export type StaffPlayerSummary = z.infer<typeof staffPlayerSummarySchema>;

export const staffPlayerProfileSchema = staffPlayerSummarySchema.extend({
  uid: z.string().max(64),
  birthDate: z.string().max(10),
  country: z.string().max(64),
  language: z.string().max(8),
  emailConfirmed: z.boolean(),
  authenticatorEnabled: z.boolean(),
  lastLoginIp: z.string().max(64).nullable(),
});
export type StaffPlayerProfile = z.infer<typeof staffPlayerProfileSchema>;

const accountMoneySchema = z.object({
  balanceKurus: z.number().int(),
  pendingDebitsKurus: z.number().int(),
  availableKurus: z.number().int(),
});

export const staffPlayerBalancesSchema = z.object({ cash: accountMoneySchema, bonus: accountMoneySchema });

export const staffPlayerTransactionSchema = z.object({
  id: z.number().int().positive(),
  publicId: z.string().max(32),
  type: z.number().int(),
  category: z.number().int(),
  subCategory: z.number().int(),
  status: z.number().int(),
  amountKurus: z.number().int(),
  methodName: z.string().max(100).nullable(),
  note: z.string().max(500).nullable(),
  resolvedBy: z.string().max(100).nullable(),
  createdAt: isoTime,
  resolvedAt: isoTime.nullable(),
});

export const staffPlayerSessionSchema = z.object({
  id: z.number().int().positive(),
  ip: z.string().max(64),
  userAgent: z.string().max(512),
  createdAt: isoTime,
  expiresAt: isoTime,
  revokedAt: isoTime.nullable(),
  /** Neither ended nor expired: the player may still call with it. */
  live: z.boolean(),
});

export const staffPlayerNoteSchema = z.object({
  id: z.number().int().positive(),
  text: z.string().max(PLAYER_LIMITS.noteMax),
  staffId: z.number().int().positive(),
  staffUsername: z.string().max(32),
  createdAt: isoTime,
});
export type StaffPlayerNote = z.infer<typeof staffPlayerNoteSchema>;

/** A bank account the player saved, with the other players who saved the same IBAN. */
export const staffPlayerBankAccountSchema = z.object({
  id: z.number().int().positive(),
  bankName: z.string().max(100),
  iban: z.string().max(26),
  holderName: z.string().max(100),
  createdAt: isoTime,
  deletedAt: isoTime.nullable(),
  sharedIban: sharedIbanSchema.nullable(),
});
export type StaffPlayerBankAccount = z.infer<typeof staffPlayerBankAccountSchema>;

/**
 * The back office's players calls, merged into BACKOFFICE_CONTRACT in methods.ts:
 * search, the player's profile, money, history and sessions, protection (read only: the player
 * owns it), notes, lock and unlock, and a manual adjustment through the ledger.
 */
export const PLAYERS_CONTRACT = {
  /**
   * The players list, page by page: everyone, or those a search finds by id, username, e-mail,
   * phone or name (names folded the Turkish way: İ/i, I/ı), narrowed by status and registration
   * days, in the chosen order (names in Turkish alphabetical order).
   */
  'bo_players.search': {
    roles: PLAYER_READERS,
    audit: false,
    input: withForwardPeriod(
      z.object({
        Lang: langField,
        ...playerFilterFields,
        sort: z
          .enum(PLAYER_LIST_SORTS, { error: 'staffPlayerListFilterInvalid' satisfies StaffMessageKey })
          .default('id'),
        descending: z.boolean({ error: 'staffPlayerListFilterInvalid' satisfies StaffMessageKey }).default(true),
        ...pageFields(PLAYER_LIMITS.searchPage, PLAYER_LIMITS.searchMaxOffset),
      }),
    ),
    output: z.object({
      players: z.array(staffPlayerSummarySchema).max(PLAYER_LIMITS.searchPage),
      pagination,
    }),
  },
  /** The players the list's filters find (up to CSV_MAX_ROWS) as CSV: Turkish headers, Istanbul times; a read of personal data, audited. */
  'bo_players.export': {
    roles: PLAYER_READERS,
    audit: 'read',
    input: withForwardPeriod(z.object({ Lang: langField, ...playerFilterFields })),
    output: csvFileSchema,
  },
  /** The profile: a read of the player's personal data, audited. */
  'bo_players.get': {
    roles: PLAYER_READERS,
    audit: 'read',
    input: z.object(playerInput),
    output: staffPlayerProfileSchema,
  },
  /** Cash and bonus as the ledger holds them. */
  'bo_players.balances': {
    roles: PLAYER_READERS,
    audit: false,
    input: z.object(playerInput),
    output: staffPlayerBalancesSchema,
  },
  /** Deposits, withdrawals and adjustments, newest first. */
  'bo_players.transactions': {
    roles: PLAYER_READERS,
    audit: false,
    input: z.object({
      ...playerInput,
      ...pageFields(PLAYER_LIMITS.transactionPage, PLAYER_LIMITS.transactionMaxOffset),
    }),
    output: z.object({
      transactions: z.array(staffPlayerTransactionSchema).max(PLAYER_LIMITS.transactionPage),
      pagination,
    }),
  },
  /** Every game round (casino, studio, live tables, tombala, draws) as the player's history reads them. */
  'bo_players.rounds': {
    roles: PLAYER_READERS,
    audit: false,
    input: z.object({
      ...playerInput,
      status: z.enum(GAME_ROUND_STATUSES, { error: 'gameRoundStatusInvalid' satisfies StaffMessageKey }).optional(),
      ...pageFields(PLAYER_LIMITS.roundPage, PLAYER_LIMITS.roundMaxOffset),
    }),
    output: z.object({
      rounds: z.array(gameRoundSchema).max(PLAYER_LIMITS.roundPage),
      pagination,
      totals: gameHistoryTotalsSchema,
    }),
  },
  /** Sessions with their addresses and browsers: a read of personal data, audited. */
  'bo_players.sessions': {
    roles: PLAYER_READERS,
    audit: 'read',
    input: z.object({ ...playerInput, ...pageFields(PLAYER_LIMITS.sessionPage, PLAYER_LIMITS.sessionMaxOffset) }),
    output: z.object({
      sessions: z.array(staffPlayerSessionSchema).max(PLAYER_LIMITS.sessionPage),
      pagination,
    }),
  },
  'bo_players.end_session': {
    roles: PLAYER_LOCKERS,
    audit: true,
    input: z.object({ ...playerInput, sessionID: idField('staffPlayerSessionNotFound') }),
    output: z.object({ sessionID: z.number().int().positive() }),
  },
  /** The player's limits, reality check and exclusions: read only, the player owns them. */
  'bo_players.protection': {
    roles: PLAYER_READERS,
    audit: false,
    input: z.object(playerInput),
    output: protectionSettingsSchema,
  },
  'bo_players.notes': {
    roles: PLAYER_READERS,
    audit: false,
    input: z.object({ ...playerInput, ...pageFields(PLAYER_LIMITS.notePage, PLAYER_LIMITS.noteMaxOffset) }),
    output: z.object({ notes: z.array(staffPlayerNoteSchema).max(PLAYER_LIMITS.notePage), pagination }),
  },
  /** Staff notes are append only: a correction is a new note. */
  'bo_players.add_note': {
    roles: PLAYER_NOTE_WRITERS,
    audit: true,
    input: z.object({
      ...playerInput,
      text: staffText('staffPlayerNoteInvalid', PLAYER_LIMITS.noteMax).min(1, {
        error: 'staffPlayerNoteInvalid' satisfies StaffMessageKey,
      }),
    }),
    output: staffPlayerNoteSchema,
  },
  /** The player can no longer log in and every open session ends; the reason is kept as a note. */
  'bo_players.lock': {
    roles: PLAYER_LOCKERS,
    audit: true,
    input: z.object({ ...playerInput, reason: reasonField('staffLockReasonInvalid') }),
    output: z.object({ status: z.enum(PLAYER_STATUSES), endedSessions: z.number().int().nonnegative() }),
  },
  'bo_players.unlock': {
    roles: PLAYER_LOCKERS,
    audit: true,
    input: z.object({ ...playerInput, reason: reasonField('staffLockReasonInvalid') }),
    output: z.object({ status: z.enum(PLAYER_STATUSES), endedSessions: z.number().int().nonnegative() }),
  },
  /**
   * A credit or debit of the player's cash through the ledger, with a mandatory reason; a debit
   * never takes the available balance below zero. `requestID` (made by the page once per form) makes
   * a repeated click the same adjustment, never a second one.
   */
  'bo_players.adjust': {
    roles: PLAYER_ADJUSTERS,
    audit: true,
    input: z.object({
      ...playerInput,
      direction: z.enum(ADJUSTMENT_DIRECTIONS, { error: 'staffAdjustmentDirectionInvalid' satisfies StaffMessageKey }),
      amountKurus: z
        .number({ error: 'staffAdjustmentAmountInvalid' satisfies StaffMessageKey })
        .int({ error: 'staffAdjustmentAmountInvalid' satisfies StaffMessageKey })
        .min(1, { error: 'staffAdjustmentAmountInvalid' satisfies StaffMessageKey })
        .max(PLAYER_LIMITS.adjustmentMaxKurus, { error: 'staffAdjustmentAmountTooLarge' satisfies StaffMessageKey }),
      reason: z
        .string({ error: 'staffAdjustmentReasonInvalid' satisfies StaffMessageKey })
        .trim()
        .max(PLAYER_LIMITS.reasonMax, { error: 'staffAdjustmentReasonTooLong' satisfies StaffMessageKey })
        .refine((value) => !hasControlCharacter(value), { error: 'invalidCharacter' satisfies StaffMessageKey })
        .refine((value) => value.length >= PLAYER_LIMITS.reasonMin, {
          error: 'staffAdjustmentReasonTooShort' satisfies StaffMessageKey,
        }),
      requestID: z
        .string({ error: 'staffAdjustmentRequestInvalid' satisfies StaffMessageKey })
        .regex(/^[A-Za-z0-9-]{8,40}$/, { error: 'staffAdjustmentRequestInvalid' satisfies StaffMessageKey }),
    }),
    output: z.object({
      transaction: staffPlayerTransactionSchema,
      balances: staffPlayerBalancesSchema,
      /** True when this request id had made this adjustment already: nothing moved again. */
      replayed: z.boolean(),
    }),
  },
  /** Every bank account the player saved (deleted ones too), each flagged when another player saved the same IBAN; audited. */
  'bo_players.bank_accounts': {
    roles: PLAYER_READERS,
    audit: 'read',
    input: z.object(playerInput),
    output: z.object({ accounts: z.array(staffPlayerBankAccountSchema).max(PLAYER_LIMITS.bankAccountsMax) }),
  },
} as const satisfies Record<string, BackofficeMethodSpec>;
