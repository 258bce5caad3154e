import { WALLET_CURRENCY, type WalletAnswer, type WalletStatus } from '@bnw/contract';
import type { Kysely, Transaction } from 'kysely';
import { playerBonusAccount, playerCashAccount } from '../../ledger/house-accounts.js';
import type { Database } from '../../db/schema.js';
import { WalletRefusal } from './caller.js';
import type { WalletDeps } from './deps.js';

/** What a game may stake: the player's available cash and bonus together, in one read. */
export async function availableBalance(
  deps: Pick<WalletDeps, 'db'>,
  userId: number,
  db: Kysely<Database> | Transaction<Database> = deps.db,
): Promise<number> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['balance', 'pending_debits'])
    .where('code', 'in', [playerCashAccount(userId), playerBonusAccount(userId)])
    .execute();
  return rows.reduce((total, row) => total + Math.max(0, Number(row.balance) - Number(row.pending_debits)), 0);
}

export function answer(
  status: WalletStatus,
  balance: number,
  transactionId?: string,
  originalTransactionId?: string | null,
): WalletAnswer {
  return {
    status,
    balance,
    currency: WALLET_CURRENCY,
    ...(transactionId === undefined ? {} : { transaction_id: transactionId }),
    ...(originalTransactionId === undefined || originalTransactionId === null
      ? {}
      : { original_transaction_id: originalTransactionId }),
  };
}

/**
 * Runs a call and turns a refusal into its answer. The balance is told only once the token named
 * a player (`known.userId`); before that, a caller learns nothing about anyone's money.
 */
export async function answeringRefusals(
  deps: Pick<WalletDeps, 'db'>,
  known: { userId: number | null },
  transactionId: string | undefined,
  run: () => Promise<WalletAnswer>,
): Promise<WalletAnswer> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof WalletRefusal)) throw error;
    const balance = known.userId === null ? 0 : await availableBalance(deps, known.userId);
    return answer(error.status, balance, transactionId);
  }
}
