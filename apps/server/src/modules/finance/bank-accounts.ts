import { type BankAccount, LIMITS, type MethodParsedInput, normaliseIban, turkishLower } from '@bnw/contract';
import type { UserRow } from '../../auth/session-service.js';
import { RpcError } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';

/** The player's saved accounts: withdrawals go only to these. */
export async function listBankAccounts(services: Services, userId: number): Promise<BankAccount[]> {
  const rows = await accountQuery(services)
    .where('bank_accounts.user_id', '=', userId)
    .orderBy('bank_accounts.id')
    .limit(LIMITS.maxBankAccounts)
    .execute();
  return rows.map(toView);
}

/** One of the player's accounts; someone else's answers "not found", never the account. */
export async function getBankAccount(services: Services, userId: number, bankAccountId: number): Promise<BankAccount> {
  const row = await accountQuery(services)
    .where('bank_accounts.user_id', '=', userId)
    .where('bank_accounts.id', '=', bankAccountId)
    .executeTakeFirst();
  if (!row) throw new RpcError('bankAccountNotFound');
  return toView(row);
}

/** Adds or (with bankAccountID) updates a saved account. Answers the account and whether it was new. */
export async function saveBankAccount(
  services: Services,
  user: UserRow,
  input: MethodParsedInput<'finance.save_bank_account'>,
): Promise<{ account: BankAccount; added: boolean }> {
  const iban = normaliseIban(input.iban);
  if (!iban) throw new RpcError('ibanInvalid');
  if (!isHolderOf(user, input.holderName)) throw new RpcError('holderNameMismatch');
  const bank = await services.db
    .selectFrom('banks')
    .select('id')
    .where('id', '=', input.bankID)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!bank) throw new RpcError('bankUnknown');

  const live = await services.db
    .selectFrom('bank_accounts')
    .select(['id', 'iban'])
    .where('user_id', '=', user.id)
    .where('deleted_at', 'is', null)
    .execute();
  if (live.some((account) => account.iban === iban && account.id !== input.bankAccountID))
    throw new RpcError('bankAccountExists');

  if (input.bankAccountID !== undefined) {
    if (!live.some((account) => account.id === input.bankAccountID)) throw new RpcError('bankAccountNotFound');
    await services.db
      .updateTable('bank_accounts')
      .set({ bank_id: bank.id, iban, holder_name: input.holderName })
      .where('id', '=', input.bankAccountID)
      .where('user_id', '=', user.id)
      .execute();
    return { account: await getBankAccount(services, user.id, input.bankAccountID), added: false };
  }

  if (live.length >= LIMITS.maxBankAccounts) throw new RpcError('bankAccountLimit', { max: LIMITS.maxBankAccounts });
  const row = await services.db
    .insertInto('bank_accounts')
    .values({
      user_id: user.id,
      bank_id: bank.id,
      iban,
      holder_name: input.holderName,
      created_at: services.clock().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { account: await getBankAccount(services, user.id, row.id), added: true };
}

/** Soft delete: past withdrawals still show where they went. */
export async function deleteBankAccount(services: Services, userId: number, bankAccountId: number): Promise<void> {
  const result = await services.db
    .updateTable('bank_accounts')
    .set({ deleted_at: services.clock().toISOString() })
    .where('id', '=', bankAccountId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new RpcError('bankAccountNotFound');
}

/** The holder must be the player: same first and last name, without regard to case or spacing. */
export function isHolderOf(user: Pick<UserRow, 'first_name' | 'last_name'>, holderName: string): boolean {
  const fold = (text: string) => turkishLower(text).replace(/\s+/g, ' ').trim();
  return fold(holderName) === fold(`${user.first_name} ${user.last_name}`);
}

function accountQuery(services: Services) {
  return services.db
    .selectFrom('bank_accounts')
    .innerJoin('banks', 'banks.id', 'bank_accounts.bank_id')
    .select([
      'bank_accounts.id',
      'bank_accounts.bank_id',
      'banks.name as bank_name',
      'bank_accounts.iban',
      'bank_accounts.holder_name',
      'bank_accounts.created_at',
    ])
    .where('bank_accounts.deleted_at', 'is', null);
}

function toView(row: {
  id: number;
  bank_id: number;
  bank_name: string;
  iban: string;
  holder_name: string;
  created_at: string;
}): BankAccount {
  return {
    bankAccountID: row.id,
    bankID: row.bank_id,
    bankName: row.bank_name,
    iban: row.iban,
    holderName: row.holder_name,
    createdAt: row.created_at,
  };
}
