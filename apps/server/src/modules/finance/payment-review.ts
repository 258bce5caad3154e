import { TRANSACTION_STATUS, TRANSACTION_TYPE } from '@bnw/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HOUSE_ACCOUNTS } from '../../ledger/house-accounts.js';
import { RpcError } from '../../rpc/outcome.js';
import type { Services } from '../../services.js';

/**
 * Staff (or a provider's webhook) decide a pending payment. The status change is
 * conditional on the row still being pending, in the same database transaction as the
 * ledger's post or void, so two reviewers cannot both decide it.
 */
export async function approvePayment(
  services: Services,
  transactionId: number,
  staff: string,
  providerReference: string | null = null,
): Promise<void> {
  await services.db.transaction().execute(async (tx) => {
    const row = await claimPending(services, tx, transactionId, TRANSACTION_STATUS.completed, staff, {
      provider_reference: providerReference,
    });
    await services.ledger.postPending(`${row.ledger_transfer_id}:post`, row.ledger_transfer_id, tx);
    if (row.type === TRANSACTION_TYPE.withdraw) {
      // Approved means sent: what the operator owed leaves through the bank.
      const payable = await services.ledger.houseAccountId(HOUSE_ACCOUNTS.withdrawalsPayable, tx);
      const bank = await services.ledger.houseAccountId(HOUSE_ACCOUNTS.bankClearing, tx);
      await services.ledger.transfer(
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
  });
}

export async function rejectPayment(
  services: Services,
  transactionId: number,
  staff: string,
  reason: string | null,
): Promise<void> {
  await services.db.transaction().execute(async (tx) => {
    const row = await claimPending(services, tx, transactionId, TRANSACTION_STATUS.rejected, staff, {
      note: reason?.slice(0, 500) ?? null,
    });
    await services.ledger.voidPending(`${row.ledger_transfer_id}:void`, row.ledger_transfer_id, tx);
  });
}

async function claimPending(
  services: Services,
  tx: Transaction<Database>,
  transactionId: number,
  status: number,
  staff: string,
  extra: { provider_reference?: string | null; note?: string | null },
) {
  const result = await tx
    .updateTable('payment_transactions')
    .set({ status, resolved_by: staff.slice(0, 100), resolved_at: services.clock().toISOString(), ...extra })
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
  return { ...row, ledger_transfer_id: row.ledger_transfer_id };
}
