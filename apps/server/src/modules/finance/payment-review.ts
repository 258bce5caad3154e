import { TRANSACTION_CATEGORY, TRANSACTION_STATUS, TRANSACTION_TYPE } from '@bnw/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Database, PaymentTransactionsTable } from '../../db/schema.js';
import { HOUSE_ACCOUNTS } from '../../ledger/house-accounts.js';
import type { Actor } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';
import { lockRow } from '../../db/locks.js';

type ReviewDeps = Pick<Services, 'db' | 'dialect' | 'clock' | 'ledger' | 'events'>;
export type DecidedPayment = Selectable<PaymentTransactionsTable> & { ledger_transfer_id: string };

/** Who decides, as stored in `resolved_by`: a staff name, `ops-cli`, `provider:<code>`. */
export interface Decision {
  transactionId: number;
  staff: string;
}

/**
 * Staff (or a provider's webhook) confirm a pending payment: a deposit reaches the balance, a
 * withdrawal is sent to the destination stored when it was requested (never the bank account as
 * it is now). The status change is conditional on the row still being pending, in the same
 * database transaction as the ledger's post, so two reviewers cannot both decide it.
 */
export async function approvePayment(
  deps: ReviewDeps,
  _actor: Actor,
  input: Decision & { providerReference?: string | null },
): Promise<DecidedPayment> {
  const decided = await deps.db
    .transaction()
    .execute((tx) => approveIn(deps, tx, input.transactionId, input.staff, input.providerReference ?? null));
  await deps.events.deliverNow();
  return decided;
}

/** Staff (or a provider) refuse a pending payment: the held money is available again. */
export async function rejectPayment(
  deps: ReviewDeps,
  _actor: Actor,
  input: Decision & { reason?: string | null },
): Promise<DecidedPayment> {
  const decided = await deps.db
    .transaction()
    .execute((tx) => rejectIn(deps, tx, input.transactionId, input.staff, input.reason ?? null));
  await deps.events.deliverNow();
  return decided;
}

export interface ProviderReport {
  transactionID: string;
  status: 'completed' | 'failed';
  reference?: string;
}
export type SettlementResult = 'accepted' | 'unknown_transaction' | 'conflict';

/**
 * A payment provider's report about one of its deposits. Only its own deposits: a report about a
 * withdrawal or about another provider's payment is answered as unknown and changes nothing.
 * The payment's row is locked before its state is read, so parallel copies of one report settle
 * it once and the others see it settled: the same outcome again is accepted (a replay), the
 * other outcome is a conflict.
 */
export async function settleProviderReport(
  deps: ReviewDeps,
  provider: string,
  report: ProviderReport,
): Promise<SettlementResult> {
  const found = await deps.db
    .selectFrom('payment_transactions')
    .select('id')
    .where('public_id', '=', report.transactionID)
    .executeTakeFirst();
  if (!found) return 'unknown_transaction';
  const result = await deps.db.transaction().execute(async (tx) => {
    await lockRow(tx, deps.dialect, 'payment_transactions', found.id);
    const row = await tx
      .selectFrom('payment_transactions')
      .innerJoin('cash_methods', 'cash_methods.id', 'payment_transactions.method_id')
      .select([
        'payment_transactions.type',
        'payment_transactions.category',
        'payment_transactions.status',
        'cash_methods.provider',
      ])
      .where('payment_transactions.id', '=', found.id)
      .executeTakeFirst();
    if (
      !row ||
      row.provider !== provider ||
      row.type !== TRANSACTION_TYPE.deposit ||
      row.category !== TRANSACTION_CATEGORY.payment
    )
      return 'unknown_transaction';
    const wanted = report.status === 'completed' ? TRANSACTION_STATUS.completed : TRANSACTION_STATUS.rejected;
    if (row.status === wanted) return 'accepted';
    if (row.status !== TRANSACTION_STATUS.pending) return 'conflict';
    const staff = `provider:${provider}`;
    if (report.status === 'completed') await approveIn(deps, tx, found.id, staff, report.reference ?? null);
    else await rejectIn(deps, tx, found.id, staff, 'Ödeme sağlayıcısı reddetti');
    return 'accepted' as const;
  });
  await deps.events.deliverNow();
  return result;
}

export async function approveIn(
  deps: ReviewDeps,
  tx: Transaction<Database>,
  transactionId: number,
  staff: string,
  providerReference: string | null,
): Promise<DecidedPayment> {
  const row = await claimPending(deps, tx, transactionId, TRANSACTION_STATUS.completed, staff, {
    provider_reference: providerReference,
  });
  if (row.type === TRANSACTION_TYPE.withdraw && !row.destination_iban) {
    // Every withdrawal stores where it goes when requested (older ones got it in migration 006).
    throw new Error(`withdrawal ${row.public_id} has no stored destination`);
  }
  await deps.ledger.postPending(`${row.ledger_transfer_id}:post`, row.ledger_transfer_id, tx);
  if (row.type === TRANSACTION_TYPE.withdraw) {
    // Approved means sent: what the operator owed leaves through the bank.
    const payable = await deps.ledger.houseAccountId(HOUSE_ACCOUNTS.withdrawalsPayable, tx);
    const bank = await deps.ledger.houseAccountId(HOUSE_ACCOUNTS.bankClearing, tx);
    await deps.ledger.transfer(
      {
        transferId: `${row.ledger_transfer_id}:paid`,
        debitAccountId: payable,
        creditAccountId: bank,
        amountKurus: row.amount,
        kind: 'payout',
        reference: row.public_id,
      },
      tx,
    );
  }
  return row;
}

export async function rejectIn(
  deps: ReviewDeps,
  tx: Transaction<Database>,
  transactionId: number,
  staff: string,
  reason: string | null,
): Promise<DecidedPayment> {
  const row = await claimPending(deps, tx, transactionId, TRANSACTION_STATUS.rejected, staff, {
    note: reason?.slice(0, 500) ?? null,
  });
  await deps.ledger.voidPending(`${row.ledger_transfer_id}:void`, row.ledger_transfer_id, tx);
  return row;
}

/**
 * Moves the payment out of pending, once, and records `payment_completed` in the same transaction
 * (notifications, limits and feeds subscribe to it).
 */
async function claimPending(
  deps: Pick<Services, 'clock' | 'events'>,
  tx: Transaction<Database>,
  transactionId: number,
  status: number,
  staff: string,
  extra: { provider_reference?: string | null; note?: string | null },
): Promise<DecidedPayment> {
  const result = await tx
    .updateTable('payment_transactions')
    .set({ status, resolved_by: staff.slice(0, 100), resolved_at: deps.clock().toISOString(), ...extra })
    .where('id', '=', transactionId)
    .where('status', '=', TRANSACTION_STATUS.pending)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const exists = await tx
      .selectFrom('payment_transactions')
      .select('id')
      .where('id', '=', transactionId)
      .executeTakeFirst();
    throw new RpcError(exists ? 'transactionNotPending' : 'transactionNotFound');
  }
  const row = await tx
    .selectFrom('payment_transactions')
    .selectAll()
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
  if (!row.ledger_transfer_id) throw new Error(`payment ${row.public_id} has no ledger hold`);
  await deps.events.record(tx, 'payment_completed', {
    userId: row.user_id,
    publicId: row.public_id,
    type: row.type,
    status,
    amountKurus: row.amount,
  });
  return { ...row, ledger_transfer_id: row.ledger_transfer_id };
}
