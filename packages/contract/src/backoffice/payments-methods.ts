import { z } from 'zod';
import { langField } from '../methods/shared.js';
import {
  ADMINISTRATORS,
  type BackofficeMethodSpec,
  idField,
  isoTime,
  pageFields,
  pagination,
  sharedIbanSchema,
  staffText,
} from './fields.js';
import type { StaffMessageKey } from './messages.js';
import type { StaffRole } from './roles.js';

/** Finance and administrators act on payments; the auditor reads. */
export const PAYMENT_READERS = ['administrator', 'finance', 'auditor'] as const satisfies readonly StaffRole[];
export const PAYMENT_DECIDERS = ['administrator', 'finance'] as const satisfies readonly StaffRole[];

export const PAYMENT_LIMITS = {
  queuePage: 50,
  queueMaxOffset: 10_000,
  reasonMin: 3,
  reasonMax: 500,
  thresholdMinKurus: 100,
  thresholdMaxKurus: 1_000_000_000,
  /** ₺10.000,00 until an administrator sets another threshold. */
  defaultThresholdKurus: 1_000_000,
  methodLimitMaxKurus: 1_000_000_000,
  methodOrderMax: 10_000,
  methodsMax: 200,
  bankAccountsMax: 100,
  banksMax: 200,
  holderMin: 2,
  holderMax: 100,
  /** Two different staff members approve a payment at or above the threshold. */
  fourEyesApprovals: 2,
} as const;

export const PAYMENT_QUEUE_STATUSES = ['pending', 'completed', 'rejected', 'cancelled', 'all'] as const;
export const PAYMENT_QUEUE_TYPES = ['deposit', 'withdraw'] as const;

const paymentIdField = idField('staffPaymentNotFound');
const kurusField = (message: StaffMessageKey, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const staffPaymentApprovalSchema = z.object({
  staffId: z.number().int().positive(),
  username: z.string().max(32),
  at: isoTime,
});

export const staffPaymentSchema = z.object({
  id: z.number().int().positive(),
  publicId: z.string().max(32),
  playerId: z.number().int().positive(),
  playerUsername: z.string().max(64),
  /** 1 deposit, 2 withdrawal. */
  type: z.number().int(),
  amountKurus: z.number().int(),
  /** 1001 completed, 1002 pending, 1003 rejected, 1004 cancelled. */
  status: z.number().int(),
  methodName: z.string().max(100).nullable(),
  senderName: z.string().max(100).nullable(),
  /** Where a withdrawal goes, as stored when it was requested. */
  destination: z
    .object({ iban: z.string().max(26), holder: z.string().max(100).nullable(), bank: z.string().max(100).nullable() })
    .nullable(),
  note: z.string().max(500).nullable(),
  resolvedBy: z.string().max(100).nullable(),
  createdAt: isoTime,
  resolvedAt: isoTime.nullable(),
  approvals: z.array(staffPaymentApprovalSchema).max(PAYMENT_LIMITS.fourEyesApprovals),
  /** 2 at or above the four-eyes threshold, else 1. */
  approvalsNeeded: z.number().int().min(1).max(PAYMENT_LIMITS.fourEyesApprovals),
  /** The player's cash now, beside the amount to decide on: the balance and what is available (not held). */
  playerCash: z.object({ balanceKurus: z.number().int(), availableKurus: z.number().int() }),
  /** For a withdrawal: the other players who saved its IBAN (null when none did, and for a deposit). */
  sharedIban: sharedIbanSchema.nullable(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

export const staffCashMethodSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().max(40),
  provider: z.string().max(40),
  type: z.number().int(),
  nameTr: z.string().max(100),
  nameEn: z.string().max(100),
  minKurus: z.number().int(),
  maxKurus: z.number().int(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  highlighted: z.boolean(),
  demoOnly: z.boolean(),
});
export type StaffCashMethod = z.infer<typeof staffCashMethodSchema>;

export const staffOperatorAccountSchema = z.object({
  id: z.number().int().positive(),
  bankId: z.number().int().positive(),
  bankName: z.string().max(100),
  iban: z.string().max(26),
  holderName: z.string().max(100),
  active: z.boolean(),
});
export type StaffOperatorAccount = z.infer<typeof staffOperatorAccountSchema>;

const thresholdSchema = z.object({ fourEyesThresholdKurus: z.number().int().positive() });

/**
 * The back office's payments calls, merged into BACKOFFICE_CONTRACT in
 * methods.ts: the queue of deposits and withdrawals with approve (four-eyes at or above a
 * threshold) and reject, the payment methods' limits, and the operator's bank accounts.
 */
export const PAYMENTS_CONTRACT = {
  /** Oldest first, so the longest-waiting payment is on top; pending by default. */
  'bo_payments.queue': {
    roles: PAYMENT_READERS,
    audit: false,
    input: z.object({
      Lang: langField,
      status: z
        .enum(PAYMENT_QUEUE_STATUSES, { error: 'staffPaymentFilterInvalid' satisfies StaffMessageKey })
        .default('pending'),
      type: z.enum(PAYMENT_QUEUE_TYPES, { error: 'staffPaymentFilterInvalid' satisfies StaffMessageKey }).optional(),
      ...pageFields(PAYMENT_LIMITS.queuePage, PAYMENT_LIMITS.queueMaxOffset),
    }),
    output: z.object({
      payments: z.array(staffPaymentSchema).max(PAYMENT_LIMITS.queuePage),
      pagination,
      fourEyesThresholdKurus: z.number().int().positive(),
    }),
  },
  'bo_payments.get': {
    roles: PAYMENT_READERS,
    audit: false,
    input: z.object({ Lang: langField, paymentID: paymentIdField }),
    output: staffPaymentSchema,
  },
  /**
   * Approves a pending payment; at or above the threshold the first approval is recorded and a
   * second, by another staff member, completes it (`completed` tells which happened).
   */
  'bo_payments.approve': {
    roles: PAYMENT_DECIDERS,
    audit: true,
    input: z.object({ Lang: langField, paymentID: paymentIdField }),
    output: z.object({ payment: staffPaymentSchema, completed: z.boolean() }),
  },
  'bo_payments.reject': {
    roles: PAYMENT_DECIDERS,
    audit: true,
    input: z.object({
      Lang: langField,
      paymentID: paymentIdField,
      reason: staffText('staffPaymentReasonInvalid', PAYMENT_LIMITS.reasonMax).min(PAYMENT_LIMITS.reasonMin, {
        error: 'staffPaymentReasonInvalid' satisfies StaffMessageKey,
      }),
    }),
    output: staffPaymentSchema,
  },
  'bo_payments.settings_get': {
    roles: PAYMENT_READERS,
    audit: false,
    input: z.object({ Lang: langField }),
    output: thresholdSchema,
  },
  /** The four-eyes threshold: a payment of this amount or more needs two different approvers. */
  'bo_payments.settings_set': {
    roles: ADMINISTRATORS,
    audit: true,
    input: z.object({
      Lang: langField,
      fourEyesThresholdKurus: kurusField(
        'staffPaymentThresholdInvalid',
        PAYMENT_LIMITS.thresholdMinKurus,
        PAYMENT_LIMITS.thresholdMaxKurus,
      ),
    }),
    output: thresholdSchema,
  },
  /** Every payment method, active or not, in the order players see them. */
  'bo_payments.methods': {
    roles: PAYMENT_READERS,
    audit: false,
    input: z.object({ Lang: langField }),
    output: z.object({ methods: z.array(staffCashMethodSchema).max(PAYMENT_LIMITS.methodsMax) }),
  },
  /** One payment method by its id (the edit form's record). */
  'bo_payments.method_get': {
    roles: PAYMENT_READERS,
    audit: false,
    input: z.object({ Lang: langField, methodID: idField('staffCashMethodNotFound') }),
    output: staffCashMethodSchema,
  },
  'bo_payments.method_update': {
    roles: PAYMENT_DECIDERS,
    audit: true,
    input: z
      .object({
        Lang: langField,
        methodID: idField('staffCashMethodNotFound'),
        active: z.boolean({ error: 'invalidData' satisfies StaffMessageKey }),
        minKurus: kurusField('staffCashMethodLimitsInvalid', 1, PAYMENT_LIMITS.methodLimitMaxKurus),
        maxKurus: kurusField('staffCashMethodLimitsInvalid', 1, PAYMENT_LIMITS.methodLimitMaxKurus),
        sortOrder: kurusField('staffCashMethodOrderInvalid', 0, PAYMENT_LIMITS.methodOrderMax),
      })
      .refine((input) => input.minKurus <= input.maxKurus, {
        error: 'staffCashMethodLimitsInvalid' satisfies StaffMessageKey,
        path: ['maxKurus'],
      }),
    output: staffCashMethodSchema,
  },
  /** The operator's receiving accounts (shown to players with a transfer method) and the banks to pick. */
  'bo_payments.bank_accounts': {
    roles: PAYMENT_READERS,
    audit: false,
    input: z.object({ Lang: langField }),
    output: z.object({
      accounts: z.array(staffOperatorAccountSchema).max(PAYMENT_LIMITS.bankAccountsMax),
      banks: z
        .array(z.object({ id: z.number().int().positive(), name: z.string().max(100) }))
        .max(PAYMENT_LIMITS.banksMax),
    }),
  },
  /** One receiving account by its id (the edit form's record). */
  'bo_payments.bank_account_get': {
    roles: PAYMENT_READERS,
    audit: false,
    input: z.object({ Lang: langField, accountID: idField('staffBankAccountNotFound') }),
    output: staffOperatorAccountSchema,
  },
  /** Adds an account (without `accountID`) or edits one. */
  'bo_payments.bank_account_save': {
    roles: PAYMENT_DECIDERS,
    audit: true,
    input: z.object({
      Lang: langField,
      accountID: idField('staffBankAccountNotFound').optional(),
      bankID: idField('staffBankUnknown'),
      iban: staffText('staffBankAccountIbanInvalid', 40),
      holderName: staffText('staffBankAccountHolderInvalid', PAYMENT_LIMITS.holderMax).min(PAYMENT_LIMITS.holderMin, {
        error: 'staffBankAccountHolderInvalid' satisfies StaffMessageKey,
      }),
    }),
    output: staffOperatorAccountSchema,
  },
  /** Shows the account to players again, or stops showing it (never deleted: past deposits name it). */
  'bo_payments.bank_account_set_active': {
    roles: PAYMENT_DECIDERS,
    audit: true,
    input: z.object({
      Lang: langField,
      accountID: idField('staffBankAccountNotFound'),
      active: z.boolean({ error: 'invalidData' satisfies StaffMessageKey }),
    }),
    output: staffOperatorAccountSchema,
  },
} as const satisfies Record<string, BackofficeMethodSpec>;
