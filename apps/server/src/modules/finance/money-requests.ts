import {
  type MethodParsedInput,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  formatTry,
} from '@bnw/contract';
import type { Transaction as KyselyTransaction } from 'kysely';
import type { UserRow } from '../../auth/session-service.js';
import { randomId } from '../../auth/tokens.js';
import type { Database } from '../../db/schema.js';
import { HOUSE_ACCOUNTS } from '../../ledger/house-accounts.js';
import { LedgerError } from '../../ledger/ledger-error.js';
import { isUniqueViolation } from '../../ledger/ledger-service.js';
import { RpcError } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';
import { type CashMethodRow, usableMethod } from './cash-methods.js';
import { providerFor } from './providers/registry.js';

/** What one money request asks for; a retry with the same request id must ask for the same. */
interface RequestFields {
  type: number;
  method_id: number | null;
  amount: number;
  bank_account_id: number | null;
  operator_account_id: number | null;
  sender_name: string | null;
}

/** A deposit the player declares after sending a bank or cep (FAST) transfer; staff confirm it. */
export async function declareTransferDeposit(
  services: Services,
  user: UserRow,
  input: MethodParsedInput<'finance.save_bank_transfer'>,
  provider: 'bank_transfer' | 'cep_transfer',
): Promise<string> {
  const method = await usableMethod(services, input.methodID, TRANSACTION_TYPE.deposit);
  if (method.provider !== provider) throw new RpcError('methodWrongType');
  checkLimits(method, input.amount);
  const operatorAccount = await services.db
    .selectFrom('operator_bank_accounts')
    .select('id')
    .where('id', '=', input.operatorAccountID)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!operatorAccount) throw new RpcError('methodUnknown');
  const fields = {
    type: TRANSACTION_TYPE.deposit,
    method_id: method.id,
    amount: input.amount,
    bank_account_id: null,
    operator_account_id: operatorAccount.id,
    sender_name: input.senderName,
  };
  const accounts = await depositAccounts(services, user.id, method);
  return recordOnce(services, user.id, input.requestId, method, fields, (tx, publicId) =>
    holdDeposit(services, tx, accounts, publicId, input.amount),
  );
}

/** A deposit through a provider (the demo provider): pending until its signed webhook arrives. */
export async function startProviderDeposit(
  services: Services,
  user: UserRow,
  input: MethodParsedInput<'prepayServices.processTransaction'>,
): Promise<string> {
  const method = await usableMethod(services, input.methodID, TRANSACTION_TYPE.deposit);
  const provider = providerFor(method.provider);
  if (provider.needsOperatorAccount) throw new RpcError('methodWrongType');
  checkLimits(method, input.amount);
  const fields = {
    type: TRANSACTION_TYPE.deposit,
    method_id: method.id,
    amount: input.amount,
    bank_account_id: null,
    operator_account_id: null,
    sender_name: null,
  };
  const accounts = await depositAccounts(services, user.id, method);
  let created = false;
  const publicId = await recordOnce(services, user.id, input.requestId, method, fields, async (tx, id) => {
    created = true;
    return holdDeposit(services, tx, accounts, id, input.amount);
  });
  if (created) provider.depositStarted?.({ publicId, amountKurus: input.amount }, services);
  return publicId;
}

/** A withdrawal to one of the player's saved accounts: the amount is held at once. */
export async function requestWithdrawal(
  services: Services,
  user: UserRow,
  input: MethodParsedInput<'prepayServices.processTransaction'>,
): Promise<string> {
  const method = await usableMethod(services, input.methodID, TRANSACTION_TYPE.withdraw);
  checkLimits(method, input.amount);
  if (input.bankAccountID === undefined) throw new RpcError('bankAccountNotFound');
  const account = await services.db
    .selectFrom('bank_accounts')
    .select('id')
    .where('id', '=', input.bankAccountID)
    .where('user_id', '=', user.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!account) throw new RpcError('bankAccountNotFound');
  const fields = {
    type: TRANSACTION_TYPE.withdraw,
    method_id: method.id,
    amount: input.amount,
    bank_account_id: account.id,
    operator_account_id: null,
    sender_name: null,
  };
  const player = await services.ledger.playerCashAccountId(user.id);
  const payable = await services.ledger.houseAccountId(HOUSE_ACCOUNTS.withdrawalsPayable);
  return recordOnce(services, user.id, input.requestId, method, fields, async (tx, publicId) => {
    await services.ledger.transfer(
      {
        transferId: holdTransferId(publicId),
        debitAccountId: player,
        creditAccountId: payable,
        amountKurus: input.amount,
        kind: 'withdrawal',
        pending: true,
        reference: publicId,
      },
      tx,
    );
  });
}

function checkLimits(method: CashMethodRow, amount: number): void {
  if (amount < method.min_kurus) throw new RpcError('amountBelowMinimum', { min: formatTry(method.min_kurus) });
  if (amount > method.max_kurus) throw new RpcError('amountAboveMaximum', { max: formatTry(method.max_kurus) });
}

interface DepositAccounts {
  clearing: number;
  player: number;
}

/** Where a deposit comes from (play money or the bank clearing account) and the player's cash. */
async function depositAccounts(services: Services, userId: number, method: CashMethodRow): Promise<DepositAccounts> {
  const clearingCode = method.provider === 'demo' ? HOUSE_ACCOUNTS.demoFunding : HOUSE_ACCOUNTS.bankClearing;
  return {
    clearing: await services.ledger.houseAccountId(clearingCode),
    player: await services.ledger.playerCashAccountId(userId),
  };
}

/** The incoming money is held in the ledger from the clearing account until confirmed. */
async function holdDeposit(
  services: Services,
  tx: KyselyTransaction<Database>,
  { clearing, player }: DepositAccounts,
  publicId: string,
  amount: number,
) {
  await services.ledger.transfer(
    {
      transferId: holdTransferId(publicId),
      debitAccountId: clearing,
      creditAccountId: player,
      amountKurus: amount,
      kind: 'deposit',
      pending: true,
      reference: publicId,
    },
    tx,
  );
}

/** The ledger id of the hold behind a payment transaction; its post and void add a suffix. */
function holdTransferId(publicId: string): string {
  return `payment:${publicId}`;
}

/**
 * Stores the payment transaction and its ledger hold in one database transaction, once per
 * client request id: a retry answers the first transaction, a reuse with other fields is refused.
 */
async function recordOnce(
  services: Services,
  userId: number,
  requestId: string,
  method: CashMethodRow,
  fields: RequestFields,
  hold: (tx: KyselyTransaction<Database>, publicId: string) => Promise<void>,
): Promise<string> {
  const requestKey = `${userId}:${requestId}`;
  // No read first: a retry is rare, and the unique request key refuses its insert.
  try {
    return await services.db.transaction().execute(async (tx) => {
      const publicId = randomId();
      await tx
        .insertInto('payment_transactions')
        .values({
          ...fields,
          public_id: publicId,
          user_id: userId,
          category: TRANSACTION_CATEGORY.payment,
          sub_category: method.sub_category,
          status: TRANSACTION_STATUS.pending,
          request_key: requestKey,
          ledger_transfer_id: holdTransferId(publicId),
          created_at: services.clock().toISOString(),
        })
        .execute();
      await hold(tx, publicId);
      return publicId;
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds') {
      throw new RpcError('insufficientBalance', { available: formatTry(Math.max(0, error.availableKurus ?? 0)) });
    }
    if (!isUniqueViolation(error)) throw error;
    const earlier = await findByRequestKey(services, requestKey);
    if (!earlier) throw error;
    return sameRequestOrThrow(earlier, fields);
  }
}

function findByRequestKey(services: Services, requestKey: string) {
  return services.db
    .selectFrom('payment_transactions')
    .select(['public_id', 'type', 'method_id', 'amount', 'bank_account_id', 'operator_account_id', 'sender_name'])
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
}

function sameRequestOrThrow(existing: RequestFields & { public_id: string }, fields: RequestFields): string {
  const same = (Object.keys(fields) as Array<keyof RequestFields>).every((key) => existing[key] === fields[key]);
  if (!same) throw new RpcError('requestReused');
  return existing.public_id;
}
