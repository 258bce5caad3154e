import { normaliseIban } from '@bnw/contract';
import {
  type BackofficeMethodOutput,
  type BackofficeParsedInput,
  PAYMENT_LIMITS,
  type StaffCashMethod,
  type StaffOperatorAccount,
} from '@bnw/contract/backoffice';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CashMethodsTable, Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../ledger/ledger-service.js';
import { StaffRefusal } from '../../rpc/backoffice-handlers.js';
import type { Services } from '../../services.js';
import { bankOfIban } from './bank-of-iban.js';

/**
 * The payment desk's set-up: the payment methods' state, limits and order,
 * which the player site reads in `finance.list_cash_methods*` and checks on every request
 * (cash-methods.ts usableMethod), and the operator's receiving accounts shown to players with a
 * transfer method (cash-methods.ts listOperatorAccounts: the active ones).
 */

type Db = Kysely<Database> | Transaction<Database>;

function toMethod(row: Selectable<CashMethodsTable>): StaffCashMethod {
  return {
    id: row.id,
    code: row.code,
    provider: row.provider,
    type: row.type,
    nameTr: row.name_tr,
    nameEn: row.name_en,
    minKurus: Number(row.min_kurus),
    maxKurus: Number(row.max_kurus),
    sortOrder: row.sort_order,
    active: row.active === 1,
    highlighted: row.highlighted === 1,
    demoOnly: row.demo_only === 1,
  };
}

export async function listMethodsForStaff(
  deps: Pick<Services, 'db'>,
): Promise<BackofficeMethodOutput<'bo_payments.methods'>> {
  const rows = await deps.db
    .selectFrom('cash_methods')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .limit(PAYMENT_LIMITS.methodsMax)
    .execute();
  return { methods: rows.map(toMethod) };
}

/**
 * One update of the method's state, limits and order (the schema holds min ≤ max). Answers the
 * method as it was just before (for the audit's before and after) and as it is now.
 */
export async function updateMethod(
  deps: Pick<Services, 'db'>,
  input: BackofficeParsedInput<'bo_payments.method_update'>,
): Promise<{ before: StaffCashMethod | null; after: StaffCashMethod }> {
  const previous = await deps.db
    .selectFrom('cash_methods')
    .selectAll()
    .where('id', '=', input.methodID)
    .executeTakeFirst();
  const updated = await deps.db
    .updateTable('cash_methods')
    .set({
      active: input.active ? 1 : 0,
      min_kurus: input.minKurus,
      max_kurus: input.maxKurus,
      sort_order: input.sortOrder,
    })
    .where('id', '=', input.methodID)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1)
    throw new StaffRefusal('staffCashMethodNotFound', {}, `cash_method:${input.methodID}`);
  const after = toMethod(
    await deps.db.selectFrom('cash_methods').selectAll().where('id', '=', input.methodID).executeTakeFirstOrThrow(),
  );
  return { before: previous ? toMethod(previous) : null, after };
}

export async function methodForStaff(deps: Pick<Services, 'db'>, methodId: number): Promise<StaffCashMethod> {
  const row = await deps.db.selectFrom('cash_methods').selectAll().where('id', '=', methodId).executeTakeFirst();
  if (!row) throw new StaffRefusal('staffCashMethodNotFound', {}, `cash_method:${methodId}`);
  return toMethod(row);
}

function accountQuery(db: Db) {
  return db
    .selectFrom('operator_bank_accounts')
    .innerJoin('banks', 'banks.id', 'operator_bank_accounts.bank_id')
    .select([
      'operator_bank_accounts.id',
      'operator_bank_accounts.bank_id',
      'banks.name as bank_name',
      'operator_bank_accounts.iban',
      'operator_bank_accounts.holder_name',
      'operator_bank_accounts.active',
    ]);
}
type AccountRow = Awaited<ReturnType<ReturnType<typeof accountQuery>['executeTakeFirstOrThrow']>>;

function toAccount(row: AccountRow): StaffOperatorAccount {
  return {
    id: row.id,
    bankId: row.bank_id,
    bankName: row.bank_name,
    iban: row.iban,
    holderName: row.holder_name,
    active: row.active === 1,
  };
}

async function findAccount(db: Db, accountId: number): Promise<StaffOperatorAccount> {
  const row = await accountQuery(db).where('operator_bank_accounts.id', '=', accountId).executeTakeFirst();
  if (!row) throw new StaffRefusal('staffBankAccountNotFound', {}, `operator_account:${accountId}`);
  return toAccount(row);
}

export function operatorAccountForStaff(deps: Pick<Services, 'db'>, accountId: number): Promise<StaffOperatorAccount> {
  return findAccount(deps.db, accountId);
}

export async function listOperatorAccountsForStaff(
  deps: Pick<Services, 'db'>,
): Promise<BackofficeMethodOutput<'bo_payments.bank_accounts'>> {
  const accounts = await accountQuery(deps.db)
    .orderBy('operator_bank_accounts.id')
    .limit(PAYMENT_LIMITS.bankAccountsMax)
    .execute();
  const banks = await deps.db
    .selectFrom('banks')
    .select(['id', 'name'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(PAYMENT_LIMITS.banksMax)
    .execute();
  return { accounts: accounts.map(toAccount), banks };
}

/**
 * Adds a receiving account (shown to players at once) or edits one. The IBAN must be a valid
 * Turkish one of the bank chosen (its bank code says which: bankOfIban) and unique among the operator's accounts (the column's unique index decides, so two
 * staff members adding the same IBAN at once add it once).
 */
export async function saveOperatorAccount(
  deps: Pick<Services, 'db'>,
  input: BackofficeParsedInput<'bo_payments.bank_account_save'>,
): Promise<StaffOperatorAccount> {
  const iban = normaliseIban(input.iban);
  if (!iban) throw new StaffRefusal('staffBankAccountIbanInvalid');
  const chosen = await deps.db
    .selectFrom('banks')
    .select(['id', 'code', 'name'])
    .where('id', '=', input.bankID)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!chosen) throw new StaffRefusal('staffBankUnknown');
  const derived = await bankOfIban(deps.db, iban, chosen);
  if (!derived.ok) throw new StaffRefusal(derived.key, derived.params);
  const values = { bank_id: derived.bankId, iban, holder_name: input.holderName };
  try {
    if (input.accountID === undefined) {
      const row = await deps.db
        .insertInto('operator_bank_accounts')
        .values({ ...values, active: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return findAccount(deps.db, row.id);
    }
    const updated = await deps.db
      .updateTable('operator_bank_accounts')
      .set(values)
      .where('id', '=', input.accountID)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      throw new StaffRefusal('staffBankAccountNotFound', {}, `operator_account:${input.accountID}`);
    return findAccount(deps.db, input.accountID);
  } catch (error) {
    if (isUniqueViolation(error)) throw new StaffRefusal('staffBankAccountExists');
    throw error;
  }
}

/** Shows the account to players again or stops showing it; never deleted, past deposits name it. */
export async function setOperatorAccountActive(
  deps: Pick<Services, 'db'>,
  input: BackofficeParsedInput<'bo_payments.bank_account_set_active'>,
): Promise<StaffOperatorAccount> {
  const updated = await deps.db
    .updateTable('operator_bank_accounts')
    .set({ active: input.active ? 1 : 0 })
    .where('id', '=', input.accountID)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1)
    throw new StaffRefusal('staffBankAccountNotFound', {}, `operator_account:${input.accountID}`);
  return findAccount(deps.db, input.accountID);
}
