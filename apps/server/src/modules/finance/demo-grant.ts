import {
  LIMITS,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  TRANSACTION_SUB_CATEGORY,
  TRANSACTION_TYPE,
} from '@bnw/contract';
import { randomId } from '../../auth/tokens.js';
import { HOUSE_ACCOUNTS } from '../../ledger/house-accounts.js';
import { isUniqueViolation } from '../../ledger/ledger-service.js';
import type { Services } from '../../services.js';

/**
 * In demo mode a new player gets play money once, as a transfer like any other and a line
 * in their history. The request key makes a second grant impossible, however it is asked for.
 */
export async function grantDemoMoney(
  services: Pick<Services, 'db' | 'clock' | 'config' | 'ledger'>,
  userId: number,
): Promise<void> {
  if (!services.config.demoMode) return;
  const requestKey = `demo-grant:${userId}`;
  const now = services.clock().toISOString();
  try {
    await services.db.transaction().execute(async (tx) => {
      const publicId = randomId();
      await tx
        .insertInto('payment_transactions')
        .values({
          public_id: publicId,
          user_id: userId,
          type: TRANSACTION_TYPE.deposit,
          category: TRANSACTION_CATEGORY.adjustment,
          sub_category: TRANSACTION_SUB_CATEGORY.demoGrant,
          amount: LIMITS.demoGrantKurus,
          status: TRANSACTION_STATUS.completed,
          request_key: requestKey,
          ledger_transfer_id: requestKey,
          note: 'Hoş geldin: demo oyun parası',
          resolved_by: 'system',
          created_at: now,
          resolved_at: now,
        })
        .execute();
      const funding = await services.ledger.houseAccountId(HOUSE_ACCOUNTS.demoFunding, tx);
      const player = await services.ledger.playerCashAccountId(userId, tx);
      await services.ledger.transfer(
        {
          transferId: requestKey,
          debitAccountId: funding,
          creditAccountId: player,
          amountKurus: LIMITS.demoGrantKurus,
          kind: 'demo_grant',
          reference: publicId,
        },
        tx,
      );
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error; // granted already
  }
}
