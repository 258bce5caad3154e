import { z } from 'zod';
import { FIELD_MAX_LENGTH, LIMITS } from '../limits.js';
import { dateField, emptyInput, langField, siteTypeField, textField } from './shared.js';

/** An amount in kuruş: a positive safe integer, never a float. */
export const amountField = z
  .number({ error: 'amountInvalid' })
  .int({ error: 'amountInvalid' })
  .positive({ error: 'amountInvalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'amountInvalid' });
const idField = (message: 'methodUnknown' | 'bankAccountNotFound' | 'bankUnknown' | 'transactionNotFound') =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });
/** The client's id of one money request: a retry with it answers the first answer. */
const requestIdField = z
  .string({ error: 'requestIdInvalid' })
  .regex(/^[A-Za-z0-9_-]{8,40}$/, { error: 'requestIdInvalid' });
const typeField = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)], { error: 'invalidData' }));

export const balanceSchema = z.object({
  /** Available to play or withdraw, in kuruş. */
  balance: z.number().int(),
  /** Held by pending withdrawals. */
  pending: z.number().int(),
  /** The bonus balance: playable, not withdrawable; 0 without an open bonus. */
  bonus: z.number().int().nonnegative(),
  currency: z.literal('TRY'),
});

export const bankSchema = z.object({
  bankID: z.number().int(),
  typeID: z.number().int(),
  name: z.string(),
  code: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;

export const bankAccountSchema = z.object({
  bankAccountID: z.number().int(),
  bankID: z.number().int(),
  bankName: z.string(),
  iban: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** A field of a cash method's form; the site labels it by `kind` in the player's language. */
export const cashMethodFieldSchema = z.object({
  name: z.string(),
  kind: z.enum(['amount', 'bankAccount', 'operatorAccount', 'text']),
  required: z.boolean(),
  maxLength: z.number().int().nullable(),
});
export type CashMethodField = z.infer<typeof cashMethodFieldSchema>;

export const cashMethodSchema = z.object({
  methodID: z.number().int(),
  code: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  description: z.string(),
  /** Which call starts it: save_bank_transfer, save_cep_bank_transfer or prepayServices.processTransaction. */
  call: z.enum(['finance.save_bank_transfer', 'finance.save_cep_bank_transfer', 'prepayServices.processTransaction']),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  highlighted: z.boolean(),
  favorite: z.boolean(),
  fields: z.array(cashMethodFieldSchema).max(10),
  /** Where a bank or cep transfer deposit is sent to. */
  operatorAccounts: z
    .array(z.object({ id: z.number().int(), bankName: z.string(), iban: z.string(), holderName: z.string() }))
    .max(10),
});
export type CashMethod = z.infer<typeof cashMethodSchema>;

export const transactionSchema = z.object({
  transactionID: z.string(),
  transaction_type_id: z.number().int(),
  transaction_category_id: z.number().int(),
  transaction_sub_category_id: z.number().int(),
  transaction_status: z.number().int(),
  amount: z.number().int(),
  methodName: z.string(),
  description: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** Why a rejected or cancelled payment was refused, as staff or the provider wrote it; null on any other row. */
  reason: z.string().max(FIELD_MAX_LENGTH.refusalReason).nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionPageSchema = z.object({
  items: z.array(transactionSchema).max(LIMITS.maxPageSize),
  total: z.number().int(),
});

const labelledSchema = z.object({ id: z.number().int(), name: z.string() });

export const moneyRequestAnswerSchema = z.object({ transaction: transactionSchema, balance: balanceSchema });

const listTransactionsInput = z.object({
  Lang: langField,
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.defaultPageSize),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Transaction type: 1 deposit, 2 withdraw. */
  searchType: z.coerce.number().int().min(1).max(2).optional(),
  /** A transaction's public id. */
  searchID: textField('transactionNotFound', FIELD_MAX_LENGTH.transactionId).optional(),
  searchCategory: z.coerce.number().int().min(1).max(99).optional(),
  searchSubCategory: z.coerce.number().int().min(1).max(999).optional(),
  startDate: dateField('dateInvalid').optional(),
  endDate: dateField('dateInvalid').optional(),
  status: z.coerce.number().int().min(1000).max(1999).optional(),
  /** Only amounts of at least this many kuruş (the tickets list asks for ₺250). */
  minAmount: z.coerce.number().int().min(0).optional(),
  OrderDir: z.enum(['asc', 'desc', 'ASC', 'DESC']).default('desc'),
  OrderPar: z.enum(['createdAt', 'amount', 'status']).default('createdAt'),
});

/** A bank or cep transfer the player declares after sending it. */
const transferDepositInput = z.object({
  Lang: langField,
  methodID: idField('methodUnknown'),
  amount: amountField,
  operatorAccountID: idField('methodUnknown'),
  senderName: textField('senderNameInvalid', FIELD_MAX_LENGTH.senderName).min(3, { error: 'senderNameInvalid' }),
  requestId: requestIdField,
});

export const financeMethods = {
  'finance.check_balance': { access: 'player', input: emptyInput, output: z.array(balanceSchema).length(1) },
  'finance.list_banks': {
    access: 'player',
    input: z.object({ Lang: langField, typeID: z.coerce.number().int().min(1).max(2).default(1) }),
    output: z.array(bankSchema).max(100),
  },
  'finance.list_bank_accounts': {
    access: 'player',
    input: z.object({ Lang: langField, SiteType: siteTypeField, showPrepaid: z.coerce.number().optional() }),
    output: z.array(bankAccountSchema).max(LIMITS.maxBankAccounts),
  },
  'finance.get_bank_account': {
    access: 'player',
    input: z.object({ Lang: langField, bankID: idField('bankAccountNotFound') }),
    output: bankAccountSchema,
  },
  'finance.save_bank_account': {
    access: 'player',
    input: z.object({
      Lang: langField,
      bankAccountID: idField('bankAccountNotFound').optional(),
      bankID: idField('bankUnknown'),
      iban: textField('ibanInvalid', FIELD_MAX_LENGTH.iban),
      holderName: textField('holderNameMismatch', FIELD_MAX_LENGTH.holderName),
    }),
    output: bankAccountSchema,
  },
  'finance.delete_bank_account': {
    access: 'player',
    input: z.object({ Lang: langField, bankAccountID: idField('bankAccountNotFound') }),
    output: z.null(),
  },
  'finance.list_cash_methods_new': { access: 'player', input: emptyInput, output: z.array(cashMethodSchema).max(50) },
  'finance.list_cash_methods': {
    access: 'player',
    input: z.object({
      Lang: langField,
      Type: typeField,
      methodID: idField('methodUnknown').optional(),
      favorites: z.coerce.number().optional(),
    }),
    output: z.array(cashMethodSchema).max(50),
  },
  'finance.list_highlighted_cash_methods': {
    access: 'player',
    input: z.object({ Lang: langField, Type: typeField.optional() }),
    output: z.array(cashMethodSchema).max(50),
  },
  'finance.add_favorite_cash_method': {
    access: 'player',
    input: z.object({ Lang: langField, methodID: idField('methodUnknown') }),
    output: z.null(),
  },
  'finance.remove_favorite_cash_method': {
    access: 'player',
    input: z.object({ Lang: langField, methodID: idField('methodUnknown') }),
    output: z.null(),
  },
  'finance.check_favorite_cash_method': {
    access: 'player',
    input: z.object({ Lang: langField, methodID: idField('methodUnknown') }),
    output: z.object({ favorite: z.boolean() }),
  },
  'finance.list_transactions': { access: 'player', input: listTransactionsInput, output: transactionPageSchema },
  'finance.list_types_frontend': { access: 'player', input: emptyInput, output: z.array(labelledSchema).max(10) },
  'finance.list_categories': { access: 'player', input: emptyInput, output: z.array(labelledSchema).max(20) },
  'finance.list_sub_categories': {
    access: 'player',
    input: z.object({ Lang: langField, categoryID: z.coerce.number().int().min(1).max(99).optional() }),
    output: z.array(labelledSchema.extend({ categoryID: z.number().int() })).max(50),
  },
  /** A bank-transfer deposit the player declares; staff confirm it when the money arrives. */
  'finance.save_bank_transfer': {
    access: 'player',
    input: transferDepositInput,
    output: moneyRequestAnswerSchema,
  },
  'finance.save_cep_bank_transfer': {
    access: 'player',
    input: transferDepositInput,
    output: moneyRequestAnswerSchema,
  },
  /** Other deposit methods (the demo provider) and withdrawals to a saved bank account. */
  'prepayServices.processTransaction': {
    access: 'player',
    input: z.object({
      Lang: langField,
      Type: typeField,
      methodID: idField('methodUnknown'),
      amount: amountField,
      bankAccountID: idField('bankAccountNotFound').optional(),
      requestId: requestIdField,
      /** A withdrawal while a bonus is open must confirm that it forfeits the bonus (bonusForfeitRequired). */
      forfeitBonus: z.coerce.boolean().optional(),
    }),
    output: moneyRequestAnswerSchema,
  },
  'envoy.getDepositAmounts': {
    access: 'player',
    input: z.object({ Lang: langField, bankcode: textField('bankUnknown', FIELD_MAX_LENGTH.bankCode) }),
    output: z.object({ amounts: z.array(z.number().int()).max(10) }),
  },
} as const;
