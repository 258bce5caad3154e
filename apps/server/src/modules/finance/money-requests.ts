import {
  type MethodParsedInput,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  formatTry,
} from '@bnw/contract';
import { type Insertable, type Transaction as KyselyTransaction, sql } from 'kysely';
import { randomId } from '../../auth/tokens.js';
import type { Database, PaymentTransactionsTable } from '../../db/schema.js';
import { HOUSE_ACCOUNTS } from '../../ledger/house-accounts.js';
import { LedgerError } from '../../ledger/ledger-error.js';
import { isUniqueViolation } from '../../ledger/ledger-service.js';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';
import { lockedWithdrawalAccount } from './bank-accounts.js';
import { type CashMethodRow, usableMethod } from './cash-methods.js';
import { lockRow } from '../../db/locks.js';
import type { FinanceDeps } from './deps.js';
import { providerFor } from './providers/registry.js';
import type { OpenBonusPort } from '../../platform/open-bonus-port.js';
import { ProtectionRefusal, assertUnrestricted, countDeposit, recordDecision } from '../../protection/guard.js';

/** Deposits a player may have waiting for confirmation at once (staff review each one). */
export const MAX_OPEN_DEPOSITS = 3;
/** Deposits a player may start in any 24 hours, whatever became of them. */
export const MAX_DEPOSITS_PER_DAY = 10;
const DAY_MS = 24 * 3600_000;

type RequestDeps = Pick<Services, 'db' | 'dialect' | 'clock' | 'config' | 'ledger'>;

/** What one money request asks for; a retry with the same request id must ask for the same. */
interface RequestFields {
  type: number;
  method_id: number | null;
  amount: number;
  bank_account_id: number | null;
  operator_account_id: number | null;
  sender_name: string | null;
}

/** Columns a request's checks add to its row (a withdrawal's destination). */
type CheckedColumns = Pick<
  Insertable<PaymentTransactionsTable>,
  'destination_iban' | 'destination_holder' | 'destination_bank'
>;

interface RecordPlan {
  /** Runs first in the transaction: takes the locks and checks the rules the insert depends on. */
  check(tx: KyselyTransaction<Database>): Promise<CheckedColumns | void>;
  /** Holds the money in the ledger, in the same transaction. */
  hold(tx: KyselyTransaction<Database>, publicId: string): Promise<void>;
}

/** A deposit the player declares after sending a bank or cep (FAST) transfer; staff confirm it. */
export async function declareTransferDeposit(
  deps: RequestDeps,
  actor: Actor,
  input: MethodParsedInput<'finance.save_bank_transfer'> & { provider: 'bank_transfer' | 'cep_transfer' },
): Promise<string> {
  const userId = playerOf(actor).user.id;
  const method = await usableMethod(deps, input.methodID, TRANSACTION_TYPE.deposit);
  if (method.provider !== input.provider) throw new RpcError('methodWrongType');
  checkLimits(method, input.amount);
  const operatorAccount = await deps.db
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
  const accounts = await depositAccounts(deps, userId, method);
  return recordOnce(deps, userId, input.requestId, method, fields, {
    check: (tx) => checkDepositLimits(deps, tx, userId, input.amount),
    hold: (tx, publicId) => holdDeposit(deps, tx, accounts, publicId, input.amount),
  });
}

/** A deposit through a provider (the demo provider): pending until its signed webhook arrives. */
export async function startProviderDeposit(
  deps: RequestDeps & FinanceDeps,
  actor: Actor,
  input: MethodParsedInput<'prepayServices.processTransaction'>,
): Promise<string> {
  const userId = playerOf(actor).user.id;
  const method = await usableMethod(deps, input.methodID, TRANSACTION_TYPE.deposit);
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
  const accounts = await depositAccounts(deps, userId, method);
  let created = false;
  const publicId = await recordOnce(deps, userId, input.requestId, method, fields, {
    check: (tx) => checkDepositLimits(deps, tx, userId, input.amount),
    hold: async (tx, id) => {
      created = true;
      await holdDeposit(deps, tx, accounts, id, input.amount);
    },
  });
  if (created) provider.depositStarted?.({ publicId, amountKurus: input.amount }, deps);
  return publicId;
}

/**
 * A withdrawal to one of the player's saved accounts: the amount is held at once, and the
 * account's IBAN, holder and bank are stored on the withdrawal, read with the account's row
 * locked (an edit or deletion at the same moment waits, then sees the pending withdrawal). An open
 * bonus is forfeited first when the player confirmed so, else the request is refused.
 */
export async function requestWithdrawal(
  deps: RequestDeps & { openBonus: OpenBonusPort },
  actor: Actor,
  input: MethodParsedInput<'prepayServices.processTransaction'>,
): Promise<string> {
  const userId = playerOf(actor).user.id;
  const method = await usableMethod(deps, input.methodID, TRANSACTION_TYPE.withdraw);
  checkLimits(method, input.amount);
  const bankAccountId = input.bankAccountID;
  if (bankAccountId === undefined) throw new RpcError('bankAccountNotFound');
  const fields = {
    type: TRANSACTION_TYPE.withdraw,
    method_id: method.id,
    amount: input.amount,
    bank_account_id: bankAccountId,
    operator_account_id: null,
    sender_name: null,
  };
  const player = await deps.ledger.playerCashAccountId(userId);
  const payable = await deps.ledger.houseAccountId(HOUSE_ACCOUNTS.withdrawalsPayable);
  return recordOnce(deps, userId, input.requestId, method, fields, {
    async check(tx) {
      await deps.openBonus.settleForWithdrawal(tx, userId, input.forfeitBonus === true);
      const account = await lockedWithdrawalAccount(tx, deps.dialect, userId, bankAccountId);
      if (!account) throw new RpcError('bankAccountNotFound');
      return {
        destination_iban: account.iban,
        destination_holder: account.holder_name,
        destination_bank: account.bank_name,
      };
    },
    async hold(tx, publicId) {
      await deps.ledger.transfer(
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
    },
  });
}

function checkLimits(method: CashMethodRow, amount: number): void {
  if (amount < method.min_kurus) throw new RpcError('amountBelowMinimum', { min: formatTry(method.min_kurus) });
  if (amount > method.max_kurus) throw new RpcError('amountAboveMaximum', { max: formatTry(method.max_kurus) });
}

/**
 * At most MAX_OPEN_DEPOSITS deposits waiting and MAX_DEPOSITS_PER_DAY started in the last 24
 * hours. Counted with the player's row locked, so a burst of requests is counted one by one. The
 * player's own protection comes first: no deposit during a time-out, an exclusion or after a
 * closure, and none past a deposit limit (counted by a conditional update, protection/guard.ts).
 */
async function checkDepositLimits(
  deps: Pick<Services, 'dialect' | 'clock'>,
  tx: KyselyTransaction<Database>,
  userId: number,
  amount: number,
): Promise<void> {
  await lockRow(tx, deps.dialect, 'users', userId);
  const now = deps.clock();
  await assertUnrestricted(tx, userId, now);
  await countDeposit(tx, userId, amount, now);
  const since = new Date(deps.clock().getTime() - DAY_MS).toISOString();
  const pending = TRANSACTION_STATUS.pending;
  const counts = await tx
    .selectFrom('payment_transactions')
    .select([
      sql<number>`coalesce(sum(case when status = ${pending} then 1 else 0 end), 0)`.as('open'),
      sql<number>`coalesce(sum(case when created_at >= ${since} then 1 else 0 end), 0)`.as('recent'),
    ])
    .where('user_id', '=', userId)
    .where('type', '=', TRANSACTION_TYPE.deposit)
    .where('category', '=', TRANSACTION_CATEGORY.payment)
    .where((eb) => eb.or([eb('status', '=', pending), eb('created_at', '>=', since)]))
    .executeTakeFirstOrThrow();
  if (Number(counts.open) >= MAX_OPEN_DEPOSITS) throw new RpcError('pendingDepositLimit', { max: MAX_OPEN_DEPOSITS });
  if (Number(counts.recent) >= MAX_DEPOSITS_PER_DAY)
    throw new RpcError('dailyDepositLimit', { max: MAX_DEPOSITS_PER_DAY });
}

interface DepositAccounts {
  clearing: number;
  player: number;
}

/** Where a deposit comes from (play money or the bank clearing account) and the player's cash. */
async function depositAccounts(
  deps: Pick<Services, 'ledger'>,
  userId: number,
  method: CashMethodRow,
): Promise<DepositAccounts> {
  const clearingCode = method.provider === 'demo' ? HOUSE_ACCOUNTS.demoFunding : HOUSE_ACCOUNTS.bankClearing;
  return {
    clearing: await deps.ledger.houseAccountId(clearingCode),
    player: await deps.ledger.playerCashAccountId(userId),
  };
}

/** The incoming money is held in the ledger from the clearing account until confirmed. */
async function holdDeposit(
  deps: Pick<Services, 'ledger'>,
  tx: KyselyTransaction<Database>,
  { clearing, player }: DepositAccounts,
  publicId: string,
  amount: number,
) {
  await deps.ledger.transfer(
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
 * A retry is answered even when the rules would now refuse a new request (a fourth open deposit,
 * an account since deleted): it asks for nothing new.
 */
async function recordOnce(
  deps: Pick<Services, 'db' | 'clock'>,
  userId: number,
  requestId: string,
  method: CashMethodRow,
  fields: RequestFields,
  plan: RecordPlan,
): Promise<string> {
  const requestKey = `${userId}:${requestId}`;
  // No read first: a retry is rare, and the unique request key refuses its insert.
  try {
    return await deps.db.transaction().execute(async (tx) => {
      const checked = (await plan.check(tx)) ?? {};
      const publicId = randomId();
      await tx
        .insertInto('payment_transactions')
        .values({
          ...fields,
          ...checked,
          public_id: publicId,
          user_id: userId,
          category: TRANSACTION_CATEGORY.payment,
          sub_category: method.sub_category,
          status: TRANSACTION_STATUS.pending,
          request_key: requestKey,
          ledger_transfer_id: holdTransferId(publicId),
          created_at: deps.clock().toISOString(),
        })
        .execute();
      await plan.hold(tx, publicId);
      return publicId;
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds') {
      throw new RpcError('insufficientBalance', { available: formatTry(Math.max(0, error.availableKurus ?? 0)) });
    }
    const refused = error instanceof RpcError || error instanceof ProtectionRefusal;
    if (!refused && !isUniqueViolation(error)) throw error;
    const earlier = await findByRequestKey(deps, requestKey);
    if (!earlier && error instanceof ProtectionRefusal) await recordRefusal(deps, userId, fields, error);
    if (!earlier) throw error;
    return sameRequestOrThrow(earlier, fields);
  }
}

/** A deposit refused by the player's protection, for the back office. */
function recordRefusal(
  deps: Pick<Services, 'db' | 'clock'>,
  userId: number,
  fields: RequestFields,
  refusal: ProtectionRefusal,
) {
  return recordDecision(deps.db, {
    userId,
    kind: 'deposit_refused',
    reason: refusal.key,
    amountKurus: fields.amount,
    at: deps.clock(),
  });
}

function findByRequestKey(deps: Pick<Services, 'db'>, requestKey: string) {
  return deps.db
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
